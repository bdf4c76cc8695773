// `npm run mirrored`: how many modules of src/ have a unit test of their own name. A module
// src/<p>.ts is mirrored when __tests__/<p>.test.ts exists (the same folder path), so a reader of
// a module finds its tests without searching. Declaration files (*.d.ts) hold no code and are not
// counted. Prints "N of M modules mirrored (P%)" and then the modules that are not.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/** Every file under `dir` (relative to it, with forward slashes), depth first, sorted. */
function filesUnder(dir, prefix = '') {
  const out = []
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...filesUnder(path.join(dir, entry.name), rel))
    else out.push(rel)
  }
  return out
}

const modules = filesUnder(path.join(root, 'src')).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.d.ts')
)
const missing = modules.filter(
  (m) => !fs.existsSync(path.join(root, '__tests__', m.replace(/\.ts$/, '.test.ts')))
)
const mirrored = modules.length - missing.length
const percent = modules.length === 0 ? 100 : ((mirrored * 100) / modules.length).toFixed(1)
console.log(`${mirrored} of ${modules.length} modules mirrored (${percent}%)`)
if (missing.length > 0) {
  console.log('\nNot mirrored (no __tests__/<path>.test.ts):')
  for (const m of missing) console.log(`  src/${m}`)
}
