/**
 * The patch: a binary-safe diff from the commit the run started from to the work tree as git
 * reads it after the run (worktree.ts), written under RUNNER_TEMP.
 */
import fs from 'node:fs'
import { createOwnFile, tempRoot, writeAll, type OwnFile } from '../io/files.js'
import type { WorkTree } from './worktree.js'

/**
 * Blobs larger than this stay out of the patch (named in a note): git holds a blob whole in
 * memory to diff it and gives up at 1 GiB, and a patch of that size helps no reviewer. The
 * commit, when one is made, has them.
 */
export const PATCH_MAX_BLOB_BYTES = 128 * 1024 * 1024

interface Patch {
  /** '' when nothing changed. */
  file: string
  /** Which file the patch is (stillOurs tells whether the path still leads to it). */
  own?: Pick<OwnFile, 'path' | 'dev' | 'ino'>
  /** Every changed path, repo-relative. */
  files: string[]
  /** Paths whose content is too large for the patch. */
  omitted: string[]
}

/** Writes the binary-safe patch from the start commit to the work tree's tree. */
export async function writePatch(
  work: WorkTree,
  /** Where the patch goes (RUNNER_TEMP); the system's temp folder when unset. */
  temp: string | undefined,
  maxBlob: number,
  signal?: AbortSignal
): Promise<Patch> {
  const files = work.changes.map((c) => c.path)
  if (files.length === 0 || work.tree === undefined) return { file: '', files, omitted: [] }
  const oids = new Map(
    work.changes.map((c) => [c.path, [c.oldOid, c.newOid].filter((o) => !/^0+$/.test(o))])
  )
  const all = [...oids.values()].flat()
  const sizes = work.git
    .run(['cat-file', '--batch-check=%(objectsize)'], { input: all.join('\n') + '\n' })
    .split('\n')
  const sizeOf = new Map(all.map((o, i) => [o, Number(sizes[i] ?? '0')]))
  const omitted = files.filter((p) =>
    (oids.get(p) ?? []).some((o) => (sizeOf.get(o) ?? 0) > maxBlob)
  )
  const own = createOwnFile(tempRoot(temp), (id) => `cursor-agent-${id}.patch`)
  const { fd, path: file } = own
  try {
    // Tree to tree: only objects are read, so no filter or driver could run even if one were set.
    // Streamed, so that the runner's cancel ends it (a diff of thousands of files takes seconds).
    await work.git.stream(
      [
        'diff',
        '--binary',
        '--full-index',
        '--no-color',
        '--no-ext-diff',
        '--no-textconv',
        '--no-renames',
        '--src-prefix=a/',
        '--dst-prefix=b/',
        work.base,
        work.tree,
        '--',
        ...(omitted.length > 0 ? ['.', ...omitted.map((p) => `:(exclude,literal)${p}`)] : [])
      ],
      {
        onData: (chunk) => {
          writeAll(fd, chunk)
        },
        timeoutMs: 600_000,
        signal
      }
    )
  } catch (error) {
    fs.rmSync(file, { force: true })
    throw error
  } finally {
    fs.closeSync(fd)
  }
  if (fs.statSync(file).size === 0) {
    // Everything that changed was too large for it.
    fs.rmSync(file, { force: true })
    return { file: '', files, omitted }
  }
  return { file, own: { path: file, dev: own.dev, ino: own.ino }, files, omitted }
}

/** The default commit message: the prompt's first line, the final message, the session trailer. */
