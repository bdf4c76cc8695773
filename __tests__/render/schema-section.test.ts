/**
 * The summary's output-schema section (src/render/schema-section.ts): the validator's messages as
 * code, whatever property names the agent chose.
 */
import { describe, expect, it } from '@jest/globals'
import { checkStructuredOutput, type JsonSchema } from '../../src/core/schema/schema.js'
import { compileSchema } from '../../src/core/schema/validator.js'

const schema: JsonSchema = {
  type: 'object',
  properties: { verdict: { enum: ['approve', 'reject'] }, issues: { type: 'integer' } },
  required: ['verdict', 'issues'],
  additionalProperties: false
}

describe('the schema section of the summary', () => {
  it('lists the messages as code, whatever property names the agent chose', async () => {
    const { schemaSection } = await import('../../src/render/schema-section.js')
    const { markupOnly } = await import('../support/wellformed.js')
    const check = checkStructuredOutput(
      JSON.stringify({ verdict: 'approve', issues: 1, '``</details><img src=x>\n# h': 1 }),
      schema,
      compileSchema
    )
    expect(check.ok).toBe(false)
    const md = schemaSection(check)
    expect(md).toContain('#### Structured output does not match `output-schema`')
    // Every message is one list item holding one code span (so `<img` stays text).
    const items = md.split('\n').filter((l) => l.startsWith('- '))
    expect(items).toHaveLength(1)
    for (const item of items) expect(item).toMatch(/^- (`+)[^`].*<img.*[^`]\1$/)
    expect(md).not.toMatch(/^# h/m)
    expect(markupOnly(md)).not.toMatch(/<\/?details|<img/)
    expect(schemaSection({ ok: true, json: '{}' })).toContain('matches')
    expect(schemaSection(undefined)).toBe('')
  })
})
