/**
 * Fix hints: known causes of failure, recognised from the report, the stderr and the settings.
 * Computed here, in the core, so the summary, the PR comment and the log all say the same thing;
 * renderers only place them.
 */
import { causeOf, isPlanModelRefusal, type Cause } from '../stream/causes.js'
import type { RunFacts } from './facts.js'
import { missingServers, type McpFacts, type McpMissing } from '../stream/mcp.js'
import type { RunReport } from '../stream/report.js'
import type { Verdict } from './verdict.js'

export type HintId =
  | 'rejected_shell'
  | 'permission_denied'
  | 'landing'
  | 'rejected_mcp'
  | 'mcp_unavailable'
  | 'auth'
  | 'network'
  | 'no_chat'
  | 'model'
  | 'trust'
  | 'plan_limit'
  | 'usage_limit'
  | 'workspace_missing'
  | 'inactivity'
  | 'timeout'
  | 'exit_after_result'
  | 'silent_exit'

export interface Hint {
  id: HintId
  /** One or two sentences with the fix; markdown of ours (code spans), no stream text. */
  text: string
  /** A short form of the fix for the summary's status line, for causes that stop everything. */
  headline?: string
}

export interface HintFacts {
  report: RunReport
  verdict: Verdict
  stderr: string
  force?: boolean
  trust?: boolean
  apiKeySet?: boolean
  /** The landing inputs: the action pushes (and opens a pull request) after the run. */
  push?: boolean
  openPr?: boolean
  /** `require-mcp` and what `cursor-agent mcp list` said before the run. */
  mcp?: McpFacts
  /** `extra-args` has `--approve-mcps`. */
  approveMcps?: boolean
}

/**
 * A command that lands work: `git push` or `gh pr create`, alone or in a chain. The agent never
 * needs to run one: the action lands the work itself after the run (git/land.ts), with a token
 * the agent never gets.
 */
export function isLandingCommand(command: string): boolean {
  return command
    .split(/&&|\|\||[;|\n]/)
    .some((part) =>
      /^\s*(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)*(?:git(?:\s+-\S+(?:\s+[^-\s]\S*)?)*\s+push\b|gh\s+pr\s+create\b)/.test(
        part
      )
    )
}

/** What the landing hint says, by what the workflow already asks the action to do. */
function landingText(tried: string, f: HintFacts): string {
  if (f.push === true)
    return `The agent tried to ${tried} itself; it need not: the action lands the work after the run (\`push: true\`${f.openPr === true ? ', `open-pr: true`' : ''}) with a token the agent never gets.`
  return `The agent tried to ${tried} itself, which a headless run does not let it do. The action lands the work after a successful run: set \`push: true\` (and \`open-pr: true\` for a pull request), with \`permissions: contents: write\` (and \`pull-requests: write\`).`
}

/**
 * The fix for required MCP servers with no successful call, by what is known of them: approval
 * (unless it is there, or the rejected-calls hint says it already), the server's own setup, a login, a server
 * turned off, or a prompt that never asked for it.
 */
function mcpFix(missing: readonly McpMissing[], approvalSaid: boolean): string {
  const status = (st: string): boolean => missing.some((m) => m.listed?.status === st)
  const check =
    "Check the server's entry in `.cursor/mcp.json` (or `~/.cursor/mcp.json`): its `command` installed on the runner, or its `url` reachable from it, and the variables its `env` names set in the step's `env:`."
  const fixes = [
    approvalSaid
      ? ''
      : 'A headless run uses MCP servers only once they are approved: add `--approve-mcps` to `extra-args`.',
    missing.some((m) => (m.counts?.failed ?? 0) > 0 || m.listed?.state === 'down') ? check : '',
    status('needs_auth')
      ? 'A server that needs a login (`needs authentication`, `requires_authentication`) cannot sign in on a runner: give it a token through its `headers` or `env` in `mcp.json`.'
      : '',
    status('disabled')
      ? 'A server turned off with `cursor-agent mcp disable` stays off for that user: run `cursor-agent mcp enable <name>` in a step before this one.'
      : '',
    missing.some((m) => (m.counts?.calls ?? 0) === 0)
      ? "If the agent had the server and simply did not call it, name the tool in the prompt, or leave the server out of `require-mcp`. On pull requests the base branch's `.cursor/mcp.json` is the one used (unless `trust-pr-config: true`)."
      : ''
  ].filter((s) => s !== '')
  // Nothing more specific is known (calls rejected although approved): the server's own setup.
  if (fixes.length === 0) fixes.push(check)
  return ['A server `require-mcp` names had no successful call.', ...fixes].join(' ')
}

