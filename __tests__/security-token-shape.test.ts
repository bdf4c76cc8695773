/**
 * GitHub App installation tokens in their JWT form (issue 24, 5), end to end on dist/index.js:
 * one the action was never given (another App's, or one the agent found in the environment)
 * printed by the agent is masked whole in the summary, every output, the log and the transcript,
 * the words around it kept; a `github-token` input of that form is masked in every encoding and
 * stops the landing of a file that holds it.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import { assistant, init, result, runAction, shell, streamFile } from './helpers.js'
import { hostedRun } from './hosted.js'
import { jwtToken } from './tokens.js'
import { secretForms } from '../src/core/redact.js'

const KEY = 'key_tokenshape_0123456789abcdefghij'

/** The 16-character pieces of `token` found in `text` (none: nothing of it leaked). */
function pieces(text: string, token: string): string[] {
  const found = new Set<string>()
  for (let i = 0; i + 16 <= token.length; i++)
    if (text.includes(token.slice(i, i + 16))) found.add(token.slice(i, i + 16))
  return [...found]
}

/** What a run leaves for people and later steps, by name; the runner consumes `add-mask` lines. */
function published(run: { summary: string; stdout: string; outputs: Record<string, string> }) {
  return {
    ...run.outputs,
    summary: run.summary,
    log: run.stdout.replace(/^::add-mask::.*$/gm, ''),
    'transcript file': fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
  }
}

describe('a JWT-form token the action was never given (issue 24, 5)', () => {
  const token = jwtToken('2740196', 'ghs', 'another app')

  it('is absent from the summary, every output, the log and the transcript', async () => {
    const stream = [
      init,
      assistant(`Found GITHUB_TOKEN=${token} in the environment.`),
      ...shell('c1', 'env | grep TOKEN', {
        failure: { exitCode: 1, stdout: `GH_TOKEN=${token}\nCI=true`, stderr: 'grep: done' }
      }),
      ...shell('c2', 'printenv GH_TOKEN', { success: { exitCode: 0, stdout: `${token}\n` } }),
      result(`Token: "${token}". Done.`)
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const texts = published(run)
    for (const [name, text] of Object.entries(texts))
      expect([name, pieces(text, token)]).toEqual([name, []])
    // The words around it are kept.
    expect(run.outputs.result).toBe('Token: "***". Done.')
    expect(run.outputs.final_message).toBe('Found GITHUB_TOKEN=*** in the environment.')
    expect(texts.log).toContain('Found GITHUB_TOKEN=*** in the environment.')
    expect(run.summary).toContain('GH_TOKEN=***')
    expect(texts['transcript file']).toContain('Found GITHUB_TOKEN=*** in the environment.')
    expect(texts['transcript file']).toContain('GH_TOKEN=***\\nCI=true')
    // Still one JSON event per line.
    expect(texts['transcript file'].trim().split('\n')).toHaveLength(stream.length)
  })
})

describe('a github-token input of the JWT form (issue 24, 5)', () => {
  const token = jwtToken('1234567', 'ghs', 'given')
  const b64 = (s: string): string => Buffer.from(s).toString('base64')

  it('is masked in every encoding, and a file holding it is not landed', async () => {
    const hex = Buffer.from(token).toString('hex')
    const wrapped = (b64(`basic ${token}`).match(/.{1,76}/g) ?? []).join('\n')
    const printed = [
      `raw ${token}`,
      `upper ${token.toUpperCase()}`,
      `header ${b64(`x-access-token:${token}`)}`,
      `url ${encodeURIComponent(token)}`,
      `hex ${hex}`,
      `wrapped\n${wrapped}\nend`,
      JSON.stringify({ env: { GITHUB_TOKEN: token } })
    ].join('\n')
    const run = await hostedRun({
      before: [init, assistant(printed)],
      agent: `printf 'token=%s\\n' '${token}' > leak.txt; printf '%s\\n' '${wrapped}' > wrapped.txt; echo fixed > a.txt`,
      after: [...shell('c1', 'cat leak.txt', { success: { stdout: printed } }), result(printed)],
      inputs: { 'api-key': KEY, 'github-token': token }
    })
    expect(run.outputs.conclusion).toBe('success')
    const texts = published(run)
    for (const [name, text] of Object.entries(texts)) {
      expect([name, pieces(text, token)]).toEqual([name, []])
      expect([name, secretForms(token).filter((f) => text.includes(f))]).toEqual([name, []])
      expect([name, pieces(text, hex), pieces(text, wrapped.slice(100, 300))]).toEqual([
        name,
        [],
        []
      ])
    }
    // The landing's secret scan: no patch, a warning naming both files and the token.
    expect(run.outputs.patch).toBe('')
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('::warning'))
    const scan = warnings.find((l) => l.includes('leak.txt')) ?? ''
    expect(scan).toContain('wrapped.txt')
    expect(scan).toMatch(/GitHub token/)
    expect(run.outputs.files_changed).toContain('a.txt')
  })
})
