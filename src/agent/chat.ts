/**
 * The CLI's chat of a pull request's session, kept in the Actions cache between runs, for
 * `resume: pr` (docs/ledger.md, "The PR's session"). The CLI keeps a chat on the machine that ran
 * it, in `~/.cursor/chats/<folder named after the workspace path>/<session id>/` (or under
 * `$XDG_CONFIG_HOME/cursor/chats`), so a fresh runner cannot continue a session by its id alone.
 *
 * Contract: `saveChat` (after a run) finds the folder that holds the session, packs it (regular
 * files and folders only: a link or anything else the agent left there is not followed and not
 * saved), at most `maxBytes` (50 MiB) of content, seals it (core/ledger/chat-seal.ts) and saves it under
 * one exact key. `restoreChat` (before a run) tries the exact keys of the runs that worked in the
 * session, newest first, never a prefix or a restore key; an entry that does not open with this
 * API key for this key is discarded with a warning; what opens is unpacked by agent/install/archive.ts's
 * rules, bounded, into the place it was saved from, through no link. The cache service's faults
 * are warnings; neither function throws. @actions/cache is loaded only when used (agent/install/cache.ts).
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { unpack } from './install/archive.js'
import { actionsCacheOffered, openActionsCache } from './install/cache.js'
import {
  chatCacheKey,
  chatPayload,
  isFolderName,
  openChat,
  readPayload,
  sealChat,
  type ChatBinding,
  type ChatPlace
} from '../core/ledger/chat-seal.js'
import { messageOf } from '../core/errors.js'
import { lstat, openOwnFile, readRegular, tempRoot, writeAll } from '../io/files.js'
import type { RunnerEnv } from '../core/ports.js'
import { loadTar } from './lazy.js'

/** Content of a chat folder saved at most; a larger one is not saved. */
const CHAT_MAX_BYTES = 50 * 1024 * 1024
const MAX_ENTRIES = 1000
/** Folders of workspaces under a chats root looked through at most. */
const MAX_FOLDERS = 10_000
const gzip = promisify(zlib.gzip)

export interface ChatContext {
  env: RunnerEnv
  warn: (message: string) => void
  /** Tests: a smaller bound than CHAT_MAX_BYTES. */
  maxBytes?: number
}

export type ChatSave = { saved: true; key: string; bytes: number } | { saved: false; why: string }

export type ChatRestore =
  /** The chat is on this machine already (a self-hosted runner kept it). */
  | { kind: 'present'; dir: string }
  | { kind: 'restored'; key: string; dir: string }
  | { kind: 'miss' }
  /** An entry was there but did not open (another key's, tampered, forged): not used. */
  | { kind: 'discarded'; key: string }
  | { kind: 'unavailable'; why: string }

/** The chats roots, in the order the CLI's are looked for. */
function roots(env: RunnerEnv): Record<ChatPlace['root'], string> {
  const { HOME, XDG_CONFIG_HOME } = env.raw
  const home = HOME !== undefined && HOME !== '' ? HOME : os.homedir()
  const config =
    XDG_CONFIG_HOME !== undefined && XDG_CONFIG_HOME !== ''
      ? XDG_CONFIG_HOME
      : path.join(home, '.config')
  return {
    cursor: path.join(home, '.cursor', 'chats'),
    config: path.join(config, 'cursor', 'chats')
  }
}

/** A folder itself, not a link to one. */
const isRealDir = (p: string): boolean => lstat(p)?.isDirectory() === true
const isLink = (p: string): boolean => lstat(p)?.isSymbolicLink() === true

/** The folder holding the session's chat on this machine, and its place; undefined when none. */
export function findChat(
  env: RunnerEnv,
  sessionId: string
): { dir: string; place: ChatPlace } | undefined {
  for (const [root, dir] of Object.entries(roots(env)) as [ChatPlace['root'], string][]) {
    if (!isRealDir(dir)) continue
    const folders = fs.readdirSync(dir).slice(0, MAX_FOLDERS)
    for (const folder of folders) {
      const chat = path.join(dir, folder, sessionId)
      if (isFolderName(folder) && isRealDir(path.join(dir, folder)) && isRealDir(chat))
        return { dir: chat, place: { root, folder } }
    }
  }
  return undefined
}

type Entry = { rel: string; mtime: Date } & ({ kind: 'dir' } | { kind: 'file'; data: Buffer })

