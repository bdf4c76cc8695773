/**
 * `publish` (src/runner/later-inputs.ts): now or later, anything else an input error naming the
 * value; with later, fail-on, push, open-pr and check-run set to anything but their defaults are
 * input errors that name the publish step, listed with every other problem.
 */
import { describe, expect, it } from '@jest/globals'
import { readPublishInput } from '../../src/runner/later-inputs.js'
import { InputReader } from '../../src/runner/input-reader.js'
import { readRunnerEnv } from '../../src/runner/env.js'
import { readSettings } from '../../src/runner/inputs.js'
import { plainText } from '../../src/core/said.js'
import { InputError } from '../../src/core/errors.js'
import { tempDir } from '../support/helpers.js'

function read(inputs: Record<string, string>) {
  const r = new InputReader((n) => inputs[n] ?? '', readRunnerEnv({}))
  const settings = readPublishInput(r)
  return { settings, problems: r.problems.map(plainText) }
}

describe('readPublishInput', () => {
  it('is now by default, and takes now or later in any case', () => {
    expect(read({})).toEqual({ settings: { publish: 'now' }, problems: [] })
    expect(read({ publish: 'LATER' })).toEqual({ settings: { publish: 'later' }, problems: [] })
    expect(read({ publish: ' now ' }).settings).toEqual({ publish: 'now' })
  })

  it('names the input and the value it refuses', () => {
    const { problems } = read({ publish: 'tomorrow' })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^Input "publish" must be now .* or later .*, got "tomorrow"\.$/)
  })

  it('with later, each publishing input set off its default is an error naming the publish step', () => {
    const { problems } = read({
      publish: 'later',
      'fail-on': 'high',
      push: 'true',
      'open-pr': 'true',
      'check-run': 'true'
    })
    expect(problems.map((p) => /^Input "([a-z-]+)"/.exec(p)?.[1])).toEqual([
      'fail-on',
      'push',
      'open-pr',
      'check-run'
    ])
    for (const p of problems) expect(p).toContain('(uses: <owner>/<repo>/publish@v1)')
  })

  it('with later, the defaults said out loud are no error; with now, nothing is refused', () => {
    expect(
      read({ publish: 'later', 'fail-on': 'None', push: 'false', 'check-run': 'FALSE' }).problems
    ).toEqual([])
    expect(read({ publish: 'now', 'fail-on': 'high', push: 'true' }).problems).toEqual([])
  })

  it('is listed with the other input problems before anything runs (readSettings)', () => {
    const inputs: Record<string, string> = {
      prompt: 'x',
      mode: 'bogus',
      publish: 'later',
      push: 'true'
    }
    const env = readRunnerEnv({ GITHUB_WORKSPACE: tempDir() })
    let thrown: unknown
    try {
      readSettings((n) => inputs[n] ?? '', env)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(InputError)
    const text = (thrown as Error).message
    expect(text).toContain('Input "mode" must be agent, plan or ask')
    expect(text).toContain('Input "push" is "true", but with publish: later')
  })
})
