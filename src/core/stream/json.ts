/**
 * Reading untrusted JSON: the value types and the checks every reader of the stream uses before
 * touching a field (a field can hold anything, or be missing).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json | undefined }

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Numbers arrive as JSON numbers or, inside tool calls, as int64 strings (protobuf style). */
export function num(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  return undefined
}
