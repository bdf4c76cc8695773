/**
 * The CLI's command line, built from the settings: pure, so the size check on the inputs and the
 * spawn share one limit.
 */
import { withSchemaInstructions } from './schema/schema.js'
import type { Settings } from './settings.js'

/**
 * Linux's limits for execve: one argument at most MAX_ARG_STRLEN (32 pages = 131072 bytes, its
 * terminating NUL included), and all arguments and environment strings together within ARG_MAX
 * (a quarter of the stack limit, usually 2 MiB; 2 MiB is assumed, a lower limit still ends in an
 * E2BIG that the spawn turns into the same advice).
 */
export const MAX_ARG_BYTES = 131072
export const ARG_MAX = 2 * 1024 * 1024

/**
 * The CLI's arguments: print mode, the stream, the flags the inputs ask for, the prompt last.
 * `asked`: the prompt the run's stages built and the session it resumes (agent/resume.ts), when
 * they are not the inputs' own.
 */
export function cliArgs(
  s: Settings,
  asked: { prompt: string; resume: string } = { prompt: s.prompt, resume: s.resume }
): string[] {
  const args = ['-p', '--output-format', 'stream-json']
  if (s.model !== '') args.push('--model', s.model)
  if (s.mode !== 'agent') args.push('--mode', s.mode)
  if (s.force) args.push('--force')
  if (s.trust) args.push('--trust')
  // One argument with `=`: the id can never be taken for a flag of its own.
  if (asked.resume !== '') args.push(`--resume=${asked.resume}`)
  args.push(...s.extraArgs)
  // The prompt is the last positional argument. One that starts with `-` would be read as a flag,
  // so only then it goes after the end-of-options marker (the CLI's parser, commander, honours it).
  const prompt =
    s.outputSchema !== undefined
      ? withSchemaInstructions(asked.prompt, s.outputSchema)
      : asked.prompt
  if (prompt.startsWith('-')) args.push('--')
  args.push(prompt)
  return args
}
