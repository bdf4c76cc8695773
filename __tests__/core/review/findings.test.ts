/**
 * The findings of review mode (src/core/review/findings.ts): the schema in docs/, reading a message
 * (JSON or a fenced block, every text field redacted), clean paths, and the fingerprints.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import fs from 'node:fs'
import path from 'node:path'
import {
  cleanPath,
  fingerprintOf,
  FINDINGS_SCHEMA,
  normaliseText,
  readFindings,
  type Severity
} from '../../../src/core/review/findings.js'
import { compileSchema } from '../../../src/core/schema/validator.js'
import { ROOT } from '../../support/helpers.js'

const noRedact = (s: string): string => s

const severity = fc.constantFrom<Severity>('critical', 'high', 'medium', 'low')
const words = fc.string({ minLength: 1, maxLength: 40 })

describe('the findings schema', () => {
  it('is the one in docs/, versioned', () => {
    const file = path.join(ROOT, 'docs', 'findings.v1.schema.json')
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(FINDINGS_SCHEMA)
    expect(FINDINGS_SCHEMA.$id).toBe('urn:cursor-agent-action:findings:v1')
  })

  it('reads a JSON message and a fenced block, redacting every text field', () => {
    const message = [
      'Here is my review.',
      '```json',
      JSON.stringify({
        summary: 'Looks fine but SECRET leaks',
        findings: [
          {
            path: './src/a.ts',
            line: 4,
            start_line: 9,
            severity: 'high',
            title: 'SECRET in a log',
            body: 'The SECRET is logged.',
            suggestion: 'log(redact(SECRET))'
          }
        ]
      }),
      '```'
    ].join('\n')
    const read = readFindings(message, compileSchema, (s) => s.replace(/SECRET/g, '***'))
    expect(read.ok).toBe(true)
    if (!read.ok) return
    expect(read.summary).toBe('Looks fine but *** leaks')
    expect(read.findings).toEqual([
      {
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        path: 'src/a.ts',
        // A range written backwards is the same range.
        line: 9,
        startLine: 4,
        side: 'RIGHT',
        severity: 'high',
        title: '*** in a log',
        body: 'The *** is logged.',
        suggestion: 'log(redact(***))'
      }
    ])
  })

  it('says what is wrong with a message that is not findings JSON', () => {
    const bad = readFindings(
      '{"summary": 1, "findings": [{"path": "a", "line": 0, "severity": "urgent"}]}',
      compileSchema,
      noRedact
    )
    expect(bad).toEqual({ ok: false, errors: expect.arrayContaining([expect.any(String)]) })
    if (bad.ok) return
    expect(bad.errors.join('\n')).toMatch(/summary must be string/)
    expect(bad.errors.join('\n')).toMatch(/severity must be equal to one of the allowed values/)
    expect(readFindings('No JSON at all.', compileSchema, noRedact)).toEqual({
      ok: false,
      errors: ['The final message is not JSON and holds no ```json fenced block.']
    })
  })

  it('cleans paths: no leading ./, forward slashes, nothing outside the repository', () => {
    expect(cleanPath('./src\\a.ts')).toBe('src/a.ts')
    expect(cleanPath('/etc/passwd')).toBe('')
    expect(cleanPath('src/../../x')).toBe('')
  })
})

describe('fingerprints', () => {
  it('never depend on the lines or the side, and ignore case, spacing, punctuation and line numbers in the text', () => {
    fc.assert(
      fc.property(
        words,
        words,
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (title, body, a, b) => {
          const f = { path: 'src/a.ts', severity: 'high' as const, title, body }
          const moved = {
            ...f,
            title: `  ${title.toUpperCase()}.`,
            body: `${body}\n\n(see line ${String(a)})`
          }
          const same = { ...f, body: `${body}\n\n(see line ${String(b)})` }
          expect(fingerprintOf(moved)).toBe(fingerprintOf(same))
          expect(fingerprintOf(f)).toMatch(/^[0-9a-f]{16}$/)
        }
      )
    )
    expect(normaliseText('Off-by-one on **Lines 12–14**!')).toBe(
      normaliseText('off by one on line 3')
    )
  })

  it('differ when the file, the severity or the words differ', () => {
    fc.assert(
      fc.property(severity, severity, words, (s1, s2, title) => {
        const f = { path: 'a.ts', severity: s1, title, body: 'x' }
        expect(fingerprintOf({ ...f, path: 'b.ts' })).not.toBe(fingerprintOf(f))
        if (s1 !== s2) expect(fingerprintOf({ ...f, severity: s2 })).not.toBe(fingerprintOf(f))
      })
    )
    const f = { path: 'a.ts', severity: 'low' as const, title: 'Null check', body: 'x' }
    expect(fingerprintOf({ ...f, title: 'Race' })).not.toBe(fingerprintOf(f))
  })
})
