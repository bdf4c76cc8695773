/**
 * Issue 26 §2, end to end on dist/index.js with the fake CLI replaying MCP calls modelled on the
 * real `mcpToolCall` shape (S8): the "MCP servers" section and the header for two servers, one
 * failing; `require-mcp` with a server that never answered (`mcp_unavailable`), one that
 * `cursor-agent mcp list` reported not connected but then worked (the stream wins), an unknown
 * name and unreadable mcp.json files (input errors before the run: the CLI never starts), a run
 * failing for another reason (its reason kept, the server named), and a list that never answers.
 */
import { describe, expect, it } from '@jest/globals'
import { Ajv2020 } from 'ajv/dist/2020.js'
import fs from 'node:fs'
import path from 'node:path'
import {
  assistant,
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

const validateManifest = new Ajv2020({
  allErrors: true,
  strict: true,
  validateFormats: false
}).compile(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'docs', 'manifest.schema.json'), 'utf8')) as object
)

interface Setup {
  /** `.cursor/mcp.json` of the workspace (an object is written as JSON, a string as it is). */
  workspace?: object | string
  /** `~/.cursor/mcp.json`. */
  home?: object
}

const servers = (...names: string[]): object => ({
  mcpServers: Object.fromEntries(names.map((n) => [n, { command: 'npx', args: [`${n}-mcp`] }]))
})

/** A workspace and a home with those mcp.json files; the run's files (argv, mcp list) beside. */
async function mcpRun(
  stream: (object | string)[],
  o: Setup & { inputs?: Record<string, string>; env?: Record<string, string> } = {}
): Promise<{ run: ActionRun; argv: string; listLog: string }> {
  const dir = tempDir('caa-mcp-')
  const workspace = path.join(dir, 'workspace')
  const home = path.join(dir, 'home')
  fs.mkdirSync(path.join(workspace, '.cursor'), { recursive: true })
  fs.mkdirSync(path.join(home, '.cursor'), { recursive: true })
  if (o.workspace !== undefined)
    fs.writeFileSync(
      path.join(workspace, '.cursor', 'mcp.json'),
      typeof o.workspace === 'string' ? o.workspace : JSON.stringify(o.workspace)
    )
  if (o.home !== undefined)
    fs.writeFileSync(path.join(home, '.cursor', 'mcp.json'), JSON.stringify(o.home))
  const argv = path.join(dir, 'argv.json')
  const listLog = path.join(dir, 'mcp-list.ndjson')
  const run = await runAction({
    workspace,
    inputs: { prompt: 'Use the docs server.', 'api-key': 'key_mcp_e2e_0123456789', ...o.inputs },
    env: {
      HOME: home,
      FAKE_CURSOR_STREAM: streamFile(stream),
      FAKE_CURSOR_ARGV_FILE: argv,
      FAKE_CURSOR_MCP_LIST_LOG: listLog,
      ...o.env
    }
  })
  return { run, argv, listLog }
}

function manifestOf(run: ActionRun): { mcp: Record<string, unknown> } {
  const m = JSON.parse(fs.readFileSync(run.outputs.manifest ?? '', 'utf8')) as {
    mcp: Record<string, unknown>
  }
  validateManifest(m)
  expect(validateManifest.errors ?? []).toEqual([])
  return m
}

/** The `::error::` line the step failed with, unescaped. */
const errorLine = (run: ActionRun): string =>
  (run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '').replace(/%0A/g, '\n')

const TWO_SERVERS = [
  init,
  ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')),
  ...mcp('c2', 'web', 'get', MCP.error('MCP error -32000: Connection closed')),
  ...mcp('c3', 'docs', 'fetch', MCP.isError('page not found: /guide')),
  ...mcp('c4', 'web', 'get', MCP.isError('fetch failed: ECONNREFUSED 127.0.0.1:9')),
  assistant('Found it in the docs.'),
  result('Found it in the docs.')
]

