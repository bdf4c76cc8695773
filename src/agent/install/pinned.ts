/**
 * The pinned CLI's way in (`cli-version`). A tool-cache entry unchanged since its `--version`
 * said the build (toolcache-record.ts) runs as it is, and is checked here, without loading the
 * code of the archive, the download and the caches: a warm start is the usual case on a
 * self-hosted runner, and install.ts's chunk would add its compile time to it (docs/performance.md).
 * Anything else (no entry, a changed or unrecorded tree, `cli-sha256`) is install.ts's, loaded
 * then, which looks at the entry again and discards a bad one.
 */
import path from 'node:path'
import { archiveLayout } from '../../core/platform.js'
import { findInToolCache } from './cache.js'
import {
  archivePlatform,
  archiveUrl,
  cliIn,
  executableProblem,
  recordOf,
  TREE,
  treeNow,
  unchangedNote,
  type Installed,
  type PinnedOptions
} from './layout.js'

export type { Installed, PinnedOptions } from './layout.js'

export async function installPinned(o: PinnedOptions): Promise<Installed> {
  const started = Date.now()
  const { arch } = archivePlatform(o.env.platform)
  const entry = o.sha256 === '' ? findInToolCache(o.env, o.build, arch) : undefined
  if (entry !== undefined && treeNow(entry, recordOf(entry, o.build)).unchanged) {
    const dir = path.join(entry, TREE)
    const layout = archiveLayout(o.env.platform)
    if (executableProblem(dir, layout) === undefined) {
      o.log(unchangedNote(o.build))
      const url = archiveUrl(o.baseUrl, o.build, o.env.platform)
      return {
        cli: { ...cliIn(dir, layout), version: o.build },
        install: {
          source: 'tool-cache',
          url,
          build: o.build,
          verified: false,
          ms: Date.now() - started
        }
      }
    }
  }
  const { installFromArchive } = await import('./install.js')
  return installFromArchive(o, started)
}
