/**
 * What Cursor reads from a repository as the agent's own configuration: the one table of names
 * that git/baseconfig.ts takes from the base commit on pull request events (unless
 * `trust-pr-config: true`), at any depth. A path is agent configuration when one of its
 * components is a folder name of the table, or its last component is a file name of the table
 * (compared without case: a case-insensitive file system, macOS's and Windows' default, opens
 * `Agents.md` for `AGENTS.md`). The swap moves the shortest such prefix as one piece: a whole
 * `.cursor/` folder, one `AGENTS.md`.
 *
 * A name is in the table when Cursor's documentation says the agent reads it from a project, or
 * reads it as a third-party configuration it is compatible with (Claude Code, Codex, the Agent
 * Skills standard). A few more are in it on the safe side (each says why): a name the agent
 * might read costs nothing to swap, one it reads and the table lacks hands a fork the agent.
 * Other agents' files that neither Cursor nor a tool it is compatible with reads
 * (`.windsurfrules`, `.clinerules`, `.github/copilot-instructions.md`) are ordinary files here.
 */
import { input, list, said, shown, type Said } from './said.js'
import { INPUTS } from '../names.js'

export interface ConfigName {
  /** As Cursor's documentation spells it. */
  readonly name: string
  /** `folder`: everything under a component of this name; `file`: a path ending in it. */
  readonly kind: 'folder' | 'file'
}

export const AGENT_CONFIG: readonly ConfigName[] = [
  // Project rules `.cursor/rules/*.mdc` (in any subfolder too), skills `.cursor/skills/`, hooks
  // `.cursor/hooks.json` (commands run on agent events), MCP servers `.cursor/mcp.json` (commands
  // the CLI starts), the CLI's permissions `.cursor/cli.json`, commands, agents, environment:
  // https://cursor.com/docs/context/rules, https://cursor.com/docs/context/skills,
  // https://cursor.com/docs/agent/hooks, https://cursor.com/docs/context/mcp,
  // https://cursor.com/docs/cli/reference/permissions
  { name: '.cursor', kind: 'folder' },
  // Skills of the Agent Skills standard, `.agents/skills/<name>/SKILL.md` (scripts included):
  // https://cursor.com/docs/context/skills
  { name: '.agents', kind: 'folder' },
  // Claude Code's configuration, which Cursor reads as third-party configuration: skills
  // `.claude/skills/` (https://cursor.com/docs/context/skills) and hooks in
  // `.claude/settings.json` and `.claude/settings.local.json`, shell commands run on agent
  // events (https://cursor.com/docs/reference/third-party-hooks); its agents, commands and rules
  // folders with them.
  { name: '.claude', kind: 'folder' },
  // Codex's skills, `.codex/skills/`, read for compatibility: https://cursor.com/docs/context/skills
  { name: '.codex', kind: 'folder' },
  // Instructions in plain markdown, at the root and in any subfolder (nested ones apply to their
  // folder): https://cursor.com/docs/context/rules#agentsmd
  { name: 'AGENTS.md', kind: 'file' },
  // Read by the CLI as rules beside AGENTS.md: https://cursor.com/docs/cli/using#rules
  { name: 'CLAUDE.md', kind: 'file' },
  // The legacy single rules file, still read: https://cursor.com/docs/context/rules#cursorrules
  { name: '.cursorrules', kind: 'file' },
  // Files the agent may not read or search: a fork's would hide the file it wants unseen from a
  // reviewing agent. https://cursor.com/docs/context/ignore-files
  { name: '.cursorignore', kind: 'file' },
  // Files left out of the index (semantic search): https://cursor.com/docs/context/ignore-files
  { name: '.cursorindexingignore', kind: 'file' },
  // Safe side, named by no Cursor page: Claude Code's project MCP servers (commands it starts),
  // a third-party configuration of the kind Cursor's "include third-party configs" setting
  // loads (https://cursor.com/docs/reference/third-party-hooks names the setting).
  { name: '.mcp.json', kind: 'file' },
  // Safe side: Claude Code's personal instructions beside CLAUDE.md.
  { name: 'CLAUDE.local.md', kind: 'file' },
  // Safe side: the singular name some agents read as AGENTS.md, and Gemini CLI's instructions.
  { name: 'AGENT.md', kind: 'file' },
  { name: 'GEMINI.md', kind: 'file' }
]

const NAMES = new Set(AGENT_CONFIG.map((c) => key(c.name)))

/**
 * Names compare as a case-insensitive file system would open them, on the safe side. macOS's
 * (APFS) compares names normalised and case-folded by Unicode's rules, under which `ſ` (long s)
 * is `s` and the Kelvin sign is `k`: a fork's `.curſor/hooks.json` is opened there for
 * `.cursor/hooks.json`. NFKC, then upper case, then lower case, takes every such spelling to the
 * ASCII name of the table (and a few more, which only costs a swap).
 */
function key(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase()
}

/** Whether a file or folder of this name is agent configuration whatever it holds. */
export function isConfigName(name: string): boolean {
  return NAMES.has(key(name))
}

/**
 * The piece of agent configuration a repository path (`/`-separated) belongs to: its shortest
 * prefix ending in a name of the table (`pkg/.cursor` for `pkg/.cursor/rules/a.mdc`), or
 * undefined. A folder named like a file of the table (`AGENTS.md/`) is configuration too, whole.
 * Pieces never nest.
 */
export function configUnit(p: string): string | undefined {
  const parts = p.split('/')
  const i = parts.findIndex(isConfigName)
  return i < 0 ? undefined : parts.slice(0, i + 1).join('/')
}

/** What the swap did to one piece, for the notes. */
export type SwapKind = 'replaced' | 'removed' | 'restored' | 'same'

/** At most this many paths a list; the rest are counted. */
const LISTED = 10

/** Paths for a sentence: the first few shown as values, the rest counted. */
export function pathList(rels: readonly string[]): Said {
  const named = rels.slice(0, LISTED).map((p) => said`${shown(p)}`)
  const more = rels.length > LISTED ? `, and ${String(rels.length - LISTED)} more` : ''
  return said`${list(named, ', ')}${more}`
}

/**
 * The sentence for the notes: which of the head's pieces were replaced by the base's or removed,
 * which the base had that the head deletes, and why. Undefined when nothing differed.
 * `baseKnown` is false when the base commit could not be read (every piece is then removed).
 */
export function swapNote(
  swapped: readonly { rel: string; kind: SwapKind }[],
  baseKnown: boolean
): Said | undefined {
  const of = (k: SwapKind) => swapped.filter((s) => s.kind === k).map((s) => s.rel)
  const parts: Said[] = []
  const replaced = of('replaced')
  const removed = of('removed')
  const restored = of('restored')
  if (replaced.length > 0) parts.push(said`replaced by the base's copy: ${pathList(replaced)}`)
  if (removed.length > 0)
    parts.push(
      baseKnown
        ? said`removed, as the base has none: ${pathList(removed)}`
        : said`removed, as the base commit could not be read: ${pathList(removed)}`
    )
  if (restored.length > 0)
    parts.push(
      said`put in place from the base, as the pull request deletes them: ${pathList(restored)}`
    )
  if (parts.length === 0) return undefined
  return said`The agent ran with the base commit's agent configuration, not the pull request's (${input(INPUTS.trustPrConfig)} is false: a pull request could otherwise give the agent its own rules, skills, hooks, MCP servers, permissions or ignore files). From the pull request's head, ${list(parts, '; ')}. Each is put back after the run unless the agent changed it.`
}
