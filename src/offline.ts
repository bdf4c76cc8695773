#!/usr/bin/env node
/**
 * `node dist/report/index.js transcript.ndjson`, in a checkout of the action: the job summary from
 * a saved stream, with no GitHub around. Reads the file (or stdin with `-`) through the same splitter and fold as the action and
 * prints the markdown, with the same header facts (duration, exit code) and footer. The verdict
 * comes from the stream alone, so the exit code is taken as 0 unless `--exit-code N` says
 * otherwise. `--json FILE` also writes the run manifest, as the action's `manifest` output does.
 */
import fs from 'node:fs'
import os from 'node:os'
import { LineSplitter } from './core/stream/lines.js'
import { makeRedactor } from './core/redact/redact.js'
import { ReportBuilder } from './core/stream/report.js'
import { runFacts } from './core/verdict/facts.js'
import { renderSummary } from './render/summary.js'
import { decide } from './core/verdict/verdict.js'
import { ManifestWriter } from './observers/manifest.js'
import { VERSION } from './version.js'
import { messageOf } from './core/errors.js'
import { safeLine } from './render/logsafe.js'

const USAGE =
  'usage: node dist/report/index.js [--exit-code N] [--root DIR] [--duration-ms N] [--json FILE] <transcript.ndjson | ->'

interface Args {
  file: string
  exitCode: number
  root?: string
  durationMs?: number
  json?: string
}

function parseArgs(argv: string[]): Args | string {
  let file: string | undefined
  let exitCode = 0
  let root: string | undefined
  let durationMs: number | undefined
  let json: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const a = argv.at(i) ?? ''
    const value = (): string => {
      const v = argv.at(++i)
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    try {
      if (a === '--exit-code') exitCode = Number(value())
      else if (a === '--root') root = value()
      else if (a === '--duration-ms') durationMs = Number(value())
      else if (a === '--json') json = value()
      else if (a === '-h' || a === '--help') return 'help'
      else if (a.startsWith('--')) return `unknown option ${a}`
      else file = a
    } catch (error) {
      return messageOf(error)
    }
  }
  if (file === undefined) return 'no transcript given'
  if (!Number.isInteger(exitCode)) return '--exit-code must be a whole number'
  if (durationMs !== undefined && !(durationMs >= 0)) return '--duration-ms must be 0 or more'
  return { file, exitCode, root, durationMs, json }
}

/**
 * The markdown as printed. stdout may be a job's log, where the runner reads every line (split on
 * `\r` and `\n`, trimmed with .NET's rules) for workflow commands, and the agent wrote parts of
 * this text (`::add-mask::`, `::stop-commands::`, `##[error]`). Only a line the runner would read
 * as one changes, by a zero-width space (render/logsafe.ts safeLine, as in the live log): the
 * markdown saved from stdout to a file renders the same.
 */
function printable(markdown: string): string {
  return markdown.replace(/[^\r\n]+/g, (line) => safeLine(line))
}

/** Emit times in the stream (thinking, tool and mid-turn events carry `timestamp_ms`). */
const TIMESTAMP = /(?<!\\)"timestamp_ms"\s*:\s*(\d{10,})/

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv)
  if (args === 'help') {
    process.stdout.write(USAGE + '\n')
    return 0
  }
  if (typeof args === 'string') {
    process.stderr.write(`report: ${args}\n${USAGE}\n`)
    return 2
  }
  const { file, exitCode } = args
  const redact = makeRedactor([process.env.CURSOR_API_KEY ?? ''])
  const builder = new ReportBuilder({ root: args.root })
  const manifest =
    args.json !== undefined ? new ManifestWriter(os.tmpdir(), redact, args.json) : undefined
  let first: number | undefined
  let last: number | undefined
  const splitter = new LineSplitter(
    (line) => {
      const change = builder.line(line)
      manifest?.change(change)
      const t = TIMESTAMP.exec(line)?.[1]
      if (t !== undefined) {
        first ??= Number(t)
        last = Number(t)
      }
    },
    (bytes, head) => builder.oversize(bytes, head)
  )
  const input = file === '-' ? process.stdin : fs.createReadStream(file)
  try {
    for await (const chunk of input) splitter.push(chunk as Buffer)
  } catch (error) {
    process.stderr.write(`report: cannot read ${file}: ${messageOf(error)}\n`)
    return 2
  }
  splitter.end()
  const report = builder.live()
  const verdict = decide({ kind: 'exited', exitCode, signal: null }, report.result)
  // Like the action: the result's duration, else what the stream's own clock spans (the action
  // would use its wall clock, which a saved stream does not have), unless given.
  const durationMs =
    args.durationMs ??
    report.result?.durationMs ??
    (first !== undefined && last !== undefined ? last - first : 0)
  const transcriptPath = file === '-' ? undefined : file
  const running = builder.runningCalls()
  const facts = runFacts({
    report,
    verdict,
    durationMs,
    exitCode,
    transcriptPath,
    running,
    ran: true
  })
  const markdown = renderSummary(facts, redact, { actionVersion: VERSION, offline: true })
  process.stdout.write(printable(markdown))
  if (manifest !== undefined) {
    try {
      manifest.finish(facts, { via: 'report', version: VERSION })
    } catch (error) {
      process.stderr.write(
        `report: cannot write ${manifest.target ?? 'the manifest'}: ${messageOf(error)}\n`
      )
      return 2
    }
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2))
