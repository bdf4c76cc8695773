/**
 * docs/reference.md's Inputs, Outputs and Failure reasons tables against action.yml, word for word: a
 * row missing, a row too many, a default or a description that says something else fails. The
 * page may dress a description in markdown (code spans, links, `\|` in a table); read as text,
 * it is action.yml's. `failure_reason`'s description is the one laid out differently: its row
 * points to the Failure reasons table, which has one row per reason with action.yml's words for
 * it, and the sentence after the list stands above that table. The README links to the three.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { FAILURE_REASONS, SKIP_REASONS } from '../../src/names.js'
import { ROOT } from '../support/helpers.js'

interface ActionYml {
  inputs: Record<string, { description: string; default?: string }>
  outputs: Record<string, { description: string }>
}

/** Where the tables are: the README is a hub, and links here. */
const PAGE = 'docs/reference.md'
const actionText = fs.readFileSync(path.join(ROOT, 'action.yml'), 'utf8')
const pageText = fs.readFileSync(path.join(ROOT, PAGE), 'utf8')

/** The failure_reason row in the reference: the reasons' table below says the rest. */
const FAILURE_ROW = 'Empty on success, else one of the failure reasons below.'

/** A markdown cell as a reader sees it: code spans and links as their text, `\|` as `|`. */
function plain(cell: string): string {
  let out = ''
  let i = 0
  while (i < cell.length) {
    const c = cell[i] ?? ''
    if (c === '\\' && cell[i + 1] === '|') {
      out += '|'
      i += 2
    } else if (c === '`') {
      const n = runOf(cell, i)
      const close = closing(cell, i + n, n)
      if (close < 0) {
        out += cell.slice(i, i + n)
        i += n
        continue
      }
      const body = cell.slice(i + n, close)
      out += /^ .*\S.* $/.test(body) ? body.slice(1, -1) : body
      i = close + n
    } else {
      const link = c === '[' ? /^\[([^\]]*)\]\([^)\s]*\)/.exec(cell.slice(i)) : null
      if (link !== null) {
        out += plain(link[1] ?? '')
        i += link[0].length
      } else {
        out += c
        i++
      }
    }
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** How many backticks start at `at`. */
function runOf(text: string, at: number): number {
  let n = 0
  while (text[at + n] === '`') n++
  return n
}

/** Where the run of exactly `n` backticks that closes a code span starts, or -1. */
function closing(text: string, from: number, n: number): number {
  for (let j = from; j < text.length;) {
    if (text[j] !== '`') {
      j++
      continue
    }
    const m = runOf(text, j)
    if (m === n) return j
    j += m
  }
  return -1
}

/** The rows of the first table under `heading` (up to the next heading): name and cells. */
function tableRows(page: string, heading: string): { name: string; cells: string[] }[] {
  const at = page.indexOf(`\n${heading}\n`)
  if (at < 0) return []
  const rest = page.slice(at + heading.length + 2)
  const section = rest.split(/\n#{1,6} /)[0] ?? ''
  return section
    .split('\n')
    .filter((l) => /^\| `[^`]+` +\|/.test(l))
    .map((l) => {
      const cells = l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((c) => c.trim())
      return { name: plain(cells[0] ?? ''), cells: cells.slice(1) }
    })
}

/** The text of the section under `heading`, as a reader sees it. */
function sectionText(page: string, heading: string): string {
  const rest = page.split(`\n${heading}\n`)[1] ?? ''
  return plain(rest.split(/\n#{1,6} /)[0] ?? '')
}

/** failure_reason's description: its head, each reason with its words, and the sentence after. */
function failureParts(description: string): {
  head: string
  reasons: [string, string][]
  after: string
} {
  const m = /^(.*? one of )(.*?\))\. (.*)$/s.exec(description)
  if (m === null) throw new Error('failure_reason: not "… one of a (…), b (…). …"')
  const reasons = [...(m[2] ?? '').matchAll(/(?:^|, )([a-z_]+) \(([^()]*)\)/g)].map(
    (r): [string, string] => [r[1] ?? '', r[2] ?? '']
  )
  return { head: m[1] ?? '', reasons, after: m[3] ?? '' }
}

/** Every way the reference's tables differ from action.yml, one line each; none when they agree. */
function tableProblems(page: string, yml: string): string[] {
  const action = parse(yml) as ActionYml
  const problems: string[] = []
  const compare = (
    what: string,
    rows: { name: string; text: string }[],
    want: [string, string][]
  ) => {
    const got = rows.map((r) => r.name)
    const names = want.map(([n]) => n)
    for (const n of names) if (!got.includes(n)) problems.push(`${what}: no row for ${n}`)
    for (const n of got)
      if (!names.includes(n))
        problems.push(`${what}: a row for ${n}, which action.yml does not have`)
    const known = got.filter((n) => names.includes(n))
    if (known.join() !== names.filter((n) => got.includes(n)).join())
      problems.push(`${what}: the rows are not in action.yml's order`)
    if (new Set(got).size !== got.length) problems.push(`${what}: a row is there twice`)
    for (const [name, text] of want) {
      const row = rows.find((r) => r.name === name)
      if (row !== undefined && row.text !== text)
        problems.push(
          `${what}: ${name} says ${JSON.stringify(row.text)}, action.yml ${JSON.stringify(text)}`
        )
    }
  }
  const inputs = tableRows(page, '## Inputs')
  compare(
    'Inputs',
    inputs.map((r) => ({
      name: r.name,
      text: `${plain(r.cells[0] ?? '')} | ${plain(r.cells[1] ?? '')}`
    })),
    Object.entries(action.inputs).map(([n, v]) => [
      n,
      `${v.default ?? ''} | ${plain(v.description)}`
    ])
  )
  const fr = action.outputs.failure_reason?.description ?? ''
  compare(
    'Outputs',
    tableRows(page, '## Outputs').map((r) => ({ name: r.name, text: plain(r.cells[0] ?? '') })),
    Object.entries(action.outputs).map(([n, v]) => [
      n,
      n === 'failure_reason' ? FAILURE_ROW : plain(v.description)
    ])
  )
  const parts = failureParts(fr)
  compare(
    'Failure reasons',
    tableRows(page, '### Failure reasons').map((r) => ({
      name: r.name,
      text: plain(r.cells[0] ?? '')
    })),
    parts.reasons.map(([n, words]) => [n, plain(words)])
  )
  if (!sectionText(page, '### Failure reasons').includes(plain(parts.after)))
    problems.push(`Failure reasons: the section does not say ${JSON.stringify(parts.after)}`)
  return problems
}

