/**
 * Which of the bundles read for one publishing job are published together (docs/publish.md, "The
 * `publish` action"): every bundle must be of one mode and one ledger key (else nothing is
 * published: `invalid_bundle`); a panel's reviewers get names that tell them apart; and when the
 * legs saw different heads of the pull request, only one head's legs are published. Pure.
 */
import type { Bundle } from './read.js'

/** A bundle read from a file, named by where it was found (for the summary). */
export interface FoundBundle {
  /** The bundle's file, relative to the `bundle` input's folder. */
  file: string
  bundle: Bundle
}

export type Selection =
  | {
      ok: true
      mode: Bundle['mode']
      commentKey: string
      /** The bundles published, each with a reviewer name no other has. */
      chosen: FoundBundle[]
      /** The head published (the chosen legs'), when the bundles name one. */
      head?: string
      /** Bundles left out because they saw another head, with why (for the summary). */
      setAside: { file: string; reviewer: string; head: string }[]
    }
  | { ok: false; problems: string[] }

/** The head a bundle's run saw: its review's, else its subject's. */
function headOf(b: Bundle): string | undefined {
  return b.review?.head ?? b.subject.head
}

/**
 * The bundles to publish. `current` is the pull request's head now, when known: the legs that saw
 * it are published. When none did (the pull request moved past all of them), the head most legs
 * saw is, the greater SHA breaking a tie, so the same bundles always give the same choice.
 */
export function selectBundles(found: readonly FoundBundle[], current?: string): Selection {
  if (found.length === 0) return { ok: false, problems: ['no bundle.json was found'] }
  const modes = [...new Set(found.map((f) => f.bundle.mode))].sort()
  const keys = [...new Set(found.map((f) => f.bundle.commentKey))].sort()
  const problems: string[] = []
  if (modes.length > 1)
    problems.push(
      `the bundles are of different modes (${modes.join(', ')}): bundles published together must be of one`
    )
  if (keys.length > 1)
    problems.push(
      `the bundles carry different comment keys (${keys.join(', ')}): a panel's legs must set one comment-key`
    )
  if (problems.length > 0) return { ok: false, problems }
  const named = uniqueReviewers(found)
  const head = chosenHead(named, current)
  const chosen = named.filter((f) => head === undefined || headOf(f.bundle) === head)
  const setAside = named
    .filter((f) => head !== undefined && headOf(f.bundle) !== head)
    .map((f) => ({ file: f.file, reviewer: f.bundle.reviewer, head: headOf(f.bundle) ?? '' }))
  return {
    ok: true,
    mode: modes[0] ?? 'task',
    commentKey: keys[0] ?? '',
    chosen,
    ...(head !== undefined ? { head } : {}),
    setAside
  }
}

function chosenHead(
  found: readonly FoundBundle[],
  current: string | undefined
): string | undefined {
  const counts = new Map<string, number>()
  for (const f of found) {
    const h = headOf(f.bundle)
    if (h !== undefined) counts.set(h, (counts.get(h) ?? 0) + 1)
  }
  if (counts.size === 0) return undefined
  if (current !== undefined && counts.has(current)) return current
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0]?.[0]
}

/**
 * Reviewer names as the panel shows them: two legs with one name (two legs of one model) get the
 * first 6 hex digits of their leg after it. In file order, so each keeps its name on a re-run.
 */
function uniqueReviewers(found: readonly FoundBundle[]): FoundBundle[] {
  const count = new Map<string, number>()
  for (const f of found) count.set(f.bundle.reviewer, (count.get(f.bundle.reviewer) ?? 0) + 1)
  return [...found]
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((f) =>
      (count.get(f.bundle.reviewer) ?? 0) > 1
        ? {
            ...f,
            bundle: {
              ...f.bundle,
              reviewer: `${f.bundle.reviewer} (${f.bundle.run.leg.slice(0, 6)})`
            }
          }
        : f
    )
}

/** The legs' token usage added up: one ledger entry for the run, whatever its legs. */
export function summedUsage(bundles: readonly Bundle[]): Required<Bundle['facts']['usage']> {
  const sum = { inputTokens: 0, outputTokens: 0, cacheReadTokens: 0, cacheWriteTokens: 0 }
  for (const b of bundles) {
    const u = b.facts.usage
    sum.inputTokens += u.inputTokens ?? 0
    sum.outputTokens += u.outputTokens ?? 0
    sum.cacheReadTokens += u.cacheReadTokens ?? 0
    sum.cacheWriteTokens += u.cacheWriteTokens ?? 0
  }
  return sum
}
