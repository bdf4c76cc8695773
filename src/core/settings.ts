/**
 * The action's settings: every input, read once (src/runner/inputs.ts) into one frozen value that
 * the rest of the pipeline only reads. Plain data, so every room can take it.
 */
import type { FailOn } from './review/findings.js'
import type { JsonSchema } from './schema/schema.js'

export type Mode = 'agent' | 'plan' | 'ask'

/** The `resume` value that continues the pull request's last session. */
export const RESUME_PR = 'pr'

export interface Settings {
  /** The task, from `prompt` or read from `prompt-file`. */
  readonly prompt: string
  /** Cursor API key; empty when neither the input nor CURSOR_API_KEY is set. */
  readonly apiKey: string
  readonly model: string
  readonly mode: Mode
  /** Pass `--force`: tools run without approval. */
  readonly force: boolean
  /** Pass `--trust`: never stop at the workspace-trust prompt. */
  readonly trust: boolean
  /**
   * `resume`: a session id to pass as `--resume`; `pr` for the pull request's last session (from
   * its ledger, agent/resume.ts); '' for a fresh session.
   */
  readonly resume: string
  /** Further CLI arguments, already split; never run through a shell. */
  readonly extraArgs: readonly string[]
  /** Absolute path the agent runs in. */
  readonly workingDirectory: string
  /** `require-mcp`: MCP servers that must be configured, and answer at least one call. */
  readonly requireMcp: readonly string[]
  /** Absolute path of the CLI to run, when given. */
  readonly cliPath: string
  readonly install: boolean
  readonly installerUrl: string
  /** `cli-version`: the `YYYY.MM.DD-hash` build to install; '' = whatever the installer gives. */
  readonly cliVersion: string
  /** `cli-sha256`: the pinned build's archive digest, lower-case hex; '' = not checked. */
  readonly cliSha256: string
  /** `cli-download-url`: where the pinned build's archive is downloaded from (no trailing `/`). */
  readonly cliDownloadUrl: string
  readonly summary: boolean
  readonly exitGraceMs: number
  /** 0 = off. */
  readonly inactivityMs: number
  /** 0 = off (only the job's own limit). */
  readonly timeoutMs: number
  /** The JSON Schema the final message must satisfy (`output-schema`); undefined = none. */
  readonly outputSchema?: JsonSchema
  /** The most tool calls the agent may start; 0 = off. */
  readonly maxToolCalls: number
  /** Failed or rejected calls that end the run; 0 = off. */
  readonly maxFailedToolCalls: number
  /** For the action's own API calls only: never in the CLI's environment or .git/config. */
  readonly githubToken: string
  /** Keep one comment on the event's PR or issue (also on when a trigger phrase is set). */
  readonly commentOnPr: boolean
  /** Empty: no trigger gate. Else comment, review and issue events run only when it is present. */
  readonly triggerPhrase: string
  /** What the sticky comment's hidden marker is made from. */
  readonly commentKey: string
  /** Logins allowed to trigger besides writers (lower-cased). */
  readonly allowedUsers: readonly string[]
  /** Bot logins allowed to trigger (lower-cased, with or without `[bot]`). */
  readonly allowedBots: readonly string[]
  /** Minimum ms between live-progress edits; 0 = no live progress. */
  readonly progressMs: number
  /** Commit and push the changes after the run (src/git/land.ts). */
  readonly push: boolean
  /** The commit message; empty: one built from the prompt and the final message. */
  readonly commitMessage: string
  /** New branches are named `<branchPrefix><run id>-<run attempt>`. */
  readonly branchPrefix: string
  /** Open a pull request when the work went to a new branch. */
  readonly openPr: boolean
  /** On PR events, work on the PR's head commit (git/checkout.ts). */
  readonly checkoutPr: boolean
  /** On PR events, use the head's .cursor/, AGENTS.md and CLAUDE.md instead of the base's. */
  readonly trustPrConfig: boolean
  /** Commit and push the agent's edits to .github/workflows/ too (else only the patch has them). */
  readonly allowWorkflowChanges: boolean
  /** Review mode (src/stages/review.ts): findings in our schema, posted as one review. */
  readonly review: boolean
  /** `fail-on`: the lowest severity that fails the step (failure_reason findings). */
  readonly failOn: FailOn
  /** `review-event`: always COMMENT, or REQUEST_CHANGES when the gate trips (`auto`). */
  readonly reviewEvent: 'comment' | 'auto'
  /** At most this many findings are posted inline; the rest are listed in the review's body. */
  readonly maxFindings: number
  /** Also keep a check run with the findings as annotations. */
  readonly checkRun: boolean
  /** `max-pr-runs`: automatic runs that may start the CLI on one pull request; 0 = no cap. */
  readonly maxPrRuns: number
  /** `max-pr-tokens`: input + output tokens one pull request's runs may use; 0 = no cap. */
  readonly maxPrTokens: number
  /** `review-scope`: the commits since the last review when it can (`auto`), or everything. */
  readonly reviewScope: 'auto' | 'full'
  /**
   * `publish`: `now` publishes what the run made (today's one job); `later` writes nothing to
   * GitHub and leaves a bundle for the `publish` step of another job (docs/publish.md).
   */
  readonly publish: Publish
}

export type Publish = 'now' | 'later'

/** What the run's facts hold for a secret that was given: never the secret itself. */
const SECRET_GIVEN = '(given)'

/**
 * The settings as the run's facts carry them (core/verdict/facts.ts): every input but the two
 * secrets, of which only whether each was given is kept. The facts reach the manifest, the
 * outputs, the summary and the comment.
 */
export interface SettingsFacts extends Omit<Settings, 'apiKey' | 'githubToken'> {
  readonly apiKey: '' | typeof SECRET_GIVEN
  readonly githubToken: '' | typeof SECRET_GIVEN
}

export function settingsFacts(s: Settings): SettingsFacts {
  const given = (secret: string) => (secret !== '' ? SECRET_GIVEN : '')
  return { ...s, apiKey: given(s.apiKey), githubToken: given(s.githubToken) }
}
