/**
 * The summary as a reader sees it: rendered with GitHub's rules, opened in headless Chromium and
 * read through the DOM. Skipped, loudly, where Debian's chromium is not installed (.ci/run
 * installs it).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { assistant, init, result, ROOT, runAction, shell, streamFile } from '../support/helpers.js'

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p))
if (CHROMIUM === undefined)
  process.stderr.write('SKIPPED: page test needs Debian chromium (apt-get install chromium).\n')
const suite = CHROMIUM === undefined ? describe.skip : describe

suite('the rendered summary', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      shell(`ok${i}`, `npm run step-${i}`, { success: { exitCode: 0, executionTime: 120 } })
    ).flat()
    const stream = [
      init,
      ...shell('bad', '<script>alert(1)</script> && echo "[x](javascript:alert(1))" | tee log', {
        failure: {
          exitCode: 2,
          stdout: '</details><img src=x onerror=alert(1)>\n```\nstill inside'
        }
      }),
      ...shell('rej', 'rm -rf / ```', { rejected: { reason: '<b>bold</b> | pipe' } }),
      ...many,
      assistant(
        'Done. <img src="https://evil.example/p.png"> </details><!-- hide everything\n\n![pixel](https://evil.example/t.png)\n\n| not | a table |\n\n```\nunclosed'
      ),
      result('done')
    ]
    const run = await runAction({
      inputs: { prompt: 'x' },
      env: { FAKE_CURSOR_STREAM: streamFile(stream) }
    })
    const md = path.join(run.dir, 'summary.md')
    const html = path.join(run.dir, 'summary.html')
    const png = path.join(ROOT, 'tmp', 'summary.png')
    fs.mkdirSync(path.dirname(png), { recursive: true })
    execFileSync(process.execPath, [
      path.join(ROOT, 'scripts', 'render-summary.mjs'),
      md,
      '--html',
      html,
      '--png',
      png
    ])
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    })
    page = await browser.newPage()
    await page.goto(`file://${html}`)
  }, 120_000)

  afterAll(async () => {
    await browser.close()
  })

  it('shows the status line, the final message, what changed, then the failed and rejected calls newest first and open; successful commands folded with all their rows', async () => {
    await expect(page.locator('h3').first().textContent()).resolves.toContain(
      'Cursor Agent succeeded'
    )
    const headings = await page.locator('article > h4').allTextContents()
    expect(headings.slice(0, 3)).toEqual([
      'Final message',
      'Files changed',
      'Failed and rejected calls (1 failed, 1 rejected)'
    ])
    const failures = page.locator('h4:has-text("Failed and rejected calls") + p + table tbody tr')
    await expect(failures.count()).resolves.toBe(2)
    await expect(failures.nth(1).locator('td').nth(2).textContent()).resolves.toBe(
      '<script>alert(1)</script> && echo "[x](javascript:alert(1))" | tee log'
    )
    await expect(failures.nth(0).locator('td').nth(3).textContent()).resolves.toBe(
      '⛔ rejected: <b>bold</b> | pipe'
    )
    const folded = page.locator(
      'details:has(summary:has-text("30 commands succeeded")) table tbody tr'
    )
    await expect(folded.count()).resolves.toBe(30)
  })

  it('keeps <details> sections closed and their contents inside them; failure output is open', async () => {
    const details = page.locator('details')
    const titles = await page.locator('details > summary').allTextContents()
    expect(titles).toEqual(['30 commands succeeded', 'Timeline (32 calls)'])
    for (let i = 0; i < titles.length; i++)
      await expect(details.nth(i).getAttribute('open')).resolves.toBeNull()
    // The failed command's output is on the page, not folded, right after its name.
    const label = page.locator('article > p:has-text("Output of")')
    await expect(label.locator('code').first().textContent()).resolves.toBe(
      '<script>alert(1)</script> && echo "[x](javascript:alert(1))" | tee log'
    )
    await expect(
      page.locator('article > p:has-text("Output of") + pre').textContent()
    ).resolves.toContain('</details><img src=x onerror=alert(1)>')
    // The section after it is still a top-level heading, not swallowed.
    await expect(page.locator('article > h4:has-text("Tool calls")').count()).resolves.toBe(1)
  })

  it('shows hostile text as literal text and contains no element or link the agent injected', async () => {
    await expect(
      page.locator('article :is(img, script, iframe, style, form, input)').count()
    ).resolves.toBe(0)
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((as: { getAttribute: (name: string) => string | null }[]) =>
        as.map((a) => a.getAttribute('href'))
      )
    expect(hrefs.filter((h) => h !== null && /javascript:|evil\.example/.test(h))).toEqual([])
    // What a reader sees: zero-width spaces are invisible.
    const text = ((await page.locator('article').textContent()) ?? '').replace(/\u200b/g, '')
    expect(text).toContain('<img src="https://evil.example/p.png">')
    expect(text).toContain('<!-- hide everything')
    // The agent's fence is formatted now: a code block of ours, closed, with its text.
    await expect(page.locator('article pre', { hasText: 'unclosed' }).count()).resolves.toBe(1)
    // The final message's unclosed fence did not swallow the sections after it.
    await expect(page.locator('article > h4:has-text("Files changed")').count()).resolves.toBe(1)
  })
})
