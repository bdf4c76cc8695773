/**
 * The hosted-runner tests start the action and the CLI as another user (`nobody` when the tests
 * run as root), as a hosted runner does. That user must reach what it runs: a clone in root's
 * home folder (mode 700 in most containers) or in a `mktemp -d` folder is out of its reach, and
 * so is a node installed inside the clone (CI's node 24). This module hands such tests a copy of
 * dist/ and of node in a folder the user can enter, made once per test file, and says in one line
 * what is wrong when even the system's temp folder is out of reach.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DIST, tempDir } from './helpers.js'

/** Who runs the action and the CLI: nobody (65534) when we are root, else ourselves. */
export const AS = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined

/** Whether the user the action runs as can read `file` (and so enter every folder above it). */
function reaches(file: string): boolean {
  if (AS === undefined) return true
  const r = spawnSync('/bin/sh', ['-c', 'test -r "$1"', 'sh', file], { ...AS, stdio: 'ignore' })
  return r.status === 0
}

let copies: { dist: string; node: string } | undefined

function reachableCopies(): { dist: string; node: string } {
  if (copies !== undefined) return copies
  const probe = tempDir('caa-reach-')
  fs.chmodSync(probe, 0o755)
  if (!reaches(probe))
    throw new Error(
      `The hosted-runner tests run the action as uid ${AS?.uid ?? '?'}, which cannot enter the temp folder ${os.tmpdir()}: set TMPDIR to a folder it can enter (TMPDIR=/tmp npm test).`
    )
  const dist = reaches(DIST) ? DIST : copyDist(probe)
  const node = reaches(process.execPath) ? process.execPath : copyNode(probe)
  copies = { dist, node }
  return copies
}

function copyDist(into: string): string {
  const to = path.join(into, 'dist')
  fs.cpSync(path.dirname(DIST), to, { recursive: true })
  openUp(to)
  return path.join(to, 'index.js')
}

function copyNode(into: string): string {
  const bin = path.join(into, 'node-bin')
  fs.mkdirSync(bin, { mode: 0o755 })
  const to = path.join(bin, 'node')
  fs.copyFileSync(process.execPath, to, fs.constants.COPYFILE_FICLONE)
  fs.chmodSync(to, 0o755)
  return to
}

function openUp(p: string): void {
  const st = fs.lstatSync(p)
  fs.chmodSync(p, st.isDirectory() ? 0o755 : 0o644)
  if (st.isDirectory()) for (const n of fs.readdirSync(p)) openUp(path.join(p, n))
}

/** dist/index.js where the action's user can run it: the repository's own, or a copy. */
export function reachableDist(): string {
  return reachableCopies().dist
}

/** The node the action's user can run: this one, or a copy. */
export function reachableNode(): string {
  return reachableCopies().node
}
