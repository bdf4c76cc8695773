/**
 * A push read back: the remote branch's head is the commit pushed, as `git ls-remote` says
 * (git/push.ts runs it in its clean repository, with the token). A push git called a success is
 * not yet delivered: a hook, a ruleset or a race can leave the branch elsewhere.
 */

/** What `git ls-remote -- <url> <ref>` did: whether it ran, and its output. */
export interface LsRemote {
  ok: boolean
  stdout: string
  stderr: string
}

/** The commit `refs/heads/<branch>` is at per ls-remote's output; '' when it does not list it. */
export function remoteHead(out: string, branch: string): string {
  const ref = `refs/heads/${branch}`
  const line = out.split('\n').find((l) => l.endsWith(`\t${ref}`))
  return line?.split('\t')[0] ?? ''
}

/**
 * `undefined` when the branch's head is `commit`, else one line saying what is missing and why.
 * `lsRemote` asks the remote for one ref (`refs/heads/<branch>`).
 */
export function branchDelivered(
  lsRemote: (ref: string) => LsRemote,
  o: { branch: string; commit: string }
): string | undefined {
  const what = `the commit ${o.commit} on branch ${o.branch}`
  const r = lsRemote(`refs/heads/${o.branch}`)
  if (!r.ok)
    return `${what}: the remote could not be read back after the push (git ls-remote: ${firstLine(r.stderr) || 'failed'}).`
  const head = remoteHead(r.stdout, o.branch)
  if (head === o.commit) return undefined
  return head === ''
    ? `${what}: the push reported success, but the remote has no such branch.`
    : `${what}: the push reported success, but the remote branch is at ${head}.`
}

function firstLine(text: string): string {
  return (text.trim().split('\n')[0] ?? '').trim()
}
