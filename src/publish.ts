/**
 * The `publish` action (publish/action.yml) as one pipeline: inputs → the bundles found and read
 * as hostile files, bound to this job (stages/publish/bundles.ts) → any refused: `invalid_bundle`
 * before any write → one mode and one ledger key, one head's legs (core/bundle/select.ts) →
 * publish: a review (stages/publish/review.ts: the panel merged, one review posted the one-job
 * way), an answer (stages/publish/answer.ts: the sticky comment), a task's comment when asked,
 * each with the ledger's record of the run (stages/publish/ledger.ts) → the landing and the
 * deliverable read back, through ports the caller may fill → outputs and the job summary. It
 * never starts the CLI and needs no Cursor key. Every text of a bundle reaches GitHub, the
 * summary and the log only through the renderers the one-job mode uses.
 */
import type { Bundle } from './core/bundle/read.js'
import { selectBundles, type FoundBundle } from './core/bundle/select.js'
import { ReasonedError } from './core/errors.js'
import type { RunnerPort } from './core/ports.js'
import { makeRedactor, type Redactor } from './core/redact/redact.js'
import { reviewOutputs } from './core/verdict/outputs.js'
import { failureOf, reviewVerdict, type Verdict } from './core/verdict/verdict.js'
import { tokenCounts } from './core/ledger/ledger.js'
import { totalsSentence } from './core/ledger/caps.js'
import { plainText } from './core/said.js'
import { FAILURE_REASONS, OUTPUTS, PUBLISH_OUTPUTS, type FailureReason } from './names.js'
import { GitHubAccess } from './github/access.js'
import { answerDelivered } from './github/deliverable.js'
import { withDeliverable } from './core/verdict/delivery.js'
import type { GitHubClient } from './github/client.js'
import { eventOf, readEvent, type GitHubEvent } from './github/event.js'
import { answerMark, keyHash } from './render/marker.js'
import { safeLine } from './render/logsafe.js'
import { publishSummary } from './render/publish.js'
import { readRunnerEnv } from './runner/env.js'
import { readPublishSettings } from './runner/publish-inputs.js'
import { runnerPort } from './runner/runner.js'
import { takeSecrets } from './runner/secrets.js'
import { answerRefusal, publishAnswer } from './stages/publish/answer.js'
import { readBundles } from './stages/publish/bundles.js'
import { ledgerRecord } from './stages/publish/ledger.js'
import { publishReview } from './stages/publish/review.js'
import { landFound } from './stages/publish/landing.js'
import type { Job, PublishDeps, Published } from './stages/publish/job.js'

export async function publishRun(deps: PublishDeps = {}): Promise<void> {
  const env = readRunnerEnv(process.env)
  const { token, input } = takeSecrets(env)
  const redact = makeRedactor([token])
  const port = runnerPort
  const done: Published = { published: [], refused: [], setAside: [], notes: [], missing: [] }
  let verdict: Verdict
  try {
    const settings = readPublishSettings(input, env)
    const reading = readEvent(env)
    const warn = (m: string) => port.warning(redact(m))
    const github = new GitHubAccess(token, warn, env, reading)
    const job = { env, port, redact, settings, event: eventOf(reading), github, deps }
    // What is missing weighs with the rest (core/verdict/delivery.ts): a green publish whose
    // review or answer is not on GitHub fails; a failed one keeps its reason and names it.
    verdict = withDeliverable(await pipeline(job, done), done.missing)
  } catch (error) {
    verdict = failureOf(error, redact)
  }
  finish(port, redact, { ...done, verdict })
}

/** Every stage in order; the verdict of the whole. */
async function pipeline(job: Job, done: Published): Promise<Verdict> {
  const { env, settings, event } = job
  const { compileSchema } = await import('./core/schema/validator.js')
  const read = readBundles(settings.bundle, {
    job: {
      repository: env.repository ?? '',
      runId: env.runId ?? '',
      ...(event.number !== undefined ? { number: event.number } : {})
    },
    compile: compileSchema,
    redact: job.redact
  })
  done.refused = read.refused
  if (read.refused.length > 0) return invalid(read.refused.map((r) => r.file))
  const client = await job.github.client()
  const current = await currentHead(client, event)
  const selection = selectBundles(read.found, current?.head)
  if (!selection.ok) {
    done.refused = [{ file: '', problems: selection.problems }]
    return invalid([])
  }
  done.published = selection.chosen
  done.setAside = selection.setAside
  if (selection.head !== undefined) done.head = selection.head
  for (const a of selection.setAside)
    job.port.info(
      safeLine(
        `Set aside ${a.file}: it saw ${a.head.slice(0, 12)}, not ${String(selection.head).slice(0, 12)}.`
      )
    )
  const hash = hashOf(selection.commentKey)
  const chosen = selection.chosen
  if (selection.mode === 'review')
    return publishReviewMode(job, done, { client, chosen, hash, current })
  return publishCommentMode(job, done, { client, chosen, hash, mode: selection.mode })
}

