/**
 * GitHub tokens in the forms a leak takes (red team of security round 4), end to end on
 * dist/index.js: the form git sends it (base64 of `x-access-token:…`, as `git config --list`
 * prints actions/checkout's persisted header) and markdown escapes (`ghs\\_…`, `ghs&#95;…`).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import { assistant, init, result, runAction, shell, streamFile } from '../support/helpers.js'
import { renderGfm, textOf } from '../support/gfm.js'
import { jwtToken } from '../support/tokens.js'

const KEY = 'key_redteam24_0123456789abcdefghij'
const b64 = (s: string): string => Buffer.from(s).toString('base64')

describe("a GitHub token in the form git sends it (issue 24, 5: a token the action wasn't given)", () => {
  it('is masked in the summary, every output, the log and the transcript', async () => {
    // actions/checkout's persisted credentials, as `git config --list` prints them, for a
    // GITHUB_TOKEN of the JWT form when github-token is another token (a PAT, say).
    const token = jwtToken('2740196', 'ghs', 'checkout')
    const header = b64(`x-access-token:${token}`)
    const config = `core.bare=false\nhttp.https://github.com/.extraheader=AUTHORIZATION: basic ${header}\n`
    const stream = [
      init,
      ...shell('c1', 'git config --list', { success: { exitCode: 0, stdout: config } }),
      assistant(`The checkout left \`AUTHORIZATION: basic ${header}\` in the config.`),
      result(`Found ${header}.`)
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const texts: Record<string, string> = {
      ...run.outputs,
      summary: run.summary,
      log: run.stdout,
      transcript: fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    }
    // Every 16 characters of the header's token part, anywhere.
    const pieces = (text: string): string[] =>
      Array.from({ length: header.length - 36 }, (_, i) => header.slice(20 + i, 36 + i)).filter(
        (p) => text.includes(p)
      )
    for (const [name, text] of Object.entries(texts))
      expect([name, pieces(text)]).toEqual([name, []])
    expect(run.outputs.result).toBe('Found ***.')
    expect(run.summary).toContain('`AUTHORIZATION: basic ***`')
  })
})

describe('a token in markdown escapes (issue 24, 5: `ghs\\_…`, `ghs&#95;…`)', () => {
  it('is masked where it is read, so no markdown reader shows it: the summary as GitHub renders it, the outputs, the transcript', async () => {
    // Models escape underscores in markdown. GitHub shows `ghs\_1\_eyJ…` as the token, and the
    // summary's rewriting of the agent's markdown decoded it and wrote it back out escaped anew.
    const token = jwtToken('2740196', 'ghs', 'markdown')
    const classic = ['ghp', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'].join('_')
    const message = [
      `The token is ${token.replace(/_/g, '\\_')}.`,
      `Or ${token.replace(/_/g, '&#95;')}, or ${classic.replace('_', '&lowbar;')}.`,
      `And the key ${KEY.replace(/_/g, '\\_')}.`
    ].join('\n\n')
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(message), result(message)]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const shown = (md: string): string => textOf(renderGfm(md).children)
    const texts: Record<string, string> = {
      summary: shown(run.summary),
      result: shown(run.outputs.result ?? ''),
      final_message: shown(run.outputs.final_message ?? ''),
      transcript: fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    }
    for (const [name, text] of Object.entries(texts))
      for (const secret of [token.slice(-40), token.slice(20, 60), classic, KEY])
        expect([name, secret, text.includes(secret)]).toEqual([name, secret, false])
    expect(texts.summary).toContain('The token is ***.')
  })
})
