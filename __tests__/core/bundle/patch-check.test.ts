/**
 * The checks of a bundle's patch that need no git (src/core/bundle/patch-check.ts): the bytes
 * against the bundle's size and digest, each path the patch names, each link's target, and git's
 * numstat listing read back into paths.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  digestProblem,
  linkProblem,
  numstatPaths,
  pathProblem,
  ShapeCollector
} from '../../../src/core/bundle/patch-check.js'

describe('digestProblem', () => {
  const patch = Buffer.from('diff --git a/x b/x\n')
  const sha256 = createHash('sha256').update(patch).digest('hex')
  it('accepts the bytes the bundle names', () => {
    expect(digestProblem(patch, { bytes: patch.length, sha256 })).toBeUndefined()
  })
  it('names a size or a digest that differs', () => {
    expect(digestProblem(patch, { bytes: patch.length + 1, sha256 })).toMatch(
      /19 bytes, and the bundle says 20/
    )
    expect(
      digestProblem(Buffer.from('diff --git a/y b/y\n'), { bytes: patch.length, sha256 })
    ).toMatch(/SHA-256 is [0-9a-f]{64}, and the bundle says/)
  })
})

describe('pathProblem', () => {
  it.each([
    'a.txt',
    'src/x/y.ts',
    '.github/dependabot.yml',
    '.gitignore',
    '.gitattributes',
    'a..b',
    'x/.git-keep'
  ])('accepts %s', (p) => {
    expect(pathProblem(p)).toBeUndefined()
  })
  it.each([
    ['../x', /leaves the repository/],
    ['a/../../x', /leaves the repository/],
    ['a\\..\\x', /leaves the repository/],
    ['/etc/passwd', /absolute/],
    ['C:/x', /absolute/],
    ['\\\\server\\x', /absolute/],
    ['.git/config', /inside \.git/],
    ['sub/.GIT/hooks/x', /inside \.git/],
    ['.git./config', /inside \.git/],
    ['.git /config', /inside \.git/],
    ['GIT~1/config', /inside \.git/],
    ['.g\u200cit/config', /inside \.git/],
    ['a//b', /plain form/],
    ['./a', /plain form/],
    ['a\nb', /control character/],
    ['', /empty/]
  ])('refuses %j', (p, why) => {
    expect(pathProblem(p)).toMatch(why)
  })
})

describe('linkProblem', () => {
  it.each([
    ['lib/link', '../a.txt'],
    ['link', 'lib/b.txt'],
    ['a/b/link', '../../c/./d']
  ])('accepts %s → %s', (link, target) => {
    expect(linkProblem(link, target)).toBeUndefined()
  })
  it.each([
    ['link', '../outside', /outside the repository/],
    ['a/link', '../../x', /outside the repository/],
    ['link', '/etc/passwd', /absolute/],
    ['link', '', /absolute/],
    ['link', 'lib/../.git/config', /into \.git/],
    ['link', '.GIT', /into \.git/]
  ])('refuses %s → %s', (link, target, why) => {
    expect(linkProblem(link, target)).toMatch(why)
  })
})

describe('numstatPaths', () => {
  it('reads plain records and renames (two names)', () => {
    expect(numstatPaths('1\t0\ta.txt\0-\t-\tbin.dat\x003\t1\t\0old name\0new\tname\0')).toEqual([
      'a.txt',
      'bin.dat',
      'old name',
      'new\tname'
    ])
    expect(numstatPaths('')).toEqual([])
  })
})

describe('ShapeCollector', () => {
  const token = 'ghp_' + 'A1b2C3d4'.repeat(5)
  it('finds a token cut across chunks, once and whole', () => {
    const c = new ShapeCollector()
    const text = 'x'.repeat(20000) + ` key=${token} ` + 'y'.repeat(20000)
    const at = text.indexOf(token) + 10
    for (const [from, to] of [
      [0, at],
      [at, at + 7],
      [at + 7, text.length]
    ] as const)
      c.push(text.slice(from, to))
    c.end()
    expect([...c.found]).toEqual([token])
  })
  it('finds a token at the very end, and none in plain text', () => {
    const c = new ShapeCollector()
    c.push(`last ${token}`)
    c.end()
    expect([...c.found]).toEqual([token])
    const none = new ShapeCollector()
    none.push('task-runner ghp_short sk-no')
    none.end()
    expect(none.found.size).toBe(0)
  })
})
