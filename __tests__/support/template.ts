/**
 * Repository fixtures built once per test file and copied for each test. Building one (an origin,
 * a seed clone with commits and pushes, a workspace clone) starts a dozen and more git processes;
 * copying the finished folder starts one a work tree. Each test still gets folders of its own,
 * the same files, refs and objects, and git metadata that names its own folders, never the
 * template's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { git, tempDir } from './helpers.js'

/**
 * Wraps `build(dir, ...args)`, which makes a fixture inside the empty folder `dir` and returns a
 * record naming paths inside it: the first call with given arguments builds it in a template
 * folder, and every call returns a fresh copy, its paths moved into the copy's folder.
 */
export function templated<A extends unknown[], R>(
  prefix: string,
  build: (dir: string, ...args: A) => R
): (...args: A) => R {
  const built = new Map<string, { from: string; value: R }>()
  return (...args: A): R => {
    const key = JSON.stringify(args)
    let template = built.get(key)
    if (template === undefined) {
      const from = tempDir(`${prefix}tpl-`)
      template = { from, value: build(from, ...args) }
      built.set(key, template)
    }
    const dir = tempDir(prefix)
    copyRepos(template.from, dir)
    return moved(template.value, template.from, dir)
  }
}

/** Copies the folder `from` (git repositories inside) to `to`, and points their metadata at `to`. */
function copyRepos(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true })
  for (const gitDir of gitDirs(to)) {
    for (const file of metadata(gitDir)) {
      const text = fs.readFileSync(file, 'utf8')
      if (text.includes(from)) fs.writeFileSync(file, text.split(from).join(to))
    }
    // The index holds each file's inode and times, which the copy changed: without a refresh,
    // git's plumbing (diff-files, diff-index) would call every tracked file modified.
    if (path.basename(gitDir) === '.git' && fs.existsSync(path.join(gitDir, 'index')))
      git(path.dirname(gitDir), 'update-index', '-q', '--refresh')
  }
}

/** Every repository's git folder under `dir`: a work tree's `.git`, or a bare repository. */
function gitDirs(dir: string): string[] {
  const found: string[] = []
  const visit = (d: string): void => {
    const names = fs.readdirSync(d)
    if (names.includes('HEAD') && names.includes('objects') && names.includes('refs')) {
      found.push(d)
      return
    }
    for (const name of names) {
      const p = path.join(d, name)
      if (fs.lstatSync(p).isDirectory()) visit(p)
    }
  }
  visit(dir)
  return found
}

/** The files of a git folder that may name a path: its config, FETCH_HEAD and reflogs. */
function metadata(gitDir: string): string[] {
  const files = ['config', 'FETCH_HEAD'].map((f) => path.join(gitDir, f)).filter(fs.existsSync)
  const logs = path.join(gitDir, 'logs')
  if (fs.existsSync(logs))
    for (const entry of fs.readdirSync(logs, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name))
  return files
}

/** `value` with every string in it that names a path under `from` moved under `to`. */
function moved<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.split(from).join(to) as T
  if (Array.isArray(value)) return value.map((v: unknown) => moved(v, from, to)) as T
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, moved(v as unknown, from, to)])
    ) as T
  return value
}
