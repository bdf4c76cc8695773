/**
 * Every path of this repository that the README and the docs name exists: `src/…`, `__tests__/…`,
 * `scripts/…`, `fake/…`, `examples/…`, `docs/…`, and a room of `src/` named on its own
 * (`core/verdict/hints.ts` is `src/core/verdict/hints.ts`). Files move when the code is
 * reorganised; a page that still names the old place sends a newcomer to nothing. So does a
 * relative link (`[x](../src/a.ts)`), checked from the page's folder.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { ROOT } from '../support/helpers.js'

/** The top folders of src/: a path that starts with one of them is read from src/. */
const ROOMS = fs
  .readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

const TOPS = ['src', '__tests__', 'scripts', 'fake', 'examples', 'docs', '.github', '.ci']

/** Paths the pages name that are in the user's repository or an example, not in this one. */
const NOT_OURS = new Map([
  ['.github/workflows/cursor.yml', "the quick start's workflow, in the user's repository"],
  ['src/app.ts', 'a line of the live log, as an example'],
  ['docs/AGENTS.md', "a file of a pull request's base, in an example"]
])

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PATH = new RegExp(
  `(?<![\\w./@-])((?:${[...TOPS, ...ROOMS].map(escape).join('|')})/[\\w./-]*[\\w/])`,
  'g'
)

/** The pages: the README, SECURITY.md and every markdown file of docs/. */
const pages = (): string[] => [
  'README.md',
  'SECURITY.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
]

/** The paths `text` names, with their line; a pattern (`<path>`, `*`, `{a,b}`, `…`) is no path. */
function pathsIn(text: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = []
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(PATH)) {
      const next = line[m.index + m[0].length] ?? ''
      if (next !== '' && '<*{…'.includes(next)) continue
      out.push({ line: i + 1, path: m[1] ?? '' })
    }
  })
  return out
}

/** Whether `named` is a file or folder of this repository (a room's path under src/). */
function exists(named: string): boolean {
  const room = ROOMS.includes(named.split('/')[0] ?? '')
  return [named, ...(room ? [`src/${named}`] : [])].some((p) => fs.existsSync(path.join(ROOT, p)))
}

/** The files `text` links to (`[x](../src/a.ts#L3)`), from the repository's root. */
function linksIn(file: string, text: string): { line: number; path: string }[] {
  const out: { line: number; path: string }[] = []
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\]\(([^)\s#]+)(?:#[^)\s]*)?\)/g)) {
      const target = m[1] ?? ''
      if (/^[a-z]+:/i.test(target)) continue
      out.push({
        line: i + 1,
        path: path.posix.normalize(path.posix.join(path.dirname(file), target))
      })
    }
  })
  return out
}

/** `file:line: path` for each path named or linked to in `text` that is not there. */
function missing(file: string, text: string): string[] {
  return [...pathsIn(text), ...linksIn(file, text)]
    .filter((p) => !NOT_OURS.has(p.path) && !exists(p.path))
    .map((p) => `${file}:${String(p.line)}: ${p.path}`)
}

describe('the paths the README and the docs name', () => {
  it('all exist', () => {
    const found = pages().flatMap((f) => {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8')
      return [...pathsIn(text), ...linksIn(f, text)]
    })
    // The pages name many paths: a pattern that matched nothing would pass everything.
    expect(found.length).toBeGreaterThan(100)
    const stale = pages().flatMap((f) => missing(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
    expect(stale).toEqual([])
  })

  it('are found in every form a page writes them in, and a moved file is caught', () => {
    const page = [
      'In `src/core/redact/redact.ts` and core/verdict/hints.ts (`hintsOf`),',
      '[the fake](../fake/cursor-agent.js), `__tests__/core/redact.test.ts` and [a](gone.md#x)',
      'agent/zip.ts; not @github/local-action, `__tests__/<path>.test.ts` or `src/*.ts`.'
    ].join('\n')
    expect(pathsIn(page).map((p) => p.path)).toEqual([
      'src/core/redact/redact.ts',
      'core/verdict/hints.ts',
      '__tests__/core/redact.test.ts',
      'agent/zip.ts'
    ])
    expect(linksIn('docs/page.md', page).map((p) => p.path)).toEqual([
      'fake/cursor-agent.js',
      'docs/gone.md'
    ])
    expect(missing('docs/page.md', page)).toEqual([
      'docs/page.md:2: __tests__/core/redact.test.ts',
      'docs/page.md:3: agent/zip.ts',
      'docs/page.md:2: docs/gone.md'
    ])
  })

  it('name in NOT_OURS only paths that a page names and this repository does not have', () => {
    const named = new Set(
      pages().flatMap((f) =>
        pathsIn(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((p) => p.path)
      )
    )
    for (const p of NOT_OURS.keys()) expect([p, named.has(p), exists(p)]).toEqual([p, true, false])
  })
})
