/**
 * The JSON Schema validator behind `output-schema` (schema.ts's `CompileSchema`). ajv is a
 * quarter of the bundle, so this module is imported only when a schema is given.
 *
 * ajv settings, and why: `strict: false` because schemas written for models often carry keywords
 * ajv does not know (`propertyOrdering`, `x-…`), which JSON Schema says to ignore; the schema is
 * still checked against its meta-schema, so a typo in a known keyword (`"type": "strin"`) is an
 * input error. No `loadSchema`, so a `$ref` to anything outside the schema fails to compile
 * instead of fetching it. Formats are not checked (`validateFormats: false`): without the
 * ajv-formats plugin an unknown format would otherwise be an error, and a format is a hint.
 * Patterns are matched by a linear-time engine (pattern.ts): the value checked is the agent's, and
 * ECMAScript's backtracking RegExp can take hours on a crafted one. An async schema
 * (`"$async": true`) is refused: ajv's check then returns a Promise, which would pass anything.
 * `uniqueItems` is our own keyword: ajv compares every pair of items that are objects or arrays
 * (measured: 20,000 small objects, 11 s); ours compares a canonical form of each item through a
 * map, in about the time it takes to read them. A value nested too deeply for the stack to walk
 * fails the check with a message rather than crashing the step.
 */
import { Ajv, type ErrorObject } from 'ajv'
import { Ajv2019 } from 'ajv/dist/2019.js'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { messageOf } from '../errors.js'
import type { JsonSchema } from './schema.js'
import { linearRegExp } from './pattern.js'

/** At most this many validator messages are kept (a wrong array can yield thousands). */
export const MAX_SCHEMA_ERRORS = 20

const OPTIONS = {
  strict: false,
  allErrors: true,
  validateFormats: false,
  logger: false,
  code: { regExp: linearRegExp }
} as const

/** Picks the draft the schema declares (draft-07 when it names none). */
function validatorFor(schema: JsonSchema): Pick<Ajv, 'compile'> {
  const declared = typeof schema.$schema === 'string' ? schema.$schema : ''
  const ajv = declared.includes('2020-12')
    ? new Ajv2020(OPTIONS)
    : declared.includes('2019-09')
      ? new Ajv2019(OPTIONS)
      : new Ajv(OPTIONS)
  ajv.removeKeyword('uniqueItems')
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', validate: unique })
  return ajv
}

interface KeywordCheck {
  (wanted: boolean, items: unknown[]): boolean
  errors?: Partial<ErrorObject>[]
}

/** JSON Schema's `uniqueItems`: no two items equal as JSON values (key order aside). */
const unique: KeywordCheck = (wanted, items) => {
  if (!wanted) return true
  const seen = new Map<string, number>()
  for (let j = 0; j < items.length; j++) {
    const key = canonical(items[j])
    const i = seen.get(key)
    if (i !== undefined) {
      unique.errors = [
        {
          keyword: 'uniqueItems',
          message: `must NOT have duplicate items (items ## ${String(j)} and ${String(i)} are identical)`,
          params: { i, j }
        }
      ]
      return false
    }
    seen.set(key, j)
  }
  return true
}

/** A JSON value as text with object keys sorted, so that equal values give equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * Compiles a schema into a check that returns a value's problems (at most MAX_SCHEMA_ERRORS and
 * a count of the rest; [] when valid). Throws an Error saying what is wrong with the schema (not
 * JSON Schema, an unresolvable `$ref`, …).
 */
export function compileSchema(schema: JsonSchema): (value: unknown) => string[] {
  let validate: ReturnType<Ajv['compile']>
  try {
    validate = validatorFor(schema).compile(schema)
  } catch (error) {
    throw new Error(messageOf(error), { cause: error })
  }
  if ((validate as { $async?: unknown }).$async === true)
    throw new Error(
      'it is an async schema ("$async": true): its check returns a Promise and would enforce nothing; remove "$async"'
    )
  return (value) => {
    try {
      if (validate(value)) return []
    } catch (error) {
      if (error instanceof RangeError)
        return ['(root) is nested too deeply to be checked against the schema']
      throw error
    }
    const errors = (validate.errors ?? []).map(describe)
    if (errors.length > MAX_SCHEMA_ERRORS) {
      const more = errors.length - MAX_SCHEMA_ERRORS
      errors.splice(MAX_SCHEMA_ERRORS, more, `… and ${more} more`)
    }
    return errors.length > 0 ? errors : ['does not match the schema']
  }
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
