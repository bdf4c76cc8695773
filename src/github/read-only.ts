/**
 * The read-only GitHub of `publish: later` (docs/publish.md): every request the client makes
 * passes here first (github/client.ts), and a write is refused before it leaves the runner. A
 * write is any REST method but GET and HEAD, and a GraphQL document that is not a query (a
 * mutation, a subscription, or anything this cannot read as a query). A refused write is a bug
 * of ours (the pipeline asks for none with `later`): an error naming the request, never a
 * silent write and never a silent skip.
 */

/** What the hook sees of a request (Octokit's endpoint options). */
export interface RequestShape {
  method?: string
  url?: string
  query?: unknown
}

export class WriteRefused extends Error {
  constructor(readonly request: string) {
    super(
      `A write to GitHub was asked for with publish: later (${request}); nothing was written. This is a bug in cursor-agent-action: with publish: later the agent's job only reads.`
    )
    this.name = 'WriteRefused'
  }
}

/** `METHOD /path` of a request, without its query string (no value of it is shown). */
function requestName(r: RequestShape): string {
  const url = (r.url ?? '').split('?')[0] ?? ''
  return `${(r.method ?? 'GET').toUpperCase()} ${url}`
}

/** Whether the request writes (see the file's comment). */
export function isWrite(r: RequestShape): boolean {
  const method = (r.method ?? 'GET').toUpperCase()
  if (method === 'GET' || method === 'HEAD') return false
  if (method !== 'POST' || !/^\/?graphql$/.test(r.url ?? '')) return true
  return !isQueryDocument(r.query)
}

/**
 * A GraphQL document that only reads: its first operation is `query` (or the `{ … }`
 * shorthand), and no other operation follows. Comments (`#` to the end of a line) and string
 * values are left out before looking, so neither can hide a `mutation` keyword.
 */
export function isQueryDocument(query: unknown): boolean {
  if (typeof query !== 'string') return false
  const bare = query
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/#[^\n\r]*/g, '')
  if (!/^\s*(?:query\b|\{)/.test(bare)) return false
  return !/\b(?:mutation|subscription)\b/.test(bare)
}

/** Throws WriteRefused for a write (after telling `refused`); reads pass. */
export function refuseWrite(r: RequestShape, refused: (request: string) => void): void {
  if (!isWrite(r)) return
  const name = requestName(r)
  refused(name)
  throw new WriteRefused(name)
}
