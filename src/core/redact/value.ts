/**
 * Every string of a parsed JSON value through the redactor, keys included (a tool name is a key):
 * how a line of the stream that may hold a secret is redacted once, at parse, before anything
 * reads it.
 */
import type { Redactor } from './redact.js'

/**
 * Every string in a parsed JSON value, keys included, through the redactor. Iterative (a hostile
 * line can nest deeper than the call stack) and in place: the value was just parsed, nobody else
 * holds it.
 */
export function redactValue(
  value: unknown,
  redact: Redactor
): { value: unknown; changed: boolean } {
  if (typeof value === 'string') {
    const r = redact(value)
    return { value: r, changed: r !== value }
  }
  let changed = false
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const node = stack.pop()
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const v: unknown = node[i]
        if (typeof v === 'string') {
          const r = redact(v)
          if (r !== v) {
            node[i] = r
            changed = true
          }
        } else if (typeof v === 'object' && v !== null) stack.push(v)
      }
    } else if (typeof node === 'object' && node !== null) {
      const obj = node as Record<string, unknown>
      for (const key of Object.keys(obj)) {
        const v = obj[key]
        let target = key
        const k = redact(key)
        if (k !== key) {
          Reflect.deleteProperty(obj, key)
          obj[k] = v
          target = k
          changed = true
        }
        if (typeof v === 'string') {
          const r = redact(v)
          if (r !== v) {
            obj[target] = r
            changed = true
          }
        } else if (typeof v === 'object' && v !== null) stack.push(v)
      }
    }
  }
  return { value, changed }
}
