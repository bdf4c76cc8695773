/**
 * A hostile stream against dist/index.js (issue 10, findings 1, 3 and 5): workflow commands hidden
 * behind every character the runner trims, in every field the live log shows, and secrets in every
 * shape and encoding, in every field that reaches an output, the summary, the log or the
 * transcript. The log is read with the runner's own parsing rules (runner-commands.ts).
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import {
  assistant,
  init,
  result,
  runAction,
  SESSION,
  shell,
  streamFile
} from '../support/helpers.js'
import { DOTNET_WHITESPACE, runnerCommands } from '../support/runner-commands.js'
import { makeRedactor, secretForms } from '../../src/core/redact/redact.js'
import { Tail } from '../../src/agent/process/session.js'
import { ReportBuilder } from '../../src/core/stream/report.js'
import { LineSplitter } from '../../src/core/stream/lines.js'

const KEY = 'key_sec_0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const GITHUB_TOKEN = 'ghs_0123456789abcdefghijABCDEFGHIJ012345'

/** Every trimmed character before a command, at the start and after `\n`, `\r` and `\r\n`. */
function hostile(tag: string): string {
  const breaks = ['\n', '\r', '\r\n']
  const variants = DOTNET_WHITESPACE.map(
    (ws, i) =>
      `${i === 0 ? '' : (breaks[i % 3] ?? '\n')}${ws}::error file=evil.js,line=1::PWNED-${tag}`
  )
  return [
    `::warning::PWNED-${tag}`,
    ...variants,
    `\n\u0085::add-mask::PWNED-${tag}`,
    `\r\u00a0::set-output name=x::PWNED-${tag}`,
    `\n\u2028::stop-commands::PWNEDTOKEN`,
    `\n text ##[error]PWNED-${tag}`,
    `\r##[set-output name=y;]PWNED-${tag}`
  ].join('')
}

/** A non-JSON line cannot hold `\n` (the fake splits on it), so it gets the other breaks. */
function hostileRaw(tag: string): string {
  return hostile(tag).replace(/\r\n|\n/g, '\r')
}

function tool(id: string, key: string, args: object, outcome: object): object[] {
  return [
    { type: 'tool_call', subtype: 'started', call_id: id, tool_call: { [key]: { args } } },
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: { [key]: { args, result: outcome } }
    }
  ]
}

function hostileStream(): (object | string)[] {
  return [
    { ...init, session_id: hostile('sid'), model: hostile('model') },
    {
      type: 'assistant',
      model_call_id: 'm1',
      message: { role: 'assistant', content: [{ type: 'text', text: hostile('segment') }] },
      session_id: SESSION
    },
    ...shell('c1', hostile('command'), { success: { exitCode: 0, stdout: hostile('out') } }),
    ...shell('c2', 'false', { failure: { exitCode: 1, stderr: 'x', errorMessage: 'e' } }),
    ...tool('c3', 'readToolCall', { path: hostile('path') }, { success: { content: 'x' } }),
    ...tool('c4', `${hostile('toolname')}ToolCall`, { x: 1 }, { success: {} }),
    ...tool('c5', 'editToolCall', { path: 'a.ts' }, { error: { errorMessage: hostile('reason') } }),
    ...tool('c6', 'grepToolCall', { pattern: hostile('pattern') }, { success: {} }),
    { type: 'error', message: hostile('error-event') },
    {
      type: 'interaction_query',
      subtype: 'request',
      query_type: 'shellRequestQuery',
      query: { shellRequestQuery: { args: { command: hostile('query') } } }
    },
    hostileRaw('not-json'),
    assistant(hostile('final')),
    result(hostile('result'))
  ]
}

const HOSTILE_STDERR = `progress 10%\r\u0085::error file=x::PWNED-stderr\r::stop-commands::PWNEDTOKEN\n\u3000::add-mask::PWNED-stderr2`

