/**
 * `npm run render` (scripts/render-summary.mjs), the summary's preview, shows GitHub's alerts as
 * GitHub does: a top-level quote whose first source line is `[!CAUTION]` (or NOTE, TIP,
 * IMPORTANT, WARNING) alone is a titled alert box, not a quote that starts with the marker; an
 * escaped marker, one nested in a list, or one with text after it stays a quote.
 */
import { describe, expect, it } from '@jest/globals'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { init, ROOT, runAction, shell, streamFile, tempDir } from '../support/helpers.js'
import { AUTH, rejected } from '../support/cli-words.js'

const SCRIPT = path.join(ROOT, 'scripts', 'render-summary.mjs')

/** The preview's HTML of `markdown`, as `npm run render` writes it. */
function preview(markdown: string, dir = tempDir('caa-preview-')): string {
  const md = path.join(dir, 'summary.md')
  const html = path.join(dir, 'summary.html')
  fs.writeFileSync(md, markdown)
  execFileSync(process.execPath, [SCRIPT, md, '--html', html], { encoding: 'utf8' })
  return fs.readFileSync(html, 'utf8').replace(/<style>[\s\S]*?<\/style>/, '')
}

/** Each alert box's type and text (tags taken out), in order. */
function alerts(html: string): { type: string; text: string }[] {
  const out: { type: string; text: string }[] = []
  const re = /<div class="markdown-alert markdown-alert-([a-z]+)"[^>]*>([\s\S]*?)<\/div>/g
  for (const m of html.matchAll(re))
    out.push({
      type: m[1] ?? '',
      text: (m[2] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    })
  return out
}

describe('the preview of a failed run, from dist/index.js', () => {
  it('shows the failure as a Caution alert and the tips as a Tip alert, with no marker left as text', async () => {
    const run = await runAction({
      inputs: { prompt: 'x', 'api-key': '' },
      env: {
        FAKE_CURSOR_STREAM: streamFile([
          init,
          ...shell('p', 'git push origin HEAD', rejected('git push origin HEAD'))
        ]),
        FAKE_CURSOR_STDERR: AUTH,
        FAKE_CURSOR_EXIT: '1'
      }
    })
    expect(run.outputs.failure_reason).toBe('auth')
    const html = preview(run.summary, run.dir)
    const boxes = alerts(html)
    expect(boxes.map((b) => b.type)).toEqual(['caution', 'tip'])
    expect(boxes[0]?.text).toMatch(/^Caution .*The CLI is not authenticated\./)
    expect(boxes[1]?.text).toMatch(/^Tip The agent tried to git push itself/)
    expect(html).not.toContain('[!')
    expect(html).not.toContain('<blockquote>')
  })
})

describe('which quotes the preview shows as alerts', () => {
  it('as GitHub: only a top-level quote whose first line is the marker alone, as written', () => {
    const html = preview(
      [
        '> [!NOTE]',
        '> a note with <b>bold</b>',
        '',
        '> \\[\\!CAUTION\\]',
        '> escaped by the renderer: agent text',
        '',
        '- item',
        '',
        '  > [!TIP]',
        '  > nested in a list',
        '',
        '> [!WARNING] text after it',
        '> not an alert',
        '',
        '>[!important]',
        '> lower case, no space after the quote mark',
        '',
        '<details><summary>folded</summary>',
        '',
        '> [!CAUTION]',
        '> inside a folded block, still a block of the document',
        '',
        '</details>',
        ''
      ].join('\n')
    )
    expect(alerts(html)).toEqual([
      { type: 'note', text: 'Note a note with bold' },
      { type: 'important', text: 'Important lower case, no space after the quote mark' },
      { type: 'caution', text: 'Caution inside a folded block, still a block of the document' }
    ])
    const quotes = [...html.matchAll(/<blockquote>([\s\S]*?)<\/blockquote>/g)].map((m) =>
      (m[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    )
    expect(quotes).toEqual([
      '[!CAUTION] escaped by the renderer: agent text',
      '[!TIP] nested in a list',
      '[!WARNING] text after it not an alert'
    ])
  })
})
