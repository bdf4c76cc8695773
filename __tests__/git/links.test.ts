/**
 * fileLinks (src/git/links.ts), against a real repository: links only to files that exist at the
 * job's commit, each path percent-encoded segment by segment, none for paths outside the
 * repository or without a repository, commit or usable sha.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { fileLinks } from '../../src/git/links.js'
import { Repos } from '../../src/git/git.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { git, tempDir } from '../support/helpers.js'

function repo(): { root: string; sha: string } {
  const root = path.join(tempDir('caa-links-'), 'repo')
  fs.mkdirSync(path.join(root, 'src', 'a dir'), { recursive: true })
  fs.writeFileSync(path.join(root, 'src', 'a dir', 'x#1.ts'), 'x\n')
  fs.writeFileSync(path.join(root, 'README.md'), 'r\n')
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'one')
  return { root, sha: git(root, 'rev-parse', 'HEAD') }
}

const runner = (sha: string, o: Record<string, string> = {}) =>
  readRunnerEnv({
    ...process.env,
    GITHUB_SERVER_URL: 'https://ghe.example',
    GITHUB_REPOSITORY: 'octo/demo',
    GITHUB_SHA: sha,
    ...o
  })

describe('fileLinks', () => {
  it('links files that exist at the commit, encoded, relative to the working directory', () => {
    const { root, sha } = repo()
    // Created after the commit: not at the commit, so no link.
    fs.writeFileSync(path.join(root, 'src', 'new.ts'), 'n\n')
    const links = fileLinks(
      new Repos(),
      ['a dir/x#1.ts', 'new.ts', '../README.md', 'gone.ts'],
      path.join(root, 'src'),
      runner(sha)
    )
    expect([...links]).toEqual([
      ['a dir/x#1.ts', `https://ghe.example/octo/demo/blob/${sha}/src/a%20dir/x%231.ts`],
      ['../README.md', `https://ghe.example/octo/demo/blob/${sha}/README.md`]
    ])
  })

  it('links nothing outside the repository', () => {
    const { root, sha } = repo()
    expect(
      fileLinks(new Repos(), ['../../etc/passwd', '/etc/passwd'], root, runner(sha)).size
    ).toBe(0)
  })

  it('links nothing without a repository name, or with a sha that is not one', () => {
    const { root, sha } = repo()
    expect(
      fileLinks(new Repos(), ['README.md'], root, runner(sha, { GITHUB_REPOSITORY: '' })).size
    ).toBe(0)
    expect(fileLinks(new Repos(), ['README.md'], root, runner('HEAD')).size).toBe(0)
    expect(fileLinks(new Repos(), ['README.md'], tempDir(), runner(sha)).size).toBe(0)
  })

  it('links nothing when the commit is not in the repository', () => {
    const { root } = repo()
    expect(fileLinks(new Repos(), ['README.md'], root, runner('f'.repeat(40))).size).toBe(0)
  })
})
