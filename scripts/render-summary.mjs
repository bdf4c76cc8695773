// Renders a job summary the way GitHub does (GFM, raw HTML allowed, then GitHub's sanitising
// rules: hast-util-sanitize's default schema is GitHub's, then its alerts: gfm-alerts.mjs) into an
// HTML page, and optionally takes a screenshot with Debian's headless Chromium.
//   node scripts/render-summary.mjs summary.md [--html out.html] [--png shot.png]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import rehypeRaw from 'rehype-raw'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { ALERT_STYLE, rehypeAlerts, remarkAlerts } from './gfm-alerts.mjs'

export async function renderHtml(markdown) {
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkAlerts)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize)
    .use(rehypeAlerts)
    .use(rehypeStringify)
    .process(markdown)
  const style = `body{font:14px/1.5 -apple-system,"Segoe UI",Helvetica,Arial,sans-serif;max-width:1000px;margin:24px auto;color:#1f2328}
table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #d1d9e0;padding:4px 10px}code{background:#eff1f3;padding:1px 4px;border-radius:4px}
pre{background:#f6f8fa;padding:10px;overflow:auto}blockquote{border-left:4px solid #d1d9e0;margin:0;padding:0 12px;color:#59636e}details{margin:8px 0}
${ALERT_STYLE}`
  return `<!doctype html><html><head><meta charset="utf-8"><style>${style}</style></head><body><article class="markdown-body">${String(file)}</article></body></html>`
}

export function chromiumPath() {
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (fs.existsSync(p)) return p
  return undefined
}

export function screenshot(htmlFile, pngFile, width = 1100, height = 1800) {
  const chromium = chromiumPath()
  if (!chromium) throw new Error('chromium is not installed (apt-get install chromium)')
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chromium-'))
  const r = spawnSync(
    chromium,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      `--screenshot=${path.resolve(pngFile)}`,
      `--window-size=${width},${height}`,
      `file://${path.resolve(htmlFile)}`
    ],
    { stdio: 'ignore', timeout: 60000 }
  )
  fs.rmSync(profile, { recursive: true, force: true })
  if (!fs.existsSync(pngFile))
    throw new Error(`chromium did not write ${pngFile} (status ${r.status})`)
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const args = process.argv.slice(2)
  const input = args.find(
    (a) => !a.startsWith('--') && !['--html', '--png'].includes(args[args.indexOf(a) - 1])
  )
  if (!input) {
    console.error(
      'usage: node scripts/render-summary.mjs summary.md [--html out.html] [--png shot.png]'
    )
    process.exit(2)
  }
  const html = args.includes('--html')
    ? args[args.indexOf('--html') + 1]
    : input.replace(/\.md$/, '') + '.html'
  fs.writeFileSync(html, await renderHtml(fs.readFileSync(input, 'utf8')))
  console.log(`HTML: ${html}`)
  if (args.includes('--png')) {
    const png = args[args.indexOf('--png') + 1]
    screenshot(html, png)
    console.log(`PNG: ${png}`)
  }
}
