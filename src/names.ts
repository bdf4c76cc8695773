/**
 * Every input and output name the action has, in one place. A test checks that action.yml, these
 * lists and the tables of docs/reference.md agree, so a rename cannot drift.
 */
export const INPUTS = {
  prompt: 'prompt',
  promptFile: 'prompt-file',
  apiKey: 'api-key',
  model: 'model',
  mode: 'mode',
  force: 'force',
  trust: 'trust',
  resume: 'resume',
  extraArgs: 'extra-args',
  workingDirectory: 'working-directory',
  requireMcp: 'require-mcp',
  cliPath: 'cli-path',
  install: 'install',
  installerUrl: 'installer-url',
  cliVersion: 'cli-version',
  cliSha256: 'cli-sha256',
  cliDownloadUrl: 'cli-download-url',
  summary: 'summary',
  exitGraceSeconds: 'exit-grace-seconds',
  inactivityTimeoutMinutes: 'inactivity-timeout-minutes',
  timeoutMinutes: 'timeout-minutes',
  outputSchema: 'output-schema',
  maxToolCalls: 'max-tool-calls',
  maxFailedToolCalls: 'max-failed-tool-calls',
  githubToken: 'github-token',
  commentOnPr: 'comment-on-pr',
  triggerPhrase: 'trigger-phrase',
  commentKey: 'comment-key',
  allowedUsers: 'allowed-users',
  allowedBots: 'allowed-bots',
  progressSeconds: 'progress-seconds',
  push: 'push',
  commitMessage: 'commit-message',
  branchPrefix: 'branch-prefix',
  openPr: 'open-pr',
  trustPrConfig: 'trust-pr-config',
  allowWorkflowChanges: 'allow-workflow-changes',
  checkoutPr: 'checkout-pr',
  review: 'review',
  failOn: 'fail-on',
  reviewEvent: 'review-event',
  maxFindings: 'max-findings',
  checkRun: 'check-run',
  maxPrRuns: 'max-pr-runs',
  maxPrTokens: 'max-pr-tokens',
  reviewScope: 'review-scope',
  publish: 'publish'
} as const

/**
 * The `publish` action's own inputs (publish/action.yml); the rest of its inputs are the main
 * action's, by the same names (INPUTS).
 */
export const PUBLISH_INPUTS = {
  bundle: 'bundle',
  minAgreement: 'min-agreement'
} as const

/** The `publish` action's own output; the rest are the main action's, by the same names. */
export const PUBLISH_OUTPUTS = {
  bundles: 'bundles'
} as const

/** Set by review mode (src/stages/review.ts), on every exit path of a review run. */
export const REVIEW_OUTPUTS = {
  findings: 'findings',
  findingsCount: 'findings_count',
  reviewId: 'review_id',
  reviewUrl: 'review_url',
  checkRunUrl: 'check_run_url',
  reviewedFrom: 'reviewed_from'
} as const

/** Set by landing the work (src/git/land.ts), from main.ts, on every exit path. */
const LAND_OUTPUTS = {
  patch: 'patch',
  commitSha: 'commit_sha',
  branch: 'branch',
  prUrl: 'pr_url'
} as const

/** The pull request's ledger (docs/ledger.md): empty on a run without a pull request. */
const PR_OUTPUTS = {
  prRuns: 'pr_runs',
  prUsage: 'pr_usage'
} as const

/** With `publish: later`: the folder the bundle was written in (docs/publish.md). */
const BUNDLE_OUTPUTS = {
  bundle: 'bundle'
} as const

const RUN_OUTPUTS = {
  result: 'result',
  finalMessage: 'final_message',
  resultFile: 'result_file',
  finalMessageFile: 'final_message_file',
  sessionId: 'session_id',
  resumed: 'resumed',
  requestId: 'request_id',
  duration: 'duration',
  model: 'model',
  exitCode: 'exit_code',
  conclusion: 'conclusion',
  failureReason: 'failure_reason',
  skipReason: 'skip_reason',
  toolCalls: 'tool_calls',
  failedToolCalls: 'failed_tool_calls',
  filesRead: 'files_read',
  filesChanged: 'files_changed',
  usage: 'usage',
  transcript: 'transcript',
  cliVersion: 'cli_version',
  structuredOutput: 'structured_output',
  manifest: 'manifest',
  commentId: 'comment_id',
  commentUrl: 'comment_url'
} as const

export const OUTPUTS = {
  ...RUN_OUTPUTS,
  ...LAND_OUTPUTS,
  ...REVIEW_OUTPUTS,
  ...PR_OUTPUTS,
  ...BUNDLE_OUTPUTS
} as const

/** The outputs set from the run's report (src/core/verdict/outputs.ts). */
export type OutputName =
  | (typeof RUN_OUTPUTS)[keyof typeof RUN_OUTPUTS]
  | (typeof LAND_OUTPUTS)[keyof typeof LAND_OUTPUTS]
  | (typeof REVIEW_OUTPUTS)[keyof typeof REVIEW_OUTPUTS]
  | (typeof PR_OUTPUTS)[keyof typeof PR_OUTPUTS]
  | (typeof BUNDLE_OUTPUTS)[keyof typeof BUNDLE_OUTPUTS]

export const FAILURE_REASONS = [
  'exit_code',
  'no_result',
  'agent_error',
  'auth',
  'network',
  'usage_limit',
  'model_unavailable',
  'workspace_missing',
  'mcp_unavailable',
  'timeout',
  'inactivity',
  'budget',
  'schema_mismatch',
  'cancelled',
  'cli_not_found',
  'install_failed',
  'spawn_error',
  'invalid_input',
  'internal',
  'push_failed',
  'integrity',
  'findings',
  'review_failed',
  'invalid_bundle',
  'deliverable_missing'
] as const

export type FailureReason = (typeof FAILURE_REASONS)[number]

/**
 * Why the agent was not started when a decision stopped it (the `skip_reason` output): the
 * trigger gate's (github/gate.ts) and the caps per pull request's (core/ledger/caps.ts).
 */
export const SKIP_REASONS = ['no-trigger', 'not-allowed', 'max-pr-runs', 'max-pr-tokens'] as const

export type SkipReason = (typeof SKIP_REASONS)[number]
export type Conclusion = 'success' | 'failure' | 'cancelled' | 'skipped'
