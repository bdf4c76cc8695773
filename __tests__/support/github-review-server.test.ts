/**
 * The loopback GitHub refuses what GitHub refuses (so review mode's end-to-end tests passing
 * means something): comment lines outside the hunks, bad ranges, a commit that is not the pull
 * request's, a second pending review, more than 50 annotations; and it paginates, listing at
 * most 3,000 files of a pull request while its `changed_files` counts them all.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { startGitHub, type GitHubServer } from './github-server.js'

const HEAD = 'a'.repeat(40)
let gh: GitHubServer

beforeEach(async () => {
  gh = await startGitHub()
  gh.review.setPull(1, {
    commits: [HEAD],
    files: [
      {
        filename: 'a.ts',
        status: 'modified',
        additions: 2,
        deletions: 1,
        patch: '@@ -1,3 +1,4 @@\n a\n-b\n+B\n+C\n c\n@@ -20,2 +21,2 @@\n x\n-y\n+Y'
      },
      { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 }
    ]
  })
})
afterEach(async () => {
  await gh.stop()
})

async function call(
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; data: unknown; link: string }> {
  const r = await fetch(`${gh.url}${path}`, {
    method,
    headers: { authorization: `token ${gh.token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  return { status: r.status, data: await r.json(), link: r.headers.get('link') ?? '' }
}

const REVIEWS = '/repos/octo/demo/pulls/1/reviews'
function review(comments: object[], extra: object = {}) {
  return call('POST', REVIEWS, { commit_id: HEAD, body: 'b', event: 'COMMENT', comments, ...extra })
}
const errors = (r: { data: unknown }) => (r.data as { errors?: string[] }).errors

describe('the loopback GitHub enforces review rules', () => {
  it('takes comments inside a hunk, on either side', async () => {
    const r = await review([
      { path: 'a.ts', line: 3, side: 'RIGHT', body: 'x' },
      { path: 'a.ts', line: 2, side: 'LEFT', body: 'x' },
      { path: 'a.ts', start_line: 1, line: 4, side: 'RIGHT', body: 'x' }
    ])
    expect(r.status).toBe(200)
  })

  it.each([
    [
      'a line outside the hunks',
      { path: 'a.ts', line: 10, body: 'x' },
      'Pull request review thread line must be part of the diff'
    ],
    [
      'a LEFT line that is not a base line of a hunk',
      { path: 'a.ts', line: 4, side: 'LEFT', body: 'x' },
      'Pull request review thread line must be part of the diff'
    ],
    [
      'a line of a binary file (no patch)',
      { path: 'logo.png', line: 1, body: 'x' },
      'Pull request review thread line must be part of the diff'
    ],
    [
      'a file the pull request does not change',
      { path: 'b.ts', line: 1, body: 'x' },
      'Pull request review thread line must be part of the diff'
    ],
    [
      'a range that does not start before its line',
      { path: 'a.ts', start_line: 3, line: 3, body: 'x' },
      'start line must precede the end line'
    ],
    [
      'a range across two hunks',
      { path: 'a.ts', start_line: 4, line: 22, body: 'x' },
      'start line must be part of the same hunk as the line'
    ],
    [
      'a body over 65,536 characters',
      { path: 'a.ts', line: 3, body: 'x'.repeat(65_537) },
      'body is too long'
    ]
  ])('refuses %s', async (_label, comment, message) => {
    const r = await review([comment])
    expect(r.status).toBe(422)
    expect(errors(r)?.join(' ')).toContain(message)
    expect(gh.review.reviews).toEqual([])
  })

  it('refuses a commit that is not one of the pull request (the merge commit)', async () => {
    const r = await review([], { commit_id: 'e'.repeat(40) })
    expect(r.status).toBe(422)
    expect(errors(r)).toEqual(['Commit id is not part of the pull request'])
  })

  it('allows one pending review per user, which blocks any other review, and shows it only to its author', async () => {
    expect((await call('POST', REVIEWS, { commit_id: HEAD })).status).toBe(200)
    const second = await call('POST', REVIEWS, { commit_id: HEAD })
    expect(second.status).toBe(422)
    expect(errors(second)).toEqual(['User can only have one pending review per pull request'])
    expect((await review([])).status).toBe(422)
    gh.review.reviews.push({
      id: 9,
      pull: 1,
      user: { login: 'ann', type: 'User' },
      state: 'PENDING',
      body: '',
      commit_id: HEAD
    })
    const listed = (await call('GET', REVIEWS)).data as { id: number }[]
    expect(listed.map((r) => r.id)).not.toContain(9)
  })

  it('never lets anyone delete a submitted review', async () => {
    const posted = (await review([])).data as { id: number }
    const r = await call('DELETE', `${REVIEWS}/${String(posted.id)}`)
    expect(r.status).toBe(422)
  })

  it('refuses more than 50 annotations in one check-run request', async () => {
    const created = await call('POST', '/repos/octo/demo/check-runs', {
      name: 'n',
      head_sha: HEAD,
      status: 'in_progress'
    })
    const id = (created.data as { id: number }).id
    const annotation = {
      path: 'a.ts',
      start_line: 1,
      end_line: 1,
      annotation_level: 'notice',
      message: 'm'
    }
    const output = (n: number) => ({
      title: 't',
      summary: 's',
      annotations: Array.from({ length: n }, () => annotation)
    })
    expect(
      (await call('PATCH', `/repos/octo/demo/check-runs/${String(id)}`, { output: output(51) }))
        .status
    ).toBe(422)
    expect(
      (await call('PATCH', `/repos/octo/demo/check-runs/${String(id)}`, { output: output(50) }))
        .status
    ).toBe(200)
    const long = { title: 't', summary: 'x'.repeat(65_535) }
    expect(
      (await call('PATCH', `/repos/octo/demo/check-runs/${String(id)}`, { output: long })).status
    ).toBe(422)
  })

  it('paginates files and review comments with Link headers', async () => {
    gh.review.setPull(1, {
      commits: [HEAD],
      files: Array.from({ length: 130 }, (_, i) => ({
        filename: `f${String(i)}`,
        status: 'added',
        additions: 1,
        deletions: 0,
        patch: '@@ -0,0 +1 @@\n+x'
      }))
    })
    const first = await call('GET', '/repos/octo/demo/pulls/1/files?per_page=100')
    expect((first.data as unknown[]).length).toBe(100)
    expect(first.link).toContain('page=2>; rel="next"')
    const second = await call('GET', '/repos/octo/demo/pulls/1/files?per_page=100&page=2')
    expect((second.data as unknown[]).length).toBe(30)
    expect(second.link).not.toContain('rel="next"')
    const comments = Array.from({ length: 40 }, (_, i) => ({
      path: `f${String(i)}`,
      line: 1,
      body: 'x'
    }))
    expect((await review(comments)).status).toBe(200)
    const page = await call('GET', '/repos/octo/demo/pulls/1/comments')
    expect((page.data as unknown[]).length).toBe(30)
    expect(page.link).toContain('rel="next"')
  })

  it('lists 3,000 files of a pull request at most, 100 a page, while changed_files counts all', async () => {
    gh.pulls.set(1, {
      number: 1,
      title: 't',
      body: '',
      head: { ref: 'h', sha: HEAD, repo: 'octo/demo' },
      base: { ref: 'main', sha: 'b'.repeat(40), repo: 'octo/demo' },
      user: { login: 'ann', type: 'User' }
    })
    gh.review.setPull(1, {
      commits: [HEAD],
      files: Array.from({ length: 3005 }, (_, i) => ({
        filename: `f${String(i)}`,
        status: 'added',
        additions: 1,
        deletions: 0,
        patch: '@@ -0,0 +1 @@\n+x'
      }))
    })
    const big = await call('GET', '/repos/octo/demo/pulls/1/files?per_page=1000')
    expect((big.data as unknown[]).length).toBe(100)
    expect(big.link).toContain('per_page=100&page=30>; rel="last"')
    const last = await call('GET', '/repos/octo/demo/pulls/1/files?per_page=100&page=30')
    expect((last.data as { filename: string }[]).map((f) => f.filename).at(-1)).toBe('f2999')
    expect(last.link).not.toContain('rel="next"')
    const past = await call('GET', '/repos/octo/demo/pulls/1/files?per_page=100&page=31')
    expect(past.data).toEqual([])
    const pull = await call('GET', '/repos/octo/demo/pulls/1')
    expect(pull.data).toMatchObject({ changed_files: 3005 })
  })
})
