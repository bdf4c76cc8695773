/**
 * Making untrusted text safe to print in the job log. The runner reads every log line for
 * workflow commands in two forms (actions/runner ActionCommand.cs): `::name::` at the start of a
 * line after `TrimStart()`, and the legacy `##[name]` anywhere in a line. It splits what a step
 * prints on `\n` and `\r`, and .NET's TrimStart removes every Unicode white space character,
 * NEL (U+0085) and NBSP included, which JavaScript's trimStart partly keeps.
 *
 * So text from the agent is made safe by construction: every physical line built from it starts
 * with characters of our own that are not white space (the first line with the words of the
 * message, e.g. `💬 `, every further line with CONTINUATION), so no trimming can bring agent
 * text to the start of a line. On top of that each line is checked on its own: `##[` is broken
 * with a zero-width space (which the runner does not trim and a reader does not see), and so is
 * a `::` that .NET trimming would bring to the start.
 */
const ZWSP = '\u200b'

/** What the runner's TrimStart removes: .NET Char.IsWhiteSpace. */
const DOTNET_WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const LEADING = new RegExp(`^[${DOTNET_WHITESPACE}]*`)

/** The start of every physical line after the first of a message built from untrusted text. */
export const CONTINUATION = '│ '

/** The runner's line breaks. */
const BREAKS = /\r\n|\r|\n/

export function safeLine(line: string): string {
  let out = line.includes('##[') ? line.split('##[').join(`#${ZWSP}#[`) : line
  const lead = LEADING.exec(out)?.[0].length ?? 0
  if (out.startsWith('::', lead)) out = out.slice(0, lead) + ':' + ZWSP + out.slice(lead + 1)
  return out
}

/**
 * A message for the log: the first physical line as given (it starts with our own words), every
 * further one behind CONTINUATION; each line checked as well. With `quoted`, the first line gets
 * the prefix too (text that is the agent's from its first character, e.g. the final message).
 */
export function logLines(text: string, quoted = false): string[] {
  const lines = text.split(BREAKS)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    lines[i] = safeLine(i > 0 || quoted ? CONTINUATION + line : line)
  }
  return lines
}
