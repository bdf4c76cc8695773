/**
 * A review panel: several reviewers (legs of a matrix, each with its own model) reviewed the same
 * pull request, and one review is posted from what they found. Findings that are the same finding
 * are merged into one, which says who found it; how that is decided is documented in
 * docs/publish.md ("A review panel") and must stay deterministic: the same bundles, in any order,
 * give the same review. Pure.
 */
import { normaliseText, severityRank, type Finding } from './findings.js'

/** What one reviewer found. `reviewer` names it in the review (its model, or its leg). */
export interface PanelLeg {
  reviewer: string
  findings: readonly Finding[]
}

/** A finding as the panel posts it: the most severe of the merged ones, and who found it. */
export interface PanelFinding extends Finding {
  /** The reviewers that found it, sorted, each once. */
  foundBy: string[]
}

/** Two findings' lines count as the same place when their ranges meet once each is widened by this. */
const LINE_SLACK = 2
/** Titles say the same thing when this share of their words is common to both (Jaccard). */
const TITLE_SIMILARITY = 0.5

/** Words too common in review titles to say what a finding is about. */
const FILLER = new Set(
  'a an the of in on at to for from with without is are be can could may might not no and or this that it its'.split(
    ' '
  )
)

/** The words of a title that say what it is about, normalised (case, markup, line numbers). */
function titleWords(title: string): Set<string> {
  const words = normaliseText(title)
    .split(' ')
    .filter((w) => w !== '' && !FILLER.has(w))
  return new Set(words)
}

/** Jaccard similarity of two titles' words; two titles without words are not similar. */
export function titleSimilarity(a: string, b: string): number {
  const x = titleWords(a)
  const y = titleWords(b)
  if (x.size === 0 || y.size === 0) return 0
  let common = 0
  for (const w of x) if (y.has(w)) common++
  return common / (x.size + y.size - common)
}

function rangeOf(f: Finding): [number, number] {
  return [f.startLine ?? f.line, f.line]
}

/** Same file, same side, lines that meet (with LINE_SLACK), titles that say the same thing. */
export function sameFinding(a: Finding, b: Finding): boolean {
  if (a.path !== b.path || a.side !== b.side) return false
  const [a0, a1] = rangeOf(a)
  const [b0, b1] = rangeOf(b)
  if (a0 - LINE_SLACK > b1 + LINE_SLACK || b0 - LINE_SLACK > a1 + LINE_SLACK) return false
  return titleSimilarity(a.title, b.title) >= TITLE_SIMILARITY
}

interface Group {
  members: { reviewer: string; finding: Finding }[]
}

/**
 * The more severe first; then the earlier reviewer by name, then the earlier path and line, then
 * the fingerprint: a total order, so the finding that speaks for a group does not depend on the
 * order the bundles arrived in.
 */
function speaksFirst(
  a: { reviewer: string; finding: Finding },
  b: { reviewer: string; finding: Finding }
): number {
  return (
    severityRank(a.finding.severity) - severityRank(b.finding.severity) ||
    compare(a.reviewer, b.reviewer) ||
    compare(a.finding.path, b.finding.path) ||
    a.finding.line - b.finding.line ||
    compare(a.finding.fingerprint, b.finding.fingerprint)
  )
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * The panel's findings. Legs are taken in the order of their reviewers' names and each leg's
 * findings in their order of severity and place; a finding joins the first group that holds no
 * finding of its own reviewer and whose every member is the same finding as it (a reviewer's two
 * findings are never merged with each other: it said two things). The merged finding is the
 * group's most severe member as that reviewer wrote it, with its fingerprint: the agreement line
 * is kept outside it, so a finding stays the same finding when more or fewer reviewers find it.
 * Findings fewer than `minAgreement` reviewers found are left out.
 */
export function mergePanel(legs: readonly PanelLeg[], minAgreement = 1): PanelFinding[] {
  const ordered = [...legs].sort((a, b) => compare(a.reviewer, b.reviewer))
  const groups: Group[] = []
  for (const leg of ordered) {
    const mine = leg.findings
      .map((finding) => ({ reviewer: leg.reviewer, finding }))
      .sort(speaksFirst)
    for (const member of mine) {
      const group = groups.find(
        (g) =>
          g.members.every((m) => m.reviewer !== leg.reviewer) &&
          g.members.every((m) => sameFinding(m.finding, member.finding))
      )
      if (group !== undefined) group.members.push(member)
      else groups.push({ members: [member] })
    }
  }
  const merged = groups.map((g): PanelFinding => {
    const first = [...g.members].sort(speaksFirst)[0]
    const foundBy = [...new Set(g.members.map((m) => m.reviewer))].sort(compare)
    return { ...first.finding, foundBy }
  })
  return merged
    .filter((f) => f.foundBy.length >= Math.max(1, minAgreement))
    .sort(
      (a, b) =>
        severityRank(a.severity) - severityRank(b.severity) ||
        b.foundBy.length - a.foundBy.length ||
        compare(a.path, b.path) ||
        a.line - b.line ||
        compare(a.fingerprint, b.fingerprint)
    )
}

/** The line a merged finding carries below its body: `found by 2 of 3 reviewers: a, b`. */
export function agreementLine(f: Pick<PanelFinding, 'foundBy'>, reviewers: number): string {
  const who = f.foundBy.join(', ')
  return `found by ${String(f.foundBy.length)} of ${String(reviewers)} reviewer${reviewers === 1 ? '' : 's'}: ${who}`
}
