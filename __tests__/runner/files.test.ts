/**
 * The post-run integrity check (src/runner/files.ts) puts the runner's command files back,
 * whatever the agent left.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { checkRunnerFiles, snapshotRunnerFiles } from '../../src/runner/files.js'
import { tempDir } from '../support/helpers.js'

describe('integrity check', () => {
  it('restores a command file the agent replaced with a link to a FIFO, without blocking', () => {
    const dir = tempDir()
    const envFile = path.join(dir, 'github_env')
    fs.writeFileSync(envFile, 'KEEP=1\n')
    const snapshot = snapshotRunnerFiles(readRunnerEnv({ GITHUB_ENV: envFile }))
    const fifo = path.join(dir, 'fifo')
    execFileSync('mkfifo', [fifo])
    fs.rmSync(envFile)
    fs.symlinkSync(fifo, envFile)
    const started = Date.now()
    const findings = checkRunnerFiles(snapshot)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(findings.map((f) => f.target)).toEqual(['GITHUB_ENV'])
    expect(findings[0]?.message).toContain('was removed before the runner could read it')
    expect(fs.lstatSync(envFile).isFile()).toBe(true)
    expect(fs.readFileSync(envFile, 'utf8')).toBe('KEEP=1\n')
  })

  it('restores a command file the agent appended to', () => {
    const dir = tempDir()
    const envFile = path.join(dir, 'github_env')
    fs.writeFileSync(envFile, '')
    const snapshot = snapshotRunnerFiles(readRunnerEnv({ GITHUB_ENV: envFile }))
    fs.appendFileSync(envFile, 'NODE_OPTIONS=--require=/tmp/x.js\n')
    expect(checkRunnerFiles(snapshot).map((f) => f.target)).toEqual(['GITHUB_ENV'])
    expect(fs.readFileSync(envFile, 'utf8')).toBe('')
  })
})
