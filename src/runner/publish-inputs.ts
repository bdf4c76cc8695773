/**
 * The `publish` action's inputs (publish/action.yml), read with the main action's reader and its
 * readers of the same inputs (same names, meanings, defaults and problems), plus its own:
 * `bundle` (the folder of bundles) and `min-agreement` (a panel's). Every problem is listed
 * together, each naming the input and the bad value.
 */
import path from 'node:path'
import type { RunnerEnv } from '../core/ports.js'
import type { Settings } from '../core/settings.js'
import { input as named, said, shown } from '../core/said.js'
import { INPUTS, PUBLISH_INPUTS } from '../names.js'
import { readLandingInputs } from './github-inputs.js'
import { InputReader } from './input-reader.js'
import { readReviewGate } from './review-inputs.js'

/** The publishing settings the workflow decides (never the bundle). */
export interface PublishSettings
  extends
    Pick<
      Settings,
      | 'githubToken'
      | 'failOn'
      | 'reviewEvent'
      | 'maxFindings'
      | 'checkRun'
      | 'commentOnPr'
      | 'allowedUsers'
      | 'allowedBots'
      | 'triggerPhrase'
    >,
    Pick<Settings, 'push' | 'openPr' | 'branchPrefix' | 'allowWorkflowChanges' | 'commitMessage'> {
  /** The folder the bundles were downloaded into, absolute. */
  bundle: string
  /** A panel posts only findings at least this many reviewers found. */
  minAgreement: number
}

/** More reviewers than this in one panel is not a panel. */
const MAX_AGREEMENT = 32

/** Reads every input of the publish action; throws one InputError listing every problem. */
export function readPublishSettings(
  get: (name: string) => string,
  env: RunnerEnv
): PublishSettings {
  const r = new InputReader(get, env)
  const folder = r.input(PUBLISH_INPUTS.bundle)
  if (folder === '')
    r.problems.push(
      said`Input ${named(PUBLISH_INPUTS.bundle)} is empty: it names the folder the agent jobs' bundles were downloaded into (actions/download-artifact's path).`
    )
  const agreement = r.input(PUBLISH_INPUTS.minAgreement) || '1'
  const minAgreement = /^\d{1,2}$/.test(agreement) ? Number(agreement) : 1
  if (!/^\d{1,2}$/.test(agreement) || minAgreement < 1 || minAgreement > MAX_AGREEMENT)
    r.problems.push(
      said`Input ${named(PUBLISH_INPUTS.minAgreement)} must be a whole number from 1 to ${String(MAX_AGREEMENT)} (how many reviewers must have found a finding for it to be posted), got ${shown(agreement)}.`
    )
  const gate = readReviewGate(r)
  const landing = readLandingInputs(r)
  const settings: PublishSettings = {
    bundle: folder === '' ? '' : path.resolve(r.workspace, folder),
    minAgreement,
    githubToken: r.get(INPUTS.githubToken).trim() || (env.token ?? '').trim(),
    commentOnPr: r.bool(INPUTS.commentOnPr),
    allowedUsers: r.logins(INPUTS.allowedUsers),
    allowedBots: r.logins(INPUTS.allowedBots),
    triggerPhrase: r.input(INPUTS.triggerPhrase).trim(),
    ...gate,
    push: landing.push,
    openPr: landing.openPr,
    branchPrefix: landing.branchPrefix,
    allowWorkflowChanges: landing.allowWorkflowChanges,
    commitMessage: landing.commitMessage
  }
  if (settings.githubToken === '')
    r.problems.push(
      said`Input ${named(INPUTS.githubToken)} is empty: the publish action writes the review, the comment and the ledger with it.`
    )
  r.throwProblems()
  return settings
}
