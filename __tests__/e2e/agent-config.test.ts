/**
 * The agent's configuration on pull request events, end to end on dist/index.js with a local bare
 * origin: the base commit's .cursor/ and AGENTS.md for the run, the pull request's own put back
 * after, and trust-pr-config. The repositories are built once (`templated`) and copied for each
 * test: building them starts some twenty git processes.
 */
import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { init, result, runAction, type ActionRun, git, warningsOf } from '../support/helpers.js'
import { buildRepos, event, prPayload, stream, type Repos } from '../support/land.js'
import { templated } from '../support/template.js'

/**
 * What `repos('feature')` of land.ts builds (origin.git with main and feature, a clone on
 * feature), then: main gets its rules and AGENTS.md, and the clone a commit of the PR's own
 * rules, AGENTS.md and an MCP server, as a pull request brings them.
 */
function build(dir: string): Repos {
  const { origin, workspace } = buildRepos(dir, 'feature')
  const seed = path.join(dir, 'seed')
  // The base (main) has its rules; the PR (feature) brings its own and an MCP server.
  git(seed, 'checkout', '-q', 'main')
  fs.mkdirSync(path.join(seed, '.cursor', 'rules'), { recursive: true })
  fs.writeFileSync(path.join(seed, '.cursor', 'rules', 'a.mdc'), 'base rules\n')
  fs.writeFileSync(path.join(seed, 'AGENTS.md'), 'base agents\n')
  git(seed, 'add', '-A')
  git(seed, 'commit', '-q', '-m', 'base config')
  git(seed, 'push', '-q', 'origin', 'main')
  git(workspace, 'fetch', '-q', 'origin')
  fs.mkdirSync(path.join(workspace, '.cursor', 'rules'), { recursive: true })
  fs.writeFileSync(path.join(workspace, '.cursor', 'rules', 'a.mdc'), 'pr rules\n')
  fs.writeFileSync(path.join(workspace, '.cursor', 'mcp.json'), '{"mcpServers":{}}\n')
  fs.writeFileSync(path.join(workspace, 'AGENTS.md'), 'pr agents\n')
  git(workspace, 'add', '-A')
  git(workspace, 'commit', '-q', '-m', 'pr config')
  return { dir, origin, workspace, start: git(workspace, 'rev-parse', 'HEAD') }
}

/** The repositories with both configurations, a copy of its own for each call. */
const withConfig: () => Repos = templated('caa-agentcfg-', build)

describe('agent configuration on pull request events', () => {
  async function seen(
    r: Repos,
    inputs: Record<string, string>,
    payload: object = prPayload(r, { headSha: r.start })
  ): Promise<{ during: Record<string, string | null>; run: ActionRun }> {
    const argv = path.join(r.dir, `argv-${String(Date.now())}.json`)
    const read = (p: string): string | null => {
      try {
        return fs.readFileSync(path.join(r.workspace, p), 'utf8')
      } catch {
        return null
      }
    }
    const done = runAction({
      workspace: r.workspace,
      inputs: { prompt: 'x', ...inputs },
      env: {
        FAKE_CURSOR_STREAM: stream([init, '@fake sleep 3000', result('ok')]),
        FAKE_CURSOR_ARGV_FILE: argv,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event(r.dir, payload)
      }
    })
    const deadline = Date.now() + 30_000
    while (!fs.existsSync(argv) && Date.now() < deadline)
      await new Promise((ok) => setTimeout(ok, 20))
    const during = {
      rules: read('.cursor/rules/a.mdc'),
      mcp: read('.cursor/mcp.json'),
      agents: read('AGENTS.md')
    }
    return { during, run: await done }
  }

  it("runs the agent with the base commit's .cursor/ and AGENTS.md, and puts the PR's back after", async () => {
    const r = withConfig()
    const { during, run } = await seen(r, {})
    expect(during).toEqual({ rules: 'base rules\n', mcp: null, agents: 'base agents\n' })
    expect(run.outputs.conclusion).toBe('success')
    expect(fs.readFileSync(path.join(r.workspace, '.cursor', 'rules', 'a.mdc'), 'utf8')).toBe(
      'pr rules\n'
    )
    expect(fs.readFileSync(path.join(r.workspace, '.cursor', 'mcp.json'), 'utf8')).toBe(
      '{"mcpServers":{}}\n'
    )
    expect(git(r.workspace, 'status', '--porcelain')).toBe('')
    expect(JSON.parse(run.outputs.files_changed ?? '')).toEqual([])
  })

  it("removes the PR's copies for the run, with a warning, when the base commit cannot be had", async () => {
    const r = withConfig()
    const payload = prPayload(r, { headSha: r.start }) as {
      pull_request: { base: { sha: string } }
    }
    payload.pull_request.base.sha = 'f'.repeat(40)
    const { during, run } = await seen(r, {}, payload)
    expect(during).toEqual({ rules: null, mcp: null, agents: null })
    expect(warningsOf(run).join('\n')).toContain(
      `The pull request's base commit ${'f'.repeat(12)} is not in the checkout and could not be fetched`
    )
    expect(fs.readFileSync(path.join(r.workspace, 'AGENTS.md'), 'utf8')).toBe('pr agents\n')
    expect(git(r.workspace, 'status', '--porcelain')).toBe('')
  })

  it("keeps the PR's own with trust-pr-config: true", async () => {
    const r = withConfig()
    const { during } = await seen(r, { 'trust-pr-config': 'true' })
    expect(during).toEqual({
      rules: 'pr rules\n',
      mcp: '{"mcpServers":{}}\n',
      agents: 'pr agents\n'
    })
  })
})
