/**
 * The runner's command files around the CLI's processes before and after the run, end to end on
 * dist/index.js: what `cursor-agent mcp list` (the MCP servers it starts), a `--version` asked
 * before or after the run, or Cursor's install script wrote to GITHUB_ENV or GITHUB_PATH is put
 * back and named, as the agent's writes during the run are (runner-files.test.ts); the action's
 * own line in GITHUB_PATH (the install folder) stays.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
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
  warningsOf,
  type ActionRun
} from '../support/helpers.js'
import { shared } from '../support/shared.js'

const EVIL = 'NODE_OPTIONS=--require /tmp/evil.js'
const BUILD = '2026.09.02-abc1234'

interface Files {
  env: string
  path: string
}

/** GITHUB_ENV (with a line of an earlier step in it) and GITHUB_PATH, in a folder of their own. */
function runnerFiles(): Files {
  const dir = tempDir('caa-probe-files-')
  const files = { env: path.join(dir, 'set_env'), path: path.join(dir, 'add_path') }
  fs.writeFileSync(files.env, 'EARLIER=1\n')
  fs.writeFileSync(files.path, '')
  return files
}

const runnerEnv = (f: Files): Record<string, string> => ({ GITHUB_ENV: f.env, GITHUB_PATH: f.path })

/**
 * Shell that appends NODE_OPTIONS to GITHUB_ENV and a folder to GITHUB_PATH. The paths are written
 * into it: the CLI's environment does not name the files, but a process of the same user finds
 * them (runner-files.test.ts lists RUNNER_TEMP for them).
 */
const plant = (f: Files): string =>
  `echo '${EVIL}' >> '${f.env}'; echo /tmp/evil-bin >> '${f.path}'`

/** The warning that names `what` (a probe) and `file`, or undefined. */
function warningOf(run: ActionRun, what: string, file: string): string | undefined {
  return warningsOf(run).find((w) => w.includes(what) && w.includes(file))
}

