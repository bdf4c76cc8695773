/**
 * The libraries of this room that only some runs need, loaded when they are needed and from here
 * only. A plain run (the CLI on PATH, no pinned build, no pull request's chat) uses none of
 * them, and each would cost every start its compile time if imported at the top: http-client
 * brings undici; tar, yauzl and the two caches are there for the install and the chat. The
 * bundler makes each a chunk of its own, read from disk only when its loader is called.
 */
export const loadHttpClient = () => import('@actions/http-client')
export const loadTar = () => import('tar')
export const loadYauzl = () => import('yauzl')
export const loadToolCache = () => import('@actions/tool-cache')
export const loadActionsCache = () => import('@actions/cache')
