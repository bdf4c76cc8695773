/**
 * A pull request's saved chat, sealed (docs/ledger.md, "The PR's session"): its Actions cache
 * key, and the encryption that keeps it the action's own. Pure (computation only).
 *
 * Why sealed: the Actions cache of the default branch is readable by every workflow run of the
 * repository, forks' `pull_request` runs included, and writable by them in their own scope. So
 * the chat is encrypted and authenticated (AES-256-GCM) with a key derived (HKDF-SHA256, a fresh
 * random salt per entry) from the Cursor API key, which a fork's run does not have, and bound
 * to the entry's cache key (repository, pull request, session id and the run that wrote it): a
 * fork's run can neither read a chat nor forge one, and an entry copied to another key (another
 * pull request's, say) does not open there.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { sessionIdOf } from '../stream/events.js'

/** What a saved chat is bound to: its cache key is made of these. */
export interface ChatBinding {
  /** owner/name. */
  repository: string
  pr: number
  sessionId: string
  /** The run that saved it (a resumed session keeps its id; cache entries cannot be replaced). */
  runId: string
  attempt: string
}

/** Where the chat lay on the machine that saved it: restored to the same place. */
export interface ChatPlace {
  /** `cursor`: ~/.cursor/chats; `config`: $XDG_CONFIG_HOME/cursor/chats (~/.config by default). */
  root: 'cursor' | 'config'
  /** The workspace's folder under the root (the CLI names it after the workspace path). */
  folder: string
}

const MAGIC = Buffer.from('CAACHAT1')
const SALT = 16
const IV = 12
const TAG = 16
const INFO = 'cursor-agent-action chat v1'

/**
 * The Actions cache key of a chat: readable in the cache's list, one per run that saved it, and
 * ending in `.chat` so that no key of another run or attempt starts with it (the cache service
 * also matches a key as a prefix; the restore still takes an exact match only). Throws on a
 * binding that is not one (a bug of the caller's).
 */
export function chatCacheKey(b: ChatBinding): string {
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(b.repository))
    throw new Error('the repository is not owner/name')
  if (!Number.isSafeInteger(b.pr) || b.pr < 1) throw new Error('the pull request number is not one')
  if (sessionIdOf(b.sessionId) === undefined) throw new Error('the session id is not one')
  if (!/^[1-9][0-9]{0,19}$/.test(b.runId) || !/^[1-9][0-9]{0,3}$/.test(b.attempt))
    throw new Error('the run id or attempt is not digits')
  return `cursor-agent-chat-v1-${b.repository}-pr${String(b.pr)}-${b.sessionId}-run${b.runId}.${b.attempt}.chat`
}

function keyFor(apiKey: string, salt: Buffer, cacheKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', apiKey, salt, `${INFO}\0${cacheKey}`, 32))
}

/** `payload` encrypted and authenticated for `cacheKey` with a key derived from `apiKey`. */
export function sealChat(payload: Buffer, apiKey: string, cacheKey: string): Buffer {
  if (apiKey === '') throw new Error('no API key to seal the chat with')
  const salt = randomBytes(SALT)
  const iv = randomBytes(IV)
  const cipher = createCipheriv('aes-256-gcm', keyFor(apiKey, salt, cacheKey), iv)
  cipher.setAAD(Buffer.concat([MAGIC, Buffer.from(cacheKey)]))
  const body = Buffer.concat([cipher.update(payload), cipher.final()])
  return Buffer.concat([MAGIC, salt, iv, body, cipher.getAuthTag()])
}

/** What sealChat sealed, when `sealed` opens with this API key for this cache key; else undefined. */
export function openChat(sealed: Buffer, apiKey: string, cacheKey: string): Buffer | undefined {
  if (apiKey === '' || sealed.length < MAGIC.length + SALT + IV + TAG) return undefined
  if (!sealed.subarray(0, MAGIC.length).equals(MAGIC)) return undefined
  const salt = sealed.subarray(MAGIC.length, MAGIC.length + SALT)
  const iv = sealed.subarray(MAGIC.length + SALT, MAGIC.length + SALT + IV)
  const body = sealed.subarray(MAGIC.length + SALT + IV, sealed.length - TAG)
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(apiKey, salt, cacheKey), iv)
    decipher.setAAD(Buffer.concat([MAGIC, Buffer.from(cacheKey)]))
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG))
    return Buffer.concat([decipher.update(body), decipher.final()])
  } catch {
    return undefined
  }
}

/** What is sealed: where the chat lay (one JSON line), then its folder as a gzipped tar. */
export function chatPayload(place: ChatPlace, archive: Buffer): Buffer {
  const meta = JSON.stringify({ v: 1, root: place.root, folder: place.folder })
  return Buffer.concat([Buffer.from(`${meta}\n`), archive])
}

/** A folder name that stays where it is put: one path segment, no `.` or `..`. */
export function isFolderName(name: string): boolean {
  return /^[A-Za-z0-9_.-]{1,255}$/.test(name) && name !== '.' && name !== '..'
}

/** The place and the archive of an opened payload; undefined when it is not one of ours. */
export function readPayload(payload: Buffer): { place: ChatPlace; archive: Buffer } | undefined {
  const nl = payload.indexOf(0x0a)
  if (nl < 1 || nl > 1024) return undefined
  let meta: unknown
  try {
    meta = JSON.parse(payload.subarray(0, nl).toString('utf8'))
  } catch {
    return undefined
  }
  const m = meta as { v?: unknown; root?: unknown; folder?: unknown } | null
  if (m === null || typeof m !== 'object' || m.v !== 1) return undefined
  if (m.root !== 'cursor' && m.root !== 'config') return undefined
  if (typeof m.folder !== 'string' || !isFolderName(m.folder)) return undefined
  return { place: { root: m.root, folder: m.folder }, archive: payload.subarray(nl + 1) }
}
