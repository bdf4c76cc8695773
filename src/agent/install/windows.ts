/**
 * The CLI as Cursor's Windows installer lays it out (docs/platforms.md says where this is known
 * from): `%LOCALAPPDATA%\cursor-agent\` holds the shims `cursor-agent.cmd`, `cursor-agent.ps1`
 * and their `agent.*` copies, and `versions\<build>\` each build's `dist-package` folder, whose
 * `node.exe` runs its `index.js`. The action never starts a shim: Node refuses to spawn a `.cmd`
 * without a shell, and `cmd.exe` would mangle a prompt of several lines. It starts the newest
 * build's `node.exe` with its `index.js`, as the shims do.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Cli } from './probe.js'

/** The names `base` has on Windows, in the order PATH's extensions find them. */
export function windowsNames(base: string): string[] {
  return [`${base}.exe`, `${base}.cmd`, `${base}.ps1`]
}

/** Where Cursor's Windows installer puts the CLI. */
export function windowsInstallDir(env: NodeJS.ProcessEnv, home: string): string {
  const local = env.LOCALAPPDATA ?? ''
  return path.join(local !== '' ? local : path.join(home, 'AppData', 'Local'), 'cursor-agent')
}

const SHIM = /\.(cmd|bat|ps1)$/i

/**
 * What to start for the CLI found at `file` on Windows: a shim's newest complete build (its
 * `node.exe` with its `index.js`), a `node.exe` with the `index.js` beside it, or another `.exe`
 * as it is. Undefined for a shim with no complete build beside it.
 */
export function windowsProgram(file: string): Pick<Cli, 'path' | 'prefix'> | undefined {
  if (path.basename(file).toLowerCase() === 'node.exe') return bundled(path.dirname(file))
  if (!SHIM.test(file)) return { path: file }
  const dir = path.dirname(file)
  for (const build of newestFirst(path.join(dir, 'versions'))) {
    const found = bundled(path.join(dir, 'versions', build))
    if (found !== undefined) return found
  }
  // A shim inside a build's own folder (an unpacked `dist-package`).
  return bundled(dir)
}

/** `node.exe` and `index.js` of a build's folder, when both are files. */
function bundled(dir: string): Pick<Cli, 'path' | 'prefix'> | undefined {
  const node = path.join(dir, 'node.exe')
  const index = path.join(dir, 'index.js')
  return isFile(node) && isFile(index) ? { path: node, prefix: [index] } : undefined
}

/**
 * The build folders' names, newest first: `YYYY.MM.DD-hash` (some with a time after the date)
 * compared number by number, as the installer's own shim picks its build.
 */
function newestFirst(versions: string): string[] {
  let names: string[]
  try {
    names = fs
      .readdirSync(versions, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
  } catch {
    return []
  }
  return names.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}