/** The bundles' key: its hash as the bundle carries it, or the hash of a key written whole. */
function hashOf(key: string): string {
  return /^[0-9a-f]{20}$/.test(key) ? key : keyHash(key)
}

function invalid(files: readonly string[]): Verdict {
  const which = files.filter((f) => f !== '')
  return {
    conclusion: 'failure',
    reason: 'invalid_bundle',
    message: `${which.length > 0 ? `${String(which.length)} bundle(s) refused (${which.join(', ')})` : 'The bundles were refused'}: nothing was published. The job summary says why.`
  }
}

/** The pull request's head and base now (the API's answer, else the event's). */
async function currentHead(
  client: GitHubClient,
  event: GitHubEvent
): Promise<{ head: string; base?: string } | undefined> {
  if (event.number === undefined || !event.isPullRequest) return undefined
  try {
    const { data } = await client.rest.pulls.get({
      owner: event.owner,
      repo: event.repo,
      pull_number: event.number
    })
    return { head: data.head.sha, base: data.base.sha }
  } catch {
    return event.head !== undefined
      ? { head: event.head.sha, ...(event.base !== undefined ? { base: event.base.sha } : {}) }
      : undefined
  }
}

/** The legs' own verdicts: the first that failed, when one did (its reason carried). */
function legsVerdict(chosen: readonly FoundBundle[]): Verdict | undefined {
  const failed = chosen.find((c) => c.bundle.verdict.conclusion === 'failure')
  if (failed === undefined) return undefined
  const reason = failed.bundle.verdict.failureReason
  const known = FAILURE_REASONS.find((r) => r === reason)
  return {
    conclusion: 'failure',
    reason: known ?? 'agent_error',
    message: `The agent's run of ${failed.file} failed${reason !== undefined ? ` (${reason})` : ''}: what the other bundles produced was published, and the step fails with it.`
  }
}

async function publishReviewMode(
  job: Job,
  done: Published,
  o: {
    client: GitHubClient
    chosen: FoundBundle[]
    hash: string
    current: { head: string; base?: string } | undefined
  }
): Promise<Verdict> {
  const { event, settings } = job
  const bundles = o.chosen.map((c) => c.bundle)
  const head = done.head ?? ''
  if (event.number === undefined || head === '')
    throw new ReasonedError(
      'The review bundles name no pull request head to review.',
      'invalid_bundle'
    )
  const pr = { owner: event.owner, repo: event.repo, number: event.number }
  const ledger = (failed: boolean) =>
    ledgerRecord(o.client, pr, {
      keyHash: o.hash,
      run: runOf(job, head),
      bundles,
      conclusion: failed ? 'failure' : 'success',
      ...(failed ? { reason: 'findings' } : {}),
      reviewed: true,
      trigger: false,
      now: Date.now(),
      warn: (m) => job.port.warning(m)
    }).then((w) => {
      if (w.totals !== undefined) done.totals = w.totals
      return w.text
    })
  const { outcome, close } = await publishReview(o.client, {
    pr,
    head,
    current: o.current?.head,
    base: bundles[0]?.subject.base ?? o.current?.base,
    bundles,
    keyHash: o.hash,
    settings,
    runUrl: event.runUrl,
    redact: job.redact,
    warn: (m) => job.port.warning(job.redact(m)),
    info: (l) => job.port.info(safeLine(job.redact(l))),
    record: ledger
  })
  done.review = outcome
  // Posted reviews are read back where they are posted (github/posting.ts).
  if (outcome.missing !== undefined) done.missing.push(outcome.missing)
  const verdict = reviewVerdict(outcome)
  const final = verdict.conclusion === 'success' ? (legsVerdict(o.chosen) ?? verdict) : verdict
  await close(final)
  return final
}

function runOf(job: Job, head: string): Parameters<typeof ledgerRecord>[2]['run'] {
  return {
    runId: job.env.runId ?? '',
    attempt: job.env.runAttempt ?? '1',
    event: job.env.eventName ?? '',
    head,
    startedAt: new Date()
  }
}

/** An answer (always in the sticky comment) or a task (there when `comment-on-pr`), and a landing. */
async function publishCommentMode(
  job: Job,
  done: Published,
  o: { client: GitHubClient; chosen: FoundBundle[]; hash: string; mode: Bundle['mode'] }
): Promise<Verdict> {
  if (o.chosen.length !== 1)
    throw new ReasonedError(
      `Only a review publishes several bundles together; ${String(o.chosen.length)} ${o.mode} bundles were found.`,
      'invalid_bundle'
    )
  const first = o.chosen[0]
  const { bundle } = first
  if (o.mode === 'answer') {
    const refusal = await answerRefusal(o.client, {
      event: job.event,
      bundle,
      allowedUsers: job.settings.allowedUsers,
      allowedBots: job.settings.allowedBots
    })
    if (refusal !== undefined) {
      done.refused = [{ file: first.file, problems: [refusal] }]
      done.published = []
      return invalid([first.file])
    }
  }
  const verdict = bundleVerdict(bundle)
  if (o.mode === 'answer' || job.settings.commentOnPr)
    await comment(job, done, { ...o, bundle, verdict })
  if (bundle.patch !== undefined && job.settings.push) await landFound(job, done, first)
  return verdict
}

