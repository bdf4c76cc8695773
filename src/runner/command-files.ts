/**
 * The runner's command files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and the step
 * summary) are read by the runner after the step: a line the agent adds to GITHUB_ENV (say
 * `NODE_OPTIONS=--require …`) runs in every later step, a line in GITHUB_PATH puts the agent's
 * programs first for every later step. The agent runs as the same user as the action and can
 * reach them all, and so can every other process of the CLI's: its `--version`, `mcp list` (which
 * starts the configured MCP servers) and Cursor's install script.
 *
 * So right before a process of the CLI starts each file is recorded: which file it is (device and
 * inode), its link count, mode and content (they are small then: the runner gives each step fresh
 * files). As soon as that process ended, a file that is not exactly that (another file or a link
 * in its place, a hard link to it made elsewhere, a changed mode, changed content) is put back:
 * the path is removed and a new file with the recorded content is created in its place (so a
 * file made read-only, or shared with another path, is no longer the one the runner reads), and a
 * warning names the process and the file. The files as they are then are pinned (runner.ts): the
 * action writes its outputs, state and summary only to them, through a descriptor whose file is
 * checked. A file whose content was too large to keep is emptied instead, and the step fails:
 * later steps without `if: always()` do not run, and those that do read nothing of the agent's.
 */
import fs from 'node:fs'
import path from 'node:path'
import { messageOf } from '../core/errors.js'
import type { Notebook } from '../core/verdict/notes.js'
import type { ProbeGuard, RunnerEnv } from '../core/ports.js'
import { said, type Sentence } from '../core/said.js'
import { hashFile } from '../io/files.js'
import { runnerFileNames } from './env.js'
import { pinRunnerFile } from './runner.js'

/** Content kept for putting back; a larger file cannot be put back if the agent changes it. */
const KEEP_BYTES = 4 * 1024 * 1024

interface CommandFile {
  name: string
  /** What a later step reads it for. */
  purpose: string
  file: string
  /** Which file it was: device, inode, link count, permission bits. */
  id: string
  size: number
  hash: string
  mode: number
  content?: Buffer
}

export interface RunnerFilesSnapshot {
  commandFiles: CommandFile[]
}

export interface RunnerFileFinding {
  /** The runner file touched, e.g. "GITHUB_ENV". */
  target: string
  /** One sentence, naming who touched it. */
  message: Sentence
  /** It could not be put back: later steps would see what the agent did. */
  unrestored: boolean
}

/** Who ran while the files were recorded, as a finding names it. */
interface Actor {
  /** The sentence's subject: "The agent", or a probe and when the action ran it. */
  who: Sentence
  /** The same, later in the sentence. */
  short: string
}

const AGENT: Actor = { who: 'The agent', short: 'the agent' }

function identity(st: fs.Stats): string {
  return `${String(st.dev)}:${String(st.ino)}:${String(st.nlink)}:${(st.mode & 0o7777).toString(8)}`
}

export function snapshotRunnerFiles(env: RunnerEnv): RunnerFilesSnapshot {
  const commandFiles: CommandFile[] = []
  for (const { name, file, purpose } of runnerFileNames(env)) {
    if (file === undefined || file === '') continue
    const st = fs.lstatSync(file, { throwIfNoEntry: false })
    if (st === undefined || !st.isFile()) continue
    const content = st.size <= KEEP_BYTES ? readWhole(file) : undefined
    commandFiles.push({
      name,
      purpose,
      file,
      id: identity(st),
      size: st.size,
      hash: st.size <= KEEP_BYTES ? hashFile(file) : '',
      mode: st.mode & 0o777,
      content
    })
  }
  return { commandFiles }
}

function readWhole(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file, { flag: fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW })
  } catch {
    return undefined
  }
}

/** What, if anything, is no longer as recorded; undefined when the file is untouched. */
function touched(f: CommandFile): string | undefined {
  const st = fs.lstatSync(f.file, { throwIfNoEntry: false })
  if (st === undefined) return `removed ${f.name}`
  if (st.isSymbolicLink()) return `put a link in place of ${f.name}`
  if (!st.isFile()) return `put something that is not a file in place of ${f.name}`
  const [dev, ino, nlink, mode] = f.id.split(':')
  if (String(st.dev) !== dev || String(st.ino) !== ino)
    return `put another file in place of ${f.name}`
  const did: string[] = []
  // The size first: hashing a file the agent made huge (a sparse 200 GB) would hold the step.
  if (st.size !== f.size || (st.size <= KEEP_BYTES && hashFile(f.file) !== f.hash))
    did.push(`wrote to ${f.name}`)
  if (String(st.nlink) !== nlink) did.push(`linked ${f.name} to another path`)
  if ((st.mode & 0o7777).toString(8) !== mode) did.push(`changed the permissions of ${f.name}`)
  return did.length > 0 ? did.join(' and ') : undefined
}

