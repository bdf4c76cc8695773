/**
 * The heap's bounds (src/agent/process/heap.ts), in a child process of its own (V8 flags are process-wide):
 * with them, a stream-like allocation load leaves the young generation where the cap found it;
 * without them, the same load grows it. (The old generation's bound changes when V8 collects,
 * which no test can pin down; `npm run bench` shows its effect on peak RSS.)
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { tempDir, ROOT } from '../../support/helpers.js'

const load = `
  const young = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size
  const stop = CAP > 0 ? boundHeap(CAP) : () => {}
  const line = JSON.stringify({ type: 'tool_call', text: 'x'.repeat(2000), list: [1, 2, 3] })
  let keep = []
  const started = young()
  for (let round = 0; round < 20; round++) {
    for (let i = 0; i < 20000; i++) {
      const o = JSON.parse(line)
      if (i % 50 === 0) keep.push(o)
    }
    keep = keep.slice(-2000)
    await new Promise((r) => setTimeout(r, 5))
  }
  stop()
  process.stdout.write(JSON.stringify({ started, ended: young() }))
`

/** `cap`: the young generation's cap in bytes; 0 runs the load without the bounds. */
function run(cap: number): { started: number; ended: number } {
  const dir = tempDir()
  const source = fs.readFileSync(path.join(ROOT, 'src', 'agent', 'process', 'heap.ts'), 'utf8')
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 }
  }).outputText
  const file = path.join(dir, 'probe.mjs')
  fs.writeFileSync(file, `${js}\nconst CAP = ${String(cap)}\n${load}`)
  const child = spawnSync(process.execPath, [file], { encoding: 'utf8', timeout: 60_000 })
  expect(child.stderr).toBe('')
  return JSON.parse(child.stdout) as { started: number; ended: number }
}

describe('the heap bounds', () => {
  it('stop the young generation once it reached the cap; without, the same load grows it', () => {
    const capped = run(2 * 1024 * 1024)
    const free = run(0)
    // The cap is checked every 50 ms, so the space may double once more past it (2 → 4 MiB here);
    // free, the same 20 rounds took it to 64 MiB on Node 24 (40 rounds: 32 MiB on Node 20 and
    // 128 MiB on Node 24).
    expect(capped.ended).toBeLessThanOrEqual(8 * 1024 * 1024)
    expect(free.ended).toBeGreaterThanOrEqual(2 * capped.ended)
  })
})
