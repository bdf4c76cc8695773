/**
 * The repository made ready before the paid run, on one reading of its config (the `Repos`
 * opened before the run): what needs a repository, the pull request's head in place
 * (git/checkout.ts), then the start point, the .git snapshot and the base branch's agent
 * configuration (git/workspace.ts `before`, whose Workspace the later steps take), and last the
 * servers `require-mcp` names, in the mcp.json the agent will get.
 */
import { checkRequiredMcp } from '../agent/mcp.js'
import { prepareRepository } from '../git/checkout.js'
import type { Repos } from '../git/git.js'
import { before, type Workspace } from '../git/workspace.js'
import type { PullContext } from '../github/access.js'
import type { RunContext } from './context.js'
import type { Keep } from './record.js'

/**
 * The repository before the run, its Workspace kept in the run's record as soon as it is made
 * (the steps at the end put back what it changed, whatever is thrown after it). Throws the
 * InputError of a repository or an mcp.json that cannot serve what the inputs ask.
 */
export function prepareWork(
  ctx: Pick<RunContext, 'settings' | 'env' | 'book' | 'say' | 'signals'>,
  o: { repos: Repos; pr: PullContext; keep: Keep }
): Workspace {
  const { settings, env } = ctx
  ctx.book.note(...prepareRepository(o.repos, settings, env.raw, o.pr))
  const workspace = before(ctx, o.repos, o.pr)
  o.keep({ workspace })
  // On a pull request the base branch's mcp.json, which `before` has just put in place.
  checkRequiredMcp(settings, env, o.pr.base?.isPr === true && !settings.trustPrConfig)
  return workspace
}
