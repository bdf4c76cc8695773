/**
 * The recorded real streams whose licence does not let this repository keep a copy, read from
 * ../shared/fixtures/real (our workspace's corpus) when that folder is beside the repository; in
 * a clone without it this suite says SKIPPED and runs nothing. Also checks that the copies the
 * repository keeps (recorded/real.test.ts) are still the shared bytes.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  describeRealStreams,
  REAL_DIR,
  SHARED_REAL_DIR,
  streamsIn,
  type Expected
} from '../support/real-streams.js'

const EXPECTED: Record<string, Expected> = {
  'SunJ1ayu-aiwork__cursor-stream.ndjson': {
    calls: [
      ['read', 'ok'],
      ['read', 'ok'],
      ['read', 'ok']
    ],
    result: { durationMs: 11202, usage: true },
    finalStarts: '**Findings**',
    golden: false
  },
  'chenhg5-cc-connect__issue-785__windows-shell-rejected.EXCERPT.ndjson': {
    calls: [['shell', 'rejected']],
    golden: false
  },
  'craigCODA-Skill-Evaluation-Lab__EVIDENCE-0016__cursor-agent-stream.EXCERPT.ndjson': {
    calls: [
      ['grep', 'running'],
      ['grep', 'running'],
      ['glob', 'ok']
    ],
    result: { requestId: '1819f093-3fe0-4024-8f67-71f1f7c9e10b', durationMs: 40214, usage: true },
    finalStarts: 'The roof quick calculator button now reads **Clear manual entries**.',
    golden: false
  },
  'treygoff24-delegate-agent__tool_read.ndjson': {
    calls: [['read', 'ok']],
    result: { requestId: 'e1035728-0ed5-4592-8963-b5a7255c3a57', durationMs: 4148, usage: true },
    finalStarts: 'ZQ-1147',
    golden: false
  }
}

if (!fs.existsSync(SHARED_REAL_DIR)) {
  process.stderr.write(
    `SKIPPED: ${SHARED_REAL_DIR} is not there: the ${String(Object.keys(EXPECTED).length)} recorded streams that cannot be copied into this repository were not replayed (recorded/real.test.ts replays the ones it keeps).\n`
  )
  describe('real recorded streams', () => {
    it.skip('SKIPPED: ../shared/fixtures/real is not present', () => undefined)
  })
} else {
  const kept = new Set(streamsIn(REAL_DIR))
  describeRealStreams(
    SHARED_REAL_DIR,
    streamsIn(SHARED_REAL_DIR).filter((f) => !kept.has(f)),
    EXPECTED
  )

  describe('the copies in this repository', () => {
    it.each([...kept])('%s is the shared recording, byte for byte', (name) => {
      const copy = fs.readFileSync(path.join(REAL_DIR, name))
      expect(copy.equals(fs.readFileSync(path.join(SHARED_REAL_DIR, name)))).toBe(true)
    })
  })
}
