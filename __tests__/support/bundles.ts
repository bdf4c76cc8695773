/**
 * Bundles as the agent job's writer lays them out (docs/publish.md): one folder per leg,
 * `cursor-agent-<runId>-<attempt>-<job>-<leg>/bundle.json`, under the folder that
 * actions/download-artifact fills (merge-multiple: true). `bundleOf` builds a valid format-1
 * bundle for review-fixture.ts's pull request #7; a test changes what it tests.
 */
import fs from 'node:fs'
import path from 'node:path'
import { keyHash } from '../../src/render/marker.js'
import { BASE, HEAD, PR } from './review-fixture.js'
import { runAction, tempDir, ROOT, type ActionRun } from './helpers.js'

export const PUBLISH = path.join(ROOT, 'dist', 'publish', 'index.js')
export const KEY = 'CI/review/null'

export interface TestFinding {
  path: string
  line: number
  startLine?: number
  side?: 'LEFT' | 'RIGHT'
  severity: 'critical' | 'high' | 'medium' | 'low'
  title: string
  body: string
}

/** A valid review bundle of leg `leg` (16 hex digits), by `reviewer`, with `findings`. */
export function bundleOf(
  o: {
    reviewer?: string
    leg?: string
    findings?: TestFinding[]
    usage?: { inputTokens: number; outputTokens: number }
    head?: string
  } = {}
): Record<string, unknown> {
  const head = o.head ?? HEAD
  return {
    format: 'cursor-agent-action/bundle',
    version: 1,
    run: {
      repository: 'octo/demo',
      runId: '42',
      runAttempt: '1',
      job: 'review',
      leg: o.leg ?? '0123456789abcdef'
    },
    subject: { kind: 'pull_request', number: PR, head, base: BASE },
    commentKey: keyHash(KEY),
    mode: 'review',
    reviewer: o.reviewer ?? 'gpt-5',
    verdict: { conclusion: 'success' },
    facts: {
      durationMs: 61_000,
      model: o.reviewer ?? 'gpt-5',
      usage: o.usage ?? { inputTokens: 1000, outputTokens: 100 }
    },
    finalMessage: 'Review done.',
    review: {
      summary: 'The change loads b from disk.',
      head,
      findings: (o.findings ?? []).map((f) => ({ side: 'RIGHT', ...f }))
    }
  }
}

/** The folder download-artifact fills, with each bundle in its leg's folder. */
export function bundleFolder(bundles: readonly (Record<string, unknown> | string)[]): string {
  const root = path.join(tempDir('caa-bundles-'), 'bundles')
  bundles.forEach((b, i) => {
    const run = typeof b === 'string' ? undefined : (b.run as { leg: string; runId: string })
    const leg = run?.leg ?? String(i).padStart(16, '0')
    const dir = path.join(root, `cursor-agent-${run?.runId ?? '42'}-1-review-${leg}`)
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(path.join(dir, 'bundle.json'), typeof b === 'string' ? b : JSON.stringify(b))
  })
  return root
}

/** `node dist/publish/index.js` as a runner starts it, on `event` (a file's payload). */
export function publishRun(o: {
  folder: string
  apiUrl: string
  token: string
  payload: object
  event?: string
  inputs?: Record<string, string>
  env?: Record<string, string>
}): Promise<ActionRun> {
  const dir = tempDir('caa-publish-')
  const eventFile = path.join(dir, 'event.json')
  fs.writeFileSync(eventFile, JSON.stringify(o.payload))
  return runAction({
    script: PUBLISH,
    fake: false,
    inputs: { bundle: o.folder, 'github-token': o.token, ...o.inputs },
    env: {
      GITHUB_API_URL: o.apiUrl,
      GITHUB_EVENT_PATH: eventFile,
      GITHUB_EVENT_NAME: o.event ?? 'pull_request',
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_RUN_ID: '42',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_WORKFLOW: 'CI',
      GITHUB_JOB: 'publish',
      ...o.env
    }
  })
}
