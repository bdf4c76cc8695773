/**
 * What this room loads only when a run needs it, loaded from here only. A plain run (no trigger
 * phrase, no review, no ledger, no pull request to open) never talks to GitHub, and Octokit with
 * its plugins would cost every start its compile time if imported at the top: octokit.ts is the
 * one module that imports them. pulls.ts brings the diff parser a pull request's files need. The
 * bundler makes each a chunk of its own, read from disk only when its loader is called.
 */
export const loadOctokit = () => import('./octokit.js')
export const loadPulls = () => import('./pulls.js')
