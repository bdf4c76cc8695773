/**
 * The CLI's MCP servers before the run: the names `require-mcp` gives, checked against the
 * `mcpServers` the agent will get (main.ts calls this after the base branch's configuration is in
 * place on pull requests, git/baseconfig.ts), and what the CLI says it loads (`cursor-agent mcp
 * list`: asked once, bounded in time, and optional).
 */
import os from 'node:os'
import path from 'node:path'
import { InputError, messageOf } from '../core/errors.js'
import { isObject } from '../core/stream/json.js'
import { parseMcpList, type McpListed } from '../core/stream/mcp.js'
import { code, input, list, said, shown, type Sentence } from '../core/said.js'
import type { Settings } from '../core/settings.js'
import { readSmall } from '../io/files.js'
import { above } from '../io/tree.js'
import { INPUTS } from '../names.js'
import { childEnv } from './process/cli-env.js'
import { askCli, commandLine, probeNamed, type Program } from './install/probe.js'
import type { ProbeGuard, RunnerEnv } from '../core/ports.js'

/** The most of an mcp.json read: the workspace's is the pull request's to write. */
const MAX_CONFIG_BYTES = 1024 * 1024
/** Server names quoted in an input error. */
const NAMES_SHOWN = 10

interface Config {
  file: string
  servers: string[]
}

/**
 * The `mcpServers` keys of each mcp.json the CLI reads (`.cursor/mcp.json` in the workspace and
 * in the working directory, `~/.cursor/mcp.json`), and the problems of the files that could not
 * be read: a link (in the workspace; `.cursor` itself included), a file that is not regular or
 * over 1 MiB, JSON that does not parse.
 */
function readConfigs(
  roots: readonly string[],
  home: string
): { configs: Config[]; problems: Sentence[] } {
  const configs: Config[] = []
  const problems: Sentence[] = []
  const read = (file: string, follow: boolean): void => {
    const got = readSmall(file, MAX_CONFIG_BYTES, follow)
    if (got.kind === 'absent') return
    if (got.kind === 'refused') {
      problems.push(
        said`${code(file)} cannot be read for ${input(INPUTS.requireMcp)}: it is ${got.why} (only a regular file of at most 1 MiB is read, never through a link).`
      )
      return
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(got.text)
    } catch (error) {
      problems.push(
        said`${code(file)} is not valid JSON (${shown(messageOf(error))}), so the servers ${input(INPUTS.requireMcp)} names cannot be checked: fix the file.`
      )
      return
    }
    const servers = isObject(parsed) && isObject(parsed.mcpServers) ? parsed.mcpServers : {}
    configs.push({ file, servers: Object.keys(servers) })
  }
  for (const root of new Set(roots)) {
    const where = above(root, '.cursor/mcp.json')
    if (where.state === 'blocked')
      problems.push(
        said`${code(path.join(root, where.at))} is a link or a file, not a folder: ${input(INPUTS.requireMcp)} reads ${code('.cursor/mcp.json')} only in a real folder.`
      )
    else if (where.state === 'ok') read(path.join(root, '.cursor', 'mcp.json'), false)
  }
  read(path.join(home, '.cursor', 'mcp.json'), true)
  return { configs, problems }
}

/**
 * Checks that every server `require-mcp` names is a key of `mcpServers` in one of the mcp.json
 * files the CLI reads; throws an InputError naming each one that is not (and each file that
 * could not be read). `baseConfig`: the workspace's `.cursor/` is the base branch's for this run.
 */
export function checkRequiredMcp(
  settings: Pick<Settings, 'requireMcp' | 'workingDirectory'>,
  env: RunnerEnv,
  baseConfig: boolean
): void {
  if (settings.requireMcp.length === 0) return
  const workspace = env.workspace || process.cwd()
  const home = env.raw.HOME || os.homedir()
  const { configs, problems } = readConfigs([workspace, settings.workingDirectory], home)
  const known = new Set(configs.flatMap((c) => c.servers))
  const configured = configs.flatMap((c) =>
    c.servers.map((s) => said`${code(s)} (${code(c.file)})`)
  )
  const files = list(
    configs.map((c) => said`${code(c.file)}`),
    ', '
  )
  const shownNames =
    configs.length === 0
      ? said`there is no mcp.json in those places`
      : configured.length === 0
        ? said`the mcp.json files there (${files}) configure no server`
        : said`servers configured: ${list(configured.slice(0, NAMES_SHOWN), ', ')}${configured.length > NAMES_SHOWN ? ` and ${configured.length - NAMES_SHOWN} more` : ''}`
  const where = baseConfig
    ? said` On a pull request the agent gets the base branch's ${code('.cursor/')} (${input(INPUTS.trustPrConfig)} is false): the server must be configured there.`
    : said``
  for (const name of settings.requireMcp)
    if (!known.has(name))
      problems.push(
        said`Input ${input(INPUTS.requireMcp)} names ${code(name)}, which no ${code('mcpServers')} of ${code('.cursor/mcp.json')} (in the workspace or the working directory) or ${code('~/.cursor/mcp.json')} configures, so the agent would run without it; ${shownNames}.${where}`
      )
  if (problems.length > 0) throw new InputError(problems)
}

/** What `cursor-agent mcp list` said, or why it said nothing usable. */
export type McpListAnswer = { listed: McpListed[] } | { problem: string }

/** How long `mcp list` may take: it connects to every configured server before it answers. */
const LIST_MS = 15_000

/**
 * Asks the CLI which MCP servers it loads and whether each is connected (`cursor-agent mcp
 * list`, in the working directory, with the environment the run gets), inside the runner files'
 * guard: it starts the configured MCP servers, which could write to them. Never throws: a CLI
 * that cannot answer without a terminal, fails, says something else or runs out of time gives a
 * problem, which the caller notes and goes on.
 */
export async function listMcp(
  cli: Program,
  settings: Pick<Settings, 'apiKey' | 'githubToken' | 'workingDirectory'>,
  env: RunnerEnv,
  o: {
    /** The runner's cancel: the question is not asked, or cut short. */
    signal: AbortSignal | undefined
    guard: ProbeGuard
  }
): Promise<McpListAnswer> {
  const who = probeNamed(commandLine(cli, ['mcp', 'list']), 'before')
  const answer = await o.guard(who, () =>
    askCli(cli, ['mcp', 'list'], {
      env: childEnv(env.raw, settings.apiKey, settings.githubToken),
      host: env.platform.host,
      cwd: settings.workingDirectory,
      limitMs: env.knobs.mcpListMs ?? LIST_MS,
      maxChars: 64 * 1024,
      signal: o.signal
    })
  )
  if (answer.problem !== undefined) return { problem: answer.problem }
  if (answer.code !== 0)
    return {
      problem: `it exited with ${answer.code === null ? 'a signal' : `code ${answer.code}`}`
    }
  const parsed = parseMcpList(answer.stdout)
  if (parsed === undefined)
    return { problem: 'its answer was not a list of servers (the command may need a terminal)' }
  return { listed: parsed.servers }
}