/** Secrets an agent can print: token shapes, and our own secrets in every encoding. */
const SHAPES: Record<string, string> = {
  slackBot: 'xoxb-123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
  slackUser: 'xoxp-123456789012-1234567890123-1234567890123-0123456789abcdef0123456789abcdef',
  gitlab: 'glpat-AbCdEfGhIjKlMnOpQrSt',
  stripeLive: 'sk_live_51AbCdEfGhIjKlMnOpQrStUvWx',
  stripeRestricted: 'rk_live_51AbCdEfGhIjKlMnOpQrStUvWx',
  google: 'AIzaSyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q',
  npm: 'npm_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789',
  awsSecret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  githubToken: GITHUB_TOKEN
}
const PEM_BODY = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7VJTUt9Us8cKj'
const PEM = `-----BEGIN PRIVATE KEY-----\n${PEM_BODY}\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIB\n-----END PRIVATE KEY-----`

function secretText(): string {
  const b64 = (s: string): string => Buffer.from(s).toString('base64')
  return [
    `slack ${SHAPES.slackBot} and ${SHAPES.slackUser}`,
    `gitlab ${SHAPES.gitlab} stripe ${SHAPES.stripeLive} ${SHAPES.stripeRestricted}`,
    `google ${SHAPES.google} npm ${SHAPES.npm}`,
    `aws_secret_access_key = ${SHAPES.awsSecret}`,
    `token ${GITHUB_TOKEN}`,
    PEM,
    // The same key inside a JSON string, `\n` escaped.
    JSON.stringify({ private_key: PEM }),
    // The API key encoded: base64 at three offsets, base64url, URL-encoded.
    `b64 ${b64(KEY)} ${b64(`x${KEY}`)} ${b64(`xy${KEY}`)} ${b64(`CURSOR_API_KEY=${KEY}\n`)}`,
    `url ${encodeURIComponent(`${KEY}+/=`)} https://x.example/?k=${encodeURIComponent(KEY)}`
  ].join('\n')
}

/** Pieces that must not survive anywhere: the secrets and long runs of them. */
function leaks(text: string): string[] {
  const found: string[] = []
  const pieces = [
    ...Object.values(SHAPES),
    PEM_BODY,
    PEM_BODY.slice(20, 44),
    ...secretForms(KEY),
    ...secretForms(GITHUB_TOKEN)
  ]
  for (const p of pieces) if (text.includes(p)) found.push(p)
  return found
}

describe('workflow commands from the stream (issue 10, finding 1)', () => {
  it('prints no command of the agent on success, whatever the runner trims', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(hostileStream()), FAKE_CURSOR_STDERR: HOSTILE_STDERR }
    })
    expect(run.outputs.conclusion).toBe('success')
    const commands = runnerCommands(run.stdout)
    expect(commands.filter((c) => JSON.stringify(c).includes('PWNED'))).toEqual([])
    // The action's own commands only: masking the key, the final message's group.
    expect(
      commands.map((c) => `${c.form}:${c.name}:${c.name === 'add-mask' ? c.data : ''}`)
    ).toEqual([`v2:add-mask:${KEY}`, 'v2:group:', 'v2:endgroup:'])
    // The agent's text is still shown, behind our own prefix.
    for (const tag of ['segment', 'command', 'path', 'reason', 'error-event', 'final', 'stderr'])
      expect(run.stdout).toContain(`PWNED-${tag}`)
  })

  it('in debug mode, agent text only ever appears inside our own ::debug:: commands', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: {
        FAKE_CURSOR_STREAM: streamFile(hostileStream()),
        FAKE_CURSOR_STDERR: HOSTILE_STDERR,
        RUNNER_DEBUG: '1'
      }
    })
    const commands = runnerCommands(run.stdout)
    const theirs = commands.filter((c) => JSON.stringify(c).includes('PWNED'))
    expect(theirs.length).toBeGreaterThan(5)
    expect(theirs.filter((c) => !(c.form === 'v2' && c.name === 'debug'))).toEqual([])
    expect(commands.filter((c) => c.name === 'stop-commands')).toEqual([])
  })

  it('on failure, the only error command is the action’s own, with no properties', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: {
        FAKE_CURSOR_STREAM: streamFile(hostileStream().slice(0, -1)),
        FAKE_CURSOR_STDERR: HOSTILE_STDERR,
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.outputs.conclusion).toBe('failure')
    const commands = runnerCommands(run.stdout).filter((c) => c.name !== 'debug')
    const errors = commands.filter((c) => c.name === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]?.properties).toEqual({})
    expect(
      commands.filter((c) => c.name !== 'error' && JSON.stringify(c).includes('PWNED'))
    ).toEqual([])
  })
})

