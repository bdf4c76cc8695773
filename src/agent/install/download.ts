/**
 * Downloading a file over HTTP for the install: the body is streamed to disk and hashed
 * (sha256) on the way, through @actions/http-client, which follows redirects (never from https
 * to http) and honours the runner's proxy variables (`https_proxy`, `no_proxy`; Node's own fetch
 * ignores them). A stall (no byte for `stallMs`, before the answer or during the body), a cut
 * connection, a network error or a 5xx is tried again, up to `retries` more times with back-off;
 * any other answer (a 404: no such build) fails at once.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { messageOf } from '../../core/errors.js'
import { loadHttpClient } from '../lazy.js'

export interface DownloadOptions {
  url: string
  /** Where the body goes (created or replaced). */
  file: string
  /** No byte for this long: the try is given up and made again. */
  stallMs: number
  /** Tries after the first (default 3). */
  retries?: number
  /** The first wait between tries; it doubles each time (default 1 s). */
  backoffMs?: number
  log: (line: string) => void
  /** The runner's cancel: the download stops, and is not tried again. */
  signal?: AbortSignal
}

export interface Downloaded {
  sha256: string
  bytes: number
  ms: number
}

/** A download that failed for good: its message lists what each try met. */
export class DownloadError extends Error {
  constructor(
    message: string,
    /** True when the runner's cancel stopped it. */
    readonly cancelled = false
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

/** What is worth another try: a stall, a cut body, the network, a server error. */
class Transient extends Error {}

export async function download(o: DownloadOptions): Promise<Downloaded> {
  const retries = o.retries ?? 3
  const backoff = o.backoffMs ?? 1000
  const { HttpClient } = await loadHttpClient()
  // The socket's idle limit covers a server that accepts and never answers; the body's stalls
  // are timed below, byte by byte.
  const http = new HttpClient('cursor-agent-action', [], { socketTimeout: o.stallMs })
  const started = Date.now()
  const problems: string[] = []
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const got = await once(http, o)
        return { ...got, ms: Date.now() - started }
      } catch (error) {
        const message = messageOf(error)
        problems.push(`try ${attempt + 1}: ${message}`)
        if (o.signal?.aborted === true) throw new DownloadError('cancelled by the runner', true)
        const again = error instanceof Transient && attempt < retries
        if (!again) throw new DownloadError(problems.join('; '))
        const wait = backoff * 2 ** attempt
        o.log(
          `Download try ${attempt + 1} of ${retries + 1} failed: ${message}; trying again in ${wait / 1000} s.`
        )
        await sleep(wait, o.signal)
      }
    }
  } finally {
    http.dispose()
  }
}

type Client = InstanceType<(typeof import('@actions/http-client'))['HttpClient']>

async function once(http: Client, o: DownloadOptions): Promise<Omit<Downloaded, 'ms'>> {
  let response: Awaited<ReturnType<Client['get']>>
  try {
    response = await abortable(http.get(o.url), o.signal)
  } catch (error) {
    // No answer: refused, reset, a name that does not resolve, or the socket's idle limit.
    throw new Transient(messageOf(error))
  }
  const body = response.message
  const status = body.statusCode ?? 0
  if (status < 200 || status > 299) {
    body.resume()
    const answer = `the server answered HTTP ${status}`
    if (status >= 500) throw new Transient(answer)
    throw new Error(status === 404 ? `${answer}: no such file there` : answer)
  }
  const stalled = (): Transient => new Transient(`no byte for ${o.stallMs / 1000} s (stalled)`)
  // From here the meter alone times the body. The socket's idle limit, racing it, could end a
  // stalled body first (a busy runner hands the meter its bytes a moment after the socket got
  // them), and the try would be named a cut connection instead of a stall.
  body.socket.setTimeout(0)
  const meter = new Meter(o.stallMs, () => body.destroy(stalled()))
  const onAbort = (): void => {
    body.destroy(new Error('cancelled by the runner'))
  }
  o.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    await pipeline(body, meter, fs.createWriteStream(o.file))
  } catch (error) {
    if (error instanceof Transient || o.signal?.aborted === true) throw error
    // The connection broke during the body (reset, closed early).
    throw new Transient(messageOf(error))
  } finally {
    meter.stop()
    o.signal?.removeEventListener('abort', onAbort)
  }
  const length = Number(body.headers['content-length'] ?? NaN)
  if (Number.isFinite(length) && length !== meter.bytes)
    throw new Transient(`the body was cut short: ${meter.bytes} of ${length} bytes`)
  return { sha256: meter.digest(), bytes: meter.bytes }
}

/** Passes bytes through, hashing and counting them; calls `stalled` after `ms` without one. */
class Meter extends Transform {
  bytes = 0
  private readonly hash = createHash('sha256')
  private timer: NodeJS.Timeout

  constructor(
    private readonly ms: number,
    private readonly stalled: () => void
  ) {
    super()
    this.timer = setTimeout(stalled, ms)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.timer.refresh()
    this.hash.update(chunk)
    this.bytes += chunk.length
    done(null, chunk)
  }

  stop(): void {
    clearTimeout(this.timer)
  }

  digest(): string {
    return this.hash.digest('hex')
  }
}

function abortable<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return p
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      reject(new Error('cancelled by the runner'))
    }
    if (signal.aborted) onAbort()
    signal.addEventListener('abort', onAbort, { once: true })
    p.then(resolve, reject).finally(() => {
      signal.removeEventListener('abort', onAbort)
    })
  })
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done(): void {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    signal?.addEventListener('abort', done, { once: true })
  })
}
