// `npm run picture`: the README's picture of the job summary, made from the demo so that it shows
// what the action writes today. Runs `npm run demo` (scripts/demo.mjs: the bundled action on the
// fake CLI's recorded stream, no key, no network), keeps its summary with the run's temporary
// paths made the same every time (docs/images/summary.md), renders that with GitHub's rules and
// takes a screenshot with Debian's headless Chromium (docs/images/summary.png). The PNG carries
// the sha256 of the markdown it shows, so a picture left behind by a new summary is caught too.
//   node scripts/picture.mjs                   make both files (bundle first: npm run picture does)
//   node scripts/picture.mjs --check FILE.md   exit 1 unless FILE.md (a demo's summary) is what
//                                              docs/images/summary.md holds, and the PNG shows it
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import { renderHtml, screenshot } from './render-summary.mjs'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const MARKDOWN = path.join(root, 'docs', 'images', 'summary.md')
const PNG = path.join(root, 'docs', 'images', 'summary.png')
const FIX = 'npm run picture'
/** The PNG text chunk's keyword that holds the markdown's digest. */
const KEYWORD = 'summary-sha256'

/**
 * The demo's summary as the same text on every run: its run folder (a fresh temporary folder)
 * becomes a runner's, and the random part of the files' names a fixed one.
 */
export function normalise(markdown) {
  return markdown
    .replace(/[^\s`(]*cursor-agent-demo-[A-Za-z0-9]+/g, '/home/runner/work/_temp')
    .replace(/(cursor-agent-(?:transcript-)?)[0-9a-f]{32}/g, '$10f1e2d3c4b5a69788796a5b4c3d2e1f0')
}

const sha256 = (text) => crypto.createHash('sha256').update(text).digest('hex')

/** `png` with a tEXt chunk `keyword`=`text` after its header chunk. */
function withText(png, keyword, text) {
  const data = Buffer.from(`${keyword}\0${text}`, 'latin1')
  const type = Buffer.from('tEXt', 'latin1')
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  type.copy(chunk, 4)
  data.copy(chunk, 8)
  chunk.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])), 8 + data.length)
  const afterHeader = 8 + 12 + png.readUInt32BE(8)
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)])
}

/** The text of `png`'s tEXt chunk named `keyword`, or undefined. */
function textOf(png, keyword) {
  for (let at = 8; at + 12 <= png.length;) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const data = png.toString('latin1', at + 8, at + 8 + length)
    if (type === 'tEXt' && data.startsWith(`${keyword}\0`)) return data.slice(keyword.length + 1)
    at += 12 + length
  }
  return undefined
}

/** What is wrong with the picture against a demo's summary `file`, one line each; none if current. */
export function problems(file) {
  const now = normalise(fs.readFileSync(file, 'utf8'))
  if (!fs.existsSync(MARKDOWN)) return [`${path.relative(root, MARKDOWN)} is missing: run ${FIX}`]
  const kept = fs.readFileSync(MARKDOWN, 'utf8')
  const out = []
  if (now !== kept) {
    const a = now.split('\n')
    const b = kept.split('\n')
    const i = a.findIndex((line, n) => line !== b[n])
    const at = i < 0 ? b.length : i
    out.push(
      `the demo's summary is not ${path.relative(root, MARKDOWN)} (the README's picture): run ${FIX}. ` +
        `First difference, line ${at + 1}:\n  now:  ${a[at] ?? '(end)'}\n  kept: ${b[at] ?? '(end)'}`
    )
  }
  const digest = fs.existsSync(PNG) ? textOf(fs.readFileSync(PNG), KEYWORD) : undefined
  if (digest !== sha256(kept))
    out.push(
      `${path.relative(root, PNG)} does not show ${path.relative(root, MARKDOWN)}: run ${FIX}`
    )
  return out
}

/** Runs the demo, then writes the markdown and its picture. */
function make() {
  const demo = spawnSync(process.execPath, [path.join(root, 'scripts', 'demo.mjs')], {
    cwd: root,
    encoding: 'utf8'
  })
  if (demo.status !== 0) {
    process.stderr.write(demo.stdout + demo.stderr)
    throw new Error(`npm run demo failed (status ${demo.status}): is dist/ built (npm run bundle)?`)
  }
  const markdown = normalise(fs.readFileSync(path.join(root, 'tmp', 'demo-summary.md'), 'utf8'))
  fs.mkdirSync(path.dirname(MARKDOWN), { recursive: true })
  fs.writeFileSync(MARKDOWN, markdown)
  const html = path.join(root, 'tmp', 'picture.html')
  const shot = path.join(root, 'tmp', 'picture.png')
  return renderHtml(markdown).then((page) => {
    fs.writeFileSync(html, page)
    screenshot(html, shot, 1040, 1300)
    fs.writeFileSync(PNG, withText(fs.readFileSync(shot), KEYWORD, sha256(markdown)))
    console.log(`${path.relative(root, MARKDOWN)} and ${path.relative(root, PNG)} written`)
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  if (args[0] === '--check') {
    if (args[1] === undefined) {
      console.error('usage: node scripts/picture.mjs --check summary.md')
      process.exit(2)
    }
    const found = problems(args[1])
    for (const line of found) console.error(line)
    process.exitCode = found.length === 0 ? 0 : 1
  } else {
    await make()
  }
}
