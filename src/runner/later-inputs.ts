/**
 * `publish` (`now` or `later`): with `later` the agent's job writes nothing to GitHub and leaves
 * a bundle for the `publish` step of another job (docs/publish.md). What depends on publishing
 * (the review's gate, the check run, the push and the pull request) is decided there, so those
 * inputs set here are input errors that say where they belong. Read by inputs.ts's readSettings,
 * in its order, into the same InputReader.
 */
import { INPUTS } from '../names.js'
import type { Publish, Settings } from '../core/settings.js'
import { code, input as named, said, shown } from '../core/said.js'
import { DEFAULTS, type InputReader } from './input-reader.js'

/** The inputs that belong to the `publish` step when the agent's job publishes later. */
const PUBLISHING_INPUTS = [INPUTS.failOn, INPUTS.push, INPUTS.openPr, INPUTS.checkRun] as const

/** The step a workflow publishes with (the publish action's `uses:`). */
const PUBLISH_STEP = '<owner>/<repo>/publish@v1'

export function readPublishInput(r: InputReader): Pick<Settings, 'publish'> {
  const value = r.input(INPUTS.publish).toLowerCase()
  if (value !== 'now' && value !== 'later') {
    r.problems.push(
      said`Input ${named(INPUTS.publish)} must be now (this job publishes what the run made) or later (this job only reads, and writes a bundle for the publish step of another job), got ${shown(r.input(INPUTS.publish))}.`
    )
    return { publish: 'now' }
  }
  const publish: Publish = value
  if (publish === 'later')
    for (const name of PUBLISHING_INPUTS) {
      const given = r.input(name)
      if (given.toLowerCase() === DEFAULTS[name]) continue
      r.problems.push(
        said`Input ${named(name)} is ${shown(given)}, but with ${code(`${INPUTS.publish}: later`)} this job publishes nothing: ${named(name)} belongs to the publish step (${code(`uses: ${PUBLISH_STEP}`)}) of the job that publishes the bundle.`
      )
    }
  return { publish }
}
