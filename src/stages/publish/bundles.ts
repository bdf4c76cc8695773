/**
 * The bundles of the `bundle` input's folder, found and read as hostile files: every
 * `bundle.json` at any depth (as actions/download-artifact lays artifacts out, one folder each),
 * links neither followed nor read, at most MAX_BUNDLES files and MAX_ENTRIES entries walked, each
 * file at most MAX_BUNDLE_BYTES, read through one descriptor (io/files.ts), then checked by
 * core/bundle/read.ts against this job. A bundle refused for any reason is named with its
 * problems; the caller publishes nothing then.
 */
import path from 'node:path'
import { readBundle, type PublishingJob } from '../../core/bundle/read.js'
import { MAX_BUNDLE_BYTES } from '../../core/bundle/schema.js'
import type { FoundBundle } from '../../core/bundle/select.js'
import type { CompileSchema } from '../../core/schema/schema.js'
import { lstat, readSmall } from '../../io/files.js'
import { findNamed } from '../../io/tree.js'

/** More bundles than this in one folder is not a panel: refused. */
const MAX_BUNDLES = 32
/** Entries walked in the folder before it is called too large. */
const MAX_ENTRIES = 10_000
const NAME = 'bundle.json'

export interface Refused {
  /** The file, relative to the folder ('' for the folder itself). */
  file: string
  problems: string[]
}

export interface BundlesRead {
  found: FoundBundle[]
  refused: Refused[]
}

/** Every bundle of `folder`, read and checked (see the file's comment). Never throws. */
export function readBundles(
  folder: string,
  o: { job: PublishingJob; compile: CompileSchema; redact: (text: string) => string }
): BundlesRead {
  const st = lstat(folder)
  if (st === undefined || !st.isDirectory())
    return {
      found: [],
      refused: [
        {
          file: '',
          problems: [st === undefined ? 'there is no such folder' : 'it is not a folder']
        }
      ]
    }
  const { found: files, complete } = findNamed(folder, (n) => n === NAME, MAX_ENTRIES)
  const refused: Refused[] = []
  if (!complete)
    refused.push({
      file: '',
      problems: [`the folder holds more than ${String(MAX_ENTRIES)} entries`]
    })
  if (files.length > MAX_BUNDLES)
    refused.push({
      file: '',
      problems: [`it holds ${String(files.length)} bundles, more than ${String(MAX_BUNDLES)}`]
    })
  if (refused.length > 0) return { found: [], refused }
  const found: FoundBundle[] = []
  for (const file of files.sort()) {
    const read = readSmall(path.join(folder, file), MAX_BUNDLE_BYTES)
    if (read.kind !== 'text') {
      refused.push({
        file,
        problems: [read.kind === 'absent' ? 'it is gone' : `it is ${read.why}`]
      })
      continue
    }
    const reading = readBundle(read.text, o.job, o.compile, o.redact)
    if (reading.ok) found.push({ file, bundle: reading.bundle })
    else refused.push({ file, problems: reading.problems })
  }
  if (found.length === 0 && refused.length === 0)
    refused.push({ file: '', problems: ['no bundle.json was found in it'] })
  return { found, refused }
}
