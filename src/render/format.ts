/** Small formatting helpers shared by the log and the summary. */

export function seconds(ms: number | undefined): string {
  if (ms === undefined) return '–'
  return ms < 60_000 ? `${(ms / 1000).toFixed(1)} s` : clock(ms)
}

/** `4m 10s`, `1h 02m`. */
export function clock(ms: number): string {
  const total = Math.round(ms / 1000)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${m}m ${String(s).padStart(2, '0')}s`
  return `${s}s`
}

export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`
}

export function truncate(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text
}

/** `+3 −1`, `+12`, or '' when nothing is known. */
export function lineDelta(added: number | undefined, removed: number | undefined): string {
  const parts: string[] = []
  if (added !== undefined) parts.push(`+${added}`)
  if (removed !== undefined && removed > 0) parts.push(`−${removed}`)
  else if (removed === 0 && added === undefined) parts.push('−0')
  return parts.join(' ')
}
