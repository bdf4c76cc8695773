/**
 * Writing the bundle of a run with `publish: later` (docs/publish.md): a folder made exclusively
 * under RUNNER_TEMP (`mkdtemp`: a name nobody could plant beforehand), one sub-folder named per
 * run, attempt, job and leg (bundles downloaded into one folder never overwrite each other), and
 * in it `bundle.json` and, when there were changes, `patch.diff`, each created with O_EXCL and
 * without following a link (io/files.ts). Written after the CLI and everything it started ended
 * (main.ts finish). The bundle is checked against its schema before anything is written: one
 * that fails it is a bug of ours, and no bundle is left then.
 */
import fs from 'node:fs'
import path from 'node:path'
import { BUNDLE_SCHEMA } from '../core/bundle/schema.js'
import type { WrittenBundle } from '../core/bundle/make.js'
import type { CompileSchema } from '../core/schema/schema.js'
import { openOwnFile, tempRoot, writeAll } from '../io/files.js'

/** The sub-folder's name: `cursor-agent-<runId>-<attempt>-<job>-<leg>` (docs/publish.md). */
export function bundleName(run: WrittenBundle['run']): string {
  return `cursor-agent-${run.runId}-${run.runAttempt}-${run.job}-${run.leg}`
}

/**
 * Writes the bundle under `temp` (RUNNER_TEMP; the system's temp folder when unset) and returns
 * the folder made for it: the `bundle` output, the folder a workflow uploads. Throws when the
 * bundle fails its schema (nothing is written then) or a file cannot be made.
 */
export function writeBundle(
  temp: string | undefined,
  bundle: WrittenBundle,
  o: { compile: CompileSchema; patch?: Buffer }
): string {
  const problems = o.compile(BUNDLE_SCHEMA)(bundle)
  if (problems.length > 0)
    throw new Error(
      `the bundle does not match its own schema (a bug in cursor-agent-action): ${problems.slice(0, 5).join('; ')}`
    )
  const dir = fs.mkdtempSync(path.join(tempRoot(temp), 'cursor-agent-bundle-'))
  const leg = path.join(dir, bundleName(bundle.run))
  fs.mkdirSync(leg, { mode: 0o700 })
  writeNew(path.join(leg, 'bundle.json'), `${JSON.stringify(bundle, null, 2)}\n`)
  if (o.patch !== undefined) writeNew(path.join(leg, 'patch.diff'), o.patch)
  return dir
}

/** A new file (O_CREAT|O_EXCL|O_NOFOLLOW, mode 0600) holding `data`. */
function writeNew(file: string, data: string | Buffer): void {
  const own = openOwnFile(file)
  try {
    writeAll(own.fd, data)
  } finally {
    fs.closeSync(own.fd)
  }
}