/** The hints for a run's facts: what the summary, the comment and the log place. */
export function hintsOf(f: RunFacts): Hint[] {
  const s = f.settings
  return findHints({
    report: f.report,
    verdict: f.verdict,
    stderr: f.stderrTail ?? '',
    mcp: f.mcp,
    force: s?.force,
    trust: s?.trust,
    push: s?.push,
    openPr: s?.openPr,
    approveMcps: s?.extraArgs.includes('--approve-mcps'),
    apiKeySet: s !== undefined ? s.apiKey !== '' : undefined
  })
}

/** Adds a hint; one without a headline has no `headline` key at all. */
function add(out: Hint[], id: HintId, text: string, headline?: string): void {
  out.push(headline !== undefined ? { id, text, headline } : { id, text })
}

/** The hints for these facts, in the order a reader acts on them. */
export function findHints(f: HintFacts): Hint[] {
  const out: Hint[] = []
  toolHints(f, out)
  mcpHints(f, out)
  // What the CLI's words say went wrong: its stderr, and an error result's text.
  const errorText = f.report.result?.isError === true ? f.report.result.text : ''
  const cause = causeOf(f.stderr, errorText)
  accessHints(f, cause, out)
  cliHints(f, cause, `${f.stderr}\n${errorText}`, out)
  verdictHints(f, out)
  // A cause that stops everything (its hint has a headline) comes before the rest.
  return out.sort((a, b) => Number(b.headline !== undefined) - Number(a.headline !== undefined))
}

/** The shell calls that failed: landing commands, approval, the CLI's permissions. */
function toolHints(f: HintFacts, out: Hint[]): void {
  const byKind = f.report.counts.byKind
  // Landing commands the agent tried (rejected, or failed for want of credentials) are the
  // action's job; force: true is suggested only for the commands it needed.
  const shell = f.report.tools.filter((t) => t.kind === 'shell')
  const landing = shell.filter(
    (t) => (t.state === 'rejected' || t.state === 'failed') && isLandingCommand(t.target)
  )
  const landingRejected = landing.filter((t) => t.state === 'rejected').length
  const needed = (byKind.get('shell')?.rejected ?? 0) - landingRejected
  if (landing.length > 0) {
    const pr = landing.some((t) => /\bgh\s+pr\s+create\b/.test(t.target))
    const git = landing.some((t) => /\bpush\b/.test(t.target.replace(/\bgh\s+pr\s+create\b/g, '')))
    const tried = [git ? '`git push`' : '', pr ? 'open a pull request (`gh pr create`)' : '']
      .filter((s) => s !== '')
      .join(' and ')
    add(out, 'landing', landingText(tried, f))
  }
  if (needed > 0 && f.force !== true) {
    add(
      out,
      'rejected_shell',
      `${needed} shell command${needed === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`
    )
  }
  const denied = shell.filter((t) => t.denied === true).length
  if (denied > 0) {
    const what = `${denied} shell command${denied === 1 ? ' was' : 's were'} blocked by the CLI's permissions configuration (\`permissions\` in \`.cursor/cli.json\` or \`~/.cursor/cli-config.json\`).`
    add(
      out,
      'permission_denied',
      f.force === true
        ? `${what} With \`force: true\` only a \`deny\` rule blocks a command: remove the rule that matches it, or ask for the work without that command.`
        : `${what} Pass \`force: true\` to let the agent run commands, or add the command to \`permissions.allow\` (for example \`"Shell(npm)"\`); a \`deny\` rule blocks it even with \`force\`.`
    )
  }
}

/** MCP calls rejected, and required servers with no successful call. */
function mcpHints(f: HintFacts, out: Hint[]): void {
  const rejectedMcp = f.report.counts.byKind.get('mcp')?.rejected ?? 0
  if (rejectedMcp > 0) {
    add(
      out,
      'rejected_mcp',
      'MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.'
    )
  }
  const missing = missingServers(f.mcp, f.report.mcp)
  if (missing.length > 0)
    add(out, 'mcp_unavailable', mcpFix(missing, rejectedMcp > 0 || f.approveMcps === true))
}

