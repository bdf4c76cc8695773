/**
 * The summary and the log of `node dist/index.js`: hostile output neutralised, our own sentences
 * as markup (the install command, input errors), and the hint for a rejected git push.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import { init, result, runAction, shell, streamFile } from '../support/helpers.js'
import { structureProblems } from '../support/wellformed.js'
import { HOSTILE_KEY, HOSTILE_TOKEN, hostileStream } from '../support/summaries.js'
import { rejected } from '../support/cli-words.js'

describe('hostile output end to end', () => {
  it('neutralises workflow commands in the log, keeps the summary well-formed, shows the key only in the mask command', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': HOSTILE_KEY },
      env: {
        FAKE_CURSOR_STREAM: streamFile(hostileStream()),
        FAKE_CURSOR_STDERR: `::error::from stderr ${HOSTILE_KEY}`
      }
    })
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    const commands = lines
      .filter((l) => l.trimStart().startsWith('::'))
      .map((l) => /^::([a-z-]+)/.exec(l.trimStart())?.[1])
    // Only our own commands: the mask, the final-message group.
    expect(new Set(commands)).toEqual(new Set(['add-mask', 'group', 'endgroup']))
    expect(lines.filter((l) => l.includes('##['))).toEqual([])
    expect(run.stdout.split(HOSTILE_KEY).length - 1).toBe(1)
    expect(run.stdout).toContain(`::add-mask::${HOSTILE_KEY}`)
    expect(run.stdout).not.toContain(HOSTILE_TOKEN)
    for (const value of Object.values(run.outputs)) expect(value).not.toContain(HOSTILE_KEY)
    expect(run.summary).not.toContain(HOSTILE_KEY)
    expect(structureProblems(run.summary)).toEqual([])
    expect(fs.readFileSync(run.outputs.transcript ?? '', 'utf8')).not.toContain(HOSTILE_KEY)
  })
})

describe('the summary on dist/index.js', () => {
  it('cli_not_found: the install command is a code span whose URL copies as it is', async () => {
    const run = await runAction({ inputs: { prompt: 'x', install: 'false' }, fake: false })
    expect(run.outputs.failure_reason).toBe('cli_not_found')
    const line = run.summary.split('\n').find((l) => l.includes('cursor.com/install')) ?? ''
    expect(line).toContain('`curl https://cursor.com/install -fsS | bash`')
    // No invisible character anywhere in the command a reader copies.
    const command = /`(curl [^`]*)`/.exec(line)?.[1] ?? ''
    expect(command).toBe('curl https://cursor.com/install -fsS | bash')
    expect(line).not.toMatch(/[\u200b-\u200d\u2060\ufeff]/)
  })

  it('input errors: one list item per problem, code spans for input names', async () => {
    const run = await runAction({ inputs: { prompt: 'x', mode: 'fast', force: 'maybe' } })
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(run.summary).toContain('> Invalid inputs:\n> - Input `mode` must be agent, plan or ask')
    expect(run.summary).toContain('> - Input `force` must be true or false, got `"maybe"`.')
  })
})

describe('the git push hint on dist/index.js', () => {
  it('tells a run whose git push was rejected that the action lands the work', async () => {
    const run = await runAction({
      inputs: { prompt: 'fix and push' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('p', 'git push origin HEAD', rejected('git push origin HEAD')),
          result('I could not push.')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.summary).toContain('set `push: true`')
    expect(run.summary).not.toContain('`force: true`')
  })
})