async function comment(
  job: Job,
  done: Published,
  o: { client: GitHubClient; bundle: Bundle; hash: string; verdict: Verdict; mode: Bundle['mode'] }
): Promise<void> {
  const { event } = job
  if (event.number === undefined) return
  const pr = { owner: event.owner, repo: event.repo, number: event.number }
  const head = o.bundle.subject.head ?? ''
  const w = event.isPullRequest
    ? await ledgerRecord(o.client, pr, {
        keyHash: o.hash,
        run: runOf(job, head),
        bundles: [o.bundle],
        conclusion: o.verdict.conclusion,
        ...(o.verdict.reason !== undefined ? { reason: o.verdict.reason } : {}),
        reviewed: false,
        trigger: o.mode === 'answer',
        now: Date.now(),
        warn: (m) => job.port.warning(m)
      })
    : { text: '' }
  if (w.totals !== undefined) done.totals = w.totals
  // This publish's answer, marked as its own so that the read-back finds this one.
  const mark = answerMark(o.hash, job.env.runId ?? '', job.env.runAttempt ?? '1')
  const posted = await publishAnswer(o.client, {
    event,
    bundle: o.bundle,
    verdict: o.verdict,
    keyHash: o.hash,
    mark,
    trailer: w.text,
    redact: job.redact,
    warn: (m) => job.port.warning(job.redact(m))
  })
  if (posted !== undefined) done.comment = posted
  if (o.mode !== 'answer') return
  if (posted === undefined) {
    done.missing.push(`the answer on #${String(event.number)}: GitHub did not take the comment.`)
    return
  }
  const check = job.deps.answerDelivered ?? answerDelivered
  const missing = await check(o.client, {
    owner: event.owner,
    repo: event.repo,
    issue: event.number,
    commentId: posted.id,
    marker: mark
  })
  if (missing !== undefined) done.missing.push(missing)
}

/** A bundle's own verdict, as the step's: its reason when it is one of ours. */
function bundleVerdict(b: Bundle): Verdict {
  const v = b.verdict
  const reason: FailureReason | undefined = FAILURE_REASONS.find((r) => r === v.failureReason)
  if (v.conclusion === 'success') return { conclusion: 'success', message: '' }
  return {
    conclusion: v.conclusion,
    ...(reason !== undefined ? { reason } : {}),
    message: `The agent's run ended ${v.conclusion}${v.failureReason !== undefined ? ` (${v.failureReason})` : ''}.`
  }
}

/** Outputs, the summary and the step's fate, on every exit path. */
function finish(port: RunnerPort, redact: Redactor, p: Published & { verdict: Verdict }): void {
  const v = p.verdict
  const outputs: Record<string, string> = {
    [OUTPUTS.conclusion]: v.conclusion,
    [OUTPUTS.failureReason]: v.reason ?? '',
    ...reviewOutputs(p.review, undefined),
    [OUTPUTS.commentId]: p.comment !== undefined ? String(p.comment.id) : '',
    [OUTPUTS.commentUrl]: p.comment?.url ?? '',
    [OUTPUTS.branch]: p.landed?.branch ?? '',
    [OUTPUTS.commitSha]: p.landed?.commitSha ?? '',
    [OUTPUTS.prUrl]: p.landed?.prUrl ?? '',
    [OUTPUTS.prRuns]: p.totals !== undefined ? String(p.totals.runs) : '',
    [OUTPUTS.prUsage]: p.totals !== undefined ? JSON.stringify(tokenCounts(p.totals)) : '',
    [PUBLISH_OUTPUTS.bundles]: String(p.published.length + p.setAside.length)
  }
  for (const [name, value] of Object.entries(outputs)) port.setOutput(name, redact(value))
  const { totals: counted, ...rest } = p
  const totals = counted !== undefined ? plainText(totalsSentence(counted)) : undefined
  try {
    port.appendSummary(
      publishSummary({ ...rest, ...(totals !== undefined ? { totals } : {}) }, redact)
    )
  } catch (error) {
    port.warning(`Could not write the job summary: ${error instanceof Error ? error.message : ''}`)
  }
  for (const n of p.notes) port.warning(redact(n))
  if (v.conclusion !== 'success') port.setFailed(redact(v.message))
  else port.info(safeLine(`Published ${String(p.published.length)} bundle(s).`))
}
