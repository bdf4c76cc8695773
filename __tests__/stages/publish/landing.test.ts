/**
 * The publish action's landing step (src/stages/publish/landing.ts): the patch read beside the
 * bundle it belongs to, never through a link; the landing handed the bundle, the settings, the
 * pull request and the request's words from this job's own event; its notes kept; a refusal made
 * the step's failure, a patch that is not the bundle's `invalid_bundle`.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import type { Bundle } from '../../../src/core/bundle/read.js'
import { ReasonedError } from '../../../src/core/errors.js'
import type { GitHubAccess } from '../../../src/github/access.js'
import type { GitHubEvent } from '../../../src/github/event.js'
import type { Job, LandBundle, Published } from '../../../src/stages/publish/job.js'
import type { LandOutcome } from '../../../src/stages/publish/land.js'
import { landFound } from '../../../src/stages/publish/landing.js'
import type { PublishSettings } from '../../../src/runner/publish-inputs.js'
import type { RunnerEnv, RunnerPort } from '../../../src/core/ports.js'
import { tempDir } from '../../support/helpers.js'

const PULL = { number: 7 }

/** A job whose landing is `land`; the bundle folder holds leg/bundle.json and `patch`. */
function setUp(o: {
  /** The patch's text, or 'link': patch.diff is a link to a file outside the bundle's folder. */
  patch?: string
  land: (...a: Parameters<LandBundle>) => Partial<LandOutcome>
  triggerPhrase?: string
  body?: string
}) {
  const folder = tempDir('caa-landing-')
  fs.mkdirSync(path.join(folder, 'leg'))
  fs.writeFileSync(path.join(folder, 'leg', 'bundle.json'), '{}')
  const patchFile = path.join(folder, 'leg', 'patch.diff')
  if (o.patch === 'link') {
    fs.writeFileSync(path.join(folder, 'elsewhere.diff'), 'diff --git a/x b/x\n')
    fs.symlinkSync(path.join(folder, 'elsewhere.diff'), patchFile)
  } else if (o.patch !== undefined) fs.writeFileSync(patchFile, o.patch)
  const calls: Parameters<LandBundle>[] = []
  const port = { info: () => {}, warning: () => {}, debug: () => {}, notice: () => {} }
  const job = {
    env: {} as RunnerEnv,
    port: port as unknown as RunnerPort,
    redact: (s: string) => s,
    settings: { bundle: folder, triggerPhrase: o.triggerPhrase ?? '' } as PublishSettings,
    event: { body: o.body ?? '' } as GitHubEvent,
    github: { pullContext: () => Promise.resolve(PULL) } as unknown as GitHubAccess,
    deps: {
      land: ((...a: Parameters<LandBundle>) => {
        calls.push(a)
        return Promise.resolve({ pushed: false, notes: [], warnings: [], ...o.land(...a) })
      }) as unknown as LandBundle
    }
  } as Job
  const done: Published = { published: [], refused: [], setAside: [], notes: [], missing: [] }
  const found = { file: 'leg/bundle.json', bundle: { run: 'b' } as unknown as Bundle }
  return { job, done, found, calls, go: () => landFound(job, done, found as never) }
}

describe('landFound', () => {
  it('hands the landing the patch beside the bundle, the bundle, the settings and the pull request', async () => {
    const t = setUp({
      patch: 'diff --git a/a.txt b/a.txt\n',
      land: () => ({ pushed: true, branch: 'cursor/fix' })
    })
    await t.go()
    expect(t.calls).toHaveLength(1)
    const [, landing] = t.calls[0] ?? []
    expect(landing?.patch?.toString()).toBe('diff --git a/a.txt b/a.txt\n')
    expect(landing?.bundle).toBe(t.found.bundle)
    expect(landing?.settings).toBe(t.job.settings)
    expect(landing?.pr).toBe(PULL)
    expect(landing?.title).toBeUndefined()
    expect(t.done.landed?.branch).toBe('cursor/fix')
  })

  it('never reads the patch through a link, and reads none when there is none', async () => {
    for (const patch of ['link', undefined] as const) {
      const t = setUp({ ...(patch !== undefined ? { patch } : {}), land: () => ({}) })
      await t.go()
      expect(t.calls[0]?.[1].patch).toBeUndefined()
    }
  })

  it('titles the landing by the request after the trigger phrase in this job’s event', async () => {
    const t = setUp({
      patch: 'x',
      triggerPhrase: '@cursor',
      body: '@cursor fix the flaky test\nplease',
      land: () => ({})
    })
    await t.go()
    expect(t.calls[0]?.[1].title).toMatch(/^fix the flaky test/)
  })

  it('keeps the landing’s notes and warnings, notes first', async () => {
    const t = setUp({
      patch: 'x',
      land: () => ({ notes: ['Pushed `b`.'], warnings: ['open-pr needs push'] })
    })
    await t.go()
    expect(t.done.notes).toEqual(['Pushed `b`.', 'open-pr needs push'])
  })

  it('makes a refusal the step’s failure: invalid_bundle for a patch that is not the bundle’s', async () => {
    const cases = [
      ['digest', 'push_failed', 'invalid_bundle'],
      ['workflows', 'push_failed', 'push_failed'],
      ['push', 'deliverable_missing', 'deliverable_missing']
    ] as const
    for (const [refusal, reason, expected] of cases) {
      const t = setUp({
        patch: 'x',
        land: () => ({ failure: { reason, refusal, message: `refused: ${refusal}` } })
      })
      const error = await t.go().then(
        () => undefined,
        (e: unknown) => e
      )
      expect(error).toBeInstanceOf(ReasonedError)
      expect((error as ReasonedError).reason).toBe(expected)
      expect((error as ReasonedError).message).toBe(`refused: ${refusal}`)
    }
  })
})
