/**
 * A loopback stand-in for Cursor's download host (`cli-download-url`; downloads.cursor.com/lab in
 * production), for the end-to-end tests of the pinned install and for the bench. It serves
 * `/<build>/<os>/<arch>/agent-cli-package.tar.gz` as a real gzipped tar, written here byte by
 * byte (ustar), so a test can also serve what no tar tool would make (a `..` path, a link out, a
 * device). The default package is `cliPackage(build)`: `dist-package/cursor-agent`, a wrapper of
 * fake/cursor-agent whose `--version` prints the build, beside a file and a link inside the
 * folder, as Cursor's package has more than the one executable.
 *
 * Knobs, on `faults` (each count is used up by the requests it hits, so "a stall then success"
 * is `stalls = 1`):
 *   stalls     the next N answers send the headers and half the body, then nothing
 *   errors     the next N answers are HTTP `status` (default 503)
 *   wrongBody  every answer's body is other bytes than `archive(build)` (a mirror's other file)
 * and `entries(build)`, replaceable, gives the archive's entries. `requests` lists every path
 * asked for, so a test can say "no download happened".
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

/**
 * The repository's fake/ folder, looked for upwards from this file: not from helpers.ts, which
 * needs jest, as the bench (scripts/bench/) compiles this file alone and runs it from elsewhere.
 */
const FAKE_DIR = ((): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  while (!fs.existsSync(path.join(dir, 'fake', 'cursor-agent')) && path.dirname(dir) !== dir)
    dir = path.dirname(dir)
  return path.join(dir, 'fake')
})()

export interface TarEntry {
  /** The name in the archive, as written (nothing is normalised: `../x` stays `../x`). */
  path: string
  type?: 'file' | 'dir' | 'symlink' | 'link' | 'char' | 'fifo'
  body?: string | Buffer
  mode?: number
  /** A link's target. */
  target?: string
}

const TYPE_FLAG = { file: '0', link: '1', symlink: '2', char: '3', dir: '5', fifo: '6' }

/** A gzipped ustar archive of the entries, in order. */
export function tarGz(entries: readonly TarEntry[]): Buffer {
  const blocks: Buffer[] = []
  for (const e of entries) {
    const type = e.type ?? 'file'
    const body = type === 'file' ? Buffer.from(e.body ?? '') : Buffer.alloc(0)
    const h = Buffer.alloc(512)
    const put = (at: number, len: number, value: string): void => {
      h.write(value.slice(0, len), at, len, 'utf8')
    }
    const octal = (at: number, len: number, n: number): void => {
      put(at, len, n.toString(8).padStart(len - 1, '0') + '\0')
    }
    put(0, 100, e.path)
    octal(100, 8, e.mode ?? (type === 'dir' ? 0o755 : 0o644))
    octal(108, 8, 1000)
    octal(116, 8, 1000)
    octal(124, 12, body.length)
    octal(136, 12, 1_790_000_000)
    h.fill(' ', 148, 156)
    put(156, 1, TYPE_FLAG[type])
    put(157, 100, e.target ?? '')
    put(257, 6, 'ustar\0')
    put(263, 2, '00')
    let sum = 0
    for (const byte of h) sum += byte
    put(148, 8, sum.toString(8).padStart(6, '0') + '\0 ')
    blocks.push(h, body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return zlib.gzipSync(Buffer.concat(blocks))
}

/**
 * Cursor's package as the tests know it: `dist-package/cursor-agent` runs fake/cursor-agent with
 * FAKE_CURSOR_VERSION set to the build (FAKE_CURSOR_VERSION_FILE still wins, for a CLI that
 * changes its answer); `padBytes` adds a file of random bytes (a realistic size for the bench).
 */
export function cliPackage(build: string, padBytes = 0): TarEntry[] {
  const fake = path.join(FAKE_DIR, 'cursor-agent')
  const entries: TarEntry[] = [
    { path: 'dist-package/', type: 'dir' },
    {
      path: 'dist-package/cursor-agent',
      mode: 0o755,
      body: `#!/bin/sh\nFAKE_CURSOR_VERSION='${build}' exec '${fake}' "$@"\n`
    },
    { path: 'dist-package/package.json', body: JSON.stringify({ version: build }) + '\n' },
    { path: 'dist-package/version', type: 'symlink', target: 'package.json' }
  ]
  if (padBytes > 0) entries.push({ path: 'dist-package/payload.bin', body: randomBytes(padBytes) })
  return entries
}

export interface ArchiveServer {
  /** The base URL, as `cli-download-url` takes it. */
  url: string
  /** Every path asked for, in order. */
  requests: string[]
  faults: { stalls: number; errors: number; status: number; wrongBody: boolean }
  /** What the archive holds for a build; replace it to serve another archive. */
  entries: (build: string) => TarEntry[]
  /** The bytes served for the build (built once a build, from `entries`). */
  archive(build: string): Buffer
  sha256(build: string): string
  close(): Promise<void>
}

/** The inputs of a run pinned to `build` and installed from `server` (`cli-sha256` when given). */
export function pinnedInputs(
  server: ArchiveServer,
  build: string,
  sha256?: string
): Record<string, string> {
  return {
    prompt: 'x',
    install: 'true',
    'cli-version': build,
    'cli-download-url': server.url,
    ...(sha256 !== undefined ? { 'cli-sha256': sha256 } : {})
  }
}

const ARCHIVE_PATH = /^\/lab\/([^/]+)\/(linux|darwin)\/(x64|arm64)\/agent-cli-package\.tar\.gz$/

export async function startArchiveServer(): Promise<ArchiveServer> {
  // Built once a build, for each `entries` function a test puts in place.
  const built = new WeakMap<ArchiveServer['entries'], Map<string, Buffer>>()
  const sockets = new Set<import('node:net').Socket>()
  const s: ArchiveServer = {
    url: '',
    requests: [],
    faults: { stalls: 0, errors: 0, status: 503, wrongBody: false },
    entries: (build) => cliPackage(build),
    archive(build) {
      const mine = built.get(s.entries) ?? new Map<string, Buffer>()
      built.set(s.entries, mine)
      let bytes = mine.get(build)
      if (bytes === undefined) {
        bytes = tarGz(s.entries(build))
        mine.set(build, bytes)
      }
      return bytes
    },
    sha256: (build) => createHash('sha256').update(s.archive(build)).digest('hex'),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => {
          resolve()
        })
      })
  }
  const server = http.createServer((req, res) => {
    const url = req.url ?? ''
    s.requests.push(url)
    const m = ARCHIVE_PATH.exec(url)
    if (req.method !== 'GET' || m === null) {
      res.writeHead(404).end('not found')
      return
    }
    if (s.faults.errors > 0) {
      s.faults.errors--
      res.writeHead(s.faults.status).end('busy')
      return
    }
    let body = s.archive(m[1] ?? '')
    if (s.faults.wrongBody) body = tarGz(cliPackage('2001.01.01-0bad0bad'))
    res.writeHead(200, {
      'content-type': 'application/gzip',
      'content-length': String(body.length)
    })
    if (s.faults.stalls > 0) {
      s.faults.stalls--
      // Half the body, then silence: the socket stays open until the client gives up.
      res.write(body.subarray(0, body.length >> 1))
      return
    }
    res.end(body)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/lab`
  return s
}