describe('MCP servers in the summary', () => {
  it('shows calls per server, failures with the last error, and names a server whose every call failed in the header', async () => {
    const { run, listLog } = await mcpRun(TWO_SERVERS)
    expect(run.code).toBe(0)
    expect(run.outputs.conclusion).toBe('success')
    // Failed MCP calls count as failed tool calls.
    expect(run.outputs.tool_calls).toBe('4')
    expect(run.outputs.failed_tool_calls).toBe('3')
    const header = run.summary.split('\n').find((l) => l.startsWith('### ')) ?? ''
    expect(header).toContain('4 tool calls (3 failed) · MCP server `web` failed every call')
    expect(header).not.toContain('`docs`')
    const section = run.summary.split('#### MCP servers\n\n')[1]?.split('\n\n')[0] ?? ''
    expect(section.split('\n')).toEqual([
      '| server | calls | succeeded | failed | last error |',
      '|---|---:|---:|---:|---|',
      '| ⚠️ `docs` | 2 | 1 | 1 | page not found: /guide |',
      '| ❌ `web` | 2 | 0 | 2 | fetch failed: ECONNREFUSED 127.0.0.1:9 |'
    ])
    const m = manifestOf(run)
    expect(m.mcp).toEqual({
      servers: [
        {
          name: 'docs',
          calls: 2,
          ok: 1,
          failed: 1,
          rejected: 0,
          lastError: 'page not found: /guide',
          required: false
        },
        {
          name: 'web',
          calls: 2,
          ok: 0,
          failed: 2,
          rejected: 0,
          lastError: 'fetch failed: ECONNREFUSED 127.0.0.1:9',
          required: false
        }
      ],
      untrackedCalls: 0,
      required: [],
      listed: null
    })
    // Without require-mcp the CLI is not asked for its list.
    expect(fs.existsSync(listLog)).toBe(false)
  })
})

