/**
 * A review published from bundles (docs/publish.md): the legs' findings merged
 * (core/review/panel.ts, `min-agreement`), then posted the way the one-job mode posts them
 * (github/posting.ts postFindings with core/review/plan.ts and outcome.ts): the pull request's
 * files read at the head the legs saw (the compare of its base and that head when the pull
 * request moved since), each finding placed on that diff, one review at that head, earlier
 * reviews deduplicated, fixed threads resolved, the check run when asked. A panel's finding says
 * who found it in a line below its body; the fingerprint stays the one its text gives.
 */
import type { Bundle } from '../../core/bundle/read.js'
import type { FileDiff } from '../../core/review/diff.js'
import type { Finding, FindingsReading, ReviewOutcome } from '../../core/review/findings.js'
import { reviewOutcome } from '../../core/review/outcome.js'
import { agreementLine, mergePanel } from '../../core/review/panel.js'
import type { ReviewTarget } from '../../core/review/target.js'
import type { Redactor } from '../../core/redact/redact.js'
import type { Verdict } from '../../core/verdict/verdict.js'
import { checkAnnotations } from '../../render/annotations.js'
import { checkOutput } from '../../render/findings.js'
import { CheckRun } from '../../github/checks.js'
import { describeError, statusOf, type GitHubClient } from '../../github/client.js'
import { compareCommits } from '../../github/compare.js'
import { postFindings } from '../../github/posting.js'
import { addFile, readPullFiles, type PullListing } from '../../github/pulls.js'
import type { Pr } from '../../github/review.js'
import type { PublishSettings } from '../../runner/publish-inputs.js'

export interface PublishReviewInput {
  pr: Pr
  /** The head the published legs saw; `current` is the pull request's head now. */
  head: string
  current: string | undefined
  /** The pull request's base, for the compare when it moved since the legs ran. */
  base: string | undefined
  bundles: readonly Bundle[]
  keyHash: string
  settings: PublishSettings
  runUrl: string
  redact: Redactor
  warn: (message: string) => void
  info: (line: string) => void
  /** The ledger's record the review's body ends with. */
  record: (failed: boolean) => Promise<string>
}

/** The findings a panel posts: merged, with the agreement line below each body on a panel. */
export function panelFindings(
  bundles: readonly Bundle[],
  minAgreement: number
): { findings: Finding[]; reviewers: number } {
  const legs = bundles
    .filter((b) => b.review !== undefined)
    .map((b) => ({ reviewer: b.reviewer, findings: b.review?.findings ?? [] }))
  const merged = mergePanel(legs, minAgreement)
  const panel = legs.length > 1
  const findings = merged.map(({ foundBy, ...f }): Finding => {
    if (!panel) return f
    const line = agreementLine({ foundBy }, legs.length)
    return { ...f, body: f.body.trim() === '' ? line : `${f.body.trimEnd()}\n\n${line}` }
  })
  return { findings, reviewers: legs.length }
}

/** The review's summary: the one reviewer's, or each reviewer's after its name. */
function summaryOf(bundles: readonly Bundle[]): string {
  const legs = bundles.filter((b) => b.review !== undefined)
  if (legs.length === 1) return legs[0]?.review?.summary ?? ''
  return legs
    .map((b) => `${b.reviewer}: ${(b.review?.summary ?? '').trim() || '(no summary)'}`)
    .join('\n\n')
}

/** The review posted (see the file's comment); its outcome, with the check run's link. */
export async function publishReview(
  client: GitHubClient,
  i: PublishReviewInput
): Promise<{ outcome: ReviewOutcome; close: (verdict: Verdict) => Promise<void> }> {
  const files = await filesAt(client, i)
  const { findings } = panelFindings(i.bundles, i.settings.minAgreement)
  const summary = summaryOf(i.bundles)
  const reading: FindingsReading = { ok: true, summary, findings }
  const target: ReviewTarget = {
    pr: i.pr,
    headSha: i.head,
    files: new Map(files.map((f) => [f.path, f])),
    readOnly: false,
    keyHash: i.keyHash
  }
  const check = await openCheck(client, i)
  const posting = await postFindings(client, {
    settings: i.settings,
    target,
    message: summary,
    reading,
    deps: { redact: i.redact, warn: i.warn, info: i.info, cancelled: () => false },
    record: i.record
  })
  const outcome: ReviewOutcome = {
    ...reviewOutcome({ reading, target, settings: i.settings }, posting),
    ...(check !== undefined ? { checkRunUrl: check.url } : {})
  }
  const close = async (verdict: Verdict): Promise<void> => {
    if (check === undefined) return
    try {
      await check.complete(
        {
          conclusion: verdict.conclusion,
          ...checkOutput(outcome),
          annotations: checkAnnotations(outcome.findings, target.files)
        },
        AbortSignal.timeout(30_000)
      )
    } catch (error) {
      i.warn(`Could not complete the check run (${describeError(error)}).`)
    }
  }
  return { outcome, close }
}

/**
 * The pull request's files as of the legs' head: GitHub's list when that is still its head, else
 * the compare of its base with that head (what the pull request showed when the legs ran).
 */
async function filesAt(client: GitHubClient, i: PublishReviewInput): Promise<FileDiff[]> {
  if (i.current === undefined || i.current === i.head || i.base === undefined)
    return (await readPullFiles(client, i.pr)).files
  const compared = await compareCommits(client, {
    owner: i.pr.owner,
    repo: i.pr.repo,
    base: i.base,
    head: i.head
  })
  if (compared.kind !== 'compared')
    throw new Error(
      `could not compare ${i.base.slice(0, 12)}…${i.head.slice(0, 12)} (${compared.why})`
    )
  const listing: PullListing = { files: [], patches: new Map(), names: new Set() }
  for (const f of compared.comparison.files) addFile(listing, f)
  i.info(
    `Pull request #${String(i.pr.number)} moved to ${i.current.slice(0, 12)} since the review ran: its files were read at ${i.head.slice(0, 12)}, the head the review saw.`
  )
  return listing.files
}

async function openCheck(
  client: GitHubClient,
  i: PublishReviewInput
): Promise<CheckRun | undefined> {
  if (!i.settings.checkRun) return undefined
  try {
    const check = await CheckRun.create(client, i.pr, { headSha: i.head, detailsUrl: i.runUrl })
    i.info(`Check run "Cursor Agent review": ${check.url}`)
    return check
  } catch (error) {
    i.warn(
      `Could not create the check run (${describeError(error)})${statusOf(error) === 403 ? ': the token needs `checks: write` (add it under `permissions:`)' : ''}.`
    )
    return undefined
  }
}
