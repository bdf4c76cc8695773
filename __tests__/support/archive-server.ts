/**
 * A loopback stand-in for Cursor's download host (`cli-download-url`; downloads.cursor.com/lab in
 * production), for the end-to-end tests of the pinned install and for the bench. It serves
 * `/<build>/<linux|darwin>/<arch>/agent-cli-package.tar.gz` as a real gzipped tar, written here
 * byte by byte (ustar), and `/<build>/windows/<arch>/agent-cli-package.zip` as a zip written the
 * same way, so a test can also serve what no archiver would make (a `..` path, a link out, a
 * device, a size that lies). The default package is `cliPackage(build)`:
 * `dist-package/cursor-agent`, a wrapper of fake/cursor-agent whose `--version` prints the build,
 * beside a file and a link inside the folder, as Cursor's package has more than the one
 * executable; for Windows `windowsPackage(build)`, Cursor's layout with a `node.exe` that is a
 * shell script here (Linux cannot run the real one).
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
  /** A zip's entry: the size it states, when it lies (a bomb's header). */
  statedSize?: number
  /** A zip's entry made on DOS/Windows (no Unix mode in its attributes); default Unix. */
  dos?: boolean
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

const S_IF = {
  file: 0o100000,
  dir: 0o040000,
  symlink: 0o120000,
  link: 0o100000,
  char: 0o020000,
  fifo: 0o010000
}

/**
 * A zip of the entries, in order: deflated files, stored folders and links (a link's body is its
 * target, as Info-ZIP writes one), each with a Unix mode in its attributes unless `dos`.
 */
export function zip(entries: readonly TarEntry[]): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const type = e.type ?? 'file'
    const raw = Buffer.from(
      type === 'symlink' ? (e.target ?? '') : type === 'file' ? (e.body ?? '') : ''
    )
    const deflate = type === 'file'
    const data = deflate ? zlib.deflateRawSync(raw) : raw
    const name = Buffer.from(e.path, 'utf8')
    const crc = zlib.crc32(raw)
    const size = e.statedSize ?? raw.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(deflate ? 8 : 0, 8)
    local.writeUInt16LE(0, 10)
    local.writeUInt16LE(33, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28)
    const mode = (S_IF[type] | (e.mode ?? (type === 'dir' ? 0o755 : 0o644))) >>> 0
    const head = Buffer.alloc(46)
    head.writeUInt32LE(0x02014b50, 0)
    head.writeUInt16LE(e.dos === true ? 20 : (3 << 8) | 20, 4)
    head.writeUInt16LE(20, 6)
    head.writeUInt16LE(0x0800, 8)
    head.writeUInt16LE(deflate ? 8 : 0, 10)
    head.writeUInt16LE(0, 12)
    head.writeUInt16LE(33, 14)
    head.writeUInt32LE(crc, 16)
    head.writeUInt32LE(data.length, 20)
    head.writeUInt32LE(size, 24)
    head.writeUInt16LE(name.length, 28)
    head.writeUInt32LE(e.dos === true ? (type === 'dir' ? 0x10 : 0) : (mode << 16) >>> 0, 38)
    head.writeUInt32LE(offset, 42)
    locals.push(local, name, data)
    central.push(head, name)
    offset += local.length + name.length + data.length
  }
  const dir = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, dir, end])
}

/**
 * Cursor's Windows package as the tests know it (the layout of docs/platforms.md):
 * `dist-package/` with `node.exe`, `index.js` and the `cursor-agent.cmd` shim. `node.exe` is a
 * shell script standing in for Node: it appends the `index.js` it was given to FAKE_NODE_LOG
 * when set, then runs fake/cursor-agent with the rest of its arguments.
 */
export function windowsPackage(build: string): TarEntry[] {
  const fake = path.join(FAKE_DIR, 'cursor-agent')
  return [
    { path: 'dist-package/', type: 'dir' },
    {
      path: 'dist-package/node.exe',
      mode: 0o755,
      body: `#!/bin/sh\n[ -n "$FAKE_NODE_LOG" ] && echo "$1" >> "$FAKE_NODE_LOG"\nshift\nFAKE_CURSOR_VERSION='${build}' exec '${fake}' "$@"\n`
    },
    { path: 'dist-package/index.js', body: '// the CLI\n' },
    {
      path: 'dist-package/cursor-agent.cmd',
      body: '@echo off\r\n"%~dp0node.exe" "%~dp0index.js" %*\r\n'
    }
  ]
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
  /** What the archive holds for a build and OS; replace it to serve another archive. */
  entries: (build: string, os: string) => TarEntry[]
  /** The bytes served for the build and OS (built once each, from `entries`): a zip for Windows. */
  archive(build: string, os?: string): Buffer
  sha256(build: string, os?: string): string
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

const ARCHIVE_PATH =
  /^\/lab\/([^/]+)\/(?:(linux|darwin)\/(?:x64|arm64)\/agent-cli-package\.tar\.gz|(windows)\/(?:x64|arm64)\/agent-cli-package\.zip)$/

export async function startArchiveServer(): Promise<ArchiveServer> {
  // Built once a build, for each `entries` function a test puts in place.
  const built = new WeakMap<ArchiveServer['entries'], Map<string, Buffer>>()
  const sockets = new Set<import('node:net').Socket>()
  const s: ArchiveServer = {
    url: '',
    requests: [],
    faults: { stalls: 0, errors: 0, status: 503, wrongBody: false },
    entries: (build, os) => (os === 'windows' ? windowsPackage(build) : cliPackage(build)),
    archive(build, os = 'linux') {
      const mine = built.get(s.entries) ?? new Map<string, Buffer>()
      built.set(s.entries, mine)
      let bytes = mine.get(`${os}/${build}`)
      if (bytes === undefined) {
        const entries = s.entries(build, os)
        bytes = os === 'windows' ? zip(entries) : tarGz(entries)
        mine.set(`${os}/${build}`, bytes)
      }
      return bytes
    },
    sha256: (build, os) => createHash('sha256').update(s.archive(build, os)).digest('hex'),
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
    const os = m[2] ?? m[3] ?? 'linux'
    let body = s.archive(m[1] ?? '', os)
    if (s.faults.wrongBody) body = tarGz(cliPackage('2001.01.01-0bad0bad'))
    res.writeHead(200, {
      'content-type': os === 'windows' ? 'application/zip' : 'application/gzip',
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