/** The CLI could not reach Cursor, or was not let in: the network, the API key. */
function accessHints(f: HintFacts, cause: Cause | undefined, out: Hint[]): void {
  if (cause === 'network')
    add(
      out,
      'network',
      "The CLI could not reach Cursor's servers from the runner (a DNS, connection or TLS error naming a Cursor host), which it can report as an invalid API key: the key is not the cause. Check the runner's access to Cursor's hosts (`*.cursor.sh`, `*.cursorapi.com`, `cursor.com`): its DNS, a firewall or egress rule, a proxy (`HTTPS_PROXY`), or a TLS-inspecting proxy's certificate (`NODE_EXTRA_CA_CERTS`); then re-run the job.",
      "Cursor's hosts unreachable from the runner: check its network access, not the API key"
    )
  // A network fault reads as a refused key: only a key that is not set is worth saying then.
  const keyRefused = cause === 'auth' || (cause !== 'network' && /CURSOR_API_KEY/.test(f.stderr))
  if (
    keyRefused ||
    (f.apiKeySet === false &&
      f.verdict.conclusion === 'failure' &&
      // The gate's failure (a capped run's, which started no CLI) is never the CLI's.
      f.verdict.reason !== 'findings' &&
      f.report.result === undefined)
  ) {
    if (f.apiKeySet === true && cause === 'auth')
      add(
        out,
        'auth',
        "The CLI refused the API key it was given: the key is expired, revoked, or belongs to another account. Check it in Cursor's dashboard (cursor.com/dashboard → Integrations → API Keys: is it still listed?), or on your machine: `CURSOR_API_KEY=<the key> cursor-agent status` says `Logged in` for a working key. Then store a working key in the secret `api-key` reads (`CURSOR_API_KEY`).",
        'the API key was refused (expired, revoked or another account): check it'
      )
    else
      add(
        out,
        'auth',
        "The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan).",
        'not authenticated: set `api-key` (a Cursor API key; paid plan)'
      )
  }
}

/** What else the CLI's words (`words`: its stderr and an error result's text) say went wrong. */
function cliHints(f: HintFacts, cause: Cause | undefined, words: string, out: Hint[]): void {
  const planRefusal = isPlanModelRefusal(words)
  if (planRefusal) {
    add(
      out,
      'model',
      'The account\'s plan can use only the `auto` model ("Named models unavailable"; Auto is the only model a free plan may use): remove `model` (or set `model: auto`), or use an API key of a paid plan.'
    )
  } else if (
    cause === 'model_unavailable' ||
    /unknown model|model .* not (found|available)/i.test(f.stderr)
  ) {
    add(
      out,
      'model',
      'The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).'
    )
  }
  if (cause === 'workspace_missing' || f.verdict.reason === 'workspace_missing') {
    add(
      out,
      'workspace_missing',
      "The directory the CLI runs in was not there: put `actions/checkout` before this step, and check that `working-directory` exists in the commit the agent works on (with `checkout-pr`, the pull request's head), and that the prompt does not have the agent delete it."
    )
  }
  if (
    cause === 'untrusted' ||
    (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage)))
  ) {
    add(
      out,
      'trust',
      'The CLI stopped at the workspace-trust prompt, which a headless run cannot answer. Set `trust: true` (the action then passes `--trust`).',
      cause === 'untrusted' ? 'the workspace is not trusted: set `trust: true`' : undefined
    )
  }
  if (cause === 'no_chat') {
    add(
      out,
      'no_chat',
      "The CLI found no chat to continue: `resume` (or `--resume`/`--continue` in `extra-args`) named a session whose chat is not on this runner. The CLI keeps its chats under `~/.cursor` of the machine that ran them, so a session from another job's runner cannot be continued on a fresh one: on a pull request use `resume: pr` (its chat is carried in the Actions cache), or leave `resume` empty for a fresh session.",
      'no chat to continue: check `resume`'
    )
  }
  if (cause === 'usage_limit') {
    add(
      out,
      'usage_limit',
      "The Cursor account has hit its usage limit. Cursor's dashboard (cursor.com/dashboard → Usage) shows the usage and when it resets; wait for the reset or raise the limit (a team's admin sets spending limits), then re-run the job."
    )
  } else if (!planRefusal && /free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
    add(out, 'plan_limit', "The account hit a plan or rate limit (see the CLI's message above).")
  }
}

/** How the run ended, where the verdict's reason alone says what to change. */
function verdictHints(f: HintFacts, out: Hint[]): void {
  switch (f.verdict.reason) {
    case 'inactivity':
      add(
        out,
        'inactivity',
        'If the agent legitimately thinks for long stretches, raise `inactivity-timeout-minutes` (0 turns it off).'
      )
      break
    case 'timeout':
      add(out, 'timeout', 'Raise `timeout-minutes`, or split the task into smaller prompts.')
      break
    case 'exit_code':
      if (f.report.result !== undefined && !f.report.result.isError) {
        add(
          out,
          'exit_after_result',
          'The CLI reported success and then exited non-zero, a known intermittent CLI issue: the result is still in the outputs; a re-run usually passes.'
        )
      }
      break
    case 'no_result':
      if (f.report.result === undefined && f.stderr.trim() === '') {
        add(
          out,
          'silent_exit',
          'The CLI exited without a result and without saying why. If it waited on a prompt, `trust: true` and `force: true` avoid the usual ones.'
        )
      }
      break
    default:
      break
  }
}