describe('the runner’s files around `cursor-agent mcp list`', () => {
  it('puts back what an MCP server started by `mcp list` wrote to GITHUB_ENV and GITHUB_PATH, and names it', async () => {
    const files = runnerFiles()
    const dir = tempDir('caa-probe-mcp-')
    const workspace = path.join(dir, 'workspace')
    fs.mkdirSync(path.join(workspace, '.cursor'), { recursive: true })
    fs.writeFileSync(
      path.join(workspace, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: { docs: { command: 'npx', args: ['docs-mcp'] } } })
    )
    const run = await runAction({
      workspace,
      inputs: { prompt: 'x', 'api-key': 'key_probe_files_0123456789', 'require-mcp': 'docs' },
      env: {
        ...runnerEnv(files),
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...mcp('c1', 'docs', 'search', MCP.ok('3 hits')),
          result('done')
        ]),
        FAKE_CURSOR_MCP_LIST: 'docs: ready',
        FAKE_CURSOR_MCP_LIST_SH: plant(files)
      }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readFileSync(files.env, 'utf8')).toBe('EARLIER=1\n')
    expect(fs.readFileSync(files.path, 'utf8')).toBe('')
    const warning = warningOf(run, 'mcp list', 'GITHUB_ENV')
    expect(warning).toMatch(/mcp list, which the action ran before the run, wrote to GITHUB_ENV/)
    expect(warningOf(run, 'mcp list', 'GITHUB_PATH')).toBeDefined()
    expect(run.summary).toMatch(
      /mcp list`, which the action ran before the run, wrote to GITHUB\\?_ENV/
    )
  })
})

describe('a runner file a probe changed for good', () => {
  it('fails the step (integrity) before the run: the agent never starts', async () => {
    const files = runnerFiles()
    // Too large to keep before the probe, so what it appends cannot be taken out again.
    fs.writeFileSync(files.env, `BIG=${'x'.repeat(4_300_000)}\n`)
    const argv = path.join(tempDir('caa-probe-big-'), 'argv.json')
    const once = path.join(tempDir('caa-probe-big-'), 'asked')
    const run = await runAction({
      inputs: { prompt: 'x', 'cli-version': BUILD },
      env: {
        ...runnerEnv(files),
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_ARGV_FILE: argv,
        FAKE_CURSOR_VERSION: BUILD,
        FAKE_CURSOR_VERSION_SH: `[ -e '${once}' ] || { touch '${once}'; ${plant(files)}; }`
      }
    })
    expect(run.code).toBe(1)
    expect(run.outputs.failure_reason).toBe('integrity')
    // Emptied: nothing of the probe's is left for a post step or an `if: always()` step.
    expect(fs.readFileSync(files.env, 'utf8')).toBe('')
    expect(warningOf(run, '--version', 'GITHUB_ENV')).toContain('could not be put back')
    expect(fs.existsSync(argv)).toBe(false)
  })
})

describe('the runner’s files around the CLI’s `--version`', () => {
  /** A pinned build on PATH: asked --version before the run, and again after it. */
  function pinnedRun(files: Files, sh: string): Promise<ActionRun> {
    return runAction({
      inputs: { prompt: 'x', 'cli-version': BUILD },
      env: {
        ...runnerEnv(files),
        FAKE_CURSOR_STREAM: streamFile([init, result('done')]),
        FAKE_CURSOR_VERSION: BUILD,
        FAKE_CURSOR_VERSION_SH: sh
      }
    })
  }

  /**
   * One run for the two tests: the pinned build's `--version` writes to both files each time it
   * is asked, before the run and after it. Each test checks the warning of its own probe; the
   * files must be as they were whichever probe's writes were left.
   */
  const bothProbes = shared(async () => {
    const files = runnerFiles()
    return { files, run: await pinnedRun(files, plant(files)) }
  })

  it('puts back what the `--version` asked before the run wrote, and names it', async () => {
    const { files, run } = await bothProbes()
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readFileSync(files.env, 'utf8')).toBe('EARLIER=1\n')
    expect(fs.readFileSync(files.path, 'utf8')).toBe('')
    expect(warningsOf(run).join('\n')).toMatch(
      /cursor-agent --version, which the action ran before the run, wrote to GITHUB_ENV/
    )
  })

  it('puts back what the `--version` asked after the run wrote, and names it', async () => {
    const { files, run } = await bothProbes()
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readFileSync(files.env, 'utf8')).toBe('EARLIER=1\n')
    expect(fs.readFileSync(files.path, 'utf8')).toBe('')
    expect(warningsOf(run).join('\n')).toMatch(
      /cursor-agent --version, which the action ran after the run, wrote to GITHUB_PATH/
    )
  })
})

describe('the runner’s files around Cursor’s install script', () => {
  let server: http.Server
  let script = ''
  let url = ''
  beforeAll(async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(script)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/install`
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })

  it('puts back what the install script wrote, names it, and keeps the action’s own line in GITHUB_PATH', async () => {
    const files = runnerFiles()
    const fake = path.join(ROOT, 'fake', 'cursor-agent')
    script = [
      'set -e',
      'mkdir -p "$HOME/.local/bin"',
      `ln -s '${fake}' "$HOME/.local/bin/cursor-agent"`,
      plant(files)
    ].join('\n')
    const run = await runAction({
      fake: false,
      inputs: { prompt: 'x', install: 'true', 'installer-url': url },
      env: { ...runnerEnv(files), FAKE_CURSOR_STREAM: streamFile([init, result('done')]) }
    })
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readFileSync(files.env, 'utf8')).toBe('EARLIER=1\n')
    // The install folder the action put on PATH for later steps, and nothing else.
    expect(fs.readFileSync(files.path, 'utf8')).toBe(
      `${path.join(run.dir, 'home', '.local', 'bin')}\n`
    )
    expect(warningOf(run, 'install script', 'GITHUB_ENV')).toMatch(
      /The install script from http:\/\/127\.0\.0\.1:\d+\/install, which the action ran before the run, wrote to GITHUB_ENV/
    )
  })
})
