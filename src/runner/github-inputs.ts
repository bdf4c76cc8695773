/**
 * The inputs of the action's own GitHub work (token, sticky comment, trigger gate) and of
 * landing the work (commit, push, pull request, whose configuration the agent sees). Read by
 * inputs.ts's readSettings, in its order, into the same InputReader.
 */
import { INPUTS } from '../names.js'
import type { Settings } from '../core/settings.js'
import { commentKey } from '../render/marker.js'
import { code, input as named, said, shown } from '../core/said.js'
import type { InputReader } from './input-reader.js'

/** The action's own GitHub access: token, sticky comment, trigger gate, live progress. */
export function readGithubInputs(
  r: InputReader
): Pick<
  Settings,
  | 'githubToken'
  | 'commentOnPr'
  | 'triggerPhrase'
  | 'commentKey'
  | 'allowedUsers'
  | 'allowedBots'
  | 'progressMs'
> {
  const triggerPhrase = r.input(INPUTS.triggerPhrase)
  if (triggerPhrase !== '' && !/\w/.test(triggerPhrase))
    r.problems.push(
      said`Input ${named(INPUTS.triggerPhrase)} must contain a letter or digit, got ${shown(triggerPhrase)}.`
    )
  return {
    githubToken: r.get(INPUTS.githubToken).trim() || (r.env.token ?? '').trim(),
    // A trigger phrase is answered in the comment, so it turns the comment on (the switch is
    // read first so that it is always checked).
    commentOnPr: r.bool(INPUTS.commentOnPr) || triggerPhrase !== '',
    triggerPhrase,
    commentKey: commentKey(r.input(INPUTS.commentKey), r.env),
    allowedUsers: r.logins(INPUTS.allowedUsers),
    allowedBots: r.logins(INPUTS.allowedBots),
    progressMs: r.amount(INPUTS.progressSeconds, 1000)
  }
}

/** Landing the work: commit, push, branch name, pull request, and whose config the agent sees. */
export function readLandingInputs(
  r: InputReader
): Pick<
  Settings,
  | 'push'
  | 'commitMessage'
  | 'branchPrefix'
  | 'openPr'
  | 'trustPrConfig'
  | 'allowWorkflowChanges'
  | 'checkoutPr'
> {
  const branchPrefix = r.input(INPUTS.branchPrefix)
  if (!validBranchPrefix(branchPrefix)) {
    r.problems.push(
      said`Input ${named(INPUTS.branchPrefix)} must be usable at the start of a git branch name (letters, digits, "/", "-", "_", "."; no "..", no leading "/" or "-"), got ${shown(branchPrefix)}.`
    )
  }
  const push = r.bool(INPUTS.push)
  const openPr = r.bool(INPUTS.openPr)
  // Known before the paid run: a pull request is opened only for work the action pushed.
  if (openPr && !push)
    r.problems.push(
      said`Input ${named(INPUTS.openPr)} is true but ${named(INPUTS.push)} is not: the action opens a pull request only for work it pushed. Set ${code(`${INPUTS.push}: true`)} as well (the token then needs contents: write).`
    )
  return {
    push,
    commitMessage: r.get(INPUTS.commitMessage).trim(),
    branchPrefix,
    openPr,
    trustPrConfig: r.bool(INPUTS.trustPrConfig),
    checkoutPr: r.bool(INPUTS.checkoutPr),
    allowWorkflowChanges: r.bool(INPUTS.allowWorkflowChanges)
  }
}

/** A conservative subset of git's ref-name rules: what a branch name may start with. */
function validBranchPrefix(prefix: string): boolean {
  return (
    /^[A-Za-z0-9._/-]{0,100}$/.test(prefix) &&
    !/^[/-]/.test(prefix) &&
    !prefix.includes('..') &&
    !prefix.includes('//') &&
    !/(^|\/)\./.test(prefix) &&
    !/\.lock(\/|$)/.test(prefix)
  )
}
