/**
 * Hostile and broken streams through `node dist/index.js`: nothing crashes, nothing that arrived
 * is lost, and the verdict is still the truth.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
  init,
  result,
  runAction,
  SESSION,
  shell,
  streamFile,
  tempDir
} from '../support/helpers.js'
import { structureProblems } from '../support/wellformed.js'

function edit(id: string, p: string, added = 1): object[] {
  const args = { path: p, streamContent: 'x' }
  return [
    { type: 'tool_call', subtype: 'started', call_id: id, tool_call: { editToolCall: { args } } },
    {
      type: 'tool_call',
      subtype: 'completed',
      call_id: id,
      tool_call: {
        editToolCall: { args, result: { success: { path: p, linesAdded: added, linesRemoved: 0 } } }
      }
    }
  ]
}
const raw = (bytes: number[] | Buffer): string =>
  `@fake raw ${Buffer.from(bytes).toString('base64')}`

describe('broken and hostile input', () => {
  it('handles lines of several MB', async () => {
    const big = 'y'.repeat(8 * 1024 * 1024)
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('1', 'cat big', { failure: { exitCode: 1, stdout: big + 'TAIL' } }),
          assistant('m'.repeat(3 * 1024 * 1024)),
          result('done')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.failed_tool_calls).toBe('1')
    expect(run.outputs.final_message.startsWith('m'.repeat(1000))).toBe(true)
    expect(Buffer.byteLength(run.outputs.final_message)).toBeLessThanOrEqual(512 * 1024)
    expect(Buffer.byteLength(run.summary)).toBeLessThanOrEqual(512 * 1024)
    expect(run.summary).toContain('TAIL')
    expect(run.summary).toContain('The whole text is in the `final_message` output')
  })

  it('skips binary junk and invalid UTF-8 without losing the valid events', async () => {
    const junk = Buffer.from(
      Array.from({ length: 300 }, (_, i) => (i * 37 + 11) % 256).filter((b) => b !== 10)
    )
    const badUtf8 = Buffer.concat([
      Buffer.from('{"type":"assistant","message":{"content":[{"type":"text","text":"caf'),
      Buffer.from([0xc3]),
      Buffer.from('!"}]}}\n')
    ])
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          raw(junk),
          raw([10]),
          raw(badUtf8),
          ...shell('1', 'ls', { success: { exitCode: 0 } }),
          result('ok')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.tool_calls).toBe('1')
    expect(run.outputs.final_message).toBe('caf\ufffd!')
    expect(run.summary).toContain('1 line of the stream was not JSON events')
  })

  it('handles a stream that stops mid-line', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          assistant('half'),
          '@fake raw eyJ0eXBlIjoicmVzdWx0Iiwi',
          '@fake exit 137'
        ])
      }
    })
    expect(run.outputs.failure_reason).toBe('exit_code')
    expect(run.outputs.exit_code).toBe('137')
    expect(run.outputs.final_message).toBe('half')
    expect(run.summary).toContain('`{"type":"result","`')
  })

  it('reads a last complete line that has no newline', async () => {
    const file = path.join(tempDir(), 's.ndjson')
    fs.writeFileSync(file, `${JSON.stringify(init)}\n${JSON.stringify(result('tail'))}`)
    const run = await runAction({ inputs: { prompt: 'x' }, env: { FAKE_CURSOR_STREAM: file } })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.result).toBe('tail')
  })

  it('handles 100,000 thinking deltas', async () => {
    const delta = JSON.stringify({
      type: 'thinking',
      subtype: 'delta',
      text: 'tok ',
      session_id: SESSION,
      timestamp_ms: 1
    })
    const file = path.join(tempDir(), 's.ndjson')
    fs.writeFileSync(
      file,
      [
        JSON.stringify(init),
        ...Array.from({ length: 100_000 }, () => delta),
        JSON.stringify(assistant('thought')),
        JSON.stringify(result('thought'))
      ].join('\n') + '\n'
    )
    const run = await runAction({ inputs: { prompt: 'x' }, env: { FAKE_CURSOR_STREAM: file } })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.final_message).toBe('thought')
    expect(run.stdout.split('\n').length).toBeLessThan(50)
  })

  it('keeps paths with | ` < ] and newlines, Windows paths, and ids with newlines exact', async () => {
    const weird = 'src/a|b`c<d>]e\nf.ts'
    const win = { ...init, cwd: 'D:\\repo' }
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          win,
          ...edit('id\nwith\nnewlines', `D:\\repo\\${weird.replace(/\//g, '\\')}`),
          ...edit('2', 'D:\\repo\\src\\win.ts', 3),
          result('ok')
        ])
      }
    })
    expect(JSON.parse(run.outputs.files_changed)).toEqual([weird, 'src/win.ts'])
    expect(structureProblems(run.summary)).toEqual([])
    expect(run.stdout).toContain('Edited src/a|b`c<d>]e ⏎ f.ts (+1)')
  })

  it('handles a result followed by more events, two results and events before init', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          assistant('before init'),
          init,
          result('first'),
          assistant('after'),
          result('second', { is_error: true })
        ])
      }
    })
    expect(run.outputs.failure_reason).toBe('agent_error')
    expect(run.outputs.result).toBe('second')
    expect(run.outputs.session_id).toBe(SESSION)
    expect(run.summary).toContain('2 result events arrived')
    expect(run.summary).toContain('1 event arrived after the result')
  })

  it('logs interaction queries and never answers them', async () => {
    const query = {
      type: 'interaction_query',
      subtype: 'request',
      query_type: 'shellRequestQuery',
      query: {
        id: 7,
        shellRequestQuery: { args: { command: 'rm -rf build' }, skipApproval: false }
      }
    }
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          query,
          ...shell('1', 'rm -rf build', { rejected: { reason: 'User Rejected' } }),
          result('ok')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toContain('⚠ The CLI asked for approval (shellRequestQuery: rm -rf build)')
    expect(run.summary).toContain('The CLI asked for approval 1 time')
  })
})

describe('files changed, seen by git', () => {
  it('adds files written by commands, leaves out changes that were there before; not pushed, they link nowhere and the patch is named', async () => {
    const dir = tempDir()
    const ws = path.join(dir, 'repo')
    fs.mkdirSync(ws)
    const git = (...args: string[]): string =>
      execFileSync('git', args, { cwd: ws, encoding: 'utf8' }).trim()
    git('init', '-q')
    fs.writeFileSync(path.join(ws, 'a.txt'), 'one\ntwo\n')
    fs.writeFileSync(path.join(ws, 'before.txt'), 'base\n')
    git('add', '.')
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'base')
    fs.writeFileSync(path.join(ws, 'before.txt'), 'dirty before the run\n')
    const sha = git('rev-parse', 'HEAD')
    const b64 = (s: string): string => Buffer.from(s).toString('base64')
    const run = await runAction({
      workspace: ws,
      inputs: { prompt: 'x' },
      env: {
        GITHUB_REPOSITORY: 'octo/demo',
        GITHUB_SHA: sha,
        GITHUB_SERVER_URL: 'https://github.example',
        FAKE_CURSOR_STREAM: streamFile([
          { ...init, cwd: ws },
          `@fake write a.txt ${b64('one\nTWO\nthree\n')}`,
          `@fake write new.txt ${b64('n\n')}`,
          ...edit('e1', `${ws}/new.txt`),
          result('ok')
        ])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect((JSON.parse(run.outputs.files_changed) as string[]).sort()).toEqual(['a.txt', 'new.txt'])
    // Not pushed: no link (the file at the commit is the content before the change); the
    // patch output and the step that keeps it instead.
    expect(run.summary).toContain('| `a.txt` | +2 −1 | git only (written by a command) |')
    expect(run.summary).not.toContain(`/blob/${sha}/a.txt`)
    expect(run.summary).toContain('| `new.txt` | new +1 | edit, git |')
    expect(run.summary).toContain(
      `**Not pushed**: the changes are in the \`patch\` output (\`${run.outputs.patch ?? ''}\`)`
    )
    expect(run.summary).toContain('uses: actions/upload-artifact@v4')
    expect(run.summary).not.toContain('before.txt')
  })
})

describe('bounded output', () => {
  it('keeps the result and final_message outputs under the size limit, cut on a character boundary', async () => {
    const huge = '✅'.repeat(400_000)
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, assistant(huge), result(huge)]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    for (const name of ['result', 'final_message']) {
      const value = run.outputs[name] ?? ''
      expect(Buffer.byteLength(value)).toBeLessThanOrEqual(512 * 1024)
      expect(value).toMatch(
        /^✅+\n… \[cut to fit the output size limit; the whole text is in the transcript\]$/
      )
    }
  })

  it('shows at most 200 stderr lines in the log and keeps the tail for the verdict', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `@fake stderr warning ${i}`)
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, ...lines]), FAKE_CURSOR_EXIT: '1' }
    })
    expect(run.stdout.split('\n').filter((l) => l.startsWith('stderr │ warning'))).toHaveLength(200)
    expect(run.stdout).toContain('stderr │ … more stderr lines are not shown')
    expect(run.summary).toContain('warning 999')
  })
})

describe('an unwritable RUNNER_TEMP', () => {
  it('warns, leaves the transcript output empty and still succeeds', async () => {
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: {
        RUNNER_TEMP: '/proc/no-such-dir',
        FAKE_CURSOR_STREAM: streamFile([init, result('ok')])
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.transcript).toBe('')
    expect(run.stdout).toMatch(
      /::warning::The transcript could not be saved to \/proc\/no-such-dir\/cursor-agent-transcript-.*ENOENT/
    )
    expect(run.summary).not.toContain('Transcript')
  })
})
