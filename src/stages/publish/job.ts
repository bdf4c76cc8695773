/**
 * What the publish action's stages share: the job they run in (made once by src/publish.ts) and
 * what they found and did, which becomes the outputs and the job summary.
 */
import type { RunnerEnv, RunnerPort } from '../../core/ports.js'
import type { Redactor } from '../../core/redact/redact.js'
import type { Totals } from '../../core/ledger/ledger.js'
import type { Verdict } from '../../core/verdict/verdict.js'
import type { GitHubAccess } from '../../github/access.js'
import type { answerDelivered } from '../../github/deliverable.js'
import type { GitHubEvent } from '../../github/event.js'
import type { PublishSummary } from '../../render/publish.js'
import type { PublishSettings } from '../../runner/publish-inputs.js'
import type { landBundle } from './land.js'

/**
 * The landing of a bundle's patch (stages/publish/land.ts `landBundle`, built apart): in this
 * job's checkout, the patch applied to the commit the bundle names, checked again, pushed.
 */
export type LandBundle = typeof landBundle

/** What a test may put in place; the deliverable's read-back is github/deliverable.ts's. */
export interface PublishDeps {
  land?: LandBundle
  /** Undefined when the comment holds this run's answer, else what is missing. */
  answerDelivered?: typeof answerDelivered
}

/** What the pipeline found and did, for the outputs and the summary. */
export interface Published extends Omit<PublishSummary, 'verdict' | 'totals'> {
  verdict?: Verdict
  totals?: Totals
  landed?: { branch?: string; commitSha?: string; prUrl?: string }
  /** What was to be delivered and is not on GitHub when read back (deliverable_missing). */
  missing: string[]
}

export interface Job {
  env: RunnerEnv
  port: RunnerPort
  redact: Redactor
  settings: PublishSettings
  event: GitHubEvent
  github: GitHubAccess
  deps: PublishDeps
}
