/**
 * Structured output: a JSON Schema the agent's final message must satisfy. The schema is put
 * into the prompt so the agent knows it; after the run the final message (JSON, or a fenced
 * ```json block in it) is validated. Pure: no I/O except what the caller reads. The validator
 * itself (ajv, a quarter of the bundle) is in validator.ts and is passed in as `compile`, so it
 * is loaded only by runs that give a schema.
 */
import type { SchemaObject } from 'ajv'
import { errnoOf, messageOf } from '../errors.js'

export type JsonSchema = Readonly<SchemaObject>

/**
 * A schema made into a check: the check returns the problems of a value ([] when it is valid).
 * Throws an Error saying what is wrong with the schema when it cannot be used.
 */
export type CompileSchema = (schema: JsonSchema) => (value: unknown) => string[]

/**
 * Reads the `output-schema` input: inline JSON when it starts with `{`, else a path read by
 * `readFile` (the caller resolves it against the workspace). Returns the schema, or a problem
 * sentence (without the input's name, which the caller adds).
 */
export function parseSchemaInput(
  value: string,
  readFile: (p: string) => string,
  compile: CompileSchema
): { schema: JsonSchema } | { problem: string } {
  const v = value.trim()
  let text: string
  let where: string
  if (v.startsWith('{')) {
    text = v
    where = 'the inline schema'
  } else {
    try {
      text = readFile(v)
    } catch (error) {
      const code = errnoOf(error) ?? messageOf(error)
      return { problem: `cannot be read as a file: ${JSON.stringify(v)} (${code})` }
    }
    where = `the file ${JSON.stringify(v)}`
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return {
      problem: `${where} is not JSON (${messageOf(error)})`
    }
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { problem: `${where} must be a JSON object (a JSON Schema)` }
  }
  try {
    compile(parsed)
  } catch (error) {
    return { problem: `${where} is not a usable JSON Schema: ${messageOf(error)}` }
  }
  return { schema: parsed }
}

/** The prompt with the schema appended, so the agent knows what its final message must be. */
export function withSchemaInstructions(prompt: string, schema: JsonSchema): string {
  return [
    prompt.trimEnd(),
    '',
    'When you have finished, your final message must be a single JSON value that is valid against the JSON Schema below: only the JSON, or the JSON in one ```json fenced block, with no other JSON block after it.',
    '',
    '```json',
    JSON.stringify(schema, null, 2),
    '```'
  ].join('\n')
}

/**
 * The JSON in a final message: the whole message when it parses, else the last ```json (or
 * ~~~json) fenced block. A fence closes with the same character, at least as long (CommonMark).
 */
export function extractJson(message: string): { value: unknown } | { problem: string } {
  const whole = message.trim()
  if (whole === '') return { problem: 'The final message is empty; it must be JSON.' }
  try {
    return { value: JSON.parse(whole) as unknown }
  } catch {
    // Not JSON as a whole: look for a fenced block.
  }
  const blocks = fencedJsonBlocks(message)
  const last = blocks.at(-1)
  if (last === undefined) {
    return {
      problem: 'The final message is not JSON and holds no ```json fenced block.'
    }
  }
  try {
    return { value: JSON.parse(last) as unknown }
  } catch (error) {
    return {
      problem: `The last \`\`\`json block of the final message is not valid JSON (${messageOf(error)}).`
    }
  }
}

function fencedJsonBlocks(message: string): string[] {
  const out: string[] = []
  const lines = message.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const open = /^ {0,3}(`{3,}|~{3,})\s*json5?\s*$/i.exec(lines[i] ?? '')
    if (open?.[1] === undefined) continue
    const fence = open[1]
    const body: string[] = []
    let closed = false
    while (++i < lines.length) {
      const line = lines[i] ?? ''
      const close = /^ {0,3}(`{3,}|~{3,})\s*$/.exec(line)
      if (close?.[1]?.[0] === fence[0] && close[1].length >= fence.length) {
        closed = true
        break
      }
      body.push(line)
    }
    if (closed) out.push(body.join('\n'))
  }
  return out
}

/** The outcome of checking the final message against the schema. */
export type SchemaCheck =
  | { ok: true; /** The JSON, compact. */ json: string }
  | {
      ok: false
      /** The validator's messages (or why there was no JSON to check). */ errors: string[]
    }

export function checkStructuredOutput(
  message: string,
  schema: JsonSchema,
  compile: CompileSchema
): SchemaCheck {
  const found = extractJson(message)
  if ('problem' in found) return { ok: false, errors: [found.problem] }
  const errors = compile(schema)(found.value)
  if (errors.length === 0) {
    try {
      return { ok: true, json: JSON.stringify(found.value) }
    } catch (error) {
      // JSON.parse takes deeper nesting than JSON.stringify can walk back (a schema that does not
      // walk the value passes it): judged like the validator's own RangeError.
      if (!(error instanceof RangeError)) throw error
      return { ok: false, errors: ['(root) is nested too deeply to be checked against the schema'] }
    }
  }
  return { ok: false, errors }
}
