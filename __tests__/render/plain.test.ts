/**
 * plainSummary (src/render/plain.ts): the fallback summary when rendering failed: the run's
 * facts as plain lines in one code block, redacted, nothing read as markdown.
 */
import { describe, expect, it } from '@jest/globals'
import { plainSummary } from '../../src/render/plain.js'
import { runFacts } from '../../src/core/verdict/facts.js'
import { emptyReport } from '../../src/core/stream/report-model.js'
import { makeRedactor } from '../../src/core/redact/redact.js'

const SECRET = 'key_plain_summary_0123456789'

describe('plainSummary', () => {
  it('lists the facts in one fenced block, redacted, under a heading that says why', () => {
    const report = {
      ...emptyReport(),
      sessionId: 's-1',
      finalMessage: `the key is ${SECRET}\n\`\`\`\n# not a heading`,
      filesChanged: [
        { path: 'a.ts', created: false, deleted: false, fromEdit: true, fromGit: false }
      ]
    }
    const text = plainSummary(
      runFacts({
        verdict: { conclusion: 'failure', reason: 'agent_error', message: 'It broke.' },
        report,
        transcriptPath: '/tmp/t.ndjson'
      }),
      makeRedactor([SECRET])
    )
    expect(text.startsWith('### Cursor Agent: summary could not be rendered\n\n')).toBe(true)
    expect(text).not.toContain(SECRET)
    for (const line of [
      'conclusion: failure',
      'failure_reason: agent_error',
      'message: It broke.',
      'session_id: s-1',
      'tool_calls: 0',
      'files_changed: a.ts',
      'transcript: /tmp/t.ndjson'
    ])
      expect(text).toContain(`\n${line}\n`)
    // The message's own ``` cannot close the block: the fence is longer.
    const fence = /\n(`{4,}|~{4,})/.exec(text)?.[1]
    expect(fence).toBeDefined()
    expect(text.trimEnd().endsWith(fence ?? '?')).toBe(true)
  })
})
