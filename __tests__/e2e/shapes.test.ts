/**
 * The shapes of the 2026.10 builds through dist/index.js, the fake CLI replaying the
 * recorded-style streams of __tests__/fixtures/shapes (SOURCES.md there gives each shape's
 * source) and writing the failures' words on stderr: plan mode's plan as the outputs and the
 * summary's answer, questions nobody can answer, retries and reconnections in the run facts, the
 * failure reasons and their fixes, and the states `cursor-agent mcp list` reports.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import {
  init,
  MCP,
  mcp,
  result,
  ROOT,
  runAction,
  streamFile,
  tempDir,
  type ActionRun
} from '../support/helpers.js'
import { AUTH_2026_10, NETWORK, NO_CHAT, PLAN, TRUST } from '../support/cli-words.js'

const SHAPES = path.join(ROOT, '__tests__', 'fixtures', 'shapes')
const fixture = (name: string): string => path.join(SHAPES, name)
const KEY = 'key_shapes_e2e_0123456789abcdef'

/** The plans in a fixture, read off the raw lines (not through our parser). */
function plansIn(name: string): string[] {
  return fs
    .readFileSync(fixture(name), 'utf8')
    .trim()
    .split('\n')
    .flatMap((l) => {
      const m = /"plan":("(?:[^"\\]|\\.)*")/.exec(l)
      return m?.[1] !== undefined && !l.includes('"subtype":"completed"')
        ? [JSON.parse(m[1]) as string]
        : []
    })
}

/** The `::error::` line the step failed with, unescaped. */
const errorLine = (run: ActionRun): string =>
  (run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '').replace(/%0A/g, '\n')

describe('plan mode', () => {
  it('makes the plan the run’s answer: result, final_message, their files and the summary', async () => {
    const [plan] = plansIn('plan-query.ndjson')
    const run = await runAction({
      inputs: { prompt: 'Plan table tests for the router.', mode: 'plan', 'api-key': KEY },
      env: { FAKE_CURSOR_STREAM: fixture('plan-query.ndjson') }
    })
    expect(plan).toContain('## Out of scope')
    expect(run.outputs.conclusion).toBe('success')
    // The CLI's own result text was the narration "Exploring tui/route.go.".
    expect(run.outputs.result).toBe(plan)
    expect(run.outputs.final_message).toBe(plan)
    expect(fs.readFileSync(run.outputs.result_file ?? '', 'utf8')).toBe(plan)
    expect(fs.readFileSync(run.outputs.final_message_file ?? '', 'utf8')).toBe(plan)
    expect(run.summary).toContain("#### The agent's plan")
    expect(run.summary).toContain('Add table tests for `Route` in `tui/route_test.go`')
    expect(run.summary).toContain('The key bindings in `tui/keys.go`.')
    // Not an approval the run waited on, not an unknown event.
    expect(run.summary).not.toContain('asked for approval')
    expect(run.summary).not.toContain('Unknown event types')
    expect(run.stdout).toContain("📋 The agent's plan arrived (9 lines)")
    expect(run.stdout).not.toContain('asked for approval')
  })

  it('takes the last of several plans made with createPlanToolCall', async () => {
    const plans = plansIn('plan-tool-call.ndjson')
    expect(plans).toHaveLength(2)
    const run = await runAction({
      inputs: { prompt: 'Plan the retries.', mode: 'plan' },
      env: { FAKE_CURSOR_STREAM: fixture('plan-tool-call.ndjson') }
    })
    expect(run.outputs.result).toBe(plans[1])
    expect(run.outputs.final_message).toBe(plans[1])
    expect(run.outputs.tool_calls).toBe('2')
    expect(run.summary).toContain('Test both codes with `httptest`.')
    expect(run.summary).not.toContain('The plan is ready for review.')
  })
})

