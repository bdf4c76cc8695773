/**
 * Sentences of ours, and the values they quote: the line between markup we write and text we only
 * show. A `Said` is one of our sentences with holes in it (the `said` template tag makes one): the
 * pieces between the holes are markdown we wrote (code spans, links, list items) and render as
 * markup; each value in a hole can be anything (a path the agent chose, git's message, an input's
 * value, a URL) and is never markup: render/markdown.ts `markup` escapes each through the helper
 * its kind names, after redacting it. `plainText` gives the same sentence for the log, the
 * outputs and the step's error, where nothing is markup.
 *
 * A bare string where a Sentence is expected is someone else's text, or ours not yet written this
 * way: it is shown as literal text, never as markup. The rule for authors: a hole never sits
 * inside a construct the pieces open (between two backticks, inside a link's brackets); use the
 * value kinds for those.
 */
import { truncate } from './text.js'

export type Value =
  /** Literal text. */
  | { readonly kind: 'text'; readonly value: string }
  /** A code span in markup; as it is in plain text. */
  | { readonly kind: 'code'; readonly value: string }
  /** An input's name: `name` in markup, "name" in plain text (as input errors have always read). */
  | { readonly kind: 'input'; readonly value: string }
  /** A value as an error shows it: quoted and cut to 80 characters, a code span in markup. */
  | { readonly kind: 'shown'; readonly value: string }

export class Said {
  constructor(
    /** Markdown of ours, one more than `values`. */
    readonly pieces: readonly string[],
    readonly values: readonly Value[]
  ) {}

  /** The plain sentence: so a Said reads right wherever a string is made of it. */
  toString(): string {
    return plainText(this)
  }
}

/** One of our sentences, or someone else's text (a bare string: literal, never markup). */
export type Sentence = string | Said

/**
 * Our sentence with its values: a string or Value in a hole is a value (a string is literal
 * text); a number is ours and joins the pieces, and so does a Said (our sentence within ours).
 */
export function said(
  strings: TemplateStringsArray,
  ...values: (Value | Said | string | number)[]
): Said {
  const parts: Sentence[] = [ours(strings[0])]
  values.forEach((v, i) => {
    if (typeof v === 'number') parts.push(ours(String(v)))
    else if (typeof v === 'string' || v instanceof Said) parts.push(v)
    else parts.push(new Said(['', ''], [v]))
    parts.push(ours(strings[i + 1] ?? ''))
  })
  return concat(...parts)
}

export const code = (value: string): Value => ({ kind: 'code', value })
export const input = (value: string): Value => ({ kind: 'input', value })
export const shown = (value: string): Value => ({ kind: 'shown', value })

/** Markup of ours with no values (a separator, a heading). */
function ours(markdown: string): Said {
  return new Said([markdown], [])
}

/** Sentences one after another, as one; a bare string among them is a value (literal text). */
function concat(...parts: readonly Sentence[]): Said {
  const pieces: string[] = ['']
  const values: Value[] = []
  for (const part of parts) {
    const s = typeof part === 'string' ? new Said(['', ''], [{ kind: 'text', value: part }]) : part
    pieces[pieces.length - 1] += s.pieces[0] ?? ''
    s.values.forEach((v, i) => {
      values.push(v)
      pieces.push(s.pieces[i + 1] ?? '')
    })
  }
  return new Said(pieces, values)
}

/** An event by its name: "a push event", "an issues event" (a code span in markup), else "this event". */
export function anEvent(name: string | undefined): Said {
  if (name === undefined || name === '') return said`this event`
  return /^[aeiou]/i.test(name) ? said`an ${code(name)} event` : said`a ${code(name)} event`
}

/** Items with `separator` (markdown of ours) between them. */
export function list(items: readonly Sentence[], separator: string): Said {
  return concat(...items.flatMap((item, i) => (i === 0 ? [item] : [ours(separator), item])))
}

/** `first`, then each item after `separator` (both markdown of ours). */
export function joinSaid(first: string, items: readonly Sentence[], separator: string): Said {
  return concat(ours(first), ...items.flatMap((item) => [ours(separator), item]))
}

/** What a value reads as in plain text. */
function plainValue(v: Value): string {
  switch (v.kind) {
    case 'input':
      return `"${v.value}"`
    case 'shown':
      return shownText(v.value)
    case 'text':
    case 'code':
      return v.value
  }
}

/** A value as an input error shows it: JSON-quoted, cut to 80 characters. */
export function shownText(value: string): string {
  return JSON.stringify(truncate(value, 81))
}

/** The sentence with every value as it is: for the log, the outputs, the step's error. */
export function plainText(s: Sentence): string {
  if (typeof s === 'string') return s
  let out = s.pieces[0] ?? ''
  s.values.forEach((v, i) => {
    out += plainValue(v) + (s.pieces[i + 1] ?? '')
  })
  return out
}