/**
 * Puts a file back as recorded: the path removed (whatever is there: a link, a FIFO, a file
 * shared with another path, a read-only file) and a new file created exclusively in its place.
 * A folder made unwritable is made writable again first (it is ours: the same user).
 */
function putBack(f: CommandFile): void {
  const dir = path.dirname(f.file)
  try {
    fs.rmSync(f.file, { force: true })
  } catch {
    fs.chmodSync(dir, fs.statSync(dir).mode | 0o700)
    fs.rmSync(f.file, { force: true })
  }
  const fd = fs.openSync(
    f.file,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW,
    f.mode
  )
  try {
    // Content too large to keep: the file is left empty (nothing of the agent's in it either),
    // and the step fails for the rest.
    if (f.content === undefined)
      throw new Error('its content was too large to keep; it was emptied')
    fs.writeFileSync(fd, f.content)
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * Compares, puts every touched file back, and pins each file as it now is (runner.ts writes only
 * to pinned files from now on). One finding a touched file.
 */
export function checkRunnerFiles(
  before: RunnerFilesSnapshot,
  actor: Actor = AGENT
): RunnerFileFinding[] {
  const findings: RunnerFileFinding[] = []
  for (const f of before.commandFiles) {
    const what = touched(f)
    let problem: string | undefined
    if (what !== undefined) {
      try {
        putBack(f)
      } catch (error) {
        problem = messageOf(error)
      }
      findings.push({
        target: f.name,
        unrestored: problem !== undefined,
        message:
          problem === undefined
            ? said`${actor.who} ${what}, the runner's file for ${f.purpose}; it was put back as it was, so what ${actor.short} did was removed before the runner could read it.`
            : said`${actor.who} ${what}, the runner's file for ${f.purpose}; it could not be put back (${problem}), so the step fails: later steps would see what ${actor.short} did.`
      })
    }
    const st = fs.lstatSync(f.file, { throwIfNoEntry: false })
    if (problem === undefined && st?.isFile() === true) pinRunnerFile(f.file, st.dev, st.ino)
  }
  return findings
}

/**
 * The guard around every process of the CLI: the run (`snapshot` right before it starts, `check`
 * as soon as it ended: once, whatever the path, as main.ts also calls it on the way out), and each
 * process before or after it (`guard`: its own record and check). Never throws: a problem is a
 * warning in the run's notebook, and so is every file touched; `unrestored` names the files that
 * could not be put back (the step fails then). Nothing of the action's own writes to these files
 * while a process is guarded: what changed then is that process's doing.
 */
export class RunnerFiles {
  private taken: RunnerFilesSnapshot | undefined
  private checked = false
  readonly unrestored: string[] = []

  constructor(
    private readonly book: Notebook,
    private readonly env: RunnerEnv
  ) {}

  snapshot(): void {
    this.taken = this.record()
  }

  check(): void {
    if (this.checked || this.taken === undefined) return
    this.checked = true
    this.inspect(this.taken, AGENT)
  }

  /** A probe or the install (ProbeGuard, core/ports.ts), between a record and a check of its own. */
  readonly guard: ProbeGuard = async (who, probe) => {
    const taken = this.record()
    try {
      return await probe()
    } finally {
      if (taken !== undefined) this.inspect(taken, { who, short: 'that process' })
    }
  }

  private record(): RunnerFilesSnapshot | undefined {
    try {
      return snapshotRunnerFiles(this.env)
    } catch (error) {
      this.book.warning(`Something went wrong with the integrity snapshot: ${messageOf(error)}`)
      return undefined
    }
  }

  private inspect(taken: RunnerFilesSnapshot, actor: Actor): void {
    try {
      for (const f of checkRunnerFiles(taken, actor)) {
        this.book.warning(f.message)
        if (f.unrestored) this.unrestored.push(f.target)
      }
    } catch (error) {
      this.book.warning(`Something went wrong with the integrity check: ${messageOf(error)}`)
    }
  }
}
