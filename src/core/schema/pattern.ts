/**
 * The regular-expression engine for `output-schema`'s `pattern`, `patternProperties` and
 * `propertyNames` (ajv's `code.regExp` option): RE2's linear-time matching (re2js, a pure
 * JavaScript port of RE2), not ECMAScript's backtracking RegExp. The final message is the agent's,
 * and a backtracking pattern such as `^(x+)+$` with a crafted value blocks RegExp for minutes (188 s
 * measured for 41 characters, growing exponentially with its length), past every timeout and deaf to cancel;
 * RE2's time is linear in the value.
 *
 * JSON Schema patterns are ECMAScript regular expressions (ajv reads them with the `u` flag), so
 * each one is first checked by RegExp (compiling is not matching: it cannot hang), then
 * translated into RE2's syntax with ECMAScript's meaning kept where the two differ:
 * - `\s` and `\S` are ECMAScript's (Unicode white space and BOM), not RE2's ASCII ones;
 * - `.` does not match `\n`, `\r`, U+2028 or U+2029;
 * - `[]` matches nothing and `[^]` anything; a `[` inside a class is a plain character;
 * - `\uXXXX` (a surrogate pair as one code point), `\u{…}`, `\xHH`, `\cX`, `\0`, `\b` in a class;
 * - `(?<name>…)` groups, `\p{…}` with its long General_Category names and `gc=`/`sc=` forms.
 * What has no linear-time match is refused, naming the pattern: lookahead (`(?=`, `(?!`) and
 * backreferences (`\1`, `\k<name>`). Lookbehind is kept (re2js matches it in linear time when it
 * captures nothing). RE2 also limits a counted repetition to 1000 (`{1,5000}` is refused: say
 * `maxLength` instead).
 */
import { RE2JS } from 're2js'

/** ECMAScript's white space and line terminators: what `\s` matches. */
const WHITE_SPACE: readonly [number, number][] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff]
]

