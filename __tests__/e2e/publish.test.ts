/**
 * The publish action end to end: `node dist/publish/index.js` as a runner starts it, the bundles
 * written into a folder the way actions/download-artifact lays the agent jobs' artifacts out
 * (support/bundles.ts), against the loopback GitHub of review-fixture.ts (pull request #7).
 */
import { describe, expect, it } from '@jest/globals'
import { runnerCommands } from '../support/runner-commands.js'
import { findingsOf, gh, HEAD, payload, submitted } from '../support/review-fixture.js'
import { bundleFolder, bundleOf, publishRun, type TestFinding } from '../support/bundles.js'
import { shared } from '../support/shared.js'

const LOAD: TestFinding = {
  path: 'src/app.ts',
  line: 2,
  severity: 'high',
  title: 'load() can throw',
  body: 'Wrap it.'
}
const STOP: TestFinding = {
  path: 'src/app.ts',
  line: 22,
  severity: 'low',
  title: 'stop(true) skips cleanup',
  body: 'Call cleanup first.'
}
const OUTSIDE: TestFinding = {
  path: 'src/app.ts',
  line: 10,
  severity: 'medium',
  title: 'Config is read twice',
  body: 'Read it once.'
}

function run(
  folder: string,
  o: {
    inputs?: Record<string, string>
    event?: string
    body?: string
    env?: Record<string, string>
  } = {}
) {
  const event = o.event ?? 'pull_request'
  return publishRun({
    folder,
    apiUrl: gh.url,
    token: gh.token,
    payload: payload(event, o.body !== undefined ? { body: o.body } : {}),
    event,
    ...(o.inputs !== undefined ? { inputs: o.inputs } : {}),
    ...(o.env !== undefined ? { env: o.env } : {})
  })
}

/** Every request that wrote to GitHub (of `server`: the current test's unless named). */
function writes(server = gh) {
  return server.log.filter(
    (r) =>
      r.method !== 'GET' && !(r.route === 'graphql' && !/mutation/.test(JSON.stringify(r.body)))
  )
}

describe('publish: a review from one bundle', () => {
  it('posts one review at the bundle head, inline comments on their lines, and sets the outputs', async () => {
    const folder = bundleFolder([bundleOf({ findings: [LOAD, STOP, OUTSIDE] })])
    const r = await run(folder)
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.outputs.conclusion).toBe('success')
    expect(r.outputs.bundles).toBe('1')
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    const review = reviews[0] ?? {}
    expect(review.commit_id).toBe(HEAD)
    const comments = review.comments as Record<string, unknown>[]
    expect(comments.map((c) => [c.path, c.line, c.side])).toEqual([
      ['src/app.ts', 2, 'RIGHT'],
      ['src/app.ts', 22, 'RIGHT']
    ])
    expect(String(review.body)).toContain('The change loads b from disk.')
    expect(String(review.body)).toContain('`src/app.ts` line 10: outside the diff')
    // The ledger's record at the end of the review's body, with the bundle's usage.
    expect(String(review.body)).toMatch(/<!-- cursor-agent-action:ledger:/)
    expect(r.outputs.pr_runs).toBe('1')
    expect(JSON.parse(r.outputs.pr_usage ?? '{}')).toMatchObject({
      inputTokens: 1000,
      outputTokens: 100
    })
    expect(findingsOf(r).map((f) => f.placement)).toEqual(['inline', 'body', 'inline'])
    expect(r.outputs.review_url).toMatch(/\/pull\/7#pullrequestreview-\d+$/)
    expect(r.summary).toContain('#### Reviewers (1)')
    expect(r.summary).toContain('| gpt-5 | success | `gpt-5` | 1,000 in / 100 out |')
  })

  it('fails with fail-on after the review is posted', async () => {
    const folder = bundleFolder([bundleOf({ findings: [LOAD] })])
    const r = await run(folder, { inputs: { 'fail-on': 'high' } })
    expect(r.code).toBe(1)
    expect(r.outputs.conclusion).toBe('failure')
    expect(r.outputs.failure_reason).toBe('findings')
    expect(submitted()).toHaveLength(1)
  })
})

describe('publish: the review read back', () => {
  it('fails deliverable_missing when the posted review is not there when read back; the findings stay in the outputs', async () => {
    gh.review.readBack = 'hidden'
    const folder = bundleFolder([bundleOf({ findings: [LOAD, STOP] })])
    const r = await run(folder)
    expect(submitted()).toHaveLength(1)
    expect(r.code).toBe(1)
    expect(r.outputs.conclusion).toBe('failure')
    expect(r.outputs.failure_reason).toBe('deliverable_missing')
    expect(findingsOf(r).map((f) => f.title)).toEqual([LOAD.title, STOP.title])
  })

  it('fails deliverable_missing when the review is read back without its inline comments', async () => {
    gh.review.readBack = 'no-comments'
    const r = await run(bundleFolder([bundleOf({ findings: [LOAD] })]))
    expect(r.outputs.failure_reason).toBe('deliverable_missing')
  })
})

