/**
 * The fix hints (src/core/verdict/hints.ts), each checked against the situation it claims (issue 19 §3):
 * a rejected or failed `git push` / `gh pr create` says the action lands the work; `force: true` is
 * suggested only for the commands the agent needed; a call the permissions blocked gets its own.
 */
import { describe, expect, it } from '@jest/globals'
import { findHints, isLandingCommand, type HintFacts } from '../../../src/core/verdict/hints.js'
import { foldText } from '../../../src/core/stream/report.js'
import { capped, decide } from '../../../src/core/verdict/verdict.js'
import { emptyReport } from '../../../src/core/stream/report.js'
import { said } from '../../../src/core/said.js'
import { init, result, shell } from '../../support/helpers.js'
import { denied, failed, rejected } from '../../support/cli-words.js'

function facts(calls: [string, object][], settings: Partial<HintFacts> = {}): HintFacts {
  const lines = [
    init,
    ...calls.flatMap(([command, outcome], i) => shell(`c${String(i)}`, command, outcome)),
    result('done')
  ]
  const report = foldText(lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
  return {
    report,
    verdict: decide({ kind: 'exited', exitCode: 0, signal: null }, report.result),
    stderr: '',
    ...settings
  }
}

const texts = (f: HintFacts): string[] => findHints(f).map((h) => h.text)

describe('landing commands', () => {
  it('are git push and gh pr create, alone, with options or in a chain', () => {
    for (const c of [
      'git push',
      'git push origin HEAD',
      'git -C sub push -u origin x',
      'GIT_TRACE=1 git push',
      'git add -A && git commit -m x && git push',
      'npm test; gh pr create --fill'
    ])
      expect([c, isLandingCommand(c)]).toEqual([c, true])
    for (const c of ['git stash push', 'git log --grep push', 'npm run push', 'gh pr view 3'])
      expect([c, isLandingCommand(c)]).toEqual([c, false])
  })
})

describe('hints', () => {
  it('a rejected git push says the action pushes (push: true), and suggests no force', () => {
    const t = texts(facts([['git push origin HEAD', rejected('git push origin HEAD')]]))
    expect(t).toHaveLength(1)
    expect(t[0]).toContain('`git push`')
    expect(t[0]).toContain('set `push: true`')
    expect(t[0]).toContain('`open-pr: true`')
    expect(t.join('\n')).not.toContain('force')
  })

  it('a rejected gh pr create says open-pr: true', () => {
    const t = texts(facts([['gh pr create --fill', rejected('gh pr create --fill')]]))
    expect(t).toEqual([expect.stringContaining('open a pull request (`gh pr create`)')])
    expect(t[0]).toContain('`open-pr: true`')
  })

  it('a git push that failed for want of credentials (force: true) gets the same hint', () => {
    const t = texts(facts([['git push', failed('git push')]], { force: true }))
    expect(t).toEqual([expect.stringContaining('set `push: true`')])
  })

  it('with push: true already set, it says the agent need not push', () => {
    const t = texts(
      facts([['git push', rejected('git push')]], { push: true, openPr: true, force: false })
    )
    expect(t).toEqual([expect.stringContaining('it need not')])
    expect(t[0]).toContain('`push: true`, `open-pr: true`')
  })

  it('force: true only for the commands the agent needed, counted without the pushes', () => {
    const t = texts(
      facts([
        ['npm test', rejected('npm test')],
        ['git push', rejected('git push')]
      ])
    )
    expect(t).toHaveLength(2)
    expect(t.find((x) => x.includes('force'))).toContain(
      '1 shell command was rejected because tools need approval'
    )
  })

  it('no force hint when force is already on, nor for a command that ran', () => {
    expect(texts(facts([['npm test', rejected('npm test')]], { force: true }))).toEqual([])
    expect(texts(facts([['npm test', failed('npm test', 1)]]))).toEqual([])
  })
})

describe('a shell call ended by permissionDenied', () => {
  it('gets the force / permissions hint, which depends on force', () => {
    const text = (force: boolean): string => {
      const report = foldText(
        [init, ...shell('c1', 'npm test', denied('npm test')), result('done')]
          .map((l) => JSON.stringify(l))
          .join('\n') + '\n'
      )
      const verdict = decide({ kind: 'exited', exitCode: 0, signal: null }, report.result)
      return findHints({ report, verdict, stderr: '', force })
        .filter((h) => h.id === 'permission_denied')
        .map((h) => h.text)
        .join('\n')
    }
    expect(text(false)).toMatch(/^1 shell command was blocked by the CLI's permissions/)
    expect(text(false)).toContain('Pass `force: true`')
    expect(text(false)).toContain('`permissions.allow`')
    expect(text(true)).toContain('With `force: true` only a `deny` rule blocks a command')
    expect(text(true)).not.toContain('Pass `force: true`')
  })
})

describe('the authentication hint', () => {
  it('is not given to a capped review whose gate still fails: it started no CLI', () => {
    const gate = {
      failOn: 'high' as const,
      threads: {
        read: true as const,
        findings: [
          { fingerprint: 'f', severity: 'high' as const, path: 'a.ts', title: 't', resolved: false }
        ]
      }
    }
    const verdict = capped({ run: false, cap: 'max-pr-runs', note: said`Not run.` }, gate)
    expect(verdict.reason).toBe('findings')
    const f: HintFacts = { report: emptyReport(), verdict, stderr: '', apiKeySet: false }
    expect(findHints(f).map((h) => h.id)).not.toContain('auth')
    // A run that ended with no result and no key still gets it.
    const noResult = decide({ kind: 'exited', exitCode: 1, signal: null }, undefined)
    expect(findHints({ ...f, verdict: noResult }).map((h) => h.id)).toContain('auth')
  })
})