const hex = (code: number): string => `\\x{${code.toString(16)}}`
const items = (ranges: readonly [number, number][]): string =>
  ranges.map(([a, b]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`)).join('')

function complement(ranges: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = []
  let next = 0
  for (const [a, b] of ranges) {
    if (a > next) out.push([next, a - 1])
    next = b + 1
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff])
  return out
}

const SPACE = items(WHITE_SPACE)
const NOT_SPACE = items(complement(WHITE_SPACE))
const ANY = `${hex(0)}-${hex(0x10ffff)}`

/** General_Category's long names (ECMAScript takes both), as RE2 knows them (short only). */
const CATEGORIES: Record<string, string> = {
  Letter: 'L',
  Cased_Letter: 'LC',
  Uppercase_Letter: 'Lu',
  Lowercase_Letter: 'Ll',
  Titlecase_Letter: 'Lt',
  Modifier_Letter: 'Lm',
  Other_Letter: 'Lo',
  Mark: 'M',
  Nonspacing_Mark: 'Mn',
  Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me',
  Number: 'N',
  Decimal_Number: 'Nd',
  Letter_Number: 'Nl',
  Other_Number: 'No',
  Punctuation: 'P',
  Connector_Punctuation: 'Pc',
  Dash_Punctuation: 'Pd',
  Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe',
  Initial_Punctuation: 'Pi',
  Final_Punctuation: 'Pf',
  Other_Punctuation: 'Po',
  Symbol: 'S',
  Math_Symbol: 'Sm',
  Currency_Symbol: 'Sc',
  Modifier_Symbol: 'Sk',
  Other_Symbol: 'So',
  Separator: 'Z',
  Space_Separator: 'Zs',
  Line_Separator: 'Zl',
  Paragraph_Separator: 'Zp',
  Other: 'C',
  Control: 'Cc',
  Format: 'Cf',
  Surrogate: 'Cs',
  Private_Use: 'Co',
  Unassigned: 'Cn'
}

/** Why a pattern cannot be matched in linear time (the caller names the pattern). */
class Unsupported extends Error {}

function property(kind: string, body: string): string {
  const equals = body.indexOf('=')
  let target = body
  if (equals >= 0) {
    const name = body.slice(0, equals)
    if (!['General_Category', 'gc', 'Script', 'sc'].includes(name))
      throw new Unsupported(`the property ${name} is not supported`)
    target = body.slice(equals + 1)
  }
  return `\\${kind}{${CATEGORIES[target] ?? target}}`
}

const HEX4 = /^[0-9a-fA-F]{4}$/

/** One escape at `i` (the backslash): its RE2 text and how many characters it took. */
function escape(p: string, i: number, inClass: boolean): [string, number] {
  const c = p.charAt(i + 1)
  switch (c) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 'B':
    case 't':
    case 'n':
    case 'v':
    case 'f':
    case 'r':
      return [`\\${c}`, 2]
    case 'b':
      return [inClass ? hex(8) : '\\b', 2]
    case 's':
      return [inClass ? SPACE : `[${SPACE}]`, 2]
    case 'S':
      return [inClass ? NOT_SPACE : `[${NOT_SPACE}]`, 2]
    case '0':
      return [hex(0), 2]
    case 'k':
      throw new Unsupported('it uses a backreference (\\k<name>), which has no linear-time match')
    case 'c':
      return [hex(p.charCodeAt(i + 2) % 32), 3]
    case 'x':
      return [hex(parseInt(p.slice(i + 2, i + 4), 16)), 4]
    case 'u': {
      if (p.charAt(i + 2) === '{') {
        const end = p.indexOf('}', i + 3)
        return [hex(parseInt(p.slice(i + 3, end), 16)), end + 1 - i]
      }
      const unit = parseInt(p.slice(i + 2, i + 6), 16)
      const low = p.slice(i + 8, i + 12)
      if (unit >= 0xd800 && unit <= 0xdbff && p.startsWith('\\u', i + 6) && HEX4.test(low)) {
        const second = parseInt(low, 16)
        if (second >= 0xdc00 && second <= 0xdfff)
          return [hex(0x10000 + ((unit - 0xd800) << 10) + (second - 0xdc00)), 12]
      }
      return [hex(unit), 6]
    }
    case 'p':
    case 'P': {
      const end = p.indexOf('}', i + 3)
      return [property(c, p.slice(i + 3, end)), end + 1 - i]
    }
    case '/':
      return ['/', 2]
    default:
      if (/[1-9]/.test(c))
        throw new Unsupported(`it uses a backreference (\\${c}), which has no linear-time match`)
      // The syntax characters (and `-` in a class): escaped as they are.
      return [`\\${c}`, 2]
  }
}

/** An ECMAScript (`u` flag) pattern in RE2's syntax, with ECMAScript's meaning (see above). */
function toRe2(pattern: string): string {
  let out = ''
  let inClass = false
  let i = 0
  while (i < pattern.length) {
    const c = pattern.charAt(i)
    if (c === '\\') {
      const [text, length] = escape(pattern, i, inClass)
      out += text
      i += length
    } else if (inClass) {
      if (c === ']') inClass = false
      out += c === '[' ? '\\[' : c
      i += 1
    } else if (pattern.startsWith('[]', i)) {
      out += `[^${ANY}]`
      i += 2
    } else if (pattern.startsWith('[^]', i)) {
      out += `[${ANY}]`
      i += 3
    } else if (c === '[') {
      inClass = true
      const negated = pattern.charAt(i + 1) === '^'
      out += negated ? '[^' : '['
      i += negated ? 2 : 1
    } else if (c === '.') {
      out += `[^${hex(0x0a)}${hex(0x0d)}${hex(0x2028)}${hex(0x2029)}]`
      i += 1
    } else if (pattern.startsWith('(?=', i) || pattern.startsWith('(?!', i)) {
      throw new Unsupported('it uses a lookahead ((?= or (?!), which has no linear-time match')
    } else if (pattern.startsWith('(?<', i) && !/^\(\?<[=!]/.test(pattern.slice(i, i + 4))) {
      out += '(?P<'
      i += 3
    } else {
      out += c
      i += 1
    }
  }
  return out
}

/** What ajv calls a RegExp engine: a factory with a `code` (used only by standalone code). */
export interface PatternEngine {
  (pattern: string, flags: string): { test: (value: string) => boolean }
  code: string
}

/**
 * A pattern compiled for linear-time matching. Throws an Error naming the pattern when it is not
 * a valid ECMAScript pattern or has no linear-time match.
 */
export const linearRegExp: PatternEngine = Object.assign(
  (pattern: string, flags: string) => {
    try {
      // Validates the ECMAScript syntax the translation relies on (ajv reads patterns with `u`).
      new RegExp(pattern, flags.includes('u') ? flags : `${flags}u`)
      return RE2JS.compile(toRe2(pattern), RE2JS.LOOKBEHINDS)
    } catch (error) {
      let why = error instanceof Error ? error.message : String(error)
      if (why.includes('invalid repeat count'))
        why += ' (RE2 counts to 1000 at most: for a length, say minLength or maxLength)'
      throw new Error(`pattern ${JSON.stringify(pattern)} cannot be used: ${why}`, {
        cause: error
      })
    }
  },
  { code: 'linearRegExp' }
)
