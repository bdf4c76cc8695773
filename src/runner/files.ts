/**
 * The runner's command files (GITHUB_ENV, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STATE and the step
 * summary) are read by the runner after the step: a line the agent adds to GITHUB_ENV (say
 * `NODE_OPTIONS=--require …`) would run in every later step, a line in the summary would stand
 * above the action's own. Their content before the run is kept (they are small then: the runner
 * gives each step fresh files) and put back after it, and the check says so. Snapshot right
 * before the CLI starts and check right after it ended, before the action writes its own outputs
 * and summary.
 */
import fs from 'node:fs'
import { messageOf } from '../core/errors.js'
import type { Notebook } from '../core/notes.js'
import { hashFile } from '../io/files.js'

const COMMAND_FILES = [
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
] as const

/** Content kept for putting back; larger files are only compared. */
const KEEP_BYTES = 1024 * 1024

interface CommandFile {
  name: string
  file: string
  hash: string
  content?: Buffer
}

export interface RunnerFilesSnapshot {
  commandFiles: CommandFile[]
}

export interface RunnerFileFinding {
  /** The runner file touched, e.g. "GITHUB_ENV". */
  target: string
  /** One plain sentence. */
  message: string
}

export function snapshotRunnerFiles(env: NodeJS.ProcessEnv): RunnerFilesSnapshot {
  const commandFiles: CommandFile[] = []
  for (const name of COMMAND_FILES) {
    const file = env[name]
    if (file === undefined || file === '') continue
    let content: Buffer | undefined
    try {
      if (fs.statSync(file).size <= KEEP_BYTES) content = fs.readFileSync(file)
    } catch {
      content = undefined
    }
    commandFiles.push({ name, file, hash: hashFile(file), content })
  }
  return { commandFiles }
}

/**
 * Writes a command file back without following what the agent may have put in its place: a
 * symlink (to a FIFO, a device, another file) is removed first, and the file is opened with
 * O_NOFOLLOW, so the write can neither block nor land elsewhere.
 */
function restoreFile(file: string, content: Buffer): void {
  const st = fs.lstatSync(file, { throwIfNoEntry: false })
  if (st !== undefined && !st.isFile()) fs.rmSync(file, { force: true })
  const fd = fs.openSync(
    file,
    fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_TRUNC | fs.constants.O_NOFOLLOW,
    0o644
  )
  try {
    fs.writeFileSync(fd, content)
  } finally {
    fs.closeSync(fd)
  }
}

/** Compares, and puts the command files back as they were before the run; one finding a file. */
export function checkRunnerFiles(before: RunnerFilesSnapshot): RunnerFileFinding[] {
  const findings: RunnerFileFinding[] = []
  for (const f of before.commandFiles) {
    if (hashFile(f.file) === f.hash) continue
    let restored = false
    if (f.content !== undefined) {
      try {
        restoreFile(f.file, f.content)
        restored = true
      } catch {
        restored = false
      }
    }
    findings.push({
      target: f.name,
      message: `The agent wrote to ${f.name}, the runner's file for ${purpose(f.name)}; ${restored ? 'what it wrote was removed before the runner could read it' : 'it could not be put back, so later steps may see what it wrote'}.`
    })
  }
  return findings
}

function purpose(name: string): string {
  switch (name) {
    case 'GITHUB_ENV':
      return 'environment variables of later steps'
    case 'GITHUB_PATH':
      return 'the PATH of later steps'
    case 'GITHUB_OUTPUT':
      return "this step's outputs"
    case 'GITHUB_STATE':
      return "this action's saved state"
    default:
      return "this step's job summary"
  }
}

/**
 * The guard around the run: `snapshot` right before the CLI starts, `check` as soon as it ended
 * (once, whatever the path: main.ts also calls it on the way out). Never throws: a problem is a
 * warning in the run's notebook, and so is every file the agent wrote to.
 */
export class RunnerFiles {
  private taken: RunnerFilesSnapshot | undefined
  private checked = false

  constructor(private readonly book: Notebook) {}

  snapshot(env: NodeJS.ProcessEnv): void {
    try {
      this.taken = snapshotRunnerFiles(env)
    } catch (error) {
      this.book.warning(`Something went wrong with the integrity snapshot: ${messageOf(error)}`)
    }
  }

  check(): void {
    if (this.checked || this.taken === undefined) return
    this.checked = true
    try {
      for (const f of checkRunnerFiles(this.taken)) this.book.warning(f.message)
    } catch (error) {
      this.book.warning(`Something went wrong with the integrity check: ${messageOf(error)}`)
    }
  }
}
