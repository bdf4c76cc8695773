/**
 * Review annotations (src/render/annotations.ts): in the log, no line can start a workflow command
 * and the runner's limits hold; on the check run, one per finding, a base-side finding on the head
 * line beside it.
 */
import { describe, expect, it } from '@jest/globals'
import { baseAnchors, parsePatch, type FileDiff } from '../../src/core/review/diff.js'
import { checkAnnotations, logAnnotations } from '../../src/render/annotations.js'
import { placed } from '../support/findings.js'

describe('the summary section and the annotations', () => {
  it('log annotations: no line can start a workflow command, and the runner limits hold', () => {
    const findings = Array.from({ length: 30 }, (_, i) =>
      placed({
        title: `x\n::error::owned ${String(i)}`,
        body: '##[error]a\r\n::add-mask::b',
        severity: i < 15 ? 'high' : 'low'
      })
    )
    const { annotations, more } = logAnnotations(findings)
    expect(annotations.filter((a) => a.level === 'warning')).toHaveLength(8)
    expect(annotations.filter((a) => a.level === 'notice')).toHaveLength(10)
    expect(more).toBe(12)
    for (const a of annotations) {
      for (const line of `${a.title}\n${a.message}`.split(/\r\n|\r|\n/)) {
        expect(line.trimStart().startsWith('::')).toBe(false)
        expect(line).not.toContain('##[')
      }
    }
  })

  it('check annotations: one per finding; the base side on the head line beside it, its message naming the base line', () => {
    const patch = '@@ -8,3 +8,3 @@\n x\n-old\n+new\n z'
    const files = new Map<string, FileDiff>([
      [
        'src/a.ts',
        {
          path: 'src/a.ts',
          status: 'modified',
          additions: 1,
          deletions: 1,
          hunks: parsePatch(patch),
          anchors: baseAnchors(patch)
        }
      ],
      ['src/gone.ts', { path: 'src/gone.ts', status: 'removed', additions: 0, deletions: 9 }]
    ])
    const a = checkAnnotations(
      [
        placed({ startLine: 2 }),
        placed({ side: 'LEFT', line: 9, severity: 'low' }),
        placed({ side: 'LEFT', startLine: 8, line: 9, severity: 'low' }),
        placed({ side: 'LEFT', path: 'src/gone.ts', line: 4, severity: 'medium' })
      ],
      files
    )
    const base = {
      path: 'src/a.ts',
      annotation_level: 'notice',
      title: 'Low: A title (base line 9)'
    }
    expect(a).toEqual([
      {
        path: 'src/a.ts',
        start_line: 2,
        end_line: 3,
        annotation_level: 'failure',
        title: 'High: A title',
        message: 'A body.'
      },
      {
        ...base,
        start_line: 9,
        end_line: 9,
        message:
          'About line 9 of the base, removed by this pull request (shown at line 9 of the head): A body.'
      },
      {
        ...base,
        title: 'Low: A title (base lines 8–9)',
        start_line: 8,
        end_line: 9,
        message:
          'About lines 8–9 of the base, removed by this pull request (shown at lines 8–9 of the head): A body.'
      },
      {
        path: 'src/gone.ts',
        start_line: 1,
        end_line: 1,
        annotation_level: 'warning',
        title: 'Medium: A title (base line 4)',
        message: 'About line 4 of the base, which the head has no line for: A body.'
      }
    ])
  })
})