describe('publish: a review panel', () => {
  it('merges three bundles into one review with agreement counts; min-agreement 2 drops the singles; usage of all three', async () => {
    const legs = [
      bundleOf({
        reviewer: 'gpt-5',
        leg: 'aaaaaaaaaaaaaaaa',
        findings: [LOAD, STOP],
        usage: { inputTokens: 100, outputTokens: 10 }
      }),
      bundleOf({
        reviewer: 'sonnet-4',
        leg: 'bbbbbbbbbbbbbbbb',
        findings: [{ ...LOAD, line: 3, title: 'load() may throw', body: 'Guard it.' }],
        usage: { inputTokens: 200, outputTokens: 20 }
      }),
      bundleOf({
        reviewer: 'gemini',
        leg: 'cccccccccccccccc',
        findings: [LOAD, OUTSIDE],
        usage: { inputTokens: 300, outputTokens: 30 }
      })
    ]
    const r = await run(bundleFolder(legs), { inputs: { 'min-agreement': '2' } })
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(r.outputs.bundles).toBe('3')
    const reviews = submitted()
    expect(reviews).toHaveLength(1)
    const comments = (reviews[0]?.comments ?? []) as Record<string, unknown>[]
    expect(comments).toHaveLength(1)
    expect(String(comments[0]?.body)).toContain(
      'found by 3 of 3 reviewers: gemini, gpt-5, sonnet-4'
    )
    expect(findingsOf(r).map((f) => f.title)).toEqual(['load() can throw'])
    expect(JSON.parse(r.outputs.pr_usage ?? '{}')).toMatchObject({
      inputTokens: 600,
      outputTokens: 60
    })
    expect(r.outputs.pr_runs).toBe('1')
    expect(r.summary).toContain('#### Reviewers (3)')
    for (const t of ['100 in / 10 out', '200 in / 20 out', '300 in / 30 out'])
      expect(r.summary).toContain(t)
  })
})

