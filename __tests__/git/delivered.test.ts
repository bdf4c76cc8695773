/** src/git/delivered.ts: the remote branch's head read back is the commit pushed, or what is not. */
import { describe, expect, it } from '@jest/globals'
import { branchDelivered, remoteHead } from '../../src/git/delivered.js'

const C = 'c'.repeat(40)
const D = 'd'.repeat(40)
const listing = (sha: string, ref: string) => ({ ok: true, stdout: `${sha}\t${ref}\n`, stderr: '' })

describe('branchDelivered', () => {
  it('is undefined when the branch is at the commit pushed', () => {
    const asked: string[] = []
    const lsRemote = (ref: string) => {
      asked.push(ref)
      return listing(C, ref)
    }
    expect(branchDelivered(lsRemote, { branch: 'cursor/1-1', commit: C })).toBeUndefined()
    expect(asked).toEqual(['refs/heads/cursor/1-1'])
  })

  it('names a branch elsewhere, a branch that is not there, and a remote that cannot be read', () => {
    expect(branchDelivered((ref) => listing(D, ref), { branch: 'b', commit: C })).toBe(
      `the commit ${C} on branch b: the push reported success, but the remote branch is at ${D}.`
    )
    expect(
      branchDelivered(() => ({ ok: true, stdout: '', stderr: '' }), { branch: 'b', commit: C })
    ).toContain('the remote has no such branch')
    expect(
      branchDelivered(() => ({ ok: false, stdout: '', stderr: 'fatal: no route\nmore' }), {
        branch: 'b',
        commit: C
      })
    ).toContain('could not be read back after the push (git ls-remote: fatal: no route)')
  })

  it('reads only the exact ref from the listing', () => {
    expect(remoteHead(`${D}\trefs/heads/b-2\n${C}\trefs/heads/b\n`, 'b')).toBe(C)
  })
})
