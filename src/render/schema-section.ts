/**
 * The summary section for `output-schema`: the validator's messages when the final message did
 * not match (the verdict line names the first few), or a note that it did. Pure; every message
 * goes into a code span, since a message can quote a property name the agent chose.
 */
import type { SchemaCheck } from '../core/schema/schema.js'
import { code } from './markdown.js'

export function schemaSection(check: SchemaCheck | undefined): string {
  if (check === undefined) return ''
  if (check.ok) return '#### Structured output\n\nThe final message matches `output-schema`.\n'
  const lines = check.errors.map((e) => `- ${code(e)}`)
  return [
    '#### Structured output does not match `output-schema`',
    '',
    ...lines,
    '',
    'The whole final message is in the `final_message` output and the transcript.',
    ''
  ].join('\n')
}
