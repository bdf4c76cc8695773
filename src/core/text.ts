/** Cutting text to a size: the one truncation helper, and the last lines of a text. */

/**
 * At most `max` characters, the mark (`…` unless given) counted in, where text was cut.
 * `keep: 'head'` (the default) keeps the start; `'tail'` keeps the end (where a command's errors
 * are). Never splits a surrogate pair, so the result is always well-formed text.
 *
 * Text that may hold a secret the redactor has not masked yet is cut with cutHead/cutTail
 * (below) instead: they also drop a run of token characters the cut went through, so no piece of
 * a key survives a cut made before (or without) redaction. Text cut here is redacted already, or
 * holds nothing secret.
 */
export function truncate(
  text: string,
  max: number,
  options: { keep?: 'head' | 'tail'; mark?: string } = {}
): string {
  if (text.length <= max) return text
  const mark = options.mark ?? '…'
  const room = Math.max(0, max - mark.length)
  if (options.keep === 'tail') {
    let start = text.length - room
    if (isLowSurrogate(text.charCodeAt(start))) start++
    return mark + text.slice(start)
  }
  let end = room
  if (isLowSurrogate(text.charCodeAt(end))) end--
  return text.slice(0, end) + mark
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

/** The last `n` lines of a text (all of it when it has fewer). */
export function lastLines(text: string, n: number): string {
  return text.split('\n').slice(-n).join('\n')
}

/**
 * Cuts already redacted text to `max` characters, keeping its head. A cut that splits a run of
 * token characters (a word, base64) drops the partial run: a secret the redactor could only recognise whole (it
 * was cut before it was redacted, or it is a shape no pattern knows) leaves no piece at the edge.
 */
export function cutHead(text: string, max: number, mark = '…'): string {
  if (text.length <= max) return text
  let head = text.slice(0, max)
  if (/[A-Za-z0-9_+/=-]/.test(text.charAt(max))) head = head.replace(/[A-Za-z0-9_+/=-]+$/, '')
  return head + mark
}

/** Like cutHead, keeping the end of the text. */
export function cutTail(text: string, max: number, mark = '…'): string {
  if (text.length <= max) return text
  let tail = text.slice(text.length - max)
  if (/[A-Za-z0-9_+/=-]/.test(text.charAt(text.length - max - 1)))
    tail = tail.replace(/^[A-Za-z0-9_+/=-]+/, '')
  return mark + tail
}
