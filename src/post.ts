/**
 * The post step (action.yml `post:`, `post-if: always()`): when the main step was killed before
 * it could finish its PR comment (a cancel that outlived the grace period, a timeout, a crash),
 * the comment would say "working" forever. This step finishes it as stopped. Otherwise it does
 * nothing and loads nothing.
 *
 * The step state (GITHUB_STATE) is a file the agent can write, even after killing the main step,
 * so it is trusted for one thing only: that a comment may be pending. Everything else is worked
 * out again as the main step did: the thread from the event's payload, the marker from the
 * `comment-key` input, the run's link from the GITHUB_* variables. The comment edited is the
 * token's own (github/comment.ts), on that thread, with that marker, still saying "working" for
 * this run: a forged state can at most make this step finish this run's own comment early.
 *
 * Like main.ts, this module only exports `run()` and does nothing on import (post-index.ts is
 * the bundle's entry that calls it), so a host such as `@github/local-action` can run it.
 */
import * as core from './runner/runner.js'
import { readRunnerEnv } from './runner/env.js'
import { INPUTS } from './names.js'
import { messageOf } from './core/errors.js'

export async function run(): Promise<void> {
  if (core.getState('bot-comment') === '' || core.getState('bot-comment-done') === 'true') {
    core.debug('The post step: no PR comment of this run is pending; nothing to do.')
    return
  }
  const env = readRunnerEnv(process.env)
  const token = (core.getInput(INPUTS.githubToken) || env.token || '').trim()
  if (token !== '') core.setSecret(token)
  try {
    const [
      { createClient },
      { StickyComment },
      event,
      comment,
      { commentKey, keyHash, markerFor },
      redact
    ] = await Promise.all([
      import('./github/octokit.js'),
      import('./github/comment.js'),
      import('./github/event.js'),
      import('./render/comment.js'),
      import('./render/marker.js'),
      import('./core/redact/redact.js')
    ])
    const e = event.currentEvent(env)
    const commenting = (event.COMMENT_EVENTS as readonly string[]).includes(e.name)
    if (!commenting || e.number === undefined || token === '') return
    const key = commentKey(core.getInput(INPUTS.commentKey), env)
    const frame = {
      marker: markerFor(key),
      runUrl: e.runUrl,
      redact: redact.makeRedactor([token])
    }
    const warn = (m: string): void => core.warning(frame.redact(m))
    const client = createClient(token, {
      warn,
      baseUrl: env.apiUrl,
      retryBaseMs: env.knobs.githubRetryMs
    })
    const thread = {
      owner: e.owner,
      repo: e.repo,
      number: e.number,
      isPullRequest: e.isPullRequest
    }
    const sticky = new StickyComment(client, thread, frame.marker, warn)
    const found = await sticky.find()
    if (found === undefined) return
    // The pull request's ledger stays in the comment (docs/ledger.md): its last line, after
    // the text that says whether the run is still working.
    const { ledgerText } = await import('./core/ledger/stored.js')
    const record = ledgerText(found.body, keyHash(key)) ?? ''
    const text = found.body.trimEnd().slice(0, found.body.trimEnd().length - record.length)
    if (!comment.isWorking(text.trimEnd(), frame)) return
    sticky.id = found.id
    sticky.setTrailer(record)
    if (await sticky.write(comment.renderStopped(frame)))
      core.info(
        'The PR comment was left unfinished by the main step; it now says the run was stopped.'
      )
    await sticky.react(e.reactTo, 'confused')
  } catch (error) {
    core.warning(`Could not finalize the PR comment: ${messageOf(error)}`)
  }
}
