/**
 * The install inputs (src/runner/install-inputs.ts): cli-path an executable file, URLs http(s)
 * and plain HTTP only to this machine where nothing pins what arrives, cli-version a build,
 * cli-sha256 a digest that goes with a build and an install.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { readInstallInputs } from '../../src/runner/install-inputs.js'
import { InputReader } from '../../src/runner/input-reader.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { plainText } from '../../src/core/said.js'
import { tempDir } from '../support/helpers.js'

const ws = tempDir()
const SHA = 'a'.repeat(64)
const BUILD = '2026.09.02-c22c1a3'

function read(inputs: Record<string, string>) {
  const r = new InputReader((n) => inputs[n] ?? '', readRunnerEnv({ GITHUB_WORKSPACE: ws }))
  const settings = readInstallInputs(r)
  return { settings, problems: r.problems.map(plainText) }
}

describe('readInstallInputs', () => {
  it("takes action.yml's defaults, the download URL without its trailing slash", () => {
    expect(read({}).settings).toEqual({
      cliPath: '',
      install: true,
      installerUrl: 'https://cursor.com/install',
      cliVersion: '',
      cliSha256: '',
      cliDownloadUrl: 'https://downloads.cursor.com/lab'
    })
    expect(
      read({ 'cli-download-url': 'https://mirror.example/cli//' }).settings.cliDownloadUrl
    ).toBe('https://mirror.example/cli')
  })

  it('resolves cli-path from the workspace and wants an executable file there', () => {
    const cli = path.join(ws, 'agent')
    fs.writeFileSync(cli, '#!/bin/sh\n', { mode: 0o755 })
    fs.writeFileSync(path.join(ws, 'plain'), '', { mode: 0o644 })
    expect(read({ 'cli-path': 'agent' })).toEqual({
      settings: expect.objectContaining({ cliPath: cli }),
      problems: []
    })
    expect(read({ 'cli-path': 'plain' }).problems).toEqual([
      `Input "cli-path" is not an executable file: ${JSON.stringify(path.join(ws, 'plain'))} (EACCES).`
    ])
    expect(read({ 'cli-path': '.' }).problems[0]).toContain('is not an executable file')
  })

  it('takes plain HTTP to this machine only, unless a digest pins the archive', () => {
    expect(read({ 'installer-url': 'http://127.0.0.1:8080/install' }).problems).toEqual([])
    expect(read({ 'installer-url': 'http://mirror.example/install' }).problems[0]).toContain(
      'Input "installer-url" is a plain-HTTP URL, "http://mirror.example/install"'
    )
    expect(read({ 'cli-download-url': 'http://mirror.example/lab' }).problems[0]).toContain(
      'Input "cli-download-url" is a plain-HTTP URL'
    )
    expect(
      read({
        'cli-download-url': 'http://mirror.example/lab',
        'cli-version': BUILD,
        'cli-sha256': SHA
      }).problems
    ).toEqual([])
    expect(read({ 'installer-url': 'ftp://x' }).problems).toEqual([
      'Input "installer-url" must be an http(s) URL, got "ftp://x".'
    ])
  })

  it('wants cli-version as a build and cli-sha256 as a digest that goes with one', () => {
    expect(read({ 'cli-version': 'latest' }).problems[0]).toContain(
      'Input "cli-version" must be a Cursor CLI build'
    )
    expect(read({ 'cli-sha256': 'abc', 'cli-version': BUILD }).problems[0]).toContain(
      'Input "cli-sha256" must be the archive\'s sha256 as 64 hexadecimal digits'
    )
    expect(read({ 'cli-sha256': SHA }).problems[0]).toContain('set "cli-version" to that build too')
    expect(read({ 'cli-sha256': SHA.toUpperCase(), 'cli-version': BUILD }).settings.cliSha256).toBe(
      SHA
    )
    expect(
      read({ 'cli-sha256': SHA, 'cli-version': BUILD, install: 'false' }).problems[0]
    ).toContain('and "install" is false')
  })
})
