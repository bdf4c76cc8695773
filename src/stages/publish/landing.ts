/**
 * The landing step of the publish action: the bundle's patch read from the artifact (never
 * through a link, never blocking), then landed in this job's checkout by stages/publish/land.ts.
 */
import { ReasonedError } from '../../core/errors.js'
import type { FoundBundle } from '../../core/bundle/select.js'
import { plainText } from '../../core/said.js'
import { requestText } from '../../core/trigger.js'
import { readRegular } from '../../io/files.js'
import { safeLine } from '../../render/logsafe.js'
import { Voice } from '../../runner/say.js'
import { holdSignals } from '../../runner/signals.js'
import type { Job, Published } from './job.js'

/** The largest patch.diff read (the bundle's schema bounds `patch.bytes` the same). */
const MAX_PATCH_BYTES = 50 * 1024 * 1024

/**
 * The bundle's patch landed in this job's checkout (stages/publish/land.ts: applied to the
 * commit the bundle names, checked again, committed, pushed, the pull request opened). A landing
 * that was asked for and refused fails the step; a patch that is not the bundle's is
 * `invalid_bundle`.
 */
export async function landFound(job: Job, done: Published, found: FoundBundle): Promise<void> {
  const path = await import('node:path')
  const file = path.join(job.settings.bundle, path.dirname(found.file), 'patch.diff')
  // Never through a link, never blocking: the artifact's files are the agent job's.
  const patch = readRegular(file, MAX_PATCH_BYTES)
  const landBundle = job.deps.land ?? (await import('./land.js')).landBundle
  const signals = holdSignals()
  try {
    const say = new Voice(job.port, job.redact, { write: (l) => job.port.info(safeLine(l)) })
    const pr = await job.github.pullContext({ push: true, checkoutPr: false, trustPrConfig: true })
    const landed = await landBundle(
      { env: job.env, redact: job.redact, say, signals, github: job.github },
      {
        bundle: found.bundle,
        ...(patch !== undefined ? { patch } : {}),
        settings: job.settings,
        pr,
        // The request's words, from this job's own event (core/trigger.ts, as one job reads them).
        ...(titleOf(job) !== undefined ? { title: titleOf(job) } : {})
      }
    )
    done.landed = landed
    done.notes = [
      ...done.notes,
      ...landed.notes.map((n) => plainText(n)),
      ...landed.warnings.map((w) => plainText(w))
    ]
    if (landed.failure !== undefined)
      throw new ReasonedError(
        landed.failure.message,
        landed.failure.refusal === 'digest' ? 'invalid_bundle' : landed.failure.reason
      )
  } finally {
    signals.release()
  }
}

/** The request a landing is titled by: this event's comment after the phrase, when one is set. */
function titleOf(job: Job): string | undefined {
  const phrase = job.settings.triggerPhrase
  const body = job.event.body
  return phrase !== '' && body !== '' ? requestText(body, phrase) : undefined
}