/** The folder's folders and regular files (links and the rest skipped), or why not. */
function collect(dir: string, maxBytes: number): { entries: Entry[]; skipped: number } | string {
  const entries: Entry[] = []
  let skipped = 0
  let bytes = 0
  const todo = ['']
  for (let rel = todo.pop(); rel !== undefined; rel = todo.pop()) {
    for (const name of fs.readdirSync(path.join(dir, rel)).sort()) {
      const r = rel === '' ? name : `${rel}/${name}`
      const full = path.join(dir, r)
      const st = fs.lstatSync(full)
      if (entries.length >= MAX_ENTRIES) return `it has more than ${String(MAX_ENTRIES)} entries`
      if (st.isDirectory()) {
        entries.push({ rel: r, mtime: st.mtime, kind: 'dir' })
        todo.push(r)
      } else if (st.isFile()) {
        if (bytes + st.size > maxBytes) return `it holds more than ${String(maxBytes)} bytes`
        const data = readRegular(full, maxBytes - bytes)
        if (data === undefined) return `${JSON.stringify(r)} changed while it was read`
        bytes += data.length
        entries.push({ rel: r, mtime: st.mtime, kind: 'file', data })
      } else skipped++
    }
  }
  return { entries, skipped }
}

/** A gzipped tar of the entries: node-tar's headers, our own framing (no file is opened by name). */
async function pack(entries: readonly Entry[]): Promise<Buffer> {
  const { Header } = await loadTar()
  const blocks: Buffer[] = []
  for (const e of entries) {
    const header = new Header({
      path: e.kind === 'dir' ? `${e.rel}/` : e.rel,
      type: e.kind === 'dir' ? 'Directory' : 'File',
      mode: e.kind === 'dir' ? 0o700 : 0o600,
      size: e.kind === 'dir' ? 0 : e.data.length,
      mtime: e.mtime,
      uid: 0,
      gid: 0
    })
    // A name too long for a plain header would need a pax one: such a file is left out.
    if (header.encode() || header.block === undefined) continue
    blocks.push(header.block)
    if (e.kind === 'file') {
      blocks.push(e.data)
      const pad = (512 - (e.data.length % 512)) % 512
      if (pad > 0) blocks.push(Buffer.alloc(pad))
    }
  }
  blocks.push(Buffer.alloc(1024))
  return gzip(Buffer.concat(blocks))
}

/** A fresh folder of ours for the sealed file, at a fixed path (the cache's version hashes it). */
function freshDir(env: RunnerEnv): string {
  const dir = path.join(tempRoot(env.temp), 'cursor-agent-action-chat')
  // Whatever is there (a link the agent planted, a file) is removed, never followed.
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { mode: 0o700 })
  return dir
}

const SEALED = 'chat.sealed'

