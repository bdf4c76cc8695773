/**
 * Structured output: a JSON Schema the agent's final message must satisfy. The schema is put
 * into the prompt so the agent knows it; after the run the final message (JSON, or a fenced
 * ```json block in it) is validated with ajv. Pure: no I/O except what the caller reads.
 *
 * ajv settings, and why: `strict: false` because schemas written for models often carry keywords
 * ajv does not know (`propertyOrdering`, `x-…`), which JSON Schema says to ignore; the schema is
 * still checked against its meta-schema, so a typo in a known keyword (`"type": "strin"`) is an
 * input error. No `loadSchema`, so a `$ref` to anything outside the schema fails to compile
 * instead of fetching it. Formats are not checked (`validateFormats: false`): without the
 * ajv-formats plugin an unknown format would otherwise be an error, and a format is a hint.
 */
import { Ajv, type ErrorObject, type SchemaObject, type ValidateFunction } from 'ajv'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { errnoOf, messageOf } from './errors.js'

export type JsonSchema = Readonly<SchemaObject>

/** At most this many validator messages are kept (a wrong array can yield thousands). */
export const MAX_SCHEMA_ERRORS = 20

const OPTIONS = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  logger: false
} as const

/** Picks the draft the schema declares (draft-07 when it names none). */
function validatorFor(schema: JsonSchema): Pick<Ajv, 'compile'> {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : ''
  if (declared.includes('2020-12')) return new Ajv2020(OPTIONS)
  if (declared.includes('2019-09')) return new Ajv2019(OPTIONS)
  return new Ajv(OPTIONS)
}

/**
 * Compiles a schema; throws an Error whose message says what is wrong with it (not JSON
 * Schema, an unresolvable `$ref`, …).
 */
function compileSchema(schema: JsonSchema): ValidateFunction {
  try {
    return validatorFor(schema).compile(schema)
  } catch (error) {
    throw new Error(messageOf(error), { cause: error })
  }
}

/**
 * Reads the `output-schema` input: inline JSON when it starts with `{`, else a path read by
 * `readFile` (the caller resolves it against the workspace). Returns the schema, or a problem
 * sentence (without the input's name, which the caller adds).
 */
export function parseSchemaInput(
  value: string,
  readFile: (p: string) => string
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
    compileSchema(parsed)
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

export function checkStructuredOutput(message: string, schema: JsonSchema): SchemaCheck {
  const found = extractJson(message)
  if ('problem' in found) return { ok: false, errors: [found.problem] }
  const validate = compileSchema(schema)
  if (validate(found.value)) return { ok: true, json: JSON.stringify(found.value) }
  const errors = (validate.errors ?? []).map(describe)
  if (errors.length > MAX_SCHEMA_ERRORS) {
    const more = errors.length - MAX_SCHEMA_ERRORS
    errors.splice(MAX_SCHEMA_ERRORS, more, `… and ${more} more`)
  }
  return { ok: false, errors: errors.length > 0 ? errors : ['does not match the schema'] }
}

/** One ajv error as `<path> <message>`, with the offending name where ajv keeps it apart. */
function describe(e: ErrorObject): string {
  const where = e.instancePath === '' ? '(root)' : e.instancePath
  const params = e.params as Record<string, unknown>
  const extra =
    typeof params.additionalProperty === 'string'
      ? ` (${JSON.stringify(params.additionalProperty)})`
      : Array.isArray(params.allowedValues)
        ? ` (${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')})`
        : ''
  return `${where} ${e.message ?? 'is invalid'}${extra}`
}
