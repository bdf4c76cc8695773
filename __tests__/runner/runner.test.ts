// src/runner/runner.ts against @actions/core 3 (a dev dependency kept for this test): the same calls,
// in the same environment, must write the same bytes to stdout and to the runner's files.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import * as core from '@actions/core'
import * as ours from '../../src/runner/runner.js'
import { tempDir } from '../support/helpers.js'

const HOSTILE = [
  'plain',
  '',
  '100% done',
  'a\r\nb\nc\r',
  '::error::injected',
  'x::set-output name=a::b',
  '%0A%25 already escaped',
  'key: value, other: thing',
  'NEL\u0085LS\u2028PS\u2029end',
  '  padded  ',
  'emoji 🚀 and ünïcödé'
]

interface Capture {
  stdout: string
  files: Record<string, string>
  exitCode: typeof process.exitCode
  env: Record<string, string | undefined>
}

const FILES = ['GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_PATH', 'GITHUB_STEP_SUMMARY'] as const

let saved: NodeJS.ProcessEnv
let savedExit: typeof process.exitCode
beforeEach(() => {
  saved = { ...process.env }
  savedExit = process.exitCode
})
afterEach(() => {
  for (const k of Object.keys(process.env))
    if (!(k in saved)) Reflect.deleteProperty(process.env, k)
  Object.assign(process.env, saved)
  process.exitCode = savedExit
})

/** Runs `calls` with a fresh set of runner files (or none), capturing what they write. */
async function capture(
  calls: () => unknown,
  o: { files: boolean; env?: Record<string, string> }
): Promise<Capture> {
  const dir = tempDir('caa-runner-')
  for (const name of FILES) {
    if (o.files) {
      const file = path.join(dir, name)
      fs.writeFileSync(file, '')
      process.env[name] = file
    } else {
      Reflect.deleteProperty(process.env, name)
    }
  }
  Object.assign(process.env, o.env ?? {})
  process.env.PATH = '/usr/bin'
  // core.summary keeps the first path it found; each capture has files of its own.
  ;(core.summary as unknown as { _filePath?: string })._filePath = undefined
  process.exitCode = undefined
  let stdout = ''
  const write = process.stdout.write.bind(process.stdout)
  process.stdout.write = ((chunk: string | Uint8Array): boolean => {
    stdout += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    return true
  }) as typeof process.stdout.write
  try {
    await calls()
  } finally {
    process.stdout.write = write
  }
  const files: Record<string, string> = {}
  if (o.files) for (const name of FILES) files[name] = fs.readFileSync(path.join(dir, name), 'utf8')
  const exitCode = process.exitCode
  process.exitCode = undefined
  return { stdout: same(stdout), files: sameAll(files), exitCode, env: { PATH: process.env.PATH } }
}

/** The delimiters are random per value: compare their shape, not their uuid. */
function same(text: string): string {
  return text.replace(/ghadelimiter_[0-9a-f-]{36}/g, 'ghadelimiter_<uuid>')
}

function sameAll(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, same(v)]))
}

describe('runner.ts writes what @actions/core writes', () => {
  for (const files of [true, false]) {
    it(`for every call the action makes (${files ? 'with' : 'without'} the runner's files)`, async () => {
      type Api = Pick<
        typeof ours,
        | 'info'
        | 'debug'
        | 'warning'
        | 'error'
        | 'setSecret'
        | 'startGroup'
        | 'endGroup'
        | 'setOutput'
        | 'saveState'
        | 'addPath'
        | 'setFailed'
      >
      const script = (api: Api) => (): void => {
        for (const text of HOSTILE) {
          api.info(text)
          api.debug(text)
          api.warning(text)
          api.error(text)
          api.setSecret(text)
          api.startGroup(text)
          api.endGroup()
          api.setOutput(`out ${text.length}`, text)
          api.saveState(`state-${text.length}`, text)
        }
        api.setOutput('name,with:colon%', 'v')
        api.saveState('a:b,c', 'v')
        api.addPath('/opt/tool bin')
        api.setFailed('it failed\nbadly')
      }
      const theirs = await capture(script(core), { files })
      const mine = await capture(script(ours), { files })
      expect(mine).toEqual(theirs)
      expect(theirs.exitCode).toBe(1)
      expect(theirs.stdout.length).toBeGreaterThan(1000)
    })
  }

  it('reads inputs, state and debug mode the same way', async () => {
    const env = {
      INPUT_PROMPT: '  fix it \n',
      'INPUT_API-KEY': 'k',
      INPUT_WITH_SPACE: 'yes',
      STATE_bot: 'saved',
      RUNNER_DEBUG: '1'
    }
    const read = (api: Pick<typeof ours, 'getInput' | 'getState' | 'isDebug'>) => ({
      prompt: api.getInput('prompt'),
      key: api.getInput('api-key'),
      spaced: api.getInput('with space'),
      missing: api.getInput('nope'),
      state: api.getState('bot'),
      noState: api.getState('other'),
      debug: api.isDebug()
    })
    const results: unknown[] = []
    await capture(() => results.push(read(core)), { files: true, env })
    await capture(() => results.push(read(ours)), { files: true, env })
    expect(results[1]).toEqual(results[0])
    expect(results[0]).toMatchObject({ prompt: 'fix it', spaced: 'yes', debug: true })
  })

  it('appends the job summary as core.summary.addRaw().write() does', async () => {
    const md = '### Title\n\n<details><summary>x</summary>\n\n| a | b |\n</details>\n'
    const theirs = await capture(
      async () => {
        await core.summary.addRaw(md).write()
        await core.summary.addRaw(md).write()
      },
      { files: true }
    )
    const mine = await capture(
      () => {
        ours.appendSummary(md)
        ours.appendSummary(md)
      },
      { files: true }
    )
    expect(mine.files.GITHUB_STEP_SUMMARY).toBe(md + md)
    expect(mine).toEqual(theirs)
  })

  it('fails like core when the summary file is missing or unset', async () => {
    const errors: string[] = []
    const tryBoth = async (): Promise<void> => {
      const writes = [
        () => core.summary.addRaw('x').write(),
        () => {
          ours.appendSummary('x')
          return Promise.resolve()
        }
      ]
      for (const write of writes) {
        try {
          await write()
          errors.push('no error')
        } catch (error) {
          errors.push((error as Error).message)
        }
      }
    }
    await capture(tryBoth, { files: false })
    await capture(tryBoth, {
      files: false,
      env: { GITHUB_STEP_SUMMARY: '/nonexistent/summary.md' }
    })
    expect(errors[1]).toBe(errors[0])
    expect(errors[3]).toBe(errors[2])
    expect(errors[2]).toContain("Unable to access summary file: '/nonexistent/summary.md'")
  })
})