describe('questions the CLI skips', () => {
  it('are listed in the summary as asked and unanswered, and never read as an approval', async () => {
    const run = await runAction({
      inputs: { prompt: 'Add order history.', force: 'true' },
      env: { FAKE_CURSOR_STREAM: fixture('questions.ndjson') }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.failed_tool_calls).toBe('0')
    expect(run.summary).toContain('#### Questions the agent asked (1, unanswered)')
    expect(run.summary).toContain(
      '- Add order history — unanswered; the CLI said: Questions skipped by the user, continue with the information you already have'
    )
    expect(run.summary).toContain(
      '  - How should order history work, given there are no user accounts?'
    )
    expect(run.summary).not.toContain('asked for approval')
    expect(run.stdout).toContain('❓ The agent asked: Add order history')
  })
})

describe('retries and reconnections', () => {
  it('are counted in the run facts, never unknown event types', async () => {
    const run = await runAction({
      inputs: { prompt: 'Do the tests pass?', 'extra-args': '--stream-partial-output' },
      env: { FAKE_CURSOR_STREAM: fixture('retry.ndjson') }
    })
    expect(run.outputs.final_message).toBe('The tests pass on main.')
    expect(run.summary).toContain('| Connection to Cursor |')
    expect(run.summary).toContain('| 2 reconnections · 1 retried request |')
    expect(run.summary).not.toContain('Unknown event types')
    expect(run.stdout).toContain('⚠ The CLI lost its connection to Cursor and is reconnecting.')
  })

  it('never doubles the answer streamed again after a reconnection', async () => {
    // The same run without the whole message at its end: the deltas, once.
    const lines = fs.readFileSync(fixture('retry.ndjson'), 'utf8').trim().split('\n')
    const deltas = await runAction({
      inputs: { prompt: 'Do the tests pass?' },
      env: {
        FAKE_CURSOR_STREAM: streamFile(
          lines.filter((l) => !(l.includes('"type":"assistant"') && !l.includes('timestamp_ms')))
        )
      }
    })
    expect(deltas.outputs.final_message).toBe('The tests pass on main.')
  })
})

describe('failures on stderr, exit 1, no result', () => {
  it.each([
    [
      'Workspace Trust Required: invalid_input, naming trust',
      TRUST,
      { trust: 'false' },
      'invalid_input',
      'which input "trust" answers',
      'Set `trust: true`'
    ],
    [
      'No previous chats found.: invalid_input, naming resume',
      NO_CHAT,
      { resume: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' },
      'invalid_input',
      'no chat to continue for input "resume"',
      'on a pull request use `resume: pr`'
    ],
    [
      'Authentication required: auth',
      AUTH_2026_10,
      {},
      'auth',
      'The CLI did not accept its authentication.',
      'The CLI refused the API key it was given'
    ],
    [
      'a free plan: model_unavailable, Auto the only model',
      PLAN,
      { model: 'gpt-5' },
      'model_unavailable',
      "The account's plan can use only the Auto model",
      'Auto is the only model a free plan may use'
    ],
    [
      'a DNS failure naming a Cursor host, read as a bad key: network',
      NETWORK,
      {},
      'network',
      "The CLI could not reach Cursor's servers from the runner",
      "Check the runner's access to Cursor's hosts"
    ]
  ])('%s', async (_name, stderr, inputs, reason, message, fix) => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': KEY, ...inputs },
      env: {
        FAKE_CURSOR_STREAM: streamFile([]),
        FAKE_CURSOR_STDERR: stderr,
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe(reason)
    expect(run.outputs.exit_code).toBe('1')
    expect(errorLine(run)).toContain(message)
    expect(run.summary).toMatch(new RegExp(`^### ❌ Cursor Agent failed \\(\`${reason}\`\\)`))
    expect(run.summary).toContain(fix)
    // The fix is in the log too, on its own 💡 line.
    expect(run.stdout.split('\n').some((l) => l.startsWith('💡 ') && l.includes(fix))).toBe(true)
    if (reason === 'network') {
      // The key is not the cause: nothing says it was refused.
      expect(run.summary).not.toContain('refused the API key')
      expect(run.summary.split('\n')[0]).toContain("Cursor's hosts unreachable from the runner")
    }
  })
})

describe('cursor-agent mcp list states', () => {
  it('maps each status to up, down or needs action, in the summary and in require-mcp’s message', async () => {
    const dir = tempDir('caa-shapes-mcp-')
    const workspace = path.join(dir, 'workspace')
    fs.mkdirSync(path.join(workspace, '.cursor'), { recursive: true })
    const names = ['docs', 'tickets', 'linear', 'search']
    fs.writeFileSync(
      path.join(workspace, '.cursor', 'mcp.json'),
      JSON.stringify({
        mcpServers: Object.fromEntries(names.map((n) => [n, { command: 'npx', args: [n] }]))
      })
    )
    const list = fs.readFileSync(fixture('mcp-list.txt'), 'utf8')
    const run = await runAction({
      workspace,
      inputs: { prompt: 'Use the servers.', 'require-mcp': names.join(',') },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')),
          result('done')
        ]),
        FAKE_CURSOR_MCP_LIST: list
      }
    })
    expect(run.outputs.failure_reason).toBe('mcp_unavailable')
    const error = errorLine(run)
    expect(error).toContain(
      'tickets: the agent never called it; before the run cursor-agent mcp list said Error: Connection failed: https://mcp.tickets.example.com/… (down)'
    )
    expect(error).toContain(
      'linear: the agent never called it; before the run cursor-agent mcp list said needs authentication (needs action)'
    )
    expect(error).toContain('said not loaded (needs approval) (needs action)')
    expect(error).not.toContain('docs:')
    expect(run.summary).toContain('| ✅ `docs` (required) | 1 | 1 | 0 |  | 🟢 up: `ready` |')
    expect(run.summary).toContain(
      '| ❌ `linear` (required) | 0 | 0 | 0 |  | 🟡 needs action: `needs authentication` |'
    )
    expect(run.summary).toContain('| ➖ `mail` | 0 | 0 | 0 |  | 🔴 down: `disconnected` |')
    expect(run.summary).toContain('| ➖ `team:docs` | 0 | 0 | 0 |  | 🟢 up: `connected` |')
    expect(run.summary).toContain('give it a token through its `headers` or `env`')
    // The token in the server's URL is nowhere.
    const manifest = fs.readFileSync(run.outputs.manifest ?? '', 'utf8')
    for (const text of [run.stdout, run.summary, manifest])
      expect(text).not.toContain('tk_live_4f9a2c7e1b3d5a8c')
    expect(run.stdout).not.toContain('Loading MCPs')
  })
})
