#!/usr/bin/env node
/**
 * `cursor-agent-report transcript.ndjson`: the job summary from a saved stream, with no GitHub
 * around. Reads the file (or stdin with `-`) through the same splitter and fold as the action and
 * prints the markdown. The verdict comes from the stream alone, so the exit code is taken as 0
 * unless `--exit-code N` says otherwise.
 */
import fs from 'node:fs'
import { LineSplitter } from './core/lines.js'
import { makeRedactor } from './render/redact.js'
import { ReportBuilder } from './core/report.js'
import { renderSummary } from './render/summary.js'
import { decide } from './core/verdict.js'
import { VERSION } from './version.js'

const USAGE = 'usage: cursor-agent-report [--exit-code N] [--root DIR] <transcript.ndjson | ->'

async function main(argv: string[]): Promise<number> {
  let file: string | undefined
  let exitCode = 0
  let root: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--exit-code') exitCode = Number(argv[++i])
    else if (a === '--root') root = argv[++i]
    else if (a === '-h' || a === '--help') {
      process.stdout.write(USAGE + '\n')
      return 0
    } else file = a
  }
  if (file === undefined || !Number.isInteger(exitCode)) {
    process.stderr.write(USAGE + '\n')
    return 2
  }
  const builder = new ReportBuilder({ root })
  const splitter = new LineSplitter(
    (line) => builder.line(line),
    (bytes, head) => builder.oversize(bytes, head)
  )
  const input = file === '-' ? process.stdin : fs.createReadStream(file)
  try {
    for await (const chunk of input) splitter.push(chunk as Buffer)
  } catch (error) {
    process.stderr.write(
      `cursor-agent-report: cannot read ${file}: ${error instanceof Error ? error.message : String(error)}\n`
    )
    return 2
  }
  splitter.end()
  const report = builder.snapshot()
  const verdict = decide({ kind: 'exited', exitCode, signal: null }, report.result)
  const redact = makeRedactor([process.env.CURSOR_API_KEY ?? ''])
  const markdown = renderSummary(
    {
      report,
      verdict,
      durationMs: report.result?.durationMs ?? 0,
      exitCode,
      transcriptPath: file === '-' ? undefined : file,
      actionVersion: VERSION
    },
    redact
  )
  process.stdout.write(markdown)
  return 0
}

process.exitCode = await main(process.argv.slice(2))
