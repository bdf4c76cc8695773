/**
 * The post step (action.yml `post:`, `post-if: always()`): when the main step was killed before
 * it could finish its PR comment (a cancel that outlived the grace period, a timeout, a crash),
 * the comment would say "working" forever. This step finds that out from the step state the
 * main step saved and finalizes the comment as stopped. Otherwise it does nothing and loads
 * nothing.
 */
import * as core from './runner/runner.js'
import { INPUTS } from './names.js'
import { messageOf } from './core/errors.js'

async function post(): Promise<void> {
  const saved = core.getState('bot-comment')
  if (saved === '' || core.getState('bot-comment-done') === 'true') return
  const token = (core.getInput(INPUTS.githubToken) || process.env.GITHUB_TOKEN || '').trim()
  if (token !== '') core.setSecret(token)
  try {
    const [{ createClient }, { StickyComment }, { currentEvent }, { renderStopped }, redact] =
      await Promise.all([
        import('./github/client.js'),
        import('./github/comment.js'),
        import('./github/event.js'),
        import('./render/comment.js'),
        import('./core/redact.js')
      ])
    const c = JSON.parse(saved) as import('./github/bot.js').SavedComment
    const warn = (m: string): void => core.warning(m)
    const client = await createClient(token, {
      warn,
      retryBaseMs: Number(process.env.CURSOR_AGENT_ACTION_GITHUB_RETRY_MS ?? '') || undefined
    })
    const comment = new StickyComment(client, c, c.marker, warn)
    const found = await comment.find()
    if (found === undefined) return
    comment.id = found.id
    const frame = { marker: c.marker, runUrl: c.runUrl, redact: redact.makeRedactor([token]) }
    if (await comment.write(renderStopped(frame)))
      core.info(
        'The PR comment was left unfinished by the main step; it now says the run was stopped.'
      )
    await comment.react(currentEvent(process.env).reactTo, 'confused')
  } catch (error) {
    core.warning(`Could not finalize the PR comment: ${messageOf(error)}`)
  }
}

await post()
