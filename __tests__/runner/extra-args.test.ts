/**
 * splitArgs (src/runner/extra-args.ts): the `extra-args` input split as a shell would, without
 * one: no operators, no expansion, no flags the action owns, no unclosed quote.
 */
import { describe, expect, it } from '@jest/globals'
import { splitArgs } from '../../src/runner/extra-args.js'
import { plainText, type Sentence } from '../../src/core/said.js'

function split(value: string): { args: string[]; problems: string[] } {
  const problems: Sentence[] = []
  const args = splitArgs(value, problems)
  return { args, problems: problems.map(plainText) }
}

describe('splitArgs', () => {
  it('splits on spaces and honours quotes and backslashes', () => {
    expect(split(`--a 'b c' "d e" f\\ g`)).toEqual({
      args: ['--a', 'b c', 'd e', 'f g'],
      problems: []
    })
    expect(split('   ')).toEqual({ args: [], problems: [] })
  })

  it('keeps $VAR and globs literal', () => {
    expect(split('--x $HOME *.ts').args).toEqual(['--x', '$HOME', '*.ts'])
  })

  it('refuses shell operators and comments, naming the input', () => {
    const { problems } = split('--a ; rm x # note')
    expect(problems).toHaveLength(2)
    expect(problems[0]).toContain('Input "extra-args" contains the shell operator ";"')
    expect(problems[1]).toContain('contains a comment (# note)')
  })

  it('refuses the flags the action owns, with or without =', () => {
    const { problems } = split('--output-format=text --api-key k --auth-token t')
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'Input "extra-args" may not contain --output-format',
      'Input "extra-args" may not contain --api-key',
      'Input "extra-args" may not contain --auth-token'
    ])
  })

  it('refuses an unclosed quote or a trailing backslash, which shell-quote would let pass', () => {
    expect(split(`--x 'a b`)).toEqual({
      args: [],
      problems: [
        `Input "extra-args" has an unclosed single quote: "--x 'a b". Close the quote (or escape it with \\ if it is meant literally).`
      ]
    })
    expect(split('--x "a').problems[0]).toContain('an unclosed double quote')
    expect(split('--x a\\').problems[0]).toContain('a lone backslash at the end')
    // A quote escaped, or inside the other kind of quotes, is closed.
    expect(split(`--x \\' "it's"`)).toEqual({ args: ['--x', "'", "it's"], problems: [] })
  })
})
