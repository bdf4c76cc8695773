import path from 'node:path'

const WINDOWS_ABSOLUTE = /^[A-Za-z]:[\\/]|^\\\\/

/** True when a path or cwd is in Windows form (drive letter or UNC), whatever the host OS is. */
function isWindowsPath(p: string): boolean {
  return WINDOWS_ABSOLUTE.test(p)
}

/**
 * A path as a reviewer wants to read it: relative to the workspace when it is inside it, with
 * forward slashes, without a leading `./`. Paths outside the workspace stay absolute. Windows
 * paths (`D:\repo\src\a.ts`, `.\src\a.ts`) are handled on any host, since streams recorded on
 * Windows are replayed anywhere.
 */
export function workspacePath(p: string, root: string | undefined): string {
  if (p === '') return p
  const windows = isWindowsPath(p) || (root !== undefined && isWindowsPath(root))
  const lib = windows ? path.win32 : path.posix
  let out = p
  if (root !== undefined && root !== '' && lib.isAbsolute(p)) {
    const rel = lib.relative(root, p)
    if (rel === '') return '.'
    if (!rel.startsWith('..') && !lib.isAbsolute(rel)) out = rel
  } else if (!lib.isAbsolute(p)) {
    out = lib.normalize(p)
  }
  if (windows) out = out.replace(/\\/g, '/')
  return out.replace(/^(\.\/)+/, '')
}