describe('require-mcp', () => {
  it('fails with mcp_unavailable, naming a required server that never answered and its last error', async () => {
    const { run, listLog } = await mcpRun(
      [
        init,
        ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')),
        ...mcp('c2', 'tickets', 'find', MCP.error('MCP error -32000: Connection closed')),
        ...mcp('c3', 'tickets', 'find', MCP.error('MCP error -32001: Request timed out')),
        result('I could not reach the ticket tracker.')
      ],
      {
        workspace: servers('docs', 'tickets'),
        inputs: { 'require-mcp': 'docs, tickets', 'extra-args': '--approve-mcps' },
        env: { FAKE_CURSOR_MCP_LIST: 'docs: ready\ntickets: Error: Connection failed\n' }
      }
    )
    expect(run.code).toBe(1)
    expect(run.outputs.conclusion).toBe('failure')
    expect(run.outputs.failure_reason).toBe('mcp_unavailable')
    const error = errorLine(run)
    expect(error).toContain(
      'tickets: 2 calls, none successful (2 failed, 0 rejected); last error: MCP error -32001: Request timed out; before the run cursor-agent mcp list said Error: Connection failed'
    )
    expect(error).not.toContain('docs:')
    // The CLI was asked once, in the working directory, with the run's environment.
    const asked = fs
      .readFileSync(listLog, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as object)
    expect(asked).toEqual([{ cwd: run.workspace, key: true }])
    expect(run.stdout).toContain(
      'MCP servers (cursor-agent mcp list): docs: ready; tickets: Error: Connection failed'
    )
    // The summary: the reason and the names first, the fix, then the section with the list's word.
    expect(run.summary).toMatch(/^### ❌ Cursor Agent failed \(`mcp_unavailable`\)/)
    expect(run.summary).toContain(
      '`tickets`: 2 calls, none successful (2 failed, 0 rejected); last error: MCP error -32001: Request timed out; before the run `cursor-agent mcp list` said `Error: Connection failed`'
    )
    expect(run.summary).toContain("Check the server's entry in `.cursor/mcp.json`")
    // --approve-mcps is there already: the fix does not ask for it.
    expect(run.summary).not.toContain('add `--approve-mcps`')
    expect(run.summary).toContain(
      '| ❌ `tickets` (required) | 2 | 0 | 2 | MCP error -32001: Request timed out | 🔴 down: `Error: Connection failed` |'
    )
    expect(run.summary).toContain('| ✅ `docs` (required) | 1 | 1 | 0 |  | 🟢 up: `ready` |')
    const m = manifestOf(run)
    expect(m.mcp).toMatchObject({
      required: ['docs', 'tickets'],
      servers: [
        { name: 'docs', required: true, available: true, listed: { status: 'ready' } },
        {
          name: 'tickets',
          required: true,
          available: false,
          listed: { status: 'error', text: 'Error: Connection failed' }
        }
      ]
    })
  })

  it('passes a required server that mcp list reported not loaded when a call to it then succeeded (the stream wins)', async () => {
    const { run } = await mcpRun(
      [init, ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')), result('done')],
      {
        home: servers('docs'),
        inputs: { 'require-mcp': 'docs', 'extra-args': '--approve-mcps' },
        env: { FAKE_CURSOR_MCP_LIST: 'docs: not loaded (needs approval)' }
      }
    )
    expect(run.outputs.conclusion).toBe('success')
    expect(run.outputs.failure_reason).toBe('')
    // What the list said stays in the summary.
    expect(run.summary).toContain(
      '| ✅ `docs` (required) | 1 | 1 | 0 |  | 🟡 needs action: `not loaded (needs approval)` |'
    )
  })

  it('refuses a name no mcp.json configures before the run: the CLI never starts', async () => {
    const { run, argv, listLog } = await mcpRun([init, result('done')], {
      workspace: servers('docs'),
      home: servers('github'),
      inputs: { 'require-mcp': 'docs,tickets' },
      env: { FAKE_CURSOR_MCP_LIST: 'docs: ready' }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('invalid_input')
    expect(fs.existsSync(argv)).toBe(false)
    expect(fs.existsSync(listLog)).toBe(false)
    const error = errorLine(run)
    expect(error).toContain(
      'Input "require-mcp" names tickets, which no mcpServers of .cursor/mcp.json'
    )
    expect(error).toContain(
      `servers configured: docs (${path.join(run.workspace, '.cursor', 'mcp.json')}), github (${path.join(path.dirname(run.workspace), 'home', '.cursor', 'mcp.json')})`
    )
    expect(error).not.toMatch(/names docs/)
    // Not a pull request: nothing about the base branch's configuration.
    expect(error).not.toContain('base branch')
  })

  it('refuses an mcp.json that is not JSON, or a link, naming the file, before the run', async () => {
    const bad = await mcpRun([init, result('done')], {
      workspace: '{"mcpServers": {"docs": ',
      inputs: { 'require-mcp': 'docs' }
    })
    expect(bad.run.outputs.failure_reason).toBe('invalid_input')
    expect(fs.existsSync(bad.argv)).toBe(false)
    expect(errorLine(bad.run)).toContain(
      `${path.join(bad.run.workspace, '.cursor', 'mcp.json')} is not valid JSON`
    )

    // A link in the workspace is never followed, even to a file that would name the server.
    const outside = path.join(tempDir('caa-mcp-outside-'), 'mcp.json')
    fs.writeFileSync(outside, JSON.stringify(servers('docs')))
    const dir = tempDir('caa-mcp-link-')
    const workspace = path.join(dir, 'ws')
    fs.mkdirSync(path.join(workspace, '.cursor'), { recursive: true })
    fs.symlinkSync(outside, path.join(workspace, '.cursor', 'mcp.json'))
    const argv = path.join(dir, 'argv.json')
    const linked = await runAction({
      workspace,
      inputs: { prompt: 'x', 'require-mcp': 'docs' },
      env: { FAKE_CURSOR_STREAM: streamFile([init, result('done')]), FAKE_CURSOR_ARGV_FILE: argv }
    })
    expect(linked.outputs.failure_reason).toBe('invalid_input')
    expect(fs.existsSync(argv)).toBe(false)
    expect(errorLine(linked)).toContain('is a symbolic link')
  })

  it('keeps the reason of a run that failed otherwise, and names the missing server too', async () => {
    const { run } = await mcpRun(
      [init, ...mcp('c1', 'tickets', 'find', MCP.rejected('tickets-find')), '@fake exit 1'],
      { workspace: servers('tickets'), inputs: { 'require-mcp': 'tickets' } }
    )
    expect(run.outputs.failure_reason).toBe('exit_code')
    const error = errorLine(run)
    expect(error).toContain('The CLI exited with code 1; no result event arrived. The MCP server')
    expect(error).toContain(
      'tickets: 1 call, none successful (0 failed, 1 rejected); last error: MCP tool execution rejected by user: tickets-find'
    )
    // The list could not be had (the fake needs a terminal): a debug note, never a failure.
    expect(run.stdout).toContain(
      '::debug::cursor-agent mcp list: it exited with code 1; the run goes on without it.'
    )
    // Approval is the rejected call's fix.
    expect(run.summary).toContain('add `--approve-mcps` to `extra-args`')
  })

  it('goes on, with a debug note, when mcp list never answers (bounded in time)', async () => {
    const { run } = await mcpRun(
      [init, ...mcp('c1', 'docs', 'search', MCP.ok('x')), result('done')],
      {
        workspace: servers('docs'),
        inputs: { 'require-mcp': 'docs' },
        env: { FAKE_CURSOR_MCP_LIST_HANG: '1', CURSOR_AGENT_ACTION_MCP_LIST_MS: '500' }
      }
    )
    expect(run.outputs.conclusion).toBe('success')
    expect(run.stdout).toContain(
      '::debug::cursor-agent mcp list: no answer within 0.5 s; the run goes on without it.'
    )
    expect(manifestOf(run).mcp.listed).toBeNull()
  })
})
