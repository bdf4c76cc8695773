/**
 * Making untrusted text safe to print in the job log. The runner reads every log line for
 * workflow commands in two forms (actions/runner ActionCommand.cs): `::name::` at the start of a
 * line after leading whitespace is trimmed, and the legacy `##[name]` anywhere in a line. Text
 * from the agent must never form either, so each physical line is checked on its own (the runner
 * splits on `\r` as well as `\n`) and both markers are broken with a zero-width space, which the
 * runner does not trim and a reader does not see.
 */
const ZWSP = '\u200b'

export function safeLine(line: string): string {
  let out = line.includes('##[') ? line.split('##[').join(`#${ZWSP}#[`) : line
  const lead = out.length - out.trimStart().length
  if (out.startsWith('::', lead)) out = out.slice(0, lead) + ':' + ZWSP + out.slice(lead + 1)
  return out
}

/** Splits text into physical lines and makes each safe. */
export function safeLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(safeLine)
}