describe("the reference's tables (docs/reference.md), word for word against action.yml", () => {
  it('agree: every input, output and failure reason, its default and its words', () => {
    expect(tableProblems(pageText, actionText)).toEqual([])
  })

  it("list every failure reason the code has, each with action.yml's words for it", () => {
    const action = parse(actionText) as ActionYml
    const parts = failureParts(action.outputs.failure_reason?.description ?? '')
    expect(parts.head).toBe('Empty on success, else one of ')
    expect(parts.reasons.map(([n]) => n)).toEqual([...FAILURE_REASONS])
    for (const [, words] of parts.reasons) expect(words).not.toBe('')
  })

  it('say every skip_reason value the code has', () => {
    const action = parse(actionText) as ActionYml
    const said = action.outputs.skip_reason?.description ?? ''
    for (const reason of SKIP_REASONS)
      expect([reason, said.includes(reason)]).toEqual([reason, true])
    const row = tableRows(pageText, '## Outputs').find((r) => r.name === 'skip_reason')
    expect(plain(row?.cells[0] ?? '')).toBe(said)
  })

  describe('fail when the reference says something else', () => {
    const lines = pageText.split('\n')
    const row = (start: string): number => lines.findIndex((l) => l.startsWith(start))
    const edited = (i: number, line?: string): string =>
      [...lines.slice(0, i), ...(line === undefined ? [] : [line]), ...lines.slice(i + 1)].join(
        '\n'
      )

    it.each([
      ['an input row missing', () => edited(row('| `mode` '))],
      ['an output row missing', () => edited(row('| `skip_reason` '))],
      ['a failure reason row missing', () => edited(row('| `mcp_unavailable` '))],
      [
        'an extra output row',
        () =>
          edited(
            row('| `model` '),
            `${lines[row('| `model` ')] ?? ''}\n| \`mood\` | How it felt. |`
          )
      ],
      [
        'an extra failure reason row',
        () =>
          edited(row('| `internal` '), `${lines[row('| `internal` ')] ?? ''}\n| \`oops\` | x | |`)
      ],
      [
        "an input's default changed",
        () =>
          edited(row('| `force` '), (lines[row('| `force` ')] ?? '').replace('`false`', '`true`'))
      ],
      [
        'a word of a description changed',
        () =>
          edited(
            row('| `session_id` '),
            (lines[row('| `session_id` ')] ?? '').replace('continue', 'go on with')
          )
      ],
      [
        "a failure reason's words changed",
        () =>
          edited(row('| `auth` '), (lines[row('| `auth` ')] ?? '').replace('refused', 'declined'))
      ],
      [
        'the failure_reason row listing the reasons again',
        () =>
          edited(
            row('| `failure_reason` '),
            `| \`failure_reason\` | ${FAILURE_REASONS.join(', ')} |`
          )
      ],
      [
        'the sentence above the failure reasons gone',
        () => pageText.replace('`exit_code` stays for the rest.', '')
      ]
    ])('%s', (_, edited) => {
      const text = edited()
      expect(text).not.toBe(pageText)
      expect(tableProblems(text, actionText)).not.toEqual([])
    })

    it('and when action.yml says something the reference does not', () => {
      const yml = actionText.replace(
        "'The session id; pass it",
        "'The session id (a UUID); pass it"
      )
      expect(yml).not.toBe(actionText)
      expect(tableProblems(pageText, yml)).toEqual([
        expect.stringContaining('Outputs: session_id says')
      ])
    })
  })
})

describe('the README', () => {
  it('links to each of the tables', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    for (const anchor of ['inputs', 'outputs', 'failure-reasons'])
      expect([anchor, readme.includes(`](${PAGE}#${anchor})`)]).toEqual([anchor, true])
  })
})

describe("the reference's publish tables, word for word against publish/action.yml", () => {
  const publishText = fs.readFileSync(path.join(ROOT, 'publish', 'action.yml'), 'utf8')
  const action = parse(publishText) as ActionYml

  it('list every input with its default and words, in its order', () => {
    const rows = tableRows(pageText, '### Publish inputs').map((r) => ({
      name: r.name,
      text: `${plain(r.cells[0] ?? '')} | ${plain(r.cells[1] ?? '')}`
    }))
    expect(rows).toEqual(
      Object.entries(action.inputs).map(([name, v]) => ({
        name,
        text: `${v.default ?? ''} | ${plain(v.description)}`
      }))
    )
  })

  it('list every output with its words, in its order', () => {
    const rows = tableRows(pageText, '### Publish outputs').map((r) => ({
      name: r.name,
      text: plain(r.cells[0] ?? '')
    }))
    expect(rows).toEqual(
      Object.entries(action.outputs).map(([name, v]) => ({ name, text: plain(v.description) }))
    )
  })
})
