/**
 * src/runner/publish.ts in-process: publishing goes through the runner port the run's context
 * hands in (a FakePort here), the outputs (the landing's among them) from the facts as they are,
 * the summary, and the step's failure.
 */
import { describe, expect, it } from '@jest/globals'
import { runFacts } from '../../src/core/verdict/facts.js'
import { emptyReport } from '../../src/core/stream/report.js'
import { publish, type PublishLog } from '../../src/runner/publish.js'
import { runContext } from '../support/run-context.js'

const TOKEN = 'ghp_publishtestsecret0123456789abcdef01'

function published(verdict: Parameters<typeof runFacts>[0]['verdict']) {
  const { ctx, port } = runContext({ inputs: { prompt: 'Do it' } })
  const log: PublishLog = { write: () => undefined, finalMessage: () => undefined }
  const redact = (s: string): string => s.split(TOKEN).join('***')
  const facts = runFacts({
    verdict,
    report: emptyReport(),
    landed: {
      patch: '/tmp/work.patch',
      commitSha: 'abc123',
      branch: `cursor/${TOKEN}`,
      prUrl: 'https://github.com/octo/demo/pull/9'
    }
  })
  publish({ redact, log, env: ctx.env, port }, facts, (f) => `## rendered: ${f.verdict.conclusion}`)
  const outputs = new Map(
    port.calls
      .filter((c) => c.method === 'setOutput')
      .map((c) => [c.args[0] as string, c.args[1] as string])
  )
  const of = (method: string) => port.calls.filter((c) => c.method === method).map((c) => c.args)
  return { outputs, of }
}

describe('publish, through the runner port', () => {
  it('sets the outputs from the facts, the landing outputs included and redacted, and writes the summary', () => {
    const { outputs, of } = published({ conclusion: 'success', message: '' })
    expect(outputs.get('conclusion')).toBe('success')
    expect(outputs.get('patch')).toBe('/tmp/work.patch')
    expect(outputs.get('commit_sha')).toBe('abc123')
    expect(outputs.get('branch')).toBe('cursor/***')
    expect(outputs.get('pr_url')).toBe('https://github.com/octo/demo/pull/9')
    expect(of('appendSummary')).toEqual([['## rendered: success']])
    expect(of('setFailed')).toEqual([])
    // Not skipped: skip_reason is set all the same, empty.
    expect(outputs.get('skip_reason')).toBe('')
  })

  it('sets skip_reason from the verdict of a run the gate or a cap stopped', () => {
    const skipped = published({ conclusion: 'skipped', message: 'Skipped.', skip: 'no-trigger' })
    expect(skipped.outputs.get('conclusion')).toBe('skipped')
    expect(skipped.outputs.get('skip_reason')).toBe('no-trigger')
    expect(skipped.outputs.get('failure_reason')).toBe('')
    expect(skipped.of('setFailed')).toEqual([])
    // A capped review whose fail-on gate still holds: the step fails, the cap is still named.
    const held = published({
      conclusion: 'failure',
      reason: 'findings',
      message: 'Held.',
      skip: 'max-pr-runs'
    })
    expect(held.outputs.get('skip_reason')).toBe('max-pr-runs')
    expect(held.outputs.get('failure_reason')).toBe('findings')
  })

  it('fails the step through the port on a failed run, the outputs still set', () => {
    const { outputs, of } = published({
      conclusion: 'failure',
      reason: 'push_failed',
      message: 'The push failed.'
    })
    expect(outputs.get('failure_reason')).toBe('push_failed')
    expect(outputs.get('patch')).toBe('/tmp/work.patch')
    expect(of('setFailed')).toEqual([['The push failed.']])
  })
})
