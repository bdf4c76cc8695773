/**
 * The result and the final message as files under RUNNER_TEMP (the `result_file` and
 * `final_message_file` outputs). An output passed to a later step through `env:` becomes one
 * environment string, and Linux refuses a program an environment string over 128 KiB
 * (MAX_ARG_STRLEN): the step then fails with "Argument list too long" before it starts. A file
 * has no such limit, and holds the whole text (the outputs are cut at 512 KiB).
 *
 * Redacted like the outputs; each file created exclusively under a name nobody can guess
 * (io/files.ts createOwnFile), so nothing is written through a link the agent planted.
 */
import fs from 'node:fs'
import type { Redactor } from '../core/redact/redact.js'
import type { RunReport } from '../core/stream/report.js'
import { createOwnFile, tempRoot, writeAll } from '../io/files.js'
import { messageOf } from '../core/errors.js'
import type { RunnerEnv } from '../core/ports.js'

export interface TextFiles {
  resultFile?: string
  finalMessageFile?: string
}

/**
 * Writes the texts the run knows: the result's when a result event arrived, the final message
 * once the CLI ran (empty when it said nothing). A file that cannot be written is a warning and
 * its output stays empty.
 */
export function writeTextFiles(
  report: RunReport,
  o: { env: RunnerEnv; redact: Redactor; warn: (message: string) => void }
): TextFiles {
  const out: TextFiles = {}
  const write = (name: (id: string) => string, text: string): string | undefined => {
    try {
      const file = createOwnFile(tempRoot(o.env.temp), name)
      try {
        writeAll(file.fd, o.redact(text))
      } finally {
        fs.closeSync(file.fd)
      }
      return file.path
    } catch (error) {
      o.warn(`The text could not be saved as a file under RUNNER_TEMP: ${messageOf(error)}`)
      return undefined
    }
  }
  if (report.result !== undefined) {
    const file = write((id) => `cursor-agent-result-${id}.txt`, report.result.text)
    if (file !== undefined) out.resultFile = file
  }
  const file = write((id) => `cursor-agent-final-message-${id}.md`, report.finalMessage)
  if (file !== undefined) out.finalMessageFile = file
  return out
}
