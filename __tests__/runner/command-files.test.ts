/**
 * The integrity check (src/runner/command-files.ts) puts the runner's command files back, whatever the
 * agent, or a process of the CLI's before or after the run, left.
 */
import { readRunnerEnv } from '../../src/runner/env.js'
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Notebook } from '../../src/core/verdict/notes.js'
import { code, said } from '../../src/core/said.js'
import {
  checkRunnerFiles,
  RunnerFiles,
  snapshotRunnerFiles
} from '../../src/runner/command-files.js'
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
    expect(String(findings[0]?.message)).toBe(
      "The agent put a link in place of GITHUB_ENV, the runner's file for environment variables of later steps; it was put back as it was, so what the agent did was removed before the runner could read it."
    )
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

describe('the guard around a process of the CLI before or after the run', () => {
  it('puts back what it changed and names it, and records afresh for the next one', async () => {
    const dir = tempDir()
    const envFile = path.join(dir, 'github_env')
    fs.writeFileSync(envFile, 'KEEP=1\n')
    const book = new Notebook()
    const files = new RunnerFiles(book, readRunnerEnv({ GITHUB_ENV: envFile }))
    const who = said`${code('/bin/cursor-agent mcp list')}, which the action ran before the run,`
    const answer = await files.guard(who, () => {
      fs.appendFileSync(envFile, 'NODE_OPTIONS=--require /tmp/x.js\n')
      return Promise.resolve('listed')
    })
    expect(answer).toBe('listed')
    expect(fs.readFileSync(envFile, 'utf8')).toBe('KEEP=1\n')
    expect(book.warnings.map(String)).toEqual([
      "/bin/cursor-agent mcp list, which the action ran before the run, wrote to GITHUB_ENV, the runner's file for environment variables of later steps; it was put back as it was, so what that process did was removed before the runner could read it."
    ])
    // The action's own write between two processes is not the next one's doing.
    fs.appendFileSync(envFile, 'OURS=1\n')
    await files.guard(who, () => Promise.resolve())
    expect(fs.readFileSync(envFile, 'utf8')).toBe('KEEP=1\nOURS=1\n')
    expect(book.warnings).toHaveLength(1)
    expect(files.unrestored).toEqual([])
  })

  it('checks even when the process threw', async () => {
    const dir = tempDir()
    const pathFile = path.join(dir, 'github_path')
    fs.writeFileSync(pathFile, '')
    const book = new Notebook()
    const files = new RunnerFiles(book, readRunnerEnv({ GITHUB_PATH: pathFile }))
    await expect(
      files.guard('the install script', () => {
        fs.appendFileSync(pathFile, '/tmp/evil-bin\n')
        return Promise.reject(new Error('exited 1'))
      })
    ).rejects.toThrow('exited 1')
    expect(fs.readFileSync(pathFile, 'utf8')).toBe('')
    expect(String(book.warnings[0])).toContain('the install script wrote to GITHUB_PATH')
  })
})
