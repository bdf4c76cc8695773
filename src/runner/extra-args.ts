/**
 * The `extra-args` input: split the way a shell would (quotes, backslashes) without running one,
 * and refused where it would take over a flag the action owns.
 */
import { parse as parseShell } from 'shell-quote'
import { INPUTS } from '../names.js'
import { code, input, said, shown, type Sentence } from '../core/said.js'

/** Flags the action owns: passing them through extra-args would break the run or leak the key. */
const OWNED_FLAGS = new Map<string, string>([
  ['--output-format', 'the action always uses --output-format stream-json'],
  [
    '--api-key',
    'use the api-key input: it reaches the CLI through its environment, never its command line'
  ],
  ['--auth-token', 'put the token in the environment (CURSOR_AUTH_TOKEN), not on the command line']
])

/**
 * Splits extra-args the way a shell would (quotes, backslashes) without running one: operators
 * such as `|`, `;` or `>` are refused, `$VAR` stays literal, globs stay literal.
 */
export function splitArgs(value: string, problems: Sentence[]): string[] {
  if (value.trim() === '') return []
  const unbalanced = quoteProblem(value)
  if (unbalanced !== undefined) {
    problems.push(
      said`Input ${input(INPUTS.extraArgs)} has ${unbalanced}: ${shown(value)}. Close the quote (or escape it with \\ if it is meant literally).`
    )
    return []
  }
  const out: string[] = []
  const entries = parseShell(value, (name) => `$${name}`)
  for (const entry of entries) {
    if (typeof entry === 'string') {
      out.push(entry)
    } else if ('op' in entry && entry.op === 'glob') {
      out.push(entry.pattern)
    } else if ('comment' in entry) {
      problems.push(
        said`Input ${input(INPUTS.extraArgs)} contains a comment (${code(`#${entry.comment}`)}); quote the # if it is part of an argument.`
      )
    } else if ('op' in entry) {
      problems.push(
        said`Input ${input(INPUTS.extraArgs)} contains the shell operator ${shown(entry.op)}; arguments are never run through a shell, so quote it if it is meant literally.`
      )
    }
  }
  for (const arg of out) {
    const flag = arg.split('=', 1)[0] ?? ''
    const why = OWNED_FLAGS.get(flag)
    if (why !== undefined)
      problems.push(said`Input ${input(INPUTS.extraArgs)} may not contain ${code(flag)}: ${why}.`)
  }
  return out
}

/**
 * shell-quote reads an unclosed quote as if it were closed at the end, so `--x 'a b` would pass
 * silently as `a b`. A shell refuses it, and so does this: the quote state is followed the way
 * POSIX sh does (backslash escapes outside single quotes, nothing escapes inside them).
 */
function quoteProblem(value: string): string | undefined {
  let quote: '' | "'" | '"' = ''
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (quote === "'") {
      if (c === "'") quote = ''
    } else if (c === '\\') {
      if (i === value.length - 1) return 'a lone backslash at the end'
      i++
    } else if (quote === '"') {
      if (c === '"') quote = ''
    } else if (c === "'" || c === '"') {
      quote = c
    }
  }
  if (quote === "'") return 'an unclosed single quote'
  if (quote === '"') return 'an unclosed double quote'
  return undefined
}
