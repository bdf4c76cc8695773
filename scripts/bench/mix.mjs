// The realistic mix the bench streams (generated once into tmp/bench/, not committed): thinking
// deltas, assistant deltas and segments, 50 KB read results of real source text, edits with diffs,
// shell output with some failures, greps, one to four calls in parallel.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))))
const MB = 1024 * 1024
const cache = path.join(root, 'tmp', 'bench')

const GENERATOR = 3
function rng(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 2 ** 32
  }
}

function corpus() {
  const files = []
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) walk(p)
      else if (/\.(js|ts|md)$/.test(e.name)) files.push(p)
    }
  }
  for (const d of ['typescript/lib', 'eslint/lib', '@octokit', 'prettier']) {
    const p = path.join(root, 'node_modules', d)
    if (fs.existsSync(p)) walk(p)
  }
  files.sort()
  let text = ''
  for (const f of files) {
    text += fs.readFileSync(f, 'utf8')
    if (text.length > 8 * MB) break
  }
  return text
}

function generate(file, bytes) {
  const rand = rng(42)
  const text = corpus()
  const slice = (n) => {
    const at = Math.floor(rand() * (text.length - n))
    return text.slice(at, at + n)
  }
  const words = slice(200_000).split(/\s+/).filter(Boolean)
  const phrase = (n) =>
    Array.from({ length: n }, () => words[Math.floor(rand() * words.length)]).join(' ')
  const sid = '5e55e55e-0000-4000-8000-000000000000'
  const fd = fs.openSync(file + '.part', 'w')
  let size = 0
  let batch = []
  const out = (o) => {
    const line = JSON.stringify(o) + '\n'
    batch.push(line)
    size += Buffer.byteLength(line)
    if (batch.length >= 512) flush()
  }
  const flush = () => {
    fs.writeSync(fd, batch.join(''))
    batch = []
  }
  out({
    type: 'system',
    subtype: 'init',
    apiKeySource: 'env',
    cwd: '/w',
    session_id: sid,
    model: 'bench',
    permissionMode: 'default'
  })
  let call = 0
  let ts = 1_700_000_000_000
  while (size < bytes) {
    const deltas = 30 + Math.floor(rand() * 270)
    for (let i = 0; i < deltas; i++)
      out({
        type: 'thinking',
        subtype: 'delta',
        text: phrase(1 + Math.floor(rand() * 5)) + ' ',
        session_id: sid,
        timestamp_ms: ts++
      })
    out({ type: 'thinking', subtype: 'completed', session_id: sid, timestamp_ms: ts++ })
    const segment = []
    for (let i = 0; i < 20 + Math.floor(rand() * 60); i++) {
      const t = phrase(1 + Math.floor(rand() * 4)) + ' '
      segment.push(t)
      out({
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text: t }] },
        session_id: sid,
        timestamp_ms: ts++
      })
    }
    out({
      type: 'assistant',
      message: { role: 'assistant', content: [{ type: 'text', text: segment.join('') }] },
      session_id: sid,
      model_call_id: `m${call}`,
      timestamp_ms: ts++
    })
    // One to four calls in parallel: all start, then all complete (in another order).
    const n = 1 + Math.floor(rand() * 4)
    const calls = []
    for (let i = 0; i < n; i++) {
      const id = `call_${++call}\nfc_${call}`
      const pick = rand()
      let key
      let args
      let result
      if (pick < 0.4) {
        key = 'readToolCall'
        args = { path: `/w/src/file${call % 500}.ts` }
        const content = slice(50 * 1024)
        result = {
          success: {
            content,
            isEmpty: false,
            exceededLimit: false,
            totalLines: content.split('\n').length,
            fileSize: content.length,
            path: args.path
          }
        }
      } else if (pick < 0.6) {
        key = 'editToolCall'
        args = { path: `/w/src/file${call % 500}.ts` }
        const before = slice(1500)
        const after = slice(1500)
        result = {
          success: {
            path: args.path,
            linesAdded: 12,
            linesRemoved: 7,
            diffString: `--- a\n+++ b\n@@ -1,7 +1,12 @@\n-${before.split('\n').join('\n-')}\n+${after.split('\n').join('\n+')}`
          }
        }
      } else if (pick < 0.85) {
        key = 'shellToolCall'
        args = { command: `npm test -- --shard=${call % 7}`, workingDirectory: '' }
        const stdout = slice(1000 + Math.floor(rand() * 19_000))
        result =
          rand() < 0.1
            ? {
                failure: {
                  command: args.command,
                  exitCode: 1,
                  signal: '',
                  stdout,
                  stderr: slice(500),
                  executionTime: 1234
                }
              }
            : {
                success: {
                  command: args.command,
                  exitCode: 0,
                  signal: '',
                  stdout,
                  stderr: '',
                  executionTime: 1234
                }
              }
      } else {
        key = 'grepToolCall'
        args = { pattern: words[Math.floor(rand() * words.length)] ?? 'x', path: '/w' }
        result = {
          success: {
            pattern: args.pattern,
            path: '/w',
            outputMode: 'content',
            workspaceResults: {
              '/w': {
                content: {
                  matches: [
                    { file: 'src/a.ts', matches: [{ lineNumber: 1, content: slice(2000) }] }
                  ]
                }
              }
            }
          }
        }
      }
      calls.push({ id, key, args, result })
      out({
        type: 'tool_call',
        subtype: 'started',
        call_id: id,
        tool_call: { [key]: { args } },
        session_id: sid,
        timestamp_ms: ts++
      })
    }
    for (const c of calls.reverse())
      out({
        type: 'tool_call',
        subtype: 'completed',
        call_id: c.id,
        tool_call: { [c.key]: { args: c.args, result: c.result } },
        session_id: sid,
        timestamp_ms: ts++
      })
  }
  out({
    type: 'assistant',
    message: { role: 'assistant', content: [{ type: 'text', text: 'All done.' }] },
    session_id: sid
  })
  out({
    type: 'result',
    subtype: 'success',
    duration_ms: 1000,
    duration_api_ms: 900,
    is_error: false,
    result: 'All done.',
    session_id: sid,
    request_id: 'req'
  })
  flush()
  fs.closeSync(fd)
  fs.renameSync(file + '.part', file)
}

/** The mix of `mb` MiB, generated once. */
export function streamOf(mb) {
  fs.mkdirSync(cache, { recursive: true })
  const file = path.join(cache, `mix-v${GENERATOR}-${mb}mb.ndjson`)
  if (!fs.existsSync(file)) {
    process.stderr.write(`generating ${path.relative(root, file)} …\n`)
    generate(file, mb * MB)
  }
  return file
}