describe('secrets in every shape and encoding (issue 10, findings 3 and 5)', () => {
  it('are masked in result, final_message, the summary, the log and the transcript', async () => {
    const text = secretText()
    const stream = [
      init,
      ...shell('c1', `echo ${SHAPES.npm}`, { failure: { exitCode: 1, stdout: text } }),
      ...tool('c2', 'readToolCall', { path: 'creds.env' }, { success: { content: text } }),
      ...tool('c3', 'editToolCall', { path: 'a.ts' }, { error: { errorMessage: text } }),
      { type: 'error', message: text },
      assistant(text),
      result(text)
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: {
        FAKE_CURSOR_STREAM: streamFile(stream),
        GITHUB_TOKEN,
        INPUT_GITHUB_TOKEN: GITHUB_TOKEN
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.result).toContain('***')
    expect(leaks(run.outputs.result ?? '')).toEqual([])
    expect(leaks(run.outputs.final_message ?? '')).toEqual([])
    expect(leaks(run.summary)).toEqual([])
    // The action registers the key and the token with add-mask (the runner consumes those
    // lines and shows none of them); nothing else may show.
    expect(leaks(run.stdout.replace(/^::add-mask::.*$/gm, ''))).toEqual([])
    const transcript = fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    expect(leaks(transcript)).toEqual([])
    // The transcript is still one JSON event per line, with the masks in place.
    const events = transcript
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string })
    expect(events.map((e) => e.type)).toEqual(stream.map((e) => (e as { type: string }).type))
    // What is not a secret stays: the words around them.
    expect(run.outputs.result).toContain('aws_secret_access_key = ***')
    expect(run.outputs.result).toContain('slack *** and ***')
  })

  it('a key across a cut or split between fields leaves no piece behind', async () => {
    // The token starts at character 492: the 500-character cut of a target falls inside it.
    const long = `npm run x -- ${'a'.repeat(470)} --token=${GITHUB_TOKEN} ${'b'.repeat(100)}`
    const stream = [
      init,
      // A command cut at 500 characters right inside the token; output cut from the end.
      ...shell('c1', long, {
        failure: { exitCode: 1, stdout: `${'x'.repeat(3000)}${KEY}`, stderr: `${KEY}\nend` }
      }),
      // The token split across stdout and stderr of one call.
      ...shell('c2', 'split', {
        failure: { exitCode: 1, stdout: GITHUB_TOKEN.slice(0, 20), stderr: GITHUB_TOKEN.slice(20) }
      }),
      // A key escaped in JSON so no raw byte spells it.
      `{"type":"assistant","model_call_id":"m","message":{"content":[{"type":"text","text":"\\u0067hs_0123456789abcdefghijABCDEFGHIJ012345 and \\u006bey_sec_0f1e2d3c4b5a69788796a5b4c3d2e1f0"}]}}`,
      result('done')
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream), GITHUB_TOKEN }
    })
    const all = [
      run.summary,
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      ...Object.values(run.outputs)
    ]
    for (const text of all) {
      expect(leaks(text)).toEqual([])
      // No 10-character piece of either secret.
      for (const s of [KEY, GITHUB_TOKEN])
        for (let i = 0; i + 10 <= s.length; i++) expect(text).not.toContain(s.slice(i, i + 10))
    }
    // The transcript keeps each field as the CLI sent it (redacted field by field), so only the
    // token split across two fields leaves its halves there; nothing whole, escaped or not.
    const transcript = fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    expect(leaks(transcript)).toEqual([])
    expect(transcript).not.toContain('\\u0067hs_')
    expect(transcript).toContain('"text":"*** and ***"')
  })
})

