/**
 * Unpacking the CLI's archive (src/agent/install/archive.ts) in process, on archives written byte by
 * byte (archive-server.ts): what Cursor's package holds is unpacked as it is; every way out of
 * the folder is refused and leaves nothing behind. The end-to-end tests (install.test.ts) run the
 * plainer cases through dist/index.js.
 */
import { describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ArchiveError, unpack } from '../../../src/agent/install/archive.js'
import { cliPackage, tarGz, type TarEntry } from '../../support/archive-server.js'
import { tempDir } from '../../support/helpers.js'

async function unpacked(
  entries: TarEntry[]
): Promise<{ dest: string; error?: unknown; sha256?: string; bytes: Buffer }> {
  const dir = tempDir()
  const file = path.join(dir, 'a.tar.gz')
  const bytes = tarGz(entries)
  fs.writeFileSync(file, bytes)
  const dest = path.join(dir, 'out')
  try {
    return { dest, bytes, sha256: await unpack(file, dest) }
  } catch (error) {
    return { dest, bytes, error }
  }
}

describe('unpack', () => {
  it("unpacks Cursor's package: the executable runnable, a link inside kept, the digest", async () => {
    const { dest, error, sha256, bytes } = await unpacked([
      ...cliPackage('2026.09.28-5f2c1ab'),
      { path: 'dist-package/setuid', mode: 0o4755, body: 'x' }
    ])
    expect(error).toBeUndefined()
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    const exe = path.join(dest, 'dist-package', 'cursor-agent')
    expect(fs.statSync(exe).mode & 0o111).not.toBe(0)
    expect(fs.readlinkSync(path.join(dest, 'dist-package', 'version'))).toBe('package.json')
    // No set-user-id bit from a download.
    expect(fs.statSync(path.join(dest, 'dist-package', 'setuid')).mode & 0o7000).toBe(0)
  })

  it.each([
    [
      'a chain of links that each look inside',
      [
        { path: 'a/', type: 'dir' },
        { path: 'a/b', type: 'symlink', target: '..' },
        { path: 'c', type: 'symlink', target: 'a/b/..' }
      ],
      'it resolves out of the folder'
    ],
    [
      'a dangling chain out',
      [
        { path: 'a/', type: 'dir' },
        { path: 'a/b', type: 'symlink', target: '..' },
        { path: 'c', type: 'symlink', target: 'a/b/../missing' }
      ],
      'it resolves out of the folder'
    ],
    [
      'a hard link out',
      [{ path: 'h', type: 'link', target: '../x' }],
      'it links out of the folder'
    ],
    [
      'a hard link through a link',
      [
        { path: 'd/', type: 'dir' },
        { path: 'd/f', body: 'x' },
        { path: 's', type: 'symlink', target: 'd' },
        { path: 'h', type: 'link', target: 's/f' }
      ],
      'it links through another link'
    ],
    [
      'a file through a link',
      [
        { path: 'd/', type: 'dir' },
        { path: 's', type: 'symlink', target: 'd' },
        { path: 's/evil', body: 'x' }
      ],
      'its path goes through a link'
    ],
    ['a path with .. inside', [{ path: 'd/../../x', body: 'x' }], 'its path leaves the folder']
  ] as [string, TarEntry[], string][])(
    'refuses %s, leaving nothing',
    async (_name, entries, why) => {
      const { dest, error } = await unpacked(entries)
      expect(error).toBeInstanceOf(ArchiveError)
      expect(String(error)).toContain(why)
      expect(fs.existsSync(dest)).toBe(false)
      expect(fs.existsSync(path.join(path.dirname(dest), 'x'))).toBe(false)
    }
  )

  it('refuses what is not a gzipped tar', async () => {
    const dir = tempDir()
    const file = path.join(dir, 'a.tar.gz')
    fs.writeFileSync(file, 'not an archive')
    const dest = path.join(dir, 'out')
    await expect(unpack(file, dest)).rejects.toThrow(ArchiveError)
    expect(fs.existsSync(dest)).toBe(false)
  })
})
