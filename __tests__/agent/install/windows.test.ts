/**
 * The CLI on Windows, tested on Linux with the platform handed in (src/agent/install/windows.ts,
 * src/agent/install/cli.ts): a `cursor-agent.cmd` or `.ps1` shim on PATH is never started, but resolved
 * to the newest complete build's `node.exe` with its `index.js` (the layout Cursor's installer
 * makes), as is a `cli-path` naming a shim; and without `cli-version` nothing is installed with a
 * script. The spawn's command line puts the `index.js` first.
 */
import { afterEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { locateCli } from '../../../src/agent/install/cli.js'
import { commandOf } from '../../../src/agent/install/probe.js'
import {
  windowsInstallDir,
  windowsNames,
  windowsProgram
} from '../../../src/agent/install/windows.js'
import { ReasonedError } from '../../../src/core/errors.js'
import type { ProbeGuard } from '../../../src/core/ports.js'
import { plainText } from '../../../src/core/said.js'
import { readRunnerEnv } from '../../../src/runner/env.js'
import { tempDir } from '../../support/helpers.js'
import { runContext } from '../../support/run-context.js'

/** Cursor's installed layout: the shims, and `versions/<build>/` for each build given. */
function installed(builds: Record<string, ('node.exe' | 'index.js')[]>): string {
  const root = path.join(tempDir('caa-win-'), 'cursor-agent')
  fs.mkdirSync(root, { recursive: true })
  for (const shim of ['cursor-agent.cmd', 'cursor-agent.ps1', 'agent.cmd'])
    fs.writeFileSync(path.join(root, shim), '@echo off\r\n', { mode: 0o755 })
  for (const [build, files] of Object.entries(builds)) {
    const dir = path.join(root, 'versions', build)
    fs.mkdirSync(dir, { recursive: true })
    for (const f of files) fs.writeFileSync(path.join(dir, f), '', { mode: 0o755 })
  }
  return root
}

const both: ('node.exe' | 'index.js')[] = ['node.exe', 'index.js']

describe('windowsProgram', () => {
  it("resolves a shim to the newest complete build's node.exe and index.js", () => {
    const root = installed({
      '2026.02.13-41ac335': both,
      '2026.10.02-aa11bb2': both,
      '2026.9.30-ffffff0': both,
      // Newer, but an update that did not finish: skipped.
      '2026.10.15-0c0c0c0': ['index.js']
    })
    const newest = path.join(root, 'versions', '2026.10.02-aa11bb2')
    const want = { path: path.join(newest, 'node.exe'), prefix: [path.join(newest, 'index.js')] }
    expect(windowsProgram(path.join(root, 'cursor-agent.cmd'))).toEqual(want)
    expect(windowsProgram(path.join(root, 'cursor-agent.ps1'))).toEqual(want)
    expect(windowsProgram(path.join(root, 'agent.CMD'))).toEqual(want)
  })

  it('takes a node.exe with its index.js beside it, another .exe as it is, and no lone shim', () => {
    const root = installed({ '2026.10.02-aa11bb2': both })
    const build = path.join(root, 'versions', '2026.10.02-aa11bb2')
    expect(windowsProgram(path.join(build, 'node.exe'))).toEqual({
      path: path.join(build, 'node.exe'),
      prefix: [path.join(build, 'index.js')]
    })
    expect(windowsProgram('C:/tools/cursor-agent.exe')).toEqual({
      path: 'C:/tools/cursor-agent.exe'
    })
    const lone = installed({})
    expect(windowsProgram(path.join(lone, 'cursor-agent.cmd'))).toBeUndefined()
  })

  it('names the CLI as Windows finds it, where the installer puts it', () => {
    expect(windowsNames('cursor-agent')).toEqual([
      'cursor-agent.exe',
      'cursor-agent.cmd',
      'cursor-agent.ps1'
    ])
    expect(windowsInstallDir({ LOCALAPPDATA: '/l' }, '/h')).toBe(path.join('/l', 'cursor-agent'))
    expect(windowsInstallDir({}, '/h')).toBe(path.join('/h', 'AppData', 'Local', 'cursor-agent'))
  })

  it('starts node.exe with index.js before the CLI arguments', () => {
    expect(commandOf({ path: 'node.exe', prefix: ['index.js'] }, ['-p', 'a\nb'])).toEqual([
      'node.exe',
      ['index.js', '-p', 'a\nb']
    ])
    expect(commandOf('/bin/cursor-agent', ['-p'])).toEqual(['/bin/cursor-agent', ['-p']])
  })
})

describe('locateCli on Windows', () => {
  const savedPath = process.env.PATH
  afterEach(() => {
    process.env.PATH = savedPath
  })

  /** The runner files' guard, as a process of the CLI meets it (runner/command-files.ts tests the rest). */
  const passThrough: ProbeGuard = (_who, probe) => probe()

  /** A run context whose platform is Windows on x64, with these inputs. */
  function windowsRun(inputs: Record<string, string>): Parameters<typeof locateCli>[0] {
    const { ctx } = runContext({ inputs: { prompt: 'x', ...inputs } })
    const env = readRunnerEnv(
      { ...ctx.env.raw, RUNNER_OS: 'Windows', RUNNER_ARCH: 'X64', LOCALAPPDATA: tempDir() },
      { platform: 'win32', arch: 'x64' }
    )
    const { settings, say, book, port, signals } = ctx
    return { settings, env, say, book, port, signals }
  }

  it('finds cursor-agent.cmd on PATH and runs its build, never the shim', async () => {
    const root = installed({ '2026.10.02-aa11bb2': both })
    process.env.PATH = `${tempDir()};${root}`
    const build = path.join(root, 'versions', '2026.10.02-aa11bb2')
    expect(await locateCli(windowsRun({}), passThrough)).toEqual({
      path: path.join(build, 'node.exe'),
      prefix: [path.join(build, 'index.js')],
      version: undefined
    })
  })

  it('resolves a cli-path naming the shim, and says so when it has no build', async () => {
    const root = installed({ '2026.10.02-aa11bb2': both })
    const build = path.join(root, 'versions', '2026.10.02-aa11bb2')
    const cli = path.join(root, 'cursor-agent.cmd')
    expect(await locateCli(windowsRun({ 'cli-path': cli }), passThrough)).toEqual({
      path: path.join(build, 'node.exe'),
      prefix: [path.join(build, 'index.js')]
    })
    const lone = path.join(installed({}), 'cursor-agent.cmd')
    const error = await locateCli(windowsRun({ 'cli-path': lone }), passThrough).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ReasonedError)
    expect((error as ReasonedError).reason).toBe('cli_not_found')
    expect((error as Error).message).toContain('a shim Node cannot start without a shell')
  })

  it('installs nothing with a script: cli-version is asked for', async () => {
    process.env.PATH = tempDir()
    const error = await locateCli(windowsRun({ install: 'true' }), passThrough).catch(
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(ReasonedError)
    expect((error as ReasonedError).reason).toBe('install_failed')
    expect((error as Error).message).toContain('set cli-version to the build to install')
  })

  it("asks a found build its --version inside the runner files' guard, as node.exe with index.js", async () => {
    const root = installed({})
    const build = path.join(root, 'versions', '2026.10.02-aa11bb2')
    fs.mkdirSync(build, { recursive: true })
    // This host's node stands in for the build's node.exe; index.js answers as the CLI would.
    fs.symlinkSync(process.execPath, path.join(build, 'node.exe'))
    fs.writeFileSync(
      path.join(build, 'index.js'),
      "console.log(process.argv[2] === '--version' ? '2026.10.02-aa11bb2' : 'asked ' + process.argv[2])\n"
    )
    process.env.PATH = root
    const asked: string[] = []
    const guard: ProbeGuard = (who, probe) => {
      asked.push(plainText(who))
      return probe()
    }
    const node = path.join(build, 'node.exe')
    const index = path.join(build, 'index.js')
    const cli = await locateCli(windowsRun({ 'cli-version': '2026.10.02-aa11bb2' }), guard)
    expect(cli).toEqual({ path: node, prefix: [index], version: '2026.10.02-aa11bb2' })
    expect(asked).toEqual([`${node} ${index} --version, which the action ran before the run,`])
  })
})