describe('publish: hostile bundles', () => {
  /** A refused folder's run: nothing written, the summary naming the refused bundles. */
  const refusedRun = async (
    bundles: (Record<string, unknown> | string)[]
  ): Promise<{ summary: string }> => {
    const server = gh
    const r = await run(bundleFolder(bundles))
    expect(r.code).toBe(1)
    expect(r.outputs.conclusion).toBe('failure')
    expect(r.outputs.failure_reason).toBe('invalid_bundle')
    expect(writes(server)).toEqual([])
    expect(r.summary).toContain('#### Refused bundles')
    return r
  }
  const refusedBeforeAnyWrite = async (
    bundles: (Record<string, unknown> | string)[],
    problem: RegExp
  ): Promise<void> => {
    expect((await refusedRun(bundles)).summary).toMatch(problem)
  }

  /**
   * A bundle of another workflow run and one for another pull request, in one folder: each is
   * read on its own and refused for its own problem, which the summary names beside its file.
   */
  const misbound = shared(() => {
    const b = bundleOf({ findings: [LOAD] })
    return refusedRun([
      { ...b, run: { ...(b.run as object), runId: '41' } },
      { ...b, subject: { ...(b.subject as object), number: 8 } }
    ])
  })
  /** The "Refused bundles" list's item of the bundle in the leg folder of run `runId`. */
  const refusedLine = (summary: string, runId: string): string =>
    summary
      .split('\n')
      .find((l) => l.startsWith('- ') && l.includes(`cursor-agent-${runId}-1-review-`)) ?? ''

  it('refuses a bundle of another workflow run', async () => {
    const line = refusedLine((await misbound()).summary, '41')
    expect(line).toMatch(/another workflow run \\\(41\\\)/)
    expect(line).not.toMatch(/another pull request|is for \\#/)
  })

  it('refuses a bundle for another pull request', async () => {
    const line = refusedLine((await misbound()).summary, '42')
    expect(line).toMatch(/it is for \\#\u200b?8, and this event is for \\#\u200b?7/)
    expect(line).not.toMatch(/another workflow run/)
  })

  it('refuses a schema breach, and every bundle with it', async () => {
    const b = bundleOf({ findings: [LOAD] })
    await refusedBeforeAnyWrite(
      [bundleOf({ leg: 'dddddddddddddddd' }), { ...b, extra: 'field' }],
      /schema:/
    )
  })

  it('refuses two comment keys', async () => {
    await refusedBeforeAnyWrite(
      [
        bundleOf({ leg: 'aaaaaaaaaaaaaaaa' }),
        { ...bundleOf({ leg: 'bbbbbbbbbbbbbbbb' }), commentKey: 'ffffffffffffffffffff' }
      ],
      /different comment keys/
    )
  })

  const token = `ghp_${'A1b2C3d4E5'.repeat(3)}123456`
  /**
   * One bundle carrying both hostile texts: a token shape in a finding's body, and
   * workflow-command lines in a finding's title, the reviewer's name and the final message.
   */
  const planted = shared(async () => {
    const server = gh
    const b = bundleOf({
      findings: [{ ...LOAD, title: '::error::planted', body: `Leaked ${token} here.` }]
    })
    const r = await run(
      bundleFolder([
        {
          ...b,
          reviewer: '::warning::planted',
          finalMessage: 'ok\n::add-mask::x\n::error file=a::planted'
        }
      ])
    )
    return { r, posted: JSON.stringify(server.log.map((l) => l.body)) }
  })

  it('cleans a token shape planted in a finding instead of posting it', async () => {
    const { r, posted } = await planted()
    expect(r.code).toBe(0)
    expect(posted).toContain('Leaked ')
    expect(posted).not.toContain(token)
    expect(r.stdout).not.toContain(token)
    expect(r.summary).not.toContain(token)
  })

  it('never turns a workflow-command line of a bundle into a command', async () => {
    const { r } = await planted()
    expect(r.code).toBe(0)
    const commands = runnerCommands(r.stdout)
    expect(commands.filter((c) => /planted/.test(JSON.stringify(c)))).toEqual([])
  })
})

describe('publish: an answer', () => {
  /** A request bundle's answer published on the request's issue_comment event. */
  const answered = shared(async () => {
    const server = gh
    const answer: Record<string, unknown> = {
      ...bundleOf(),
      mode: 'answer',
      request: { commentId: 555 },
      finalMessage: 'The answer is 42.'
    }
    delete answer.review
    const r = await run(bundleFolder([answer]), {
      event: 'issue_comment',
      body: '@cursor what is it?'
    })
    return {
      r,
      created: server.requests('createComment'),
      readBack: server.requests('getComment')
    }
  })

  it('puts the answer of a request bundle in the sticky comment, after checking the asker again', async () => {
    const { r, created } = await answered()
    expect(r.stderr).toBe('')
    expect(r.code).toBe(0)
    expect(created).toHaveLength(1)
    const body = String((created[0]?.body as { body?: string }).body)
    expect(body).toContain('The answer is 42.')
    expect(body).toMatch(/^<!-- cursor-agent-action:[0-9a-f]{20} -->/)
    expect(body).toMatch(/<!-- cursor-agent-action:ledger:/)
    expect(r.outputs.comment_url).not.toBe('')
  })

  it('fails deliverable_missing when GitHub never takes the answer; the answer is still in the summary', async () => {
    const answer: Record<string, unknown> = {
      ...bundleOf(),
      mode: 'answer',
      request: { commentId: 555 },
      finalMessage: 'The answer is 42.'
    }
    delete answer.review
    gh.fail('createComment', { kind: 'error' })
    const r = await run(bundleFolder([answer]), {
      event: 'issue_comment',
      body: '@cursor what is it?'
    })
    expect(r.code).toBe(1)
    expect(r.outputs.conclusion).toBe('failure')
    expect(r.outputs.failure_reason).toBe('deliverable_missing')
    expect(r.outputs.comment_url).toBe('')
    expect(r.summary).toContain('The answer is 42.')
  })

  it("marks the answer as this publish run's own and reads it back", async () => {
    const { r, created, readBack } = await answered()
    expect(r.outputs.conclusion).toBe('success')
    const body = String((created[0]?.body as { body?: string }).body)
    expect(body).toMatch(/\n<!-- cursor-agent-action:[0-9a-f]{20} answer 42-1 -->\n/)
    expect(readBack.length).toBeGreaterThan(0)
  })

  it('refuses an answer to another comment before any write', async () => {
    const answer: Record<string, unknown> = {
      ...bundleOf(),
      mode: 'answer',
      request: { commentId: 999 }
    }
    delete answer.review
    const r = await run(bundleFolder([answer]), {
      event: 'issue_comment',
      body: '@cursor what is it?'
    })
    expect(r.outputs.failure_reason).toBe('invalid_bundle')
    expect(writes()).toEqual([])
  })
})
