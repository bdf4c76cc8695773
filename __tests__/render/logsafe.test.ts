/**
 * Log lines from untrusted text (src/render/logsafe.ts), against the runner's own parsing
 * (runner-commands.ts): whatever the text and whatever the runner trims, no line is a workflow
 * command.
 */
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { CONTINUATION, logLines, safeLine } from '../../src/render/logsafe.js'
import { DOTNET_WHITESPACE, runnerCommands } from '../support/runner-commands.js'

const hostileText = fc.array(
  fc.oneof(
    fc.constantFrom(
      ...DOTNET_WHITESPACE,
      '::',
      '::error file=a::x',
      '##[',
      '##[error]x',
      ']',
      '\r\n',
      'x'
    ),
    fc.string()
  ),
  { maxLength: 30 }
)

describe('log lines from untrusted text', () => {
  it('are never a workflow command, whatever the runner trims (property)', () => {
    fc.assert(
      fc.property(hostileText, fc.boolean(), (parts, quoted) => {
        const out = logLines(`💬 ${parts.join('')}`, quoted).join('\n')
        expect(runnerCommands(out)).toEqual([])
      })
    )
  })

  it('put every line after the first behind our prefix, and quoted text from the first', () => {
    expect(logLines('💬 a\n\u0085::error::x\rb')).toEqual([
      '💬 a',
      `${CONTINUATION}\u0085::error::x`,
      `${CONTINUATION}b`
    ])
    expect(logLines('::warning::x', true)).toEqual([`${CONTINUATION}::warning::x`])
  })

  it('safeLine breaks `::` after any .NET white space, NEL included, and `##[` anywhere', () => {
    for (const ws of DOTNET_WHITESPACE.filter((c) => c !== '\n' && c !== '\r')) {
      expect(runnerCommands(safeLine(`${ws}${ws}::error::x`))).toEqual([])
    }
    expect(runnerCommands(safeLine('a ##[error]x'))).toEqual([])
  })
})

describe('markdown and log safety helpers', () => {
  it('breaks both workflow command forms in every physical line', () => {
    expect(safeLine('::set-output name=a::b').startsWith('::')).toBe(false)
    expect(safeLine('  \t::error::x').trimStart().startsWith('::')).toBe(false)
    expect(safeLine('text ##[error]x')).not.toContain('##[')
    expect(
      'ok\r::error::a\n::warning::b'
        .split(/\r\n|\r|\n/)
        .map(safeLine)
        .every((l) => !l.trimStart().startsWith('::'))
    ).toBe(true)
  })
})
