/**
 * Which files the agent read and changed, from its tool calls and, after the run, from git.
 * The lists are the report's own arrays, kept in first-seen order.
 */
import { str, type JsonObject } from './json.js'

/** One file git found changed after the run: its final state against the run's start. */
export interface GitFileChange {
  /** Relative to the working directory, like the agent's own paths. */
  path: string
  added?: number
  removed?: number
  created: boolean
  deleted: boolean
}

/** A file in the report's list of changed files. */
export interface ChangedFile extends GitFileChange {
  /** Where the change was seen: the agent's edit events, git, or both. */
  fromEdit: boolean
  fromGit: boolean
}

export class FileLedger {
  private readonly readSet = new Set<string>()
  private readonly changedMap = new Map<string, ChangedFile>()

  constructor(
    private readonly read: string[],
    private readonly changed: ChangedFile[]
  ) {}

  noteRead(path: string): void {
    if (this.readSet.has(path)) return
    this.readSet.add(path)
    this.read.push(path)
  }

  /** Records a successful edit/write/delete; returns the line counts the call reported. */
  noteEdit(kind: string, path: string, body: JsonObject): { added?: number; removed?: number } {
    const added = count(body.linesAdded) ?? count(body.linesCreated)
    const removed = count(body.linesRemoved)
    const change = this.entry(path, true)
    if (added !== undefined) change.added = (change.added ?? 0) + added
    if (removed !== undefined) change.removed = (change.removed ?? 0) + removed
    // A diff against /dev/null (or a write) creates the file; a delete after that undoes it.
    const diff = str(body.diffString) ?? ''
    if (diff.startsWith('--- /dev/null') || kind === 'write') change.created ||= !change.deleted
    if (kind === 'delete') change.deleted = true
    return { added, removed }
  }

  /** git saw the final state, so its counts win over the sum of the agent's edits. */
  mergeGit(change: GitFileChange): void {
    const entry = this.entry(change.path, false)
    entry.fromGit = true
    if (change.added !== undefined) entry.added = change.added
    if (change.removed !== undefined) entry.removed = change.removed
    entry.created = change.created
    entry.deleted = change.deleted
  }

  private entry(path: string, fromEdit: boolean): ChangedFile {
    let change = this.changedMap.get(path)
    if (change === undefined) {
      change = { path, created: false, deleted: false, fromEdit, fromGit: false }
      this.changedMap.set(path, change)
      this.changed.push(change)
    }
    return change
  }
}

function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined
}
