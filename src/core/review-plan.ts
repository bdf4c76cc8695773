/**
 * Where each finding of a run goes, decided before anything is posted: on the diff when its
 * lines are in one hunk (core/diff.ts), else the review's body; already reported when an open
 * thread of ours holds its fingerprint (also an outdated one), or when this run reported it
 * twice; the most severe first on the diff, at most `maxFindings` of them, the rest held back to
 * the body. And which threads of earlier runs to resolve; and the findings of a review that was
 * not posted. Pure.
 */
import { placeFinding, type FileDiff } from './diff.js'
import { severityRank, type Finding, type PlacedFinding, type Severity } from './findings.js'
import type { OpenFinding } from './review-scope.js'

/** A finding of an earlier run still open on the pull request: fingerprint → its comment's link. */
export type OpenFindings = ReadonlyMap<string, string>

export function planFindings(
  findings: readonly Finding[],
  o: { files: ReadonlyMap<string, FileDiff>; open: OpenFindings; maxFindings: number }
): PlacedFinding[] {
  const seen = new Set<string>()
  const placed = findings.map((f): PlacedFinding => {
    const open = o.open.get(f.fingerprint)
    if (open !== undefined) return { ...f, placement: 'duplicate', url: open }
    if (seen.has(f.fingerprint))
      return { ...f, placement: 'duplicate', why: 'reported twice in this run' }
    seen.add(f.fingerprint)
    const place = placeFinding(f, o.files)
    if (place.kind === 'body') return { ...f, placement: 'body', why: place.why }
    return { ...f, line: place.line, side: place.side, placement: 'inline' }
  })
  // The most severe go on the diff first; the order of the agent's list is kept otherwise.
  const inline = placed
    .map((f, i) => ({ f, i }))
    .filter(({ f }) => f.placement === 'inline')
    .sort((a, b) => severityRank(a.f.severity) - severityRank(b.f.severity) || a.i - b.i)
  for (const { f, i } of inline.slice(Math.max(0, o.maxFindings)))
    placed[i] = { ...f, placement: 'body', heldBack: true, why: 'held back' }
  return placed
}

/**
 * The findings of a review that was not posted: what would have been inline or in the body is
 * `not_posted`; a duplicate is still on its earlier thread.
 */
export function notPosted(findings: readonly PlacedFinding[]): PlacedFinding[] {
  return findings.map((f) =>
    f.placement === 'inline' || f.placement === 'body' ? { ...f, placement: 'not_posted' } : f
  )
}

export interface PriorThread {
  fingerprint: string
  keyHash: string
  thread?: { id: string; resolved: boolean; outdated: boolean; replied: boolean }
}

/** Open findings of earlier runs: fingerprint → link, from comments on unresolved threads. */
export function openFindings(
  prior: readonly (PriorThread & { url: string })[]
): Map<string, string> {
  const open = new Map<string, string>()
  for (const c of prior)
    if (c.thread?.resolved !== true && !open.has(c.fingerprint)) open.set(c.fingerprint, c.url)
  return open
}

/**
 * The threads to resolve: of this job (its key hash), whose finding this run no longer reports,
 * that GitHub marks outdated, still open, and that nobody replied to.
 */
export function threadsToResolve(
  prior: readonly PriorThread[],
  o: { keyHash: string; reported: ReadonlySet<string> }
): string[] {
  const ids: string[] = []
  for (const c of prior) {
    const t = c.thread
    if (t === undefined || c.keyHash !== o.keyHash || o.reported.has(c.fingerprint)) continue
    if (t.outdated && !t.resolved && !t.replied && !ids.includes(t.id)) ids.push(t.id)
  }
  return ids
}

/**
 * The findings of this job's earlier reviews whose threads are still open, as a re-review lists
 * them (core/review-scope.ts): one per fingerprint, only those whose headline could be read.
 */
export function earlierOpen(
  prior: readonly (PriorThread & {
    path: string
    line?: number
    severity?: Severity
    title?: string
  })[],
  keyHash: string
): (OpenFinding & { fingerprint: string })[] {
  const out: (OpenFinding & { fingerprint: string })[] = []
  const seen = new Set<string>()
  for (const c of prior) {
    if (c.keyHash !== keyHash || c.thread?.resolved === true || seen.has(c.fingerprint)) continue
    if (c.severity === undefined || c.title === undefined) continue
    seen.add(c.fingerprint)
    const { path, line, severity, title, fingerprint } = c
    out.push({ fingerprint, severity, path, ...(line !== undefined ? { line } : {}), title })
  }
  return out
}
