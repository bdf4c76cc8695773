import type { FailureReason } from '../names.js'
import { joinSaid, plainText, Said, type Sentence } from './said.js'

/**
 * The one way an unknown thrown value becomes a message or an Error (what code we call throws
 * can be anything: a string, an object, undefined).
 */

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** The thrown value as an Error, for code that keeps it (the run's first internal error). */
export function errorOf(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error))
}

/**
 * A system error's code (`ENOENT`, `E2BIG`), when the value has one. Read from the value's shape,
 * not `instanceof Error`: an error made in another realm (a vm context, as under Jest) is not an
 * instance of this realm's Error.
 */
export function errnoOf(error: unknown): string | undefined {
  const code: unknown =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' ? code : undefined
}

/**
 * An error that fails the step for a reason a user can act on (its `failure_reason`): helpers
 * throw it, only run() turns it into the verdict (verdict.ts, failureOf). Anything else thrown is
 * a bug of ours (`internal`).
 */
export class ReasonedError extends Error {
  /** The message as our sentence (markup of ours, values escaped), when it was written as one. */
  readonly said?: Said

  constructor(
    message: Sentence,
    readonly reason: FailureReason
  ) {
    super(plainText(message))
    this.name = 'ReasonedError'
    if (message instanceof Said) this.said = message
  }
}

/** Bad inputs: every problem at once, each naming the input and the bad value. */
export class InputError extends ReasonedError {
  readonly problems: string[]

  constructor(problems: Sentence[]) {
    super(
      problems.length === 1 ? (problems[0] ?? '') : joinSaid('Invalid inputs:', problems, '\n- '),
      'invalid_input'
    )
    this.problems = problems.map(plainText)
    this.name = 'InputError'
  }
}
