/**
 * How an input is read (trimmed, action.yml's default when empty) and how its problems are
 * collected, shared by the readers of each concern (inputs.ts and the *-inputs.ts files).
 * Defaults here equal the ones in action.yml (a test checks), because a runner injects
 * action.yml's defaults but a hand-run `node dist/index.js` does not.
 */
import { INPUTS } from '../names.js'
import { InputError } from '../core/errors.js'
import { input as named, said, shown, type Sentence } from '../core/said.js'
import type { RunnerEnv } from '../core/ports.js'

type Get = (name: string) => string

export const DEFAULTS = {
  [INPUTS.mode]: 'agent',
  [INPUTS.force]: 'false',
  [INPUTS.trust]: 'true',
  [INPUTS.install]: 'true',
  [INPUTS.installerUrl]: 'https://cursor.com/install',
  [INPUTS.cliDownloadUrl]: 'https://downloads.cursor.com/lab',
  [INPUTS.summary]: 'true',
  [INPUTS.exitGraceSeconds]: '10',
  [INPUTS.inactivityTimeoutMinutes]: '10',
  [INPUTS.timeoutMinutes]: '0',
  [INPUTS.maxToolCalls]: '0',
  [INPUTS.maxFailedToolCalls]: '0',
  [INPUTS.commentOnPr]: 'false',
  [INPUTS.progressSeconds]: '10',
  [INPUTS.push]: 'false',
  [INPUTS.branchPrefix]: 'cursor/',
  [INPUTS.openPr]: 'false',
  [INPUTS.trustPrConfig]: 'false',
  [INPUTS.allowWorkflowChanges]: 'false',
  [INPUTS.checkoutPr]: 'true',
  [INPUTS.review]: 'false',
  [INPUTS.failOn]: 'none',
  [INPUTS.reviewEvent]: 'comment',
  [INPUTS.maxFindings]: '50',
  [INPUTS.checkRun]: 'false',
  [INPUTS.maxPrRuns]: '0',
  [INPUTS.maxPrTokens]: '0',
  [INPUTS.reviewScope]: 'auto',
  [INPUTS.publish]: 'now'
} as const

/** Reads inputs one way (trimmed, action.yml's default when empty) and collects the problems. */
export class InputReader {
  /** Problems of inputs with rules of their own, in the order found. */
  readonly problems: Sentence[] = []
  /**
   * Problems of switches, durations, counts and login lists: listed after the others, the order
   * users have always seen (the first problem reported stays the same).
   */
  private readonly valueProblems: Sentence[] = []
  /** What relative paths in inputs are relative to. */
  readonly workspace: string

  constructor(
    readonly get: Get,
    readonly env: RunnerEnv
  ) {
    this.workspace =
      env.workspace !== undefined && env.workspace !== '' ? env.workspace : process.cwd()
  }

  input(name: string): string {
    const value = this.get(name).trim()
    if (value !== '') return value
    return (DEFAULTS as Record<string, string | undefined>)[name] ?? ''
  }

  bool(name: string): boolean {
    const v = this.input(name)
    if (['true', 'True', 'TRUE'].includes(v)) return true
    if (['false', 'False', 'FALSE'].includes(v)) return false
    this.valueProblems.push(said`Input ${named(name)} must be true or false, got ${shown(v)}.`)
    return false
  }

  /** A duration in seconds (unitMs 1000) or minutes (unitMs 60000), as milliseconds. */
  amount(name: string, unitMs: number): number {
    const v = this.input(name)
    const unit = unitMs === 1000 ? 'seconds' : 'minutes'
    if (!/^(\d+(\.\d*)?|\.\d+)$/.test(v)) {
      this.valueProblems.push(
        said`Input ${named(name)} must be a number of ${unit} (0 or more, e.g. 0.5), got ${shown(v)}.`
      )
      return 0
    }
    const ms = Math.round(Number(v) * unitMs)
    // Decision: a positive value is always a real limit. One under a millisecond would round to
    // 0, which means "off" for the timeouts (and "no grace at all" for exit-grace-seconds): a
    // typo that silently removes a limit. It is refused instead of being raised to 1 ms, because
    // a 1 ms limit is not what anyone meant either.
    if (ms === 0 && Number(v) > 0) {
      this.valueProblems.push(
        said`Input ${named(name)} is ${shown(v)} ${unit}, less than a millisecond; use 0 for ${name === INPUTS.exitGraceSeconds ? 'no grace' : 'no limit'} or at least ${unitMs === 1000 ? '0.001' : '0.00002'}.`
      )
    }
    return ms
  }

  count(name: string): number {
    const v = this.input(name)
    if (!/^\d{1,9}$/.test(v)) {
      this.valueProblems.push(
        said`Input ${named(name)} must be a whole number (0 = off), got ${shown(v)}.`
      )
      return 0
    }
    return Number(v)
  }

  /** A list of GitHub logins (comma or space separated, `@` optional), lower-cased. */
  logins(name: string): string[] {
    const list = this.input(name)
      .split(/[,\s]+/)
      .map((l) => l.trim().replace(/^@/, '').toLowerCase())
      .filter((l) => l !== '')
    for (const l of list)
      if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?$/.test(l))
        this.valueProblems.push(
          said`Input ${named(name)} holds an invalid GitHub login: ${shown(l)}.`
        )
    return list
  }

  throwProblems(): void {
    const all = [...this.problems, ...this.valueProblems]
    if (all.length > 0) throw new InputError(all)
  }
}