describe('the red team’s line shapes, end to end (duplicate keys, split items, encoded arguments)', () => {
  const TOKEN = 'ghp_Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0UvWxYz12'
  const escaped = (s: string): string =>
    s.replace(/./g, (c) => `\\u00${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
  const fnCall = (id: string, sub: string, command: string): string =>
    JSON.stringify({
      type: 'tool_call',
      subtype: sub,
      call_id: id,
      tool_call: {
        function: {
          name: 'shell',
          arguments: JSON.stringify({ command: 'X' }).replace('X', command),
          ...(sub === 'completed' ? { result: { failure: { exitCode: 1, stdout: 'x' } } } : {})
        }
      }
    })

  it('leave no piece of the key or the token in the transcript, log, summary, outputs or manifest', async () => {
    const long = `${'y'.repeat(480)} ${escaped(KEY)}`
    const stream = [
      `{"type":"system","subtype":"init","session_id":"${SESSION}","model":"m","x":"${KEY}","x":"clean"}`,
      `{"type":"thinking","subtype":"delta","text":"${TOKEN}","text":"hi"}`,
      `{"type":"error","message":"\\u006b${KEY.slice(1)}","message":"clean"}`,
      {
        type: 'assistant',
        model_call_id: 'm1',
        message: {
          content: [
            { type: 'text', text: `split ${TOKEN.slice(0, 10)}` },
            { type: 'text', text: `${TOKEN.slice(10)} items` }
          ]
        }
      },
      fnCall('f1', 'started', `cat ${escaped(TOKEN)}`),
      fnCall('f1', 'completed', `cat ${escaped(TOKEN)}`),
      fnCall('f2', 'started', long),
      fnCall('f2', 'completed', long),
      // Not JSON: masked in the transcript, escaped or not.
      `{"type":"assistant" ${KEY} ${escaped(TOKEN)}`,
      {
        type: 'assistant',
        message: {
          content: [
            { type: 'text', text: `final ${KEY.slice(0, 18)}` },
            { type: 'text', text: KEY.slice(18) }
          ]
        }
      },
      result('done')
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    expect(run.outputs.conclusion).toBe('success')
    const transcript = fs.readFileSync(run.outputs.transcript ?? '', 'utf8')
    const manifest = fs.readFileSync(run.outputs.manifest ?? '', 'utf8')
    const texts: Record<string, string> = {
      transcript,
      manifest,
      summary: run.summary,
      log: run.stdout.replace(/^::add-mask::.*$/gm, ''),
      outputs: Object.values(run.outputs).join('\n')
    }
    for (const [name, text] of Object.entries(texts)) {
      for (const s of [KEY, TOKEN])
        for (let i = 0; i + 10 <= s.length; i++)
          expect([name, text.includes(s.slice(i, i + 10))]).toEqual([name, false])
      expect([name, /\\\\?u0067\\\\?u0068\\\\?u0070/.test(text)]).toEqual([name, false])
    }
    // The transcript is still one line per event (the invalid line masked in place).
    expect(transcript.trim().split('\n')).toHaveLength(stream.length)
    expect(texts.log).toContain(`split *** items`)
  })
})

describe('stderr cut before redaction (red team, finding 4)', () => {
  const pieces = (text: string): string[] => {
    const found: string[] = []
    for (let i = 0; i + 10 <= KEY.length; i++)
      if (text.includes(KEY.slice(i, i + 10))) found.push(KEY.slice(i, i + 10))
    return found
  }

  it('a long line of keys, pushed in odd chunks, leaves no piece in the tail', () => {
    const redact = makeRedactor([KEY])
    for (const chunk of [997, 4096, 65536, 70001]) {
      const tail = new Tail(40, 4000, redact)
      const line = Buffer.from(`start ${KEY.repeat(4000)} end\nnext ${KEY}x${'y'.repeat(70_000)}`)
      const shown: string[] = []
      for (let i = 0; i < line.length; i += chunk)
        shown.push(...tail.push(line.subarray(i, i + chunk)))
      shown.push(...tail.end())
      expect(shown).toHaveLength(2)
      expect(pieces(tail.text())).toEqual([])
      expect(pieces(shown.join('\n'))).toEqual([])
    }
  })

  it('keeps a character split across two chunks whole', () => {
    const tail = new Tail()
    const bytes = Buffer.from('Fehler: Datei für Übung nicht gefunden\n')
    const at = bytes.indexOf(0xc3) + 1 // inside the two bytes of 'ü'
    expect([...tail.push(bytes.subarray(0, at)), ...tail.push(bytes.subarray(at))]).toEqual([
      'Fehler: Datei für Übung nicht gefunden'
    ])
  })

  it('an oversize stream line: the sample of it holds no piece of a key that spans its cut', () => {
    const redact = makeRedactor([KEY])
    const builder = new ReportBuilder({ redact })
    const splitter = new LineSplitter(
      () => undefined,
      (bytes, head) => {
        builder.oversize(bytes, head)
      },
      1000
    )
    // Keys from character 60 on, well past where the sample is cut and past 800 bytes.
    splitter.push(Buffer.from(`{"type":"assistant","text":"${KEY.repeat(200)}"}\n`))
    const samples = builder.snapshot().diagnostics.invalidSamples
    expect(samples).toHaveLength(1)
    expect(samples[0]).toContain('***')
    expect(pieces(samples.join('\n'))).toEqual([])
  })

  it('end to end: no piece of the key in the log, summary or outputs', async () => {
    const stream = [init, result('ok'), `@fake stderr ${KEY.repeat(3000)}`, '@fake exit 1']
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    // A line that is one run of token characters shows none of them: only its size.
    expect(run.summary).toContain('(a line of 120000 bytes, cut)')
    for (const text of [
      run.summary,
      run.stdout.replace(/^::add-mask::.*$/gm, ''),
      ...Object.values(run.outputs)
    ])
      expect(pieces(text)).toEqual([])
  })
})

describe('outputs and log lines are capped (red team, finding 6)', () => {
  it('3 MB ids, a huge tool kind and a negative duration give small outputs and short lines', async () => {
    const big = (c: string): string => c.repeat(3 * 1024 * 1024)
    const stream = [
      { ...init, session_id: big('S'), model: big('M') },
      ...tool('c1', `${'K'.repeat(100_000)}ToolCall`, { path: 'a' }, { success: {} }),
      result('done', { request_id: big('R'), duration_ms: -5000 })
    ]
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) },
      timeoutMs: 120_000
    })
    expect(run.outputs.conclusion).toBe('success')
    for (const name of ['session_id', 'model', 'request_id'])
      expect([name, (run.outputs[name] ?? '').length <= 201]).toEqual([name, true])
    // An id that does not look like one (here 3 MB) is dropped where it is read (issue 18, 9);
    // the result event's stands.
    expect(run.outputs.session_id).toBe(SESSION)
    expect(run.outputs.duration).toBe('0')
    expect(fs.statSync(`${run.dir}/output.txt`).size).toBeLessThan(64 * 1024)
    const longest = Math.max(...run.stdout.split('\n').map((l) => l.length))
    expect(longest).toBeLessThanOrEqual(4001)
    expect(run.summary.length).toBeLessThan(200 * 1024)
  }, 150_000)
})
