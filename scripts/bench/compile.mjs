// The TypeScript the bench runs in process (the core modules, and the tests' loopback archive
// server), compiled once with plain tsc (no bundling) into the run's temp folder.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { node, root, tmp } from './proc.mjs'

/** The tests' loopback archive server (without `.ts`), wherever the tests keep it. */
export const ARCHIVE_SERVER = ['__tests__/support/archive-server', '__tests__/archive-server'].find(
  (f) => fs.existsSync(path.join(root, `${f}.ts`))
)

const FILES = [
  'src/core/stream/lines',
  'src/core/stream/events',
  'src/core/stream/report',
  'src/render/summary',
  'src/core/redact/redact',
  'src/core/verdict/verdict',
  ARCHIVE_SERVER
]

let lib

/** The folder holding the compiled files, as `<lib>/src/core/stream/lines.js` and so on. */
export function compiled() {
  if (lib !== undefined) return lib
  lib = path.join(tmp, 'lib')
  // The compiled modules import packages (mdast, ajv…): resolved from the repo's node_modules.
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir')
  const tsc = spawnSync(
    node,
    [
      path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
      '--ignoreConfig',
      '--outDir',
      lib,
      '--rootDir',
      root,
      '--target',
      'ES2022',
      '--module',
      'NodeNext',
      '--moduleResolution',
      'NodeNext',
      '--types',
      'node',
      '--skipLibCheck',
      '--strict',
      ...FILES.map((m) => path.join(root, `${m}.ts`))
    ],
    { cwd: root, encoding: 'utf8' }
  )
  if (tsc.status !== 0) throw new Error(`tsc failed:\n${tsc.stdout}${tsc.stderr}`)
  fs.writeFileSync(path.join(lib, 'package.json'), '{"type":"module"}')
  // archive-server.ts looks for fake/ upwards from its own folder.
  fs.symlinkSync(path.join(root, 'fake'), path.join(lib, 'fake'), 'dir')
  return lib
}
