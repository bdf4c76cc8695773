/** Small formatting helpers shared by the log and the summary. */

/** `4.2 s` under a minute, else a clock; `–` when unknown or not a real duration (negative, NaN). */
export function seconds(ms: number | undefined): string {
  if (!isDuration(ms)) return '–'
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms)
}

/**
 * `4m 10s`, `1h 02m`; `–` for a value that is no duration. The stream's `duration_ms` is the
 * CLI's word, and a negative one must not read as "-5s".
 */
export function clock(ms: number): string {
  if (!isDuration(ms)) return '–'
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`
  return `${s}s`
}

/** A finite, non-negative number of milliseconds. */
export function isDuration(ms: number | undefined): ms is number {
  return ms !== undefined && Number.isFinite(ms) && ms >= 0
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${count(n)} ${n === 1 ? word : many}`
}

/**
 * `12,345`: what `toLocaleString('en-US')` gives for a count, without it. Its first call loads
 * ICU's locale data, about 25 ms of the step's end on a 2-core runner, for a comma.
 */
export function count(n: number): string {
  if (!Number.isFinite(n)) return String(n)
  return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',')
}

/** `+3 −1`, `+12`, or '' when nothing is known. */
export function lineDelta(added: number | undefined, removed: number | undefined): string {
  const parts: string[] = []
  if (added !== undefined) parts.push(`+${added}`)
  if (removed !== undefined && removed > 0) parts.push(`−${removed}`)
  else if (removed === 0 && added === undefined) parts.push('−0')
  return parts.join(' ')
}