/** Saves the session's chat under its key (`binding`: this run). Never throws. */
export async function saveChat(
  binding: ChatBinding,
  apiKey: string,
  c: ChatContext
): Promise<ChatSave> {
  const maxBytes = c.maxBytes ?? CHAT_MAX_BYTES
  let dir: string | undefined
  try {
    if (!actionsCacheOffered(c.env)) return { saved: false, why: 'no Actions cache on this runner' }
    const key = chatCacheKey(binding)
    const found = findChat(c.env, binding.sessionId)
    if (found === undefined) {
      c.warn(
        `The chat of session ${binding.sessionId} was not found on this machine: not saved, so the next run cannot continue it.`
      )
      return { saved: false, why: 'the chat was not found' }
    }
    const got = collect(found.dir, maxBytes)
    if (typeof got === 'string') {
      c.warn(`The chat of session ${binding.sessionId} was not saved: ${got}.`)
      return { saved: false, why: got }
    }
    if (got.skipped > 0)
      c.warn(
        `${String(got.skipped)} entries of the chat folder that are not files or folders (links among them) were not saved.`
      )
    const sealed = sealChat(chatPayload(found.place, await pack(got.entries)), apiKey, key)
    dir = freshDir(c.env)
    const file = openOwnFile(path.join(dir, SEALED))
    try {
      writeAll(file.fd, sealed)
    } finally {
      fs.closeSync(file.fd)
    }
    const cache = await openActionsCache()
    if (cache === undefined) return { saved: false, why: 'no Actions cache on this runner' }
    if (!(await cache.save(file.path, key)))
      // @actions/cache warned itself (a fault of the service, or an entry of that key exists).
      return { saved: false, why: 'the Actions cache did not take it' }
    return { saved: true, key, bytes: sealed.length }
  } catch (error) {
    c.warn(`The chat could not be saved to the Actions cache (${messageOf(error)}).`)
    return { saved: false, why: messageOf(error) }
  } finally {
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Puts the session's chat back where the CLI looks for it: from the Actions cache, trying the
 * exact key of each run in `runs` (newest first). Never throws.
 */
export async function restoreChat(
  target: {
    repository: string
    pr: number
    sessionId: string
    runs: readonly { runId: string; attempt: string }[]
  },
  apiKey: string,
  c: ChatContext
): Promise<ChatRestore> {
  const maxBytes = c.maxBytes ?? CHAT_MAX_BYTES
  let dir: string | undefined
  try {
    const here = findChat(c.env, target.sessionId)
    if (here !== undefined) return { kind: 'present', dir: here.dir }
    if (!actionsCacheOffered(c.env))
      return { kind: 'unavailable', why: 'no Actions cache on this runner' }
    const cache = await openActionsCache()
    if (cache === undefined) return { kind: 'unavailable', why: 'no Actions cache on this runner' }
    for (const run of target.runs) {
      const key = chatCacheKey({ ...target, ...run })
      dir = freshDir(c.env)
      const file = path.join(dir, SEALED)
      // No restore keys; and what the service matched must be the key itself.
      const hit = await cache.restore(file, key)
      if (hit !== key) continue
      const sealed = readRegular(file, maxBytes + 2 * 1024 * 1024)
      const opened = sealed === undefined ? undefined : openChat(sealed, apiKey, key)
      const payload = opened === undefined ? undefined : readPayload(opened)
      if (payload === undefined) {
        c.warn(
          `The saved chat in the Actions cache entry ${key} did not open with this API key for this pull request (tampered with, or not the action's): discarded.`
        )
        return { kind: 'discarded', key }
      }
      const placed = await place(payload, target.sessionId, dir, maxBytes, c)
      return placed === undefined
        ? { kind: 'discarded', key }
        : { kind: 'restored', key, dir: placed }
    }
    return { kind: 'miss' }
  } catch (error) {
    c.warn(`The chat could not be restored from the Actions cache (${messageOf(error)}).`)
    return { kind: 'unavailable', why: messageOf(error) }
  } finally {
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A folder made or found under `base`, one real folder at a time (never through a link). */
function realDirs(base: string, parts: readonly string[]): string | undefined {
  let at = base
  for (const part of parts) {
    at = path.join(at, part)
    if (!fs.existsSync(at) && !isLink(at)) fs.mkdirSync(at, { mode: 0o700 })
    if (!isRealDir(at)) return undefined
  }
  return at
}

/** Unpacks the chat into its place; the folder, or undefined (warned) when it cannot go there. */
async function place(
  payload: { place: ChatPlace; archive: Buffer },
  sessionId: string,
  work: string,
  maxBytes: number,
  c: ChatContext
): Promise<string | undefined> {
  const rootDir = roots(c.env)[payload.place.root]
  // The home (or the config folder) is the user's; each folder below it is made or checked here.
  const base = path.dirname(path.dirname(rootDir))
  fs.mkdirSync(base, { recursive: true })
  const parts = [...path.relative(base, rootDir).split(path.sep), payload.place.folder]
  const parent = realDirs(base, parts)
  if (parent === undefined) {
    c.warn(
      `The chat was not restored: a folder on the way to ${rootDir} is a link or not a folder.`
    )
    return undefined
  }
  const target = path.join(parent, sessionId)
  const archive = openOwnFile(path.join(work, 'chat.tar.gz'))
  try {
    writeAll(archive.fd, payload.archive)
  } finally {
    fs.closeSync(archive.fd)
  }
  const staging = path.join(parent, `.cursor-agent-action-${randomBytes(8).toString('hex')}`)
  try {
    await unpack(archive.path, staging, { maxBytes, maxEntries: MAX_ENTRIES })
    if (hasLink(staging)) throw new Error('the saved chat holds a link')
    if (fs.existsSync(target) || isLink(target)) return target
    fs.renameSync(staging, target)
    return target
  } catch (error) {
    c.warn(`The saved chat was not restored: ${messageOf(error)}.`)
    return undefined
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/** Whether anything under `dir` is a symbolic link (the action never saves one). */
function hasLink(dir: string): boolean {
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isSymbolicLink()) return true
  return false
}
