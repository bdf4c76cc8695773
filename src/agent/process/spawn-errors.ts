/**
 * Why the CLI could not start, in words that name the input to change: Linux's and Windows'
 * limits on a command line (checked before the spawn), and ENOENT, EACCES or E2BIG after it.
 */
import fs from 'node:fs'
import { ARG_MAX, MAX_ARG_BYTES } from '../../core/args.js'
import { errnoOf, messageOf } from '../../core/errors.js'

/** What is spawned: the command line, its environment and folder (supervisor.ts's options). */
export interface SpawnSpec {
  command: string
  args: readonly string[]
  env: NodeJS.ProcessEnv
  cwd: string
}

/** Windows' limit on a command line (CreateProcess), in UTF-16 code units. */
const WINDOWS_MAX_CHARS = 32_767

export function commandLineProblem(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  host: NodeJS.Platform = process.platform
): string | undefined {
  if (host === 'win32') return windowsProblem(command, args)
  if (host !== 'linux') return undefined
  const longest = Math.max(0, ...args.map((a) => Buffer.byteLength(a) + 1))
  if (longest > MAX_ARG_BYTES) {
    return `one argument of the CLI's command line is ${longest - 1} bytes; Linux allows ${MAX_ARG_BYTES - 1} bytes per argument (E2BIG). The prompt is passed as one argument: make "prompt"/"prompt-file" shorter, or ask the agent to read the long part from a file in the workspace`
  }
  const total = [command, ...args, ...Object.entries(env).map(([k, v]) => `${k}=${v ?? ''}`)]
    .map((s) => Buffer.byteLength(s) + 1 + 8)
    .reduce((a, b) => a + b, 0)
  if (total > ARG_MAX) {
    return `the CLI's command line and environment together are ${total} bytes; Linux allows about ${ARG_MAX} (E2BIG). Make "prompt"/"prompt-file" or "extra-args" shorter, or remove large variables from the job's environment`
  }
  return undefined
}

/**
 * The command line as Node quotes it for Windows is at most each argument, its quotes and a
 * backslash before every quote or backslash in it, and a space between: past the limit, it is
 * refused before anything starts.
 */
function windowsProblem(command: string, args: readonly string[]): string | undefined {
  const chars = [command, ...args]
    .map((a) => a.length + 3 + (a.match(/["\\]/g)?.length ?? 0))
    .reduce((a, b) => a + b, 0)
  if (chars <= WINDOWS_MAX_CHARS) return undefined
  return `the CLI's command line is up to ${chars} characters; Windows allows ${WINDOWS_MAX_CHARS}. The prompt is passed as one argument: make "prompt"/"prompt-file" or "extra-args" shorter, or ask the agent to read the long part from a file in the workspace`
}

/** Turns a bare spawn error (ENOENT, EACCES, E2BIG) into what is wrong and which input to change. */
export function explainSpawnError(o: SpawnSpec, error: unknown): string {
  const message = messageOf(error)
  const code = errnoOf(error)
  // Node reports a missing working directory as the program's ENOENT: name the real culprit.
  if (code === 'ENOENT' && !fs.existsSync(o.cwd)) {
    return `${message}: the working directory ${o.cwd} does not exist (any more). Check "working-directory" against what the job checked out.`
  }
  if (code === 'E2BIG') {
    const prompt = Buffer.byteLength(o.args[o.args.length - 1] ?? '')
    return `${message}: the CLI's command line and environment are too large for the system (the prompt alone is ${prompt} bytes). Make "prompt"/"prompt-file" or "extra-args" shorter.`
  }
  if (code === 'ENOENT' && fs.existsSync(o.command)) {
    const interpreter = shebang(o.command)
    if (interpreter !== undefined) {
      return `${message}: ${o.command} exists, but its first line (#!${interpreter}) names an interpreter that is not installed. Install it, or point "cli-path" at a working CLI (or set "install: true" and remove "cli-path" to use the official installer).`
    }
    return `${message}: ${o.command} exists but could not be run (a missing loader or library?). Point "cli-path" at a working CLI, or set "install: true".`
  }
  if (code === 'EACCES') {
    return `${message}: ${o.command} is not executable. Make it executable (chmod +x), or point "cli-path" at the CLI.`
  }
  return message
}

function shebang(file: string): string | undefined {
  try {
    const fd = fs.openSync(file, 'r')
    try {
      const head = Buffer.alloc(256)
      const n = fs.readSync(fd, head, 0, head.length, 0)
      const text = head.subarray(0, n).toString('utf8')
      if (!text.startsWith('#!')) return undefined
      return text.slice(2).split('\n', 1)[0]?.trim().replace(/\p{C}/gu, '?')
    } finally {
      fs.closeSync(fd)
    }
  } catch {
    return undefined
  }
}
