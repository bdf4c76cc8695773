/**
 * The bundle of a run with `publish: later`, as a step of the pipeline (main.ts finish calls it
 * once the CLI and everything it started ended, after the run's facts are made): what the run was
 * for, read from the job's environment and its event, the patch read back from the file the
 * landing wrote (the `patch` output's), the bundle made (core/bundle/make.ts) and written
 * (runner/bundle.ts). Written whenever `later` is set and the inputs were read, a run the gate
 * or a cap skipped included (its verdict says so): the publish step then says why nothing came.
 */
import { createHash, randomBytes } from 'node:crypto'
import { bundleOf, type BundleInput } from '../core/bundle/make.js'
import type { Bundle } from '../core/bundle/read.js'
import { failureOf } from '../core/verdict/verdict.js'
import type { RunFacts } from '../core/verdict/facts.js'
import { code, said, shown } from '../core/said.js'
import { eventOf, type GitHubEvent } from '../github/event.js'
import { readRegular } from '../io/files.js'
import { keyHash } from '../render/marker.js'
import { writeBundle } from '../runner/bundle.js'
import type { RunContext } from './context.js'
import type { RunRecord } from './record.js'

type BundleContext = Pick<
  RunContext,
  'settings' | 'hasSettings' | 'env' | 'event' | 'github' | 'book' | 'redact'
>

/** The largest patch a bundle carries (the schema's bound). */
const MAX_PATCH_BYTES = 52_428_800
const SHA = /^([0-9a-f]{40}|[0-9a-f]{64})$/

/**
 * With `publish: later`: the bundle written, and the facts with its folder (the `bundle` output)
 * and a note saying where it is and that nothing was published. A bundle that cannot be made or
 * written fails the step (an internal error: the publish step would have nothing to publish).
 * Without `later`, the facts as they are.
 */
export async function leaveBundle(
  ctx: BundleContext,
  record: RunRecord,
  facts: RunFacts
): Promise<RunFacts> {
  if (!ctx.hasSettings || ctx.settings.publish !== 'later') return facts
  try {
    const event = readable(ctx)
    const patch = patchOf(facts, record, (m) => ctx.book.warning(m))
    const input: BundleInput = {
      facts,
      run: runOf(ctx, event),
      subject: await subjectOf(ctx, event),
      commentKey: keyHash(ctx.settings.commentKey),
      mode: modeOf(ctx),
      reviewer: ctx.settings.model !== '' ? ctx.settings.model : 'agent',
      ...requestOf(ctx, event),
      ...(patch !== undefined ? { patch: patch.facts } : {})
    }
    const subject = input.subject
    if (input.mode === 'review' && subject.head !== undefined) input.reviewHead = subject.head
    const { compileSchema } = await import('../core/schema/validator.js')
    const dir = writeBundle(ctx.env.temp, bundleOf(input), {
      compile: compileSchema,
      ...(patch !== undefined ? { patch: patch.bytes } : {})
    })
    const note = said`Nothing was published (${code('publish: later')}): the bundle is in ${shown(dir)}, for the publish step of another job.`
    return {
      ...facts,
      bundle: dir,
      afterRun: { ...facts.afterRun, notes: [...facts.afterRun.notes, note] }
    }
  } catch (error) {
    const failed = failureOf(
      new Error(
        `the bundle could not be written: ${String(error instanceof Error ? error.message : error)}`
      ),
      ctx.redact
    )
    return { ...facts, verdict: failed }
  }
}

function readable(ctx: Pick<BundleContext, 'event'>): GitHubEvent | undefined {
  try {
    return eventOf(ctx.event)
  } catch {
    return undefined
  }
}

/** Whose run this is, as the schema allows each part (a hand-run has no GITHUB_* values). */
function runOf(ctx: Pick<BundleContext, 'env'>, event: GitHubEvent | undefined): Bundle['run'] {
  const { env } = ctx
  const fromEvent = event !== undefined ? `${event.owner}/${event.repo}` : ''
  const repository = [env.repository ?? '', fromEvent].find((r) =>
    /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/.test(r)
  )
  const job = (env.job ?? '').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 100)
  return {
    repository: repository ?? 'unknown/unknown',
    runId: /^[0-9]{1,20}$/.test(env.runId ?? '') ? (env.runId ?? '0') : '0',
    runAttempt: /^[0-9]{1,6}$/.test(env.runAttempt ?? '') ? (env.runAttempt ?? '1') : '1',
    job: job !== '' ? job : 'job',
    // The action cannot see the matrix: a random leg keeps two legs' bundles apart.
    leg: randomBytes(8).toString('hex')
  }
}

/** The event's pull request or issue, with the head and base the run saw (read once). */
async function subjectOf(
  ctx: Pick<BundleContext, 'github' | 'settings'>,
  event: GitHubEvent | undefined
): Promise<Bundle['subject']> {
  if (event?.number === undefined) return { kind: 'none' }
  if (!event.isPullRequest) return { kind: 'issue', number: event.number }
  let pull = event
  if (pull.head === undefined && ctx.settings.githubToken !== '')
    pull = await ctx.github.pull().catch(() => event)
  const head = pull.head?.sha ?? ''
  const base = pull.base?.sha ?? ''
  return {
    kind: 'pull_request',
    number: event.number,
    ...(SHA.test(head) ? { head } : {}),
    ...(SHA.test(base) ? { base } : {})
  }
}

/** `review`, `answer` (a request on the bot), else `task`. */
function modeOf(ctx: Pick<BundleContext, 'settings'>): Bundle['mode'] {
  if (ctx.settings.review) return 'review'
  return ctx.settings.triggerPhrase !== '' ? 'answer' : 'task'
}

/** The request's comment on the bot: the publish step reads it again and checks who asked. */
function requestOf(
  ctx: Pick<BundleContext, 'settings'>,
  event: GitHubEvent | undefined
): Pick<BundleInput, 'commentId'> {
  const target = event?.reactTo
  if (ctx.settings.triggerPhrase === '' || target === undefined || target.kind === 'issue')
    return {}
  return { commentId: target.id }
}

/**
 * The patch the `patch` output names, read back (never through a link) with its digest, and the
 * commit it applies to; undefined, with a warning when there was one, when it cannot go in.
 */
function patchOf(
  facts: RunFacts,
  record: RunRecord,
  warn: (message: string) => void
): { bytes: Buffer; facts: NonNullable<BundleInput['patch']> } | undefined {
  const file = facts.landed?.patch ?? ''
  if (file === '') return undefined
  const base = record.workspace?.start?.head ?? ''
  const bytes = readRegular(file, MAX_PATCH_BYTES)
  const why = !SHA.test(base)
    ? 'the run started in a repository without a commit to apply it to'
    : bytes === undefined
      ? `it could not be read back, or is larger than ${String(MAX_PATCH_BYTES)} bytes`
      : bytes.length === 0
        ? 'it is empty'
        : undefined
  if (why !== undefined || bytes === undefined) {
    warn(`The patch is not in the bundle: ${why ?? 'it could not be read back'}.`)
    return undefined
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  return { bytes, facts: { base, bytes: bytes.length, sha256 } }
}
