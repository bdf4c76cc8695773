/**
 * Unpacking the Windows CLI's zip (src/agent/install/zip.ts) in process, on zips written byte by byte
 * (archive-server.ts `zip`): Cursor's Windows package is unpacked as it is; a path out, a link, a
 * special file, a name given twice, too many bytes or entries, and an encrypted entry are refused
 * whole, and leave nothing behind. The end-to-end tests (platforms.test.ts) run the same zips
 * through dist/index.js with RUNNER_OS=Windows.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ArchiveError } from '../../../src/agent/install/archive.js'
import { unpackZip } from '../../../src/agent/install/zip.js'
import { windowsPackage, zip, type TarEntry } from '../../support/archive-server.js'
import { tempDir } from '../../support/helpers.js'

const BUILD = '2026.09.28-5f2c1ab'

async function unpacked(
  entries: readonly TarEntry[],
  limits?: Parameters<typeof unpackZip>[2],
  bytes = zip(entries)
): Promise<{ dest: string; error?: unknown; sha256?: string; bytes: Buffer; dir: string }> {
  const dir = tempDir()
  const file = path.join(dir, 'agent-cli-package.zip')
  fs.writeFileSync(file, bytes)
  const dest = path.join(dir, 'out')
  try {
    return { dir, dest, bytes, sha256: await unpackZip(file, dest, limits) }
  } catch (error) {
    return { dir, dest, bytes, error }
  }
}

describe('unpackZip', () => {
  it("unpacks Cursor's Windows package: node.exe, index.js, the shim, the digest", async () => {
    const { dest, error, sha256, bytes } = await unpacked([
      ...windowsPackage(BUILD),
      { path: 'dist-package/setuid', mode: 0o4755, body: 'x' },
      { path: 'dist-package/made-on-windows.txt', body: 'dos', dos: true },
      { path: 'dist-package/sub/', type: 'dir', dos: true }
    ])
    expect(error).toBeUndefined()
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    const node = path.join(dest, 'dist-package', 'node.exe')
    expect(fs.readFileSync(node, 'utf8')).toContain('exec ')
    expect(fs.statSync(node).mode & 0o777).toBe(0o755)
    expect(fs.readFileSync(path.join(dest, 'dist-package', 'index.js'), 'utf8')).toBe(
      '// the CLI\n'
    )
    expect(fs.existsSync(path.join(dest, 'dist-package', 'cursor-agent.cmd'))).toBe(true)
    // Permission bits only: no set-user-id from a download.
    expect(fs.statSync(path.join(dest, 'dist-package', 'setuid')).mode & 0o7777).toBe(0o755)
    expect(fs.readFileSync(path.join(dest, 'dist-package', 'made-on-windows.txt'), 'utf8')).toBe(
      'dos'
    )
    expect(fs.statSync(path.join(dest, 'dist-package', 'sub')).isDirectory()).toBe(true)
  })

  it.each([
    ['a relative path out', { path: '../escaped-zip', body: 'x' }, 'escaped-zip'],
    ['a path out in the middle', { path: 'dist-package/../../escaped-zip', body: 'x' }, ''],
    ['an absolute path', { path: '/tmp/escaped-zip-abs', body: 'x' }, ''],
    ['a drive letter', { path: 'C:/escaped', body: 'x' }, ''],
    ['a backslash', { path: 'dist-package\\..\\..\\escaped', body: 'x' }, ''],
    ['an alternate data stream', { path: 'dist-package/node.exe:hidden', body: 'x' }, ''],
    ['a link out', { path: 'dist-package/etc', type: 'symlink', target: '/etc' }, ''],
    ['a link inside', { path: 'dist-package/version', type: 'symlink', target: 'index.js' }, ''],
    ['a device', { path: 'dist-package/null', type: 'char' }, ''],
    ['a FIFO', { path: 'dist-package/pipe', type: 'fifo' }, ''],
    ['a name given twice in another case', { path: 'dist-package/NODE.EXE', body: 'x' }, ''],
    ['a bomb: sizes that add up past 4 GiB', { path: 'big', body: 'x', statedSize: 0xfffffffe }, '']
  ] as const)('refuses the whole zip: %s', async (_name, bad, escaped) => {
    const entries: TarEntry[] = [...windowsPackage(BUILD), bad]
    if (bad.path === 'big') entries.push({ path: 'big2', body: 'y', statedSize: 0xfffffffe })
    const { dest, error, dir } = await unpacked(entries)
    expect(error).toBeInstanceOf(ArchiveError)
    expect((error as Error).message).toMatch(/^the archive was refused: /)
    expect(fs.existsSync(dest)).toBe(false)
    if (escaped !== '') expect(fs.existsSync(path.join(dir, escaped))).toBe(false)
    expect(fs.existsSync('/tmp/escaped-zip-abs')).toBe(false)
  })

  it('names the entry and the rule it broke', async () => {
    const link = await unpacked([
      ...windowsPackage(BUILD),
      { path: 'dist-package/etc', type: 'symlink', target: '/etc' }
    ])
    expect((link.error as Error).message).toContain(
      '"dist-package/etc": a link (the Windows archive holds none)'
    )
    const twice = await unpacked([...windowsPackage(BUILD), { path: 'Dist-Package/Index.js' }])
    expect((twice.error as Error).message).toContain(
      '"Dist-Package/Index.js": its path is given twice (in one case or another)'
    )
    const stream = await unpacked([
      ...windowsPackage(BUILD),
      { path: 'dist-package/a:b', body: 'x' }
    ])
    expect((stream.error as Error).message).toContain(
      '"dist-package/a:b": its path leaves the folder'
    )
  })

  it('refuses more bytes or entries than its limits, before writing anything', async () => {
    const bytes = await unpacked(windowsPackage(BUILD), { maxBytes: 50 })
    expect((bytes.error as Error).message).toContain('more than 50 bytes unpacked')
    expect(fs.existsSync(bytes.dest)).toBe(false)
    const count = await unpacked(windowsPackage(BUILD), { maxEntries: 2 })
    expect((count.error as Error).message).toContain('more than 2 entries')
    expect(fs.existsSync(count.dest)).toBe(false)
  })

  it('refuses an entry whose bytes are more than it states (yauzl checks as it inflates)', async () => {
    const { error, dest } = await unpacked([
      ...windowsPackage(BUILD),
      { path: 'dist-package/liar', body: 'x'.repeat(5000), statedSize: 10 }
    ])
    expect(error).toBeInstanceOf(ArchiveError)
    expect(fs.existsSync(dest)).toBe(false)
  })

  it('refuses what is not a zip', async () => {
    const { error, dest } = await unpacked([], undefined, Buffer.from('not a zip at all'))
    expect(error).toBeInstanceOf(ArchiveError)
    expect(fs.existsSync(dest)).toBe(false)
  })
})
