/**
 * The recorded real streams this repository keeps (MIT, __tests__/fixtures/real/SOURCES.md),
 * parsed, rendered (each summary equal to its golden file) and run through dist/index.js, in
 * every clone. Expectations were read off the raw files, not taken from our parser.
 */
import { describeRealStreams, REAL_DIR, streamsIn, type Expected } from '../support/real-streams.js'

const EXPECTED: Record<string, Expected> = {
  'euclidesgc-faz-ai__cursor-stream-json.EXCERPT.ndjson': {
    calls: [
      ['getMcpTools', 'ok'],
      ['mcp', 'running'],
      ['updateTodos', 'ok']
    ],
    result: { requestId: 'b78dcd42-48e6-41a1-9ece-d4adaa6be39d', durationMs: 18515, usage: true },
    finalStarts: 'O workflow de Histórias tem **9 colunas**.',
    golden: true
  },
  'kirchik95-mac-worker__cursor_stream-json.ndjson': {
    calls: [
      ['read', 'ok'],
      ['getMcpTools', 'ok'],
      ['edit', 'ok']
    ],
    result: { requestId: 'req_redacted', durationMs: 9733, usage: true },
    finalStarts: '**status:** done',
    filesChanged: ['scratch/cursor-smoke.txt'],
    golden: true
  },
  'reifying-cursor-hack__experiments__direct-sleep.ndjson': {
    calls: [
      ['shell', 'ok'],
      ['shell', 'ok']
    ],
    result: { requestId: '5bf03e32-be64-48d4-a5ed-c4a0a939b88c', durationMs: 21509, usage: false },
    finalStarts: 'Both commands have finished running',
    golden: true
  },
  'reifying-cursor-hack__experiments__parallel-sleep.ndjson': {
    calls: [
      ['shell', 'ok'],
      ['shell', 'ok']
    ],
    result: { requestId: '31c9efbe-c94a-4021-b6cb-832a6a9542a2', durationMs: 13039, usage: false },
    finalStarts: 'done',
    golden: true
  },
  'reifying-cursor-hack__experiments__subagent-sleep-v2.ndjson': {
    calls: [['shell', 'ok']],
    result: { requestId: '546c49f2-c160-4795-9895-4ceecd663a33', durationMs: 25173, usage: false },
    finalStarts: 'complete',
    golden: true
  },
  'reifying-cursor-hack__experiments__subagent-sleep.ndjson': {
    calls: [['shell', 'ok']],
    result: { requestId: 'a5914fb3-8487-431f-bde7-f4d8bb42a709', durationMs: 16460, usage: false },
    finalStarts: 'done',
    golden: true
  }
}

describeRealStreams(REAL_DIR, streamsIn(REAL_DIR), EXPECTED)
