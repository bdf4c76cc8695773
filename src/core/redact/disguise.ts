/**
 * Ways a text spells a secret's characters differently, which its reader decodes (for
 * core/redact/redact.ts): a text holding one is also redacted decoded, and when the decoded text holds
 * a secret, the decoded text is what is kept, masked.
 * - JSON escapes of printable ASCII (`\u0067hp_…`, `\/`), with any number of backslashes (JSON
 *   encoded in a JSON string): a serializer only escapes control characters that way.
 * - Markdown's backslash escapes and character references of the characters tokens are made of
 *   besides letters and digits (`ghs\_…`, `ghs&#95;…`, `&lowbar;`): GitHub renders them as the
 *   characters they stand for, and so does the summary's and the comment's rewriting of the
 *   agent's markdown (render/prose.ts), which writes each text back out escaped anew.
 */

/** The disguises on a raw JSON line: `\u0020` to `\u007f`, `\/`. */
export const JSON_DISGUISE = '\\\\u00[2-7]|\\\\/'

/** Every disguise in a text (a string value, or a line that is not JSON). */
const ESCAPED =
  /\\+(?:u00([2-7][0-9A-Fa-f])|\/|([-_.]))|&#(?:([0-9]{1,7})|[xX]([0-9A-Fa-f]{1,6}));|&(lowbar|UnderBar|period);/g
export const ESCAPED_TEST =
  /\\+(?:u00[2-7][0-9A-Fa-f]|[-_./])|&#[xX]?[0-9A-Fa-f]{1,7};|&(?:lowbar|UnderBar|period);/

/** Literals every disguise contains where ESCAPED_TEST can match from (prefilter.ts). */
export const DISGUISE_STARTS = [
  '\\u00',
  '\\/',
  '\\_',
  '\\-',
  '\\.',
  '&#',
  '&lowbar;',
  '&UnderBar;',
  '&period;'
]

const NAMED: Record<string, string> = { lowbar: '_', UnderBar: '_', period: '.' }

/** The text decoded (a character reference to a non-printable or non-ASCII code is left). */
export function undisguise(text: string): string {
  return text.replace(
    ESCAPED,
    (
      m: string,
      json?: string,
      punct?: string,
      dec?: string,
      hex?: string,
      name?: string
    ): string => {
      if (json !== undefined) return String.fromCharCode(parseInt(json, 16))
      if (punct !== undefined) return punct
      if (name !== undefined) return NAMED[name] ?? m
      if (dec === undefined && hex === undefined) return '/'
      const code = dec !== undefined ? parseInt(dec, 10) : parseInt(hex ?? '', 16)
      return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : m
    }
  )
}
