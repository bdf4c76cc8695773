/**
 * The platform as one value (src/core/platform.ts): read from the runner's RUNNER_OS and
 * RUNNER_ARCH (else Node's names), which archive and layout it means, and how a process tree is
 * ended there. Windows and macOS are tested this way, with the platform handed in.
 */
import { describe, expect, it } from '@jest/globals'
import { archiveLayout, archivePublished, killPlan, platformOf } from '../../src/core/platform.js'
import { readRunnerEnv } from '../../src/runner/env.js'

const linuxHost = { platform: 'linux' as const, arch: 'x64' }

describe('platformOf', () => {
  it.each([
    ['Linux', 'X64', 'linux', 'x64'],
    ['Linux', 'ARM64', 'linux', 'arm64'],
    ['macOS', 'ARM64', 'darwin', 'arm64'],
    ['macOS', 'X64', 'darwin', 'x64'],
    ['Windows', 'X64', 'windows', 'x64'],
    ['Windows', 'ARM64', 'windows', 'arm64'],
    ['Windows', 'X86', 'windows', 'x86']
  ])('RUNNER_OS %s and RUNNER_ARCH %s are %s/%s', (os, arch, wantOs, wantArch) => {
    expect(platformOf({ os, arch }, linuxHost)).toEqual({
      os: wantOs,
      arch: wantArch,
      host: 'linux'
    })
  })

  it("takes Node's names when the runner set none", () => {
    expect(platformOf({}, { platform: 'win32', arch: 'arm64' })).toEqual({
      os: 'windows',
      arch: 'arm64',
      host: 'win32'
    })
    expect(platformOf({ os: '', arch: '' }, { platform: 'darwin', arch: 'x64' })).toEqual({
      os: 'darwin',
      arch: 'x64',
      host: 'darwin'
    })
    expect(platformOf({}, { platform: 'freebsd', arch: 'ia32' })).toEqual({
      os: 'freebsd',
      arch: 'x86',
      host: 'freebsd'
    })
  })

  it('is read once with the runner environment, the host handed in', () => {
    const env = readRunnerEnv({ RUNNER_OS: 'Windows', RUNNER_ARCH: 'X64' }, linuxHost)
    expect(env.platform).toEqual({ os: 'windows', arch: 'x64', host: 'linux' })
    expect(Object.isFrozen(env.platform)).toBe(true)
    expect(readRunnerEnv({}).platform.host).toBe(process.platform)
  })

  it('says which platforms Cursor publishes an archive for', () => {
    const p = (os: string, arch: string): boolean => archivePublished({ os, arch, host: 'linux' })
    expect([p('linux', 'x64'), p('darwin', 'arm64'), p('windows', 'arm64')]).toEqual([
      true,
      true,
      true
    ])
    expect([p('windows', 'x86'), p('freebsd', 'x64'), p('linux', 'arm')]).toEqual([
      false,
      false,
      false
    ])
  })
})

describe('archiveLayout', () => {
  it('is the tar with dist-package/cursor-agent on Linux and macOS', () => {
    const want = {
      archive: 'agent-cli-package.tar.gz',
      program: 'dist-package/cursor-agent',
      prefix: []
    }
    expect(archiveLayout({ os: 'linux' })).toEqual(want)
    expect(archiveLayout({ os: 'darwin' })).toEqual(want)
  })

  it('is the zip with the bundled node.exe and its index.js on Windows, never the .cmd shim', () => {
    expect(archiveLayout({ os: 'windows' })).toEqual({
      archive: 'agent-cli-package.zip',
      program: 'dist-package/node.exe',
      prefix: ['dist-package/index.js']
    })
  })
})

describe('killPlan', () => {
  it('signals the process group on Linux and macOS', () => {
    expect(killPlan('linux', 4242, 'SIGTERM')).toEqual({
      kind: 'group',
      pid: -4242,
      signal: 'SIGTERM'
    })
    expect(killPlan('darwin', 7, 'SIGKILL')).toEqual({ kind: 'group', pid: -7, signal: 'SIGKILL' })
  })

  it('ends the tree with taskkill /T /F on Windows, whatever the signal', () => {
    const plan = { kind: 'command', command: 'taskkill', args: ['/T', '/F', '/PID', '4242'] }
    expect(killPlan('win32', 4242, 'SIGTERM')).toEqual(plan)
    expect(killPlan('win32', 4242, 'SIGKILL')).toEqual(plan)
  })
})
