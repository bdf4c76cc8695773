/** Fix hints: known causes of failure, recognised from the report, the stderr and the settings. */
import type { RunReport } from './report.js'
import type { Verdict } from './verdict.js'

export interface HintFacts {
  report: RunReport
  verdict: Verdict
  stderr: string
  force?: boolean
  trust?: boolean
  apiKeySet?: boolean
}

export function hints(f: HintFacts): string[] {
  const out: string[] = []
  const byKind = f.report.counts.byKind
  const rejectedShell = byKind.get('shell')?.rejected ?? 0
  const rejectedMcp = byKind.get('mcp')?.rejected ?? 0
  if (rejectedShell > 0 && f.force !== true) {
    out.push(
      `${rejectedShell} shell command${rejectedShell === 1 ? ' was' : 's were'} rejected because tools need approval in headless runs. Pass \`force: true\` to let the agent run commands.`
    )
  }
  if (rejectedMcp > 0) {
    out.push(
      'MCP tool calls were rejected: add `--approve-mcps` to `extra-args` to approve configured MCP servers.'
    )
  }
  if (
    /Authentication required|not logged in|CURSOR_API_KEY|invalid api key|unauthori[sz]ed/i.test(
      f.stderr
    ) ||
    (f.apiKeySet === false && f.verdict.conclusion === 'failure' && f.report.result === undefined)
  ) {
    out.push(
      "The CLI is not authenticated. Set `api-key: ${{ secrets.CURSOR_API_KEY }}` (a key from Cursor's dashboard; API keys need a paid plan)."
    )
  }
  if (/Cannot use this model|unknown model|model .* not (found|available)/i.test(f.stderr)) {
    out.push(
      'The model id was not accepted. Check the `model` input against `cursor-agent models` (ids, not display names; no `[effort=…]` suffix).'
    )
  }
  if (f.trust === false && (/trust/i.test(f.stderr) || /trust/i.test(f.report.finalMessage))) {
    out.push('The CLI stopped at the workspace-trust prompt. Set `trust: true`.')
  }
  if (/free plan|upgrade|usage limit|rate limit/i.test(f.stderr)) {
    out.push("The account hit a plan or rate limit (see the CLI's message above).")
  }
  switch (f.verdict.reason) {
    case 'inactivity':
      out.push(
        'If the agent legitimately thinks for long stretches, raise `inactivity-timeout-minutes` (0 turns it off).'
      )
      break
    case 'timeout':
      out.push('Raise `timeout-minutes`, or split the task into smaller prompts.')
      break
    case 'exit_code':
      if (f.report.result !== undefined && !f.report.result.isError) {
        out.push(
          'The CLI reported success and then exited non-zero, a known intermittent CLI issue: the result is still in the outputs; a re-run usually passes.'
        )
      }
      break
    case 'no_result':
      if (f.report.result === undefined && f.stderr.trim() === '') {
        out.push(
          'The CLI exited without a result and without saying why. If it waited on a prompt, `trust: true` and `force: true` avoid the usual ones.'
        )
      }
      break
    default:
      break
  }
  return out
}
