/**
 * Issue 27 §3: outputs up to 512 KiB passed through `env:` break a later step above 128 KiB (one
 * environment string's limit on Linux, MAX_ARG_STRLEN), as the README says; `result_file` and
 * `final_message_file` give the whole text as files under RUNNER_TEMP, redacted like the outputs,
 * on every exit path where the text is known.
 */
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { assistant, init, result, runAction, streamFile, user } from '../support/helpers.js'

const KEY = 'key_textfiles_0123456789abcdefXYZ'

/** A message of `kib` KiB of text lines, with the API key in the middle. */
function message(kib: number): string {
  const line = 'The agent explains what it changed, at length. '.repeat(2) + '\n'
  const half = line.repeat(Math.ceil((kib * 1024) / line.length / 2))
  return `${half}It used ${KEY} by mistake.\n${half}`
}

describe('the text as files', () => {
  it('a 200 KiB final message: through env it stops a later step from starting; the file gives it whole, redacted', async () => {
    const text = message(200)
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(text), result(text)]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const redacted = text.replace(KEY, '***')
    // The output holds it (under 512 KiB, not cut) ...
    expect(run.outputs.final_message).toBe(redacted)
    expect(Buffer.byteLength(redacted)).toBeGreaterThan(128 * 1024)
    // ... and a step given it through env: does not start (what the README warns about).
    if (process.platform === 'linux') {
      const later = spawnSync('/bin/sh', ['-c', 'true'], {
        env: { PATH: '/usr/bin:/bin', ANSWER: run.outputs.final_message }
      })
      expect((later.error as NodeJS.ErrnoException | undefined)?.code).toBe('E2BIG')
    }
    // The files: whole, redacted, ours (regular files, owner only, under RUNNER_TEMP).
    for (const name of ['result_file', 'final_message_file']) {
      const file = run.outputs[name] ?? ''
      expect(path.dirname(file)).toBe(run.dir)
      expect(path.basename(file)).toMatch(
        /^cursor-agent-(result|final-message)-[0-9a-f]{32}\.(txt|md)$/
      )
      const st = fs.lstatSync(file)
      expect(st.isFile()).toBe(true)
      expect(st.mode & 0o777).toBe(0o600)
      expect(fs.readFileSync(file, 'utf8')).toBe(redacted)
    }
    // A later step reads the file whatever its size.
    const reader = spawnSync('/bin/sh', ['-c', 'wc -c < "$ANSWER_FILE"'], {
      env: { PATH: '/usr/bin:/bin', ANSWER_FILE: run.outputs.final_message_file ?? '' },
      encoding: 'utf8'
    })
    expect(Number(reader.stdout.trim())).toBe(Buffer.byteLength(redacted))
    expect(run.stdout.replace(/^::add-mask::.*$/m, '') + run.summary).not.toContain(KEY)
  })

  it('over 512 KiB: the outputs are cut with a note, the files hold everything', async () => {
    const text = message(600)
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(text), result(text)]) }
    })
    expect(run.outputs.final_message).toContain('[cut to fit the output size limit')
    expect(fs.readFileSync(run.outputs.final_message_file ?? '', 'utf8')).toBe(
      text.replace(KEY, '***')
    )
    expect(fs.readFileSync(run.outputs.result_file ?? '', 'utf8')).toBe(text.replace(KEY, '***'))
  })

  it('a run that failed without a result: the last message as a file, no result file', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([init, user, assistant('Halfway: reading the tests.')]),
        FAKE_CURSOR_EXIT: '3'
      }
    })
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(run.outputs.result_file).toBe('')
    expect(fs.readFileSync(run.outputs.final_message_file ?? '', 'utf8')).toBe(
      run.outputs.final_message
    )
  })

  it('an input error (the CLI never ran): both empty, as the other text outputs', async () => {
    const run = await runAction({ inputs: { prompt: 'x', mode: 'bogus' } })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.outputs.result_file).toBe('')
    expect(run.outputs.final_message_file).toBe('')
    expect(fs.readdirSync(run.dir).filter((f) => f.startsWith('cursor-agent-result'))).toEqual([])
  })
})
