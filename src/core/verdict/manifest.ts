/**
 * The run manifest: the whole report model as one JSON document, for machines (a later step, an
 * archive, a dashboard). Pure: this module builds the parts; src/observers/manifest.ts streams the
 * calls to disk as they complete and assembles the file, so memory stays bounded however many
 * calls a run makes. docs/manifest.schema.json describes the result; bump MANIFEST_VERSION on
 * any change that is not a new optional field.
 */
import type { RunFacts } from './facts.js'
import { missingServers } from '../stream/mcp.js'
import type { ToolCallRecord } from '../stream/report-model.js'

const MANIFEST_VERSION = 1

/** Who wrote the manifest: not a fact of the run. */
export interface Producer {
  /** `action` (the GitHub step) or `report` (the offline report, dist/report/index.js). */
  via: 'action' | 'report'
  version: string
}

/** One tool call as the manifest lists it. */
export function callEntry(call: ToolCallRecord): Record<string, unknown> {
  return dropUndefined({
    index: call.index,
    callId: call.callId,
    kind: call.kind,
    target: call.target,
    description: call.description,
    outcome: call.state,
    reason: call.reason,
    exitCode: call.exitCode,
    durationMs: call.durationMs,
    path: call.path,
    server: call.server,
    linesAdded: call.linesAdded,
    linesRemoved: call.linesRemoved,
    orphan: call.orphan,
    outputTail: call.outputTail
  })
}

/** A shell call as a command entry (the same call also appears under `calls`). */
export function commandEntry(call: ToolCallRecord): Record<string, unknown> | undefined {
  if (call.kind !== 'shell') return undefined
  return dropUndefined({
    index: call.index,
    command: call.target,
    outcome: call.state,
    exitCode: call.exitCode,
    durationMs: call.durationMs,
    reason: call.reason,
    outputTail: call.outputTail
  })
}

/**
 * Everything but the calls and commands, which the writer streams in after it: the run's facts
 * (core/verdict/facts.ts) as they are; the times are null offline.
 */
export function manifestHead(f: RunFacts, producer: Producer): Record<string, unknown> {
  const r = f.report
  const iso = (ms: number | undefined): string | null =>
    ms === undefined ? null : new Date(ms).toISOString()
  const s = f.structured
  return {
    schemaVersion: MANIFEST_VERSION,
    producer: { name: 'cursor-agent-action', via: producer.via, version: producer.version },
    verdict: {
      conclusion: f.verdict.conclusion,
      failureReason: f.verdict.reason ?? null,
      message: f.verdict.message
    },
    timings: {
      startedAt: iso(f.startedAt),
      endedAt: iso(f.endedAt),
      wallMs: f.startedAt !== undefined && f.endedAt !== undefined ? f.endedAt - f.startedAt : null,
      durationMs: Math.round(f.durationMs),
      resultDurationMs: r.result?.durationMs ?? null
    },
    cli: {
      path: f.cliPath ?? null,
      version: f.cliVersion ?? null,
      exitCode: f.exitCode ?? null,
      install: f.install ?? null
    },
    session: {
      sessionId: r.sessionId ?? null,
      requestId: r.result?.requestId ?? null,
      model: r.model ?? null,
      cwd: r.cwd ?? null,
      apiKeySource: r.apiKeySource ?? null
    },
    result:
      r.result === undefined
        ? null
        : { subtype: r.result.subtype, isError: r.result.isError, text: r.result.text },
    finalMessage: r.finalMessage,
    structuredOutput:
      s === undefined
        ? null
        : s.ok
          ? { valid: true, value: JSON.parse(s.json) as unknown }
          : { valid: false, errors: s.errors },
    usage: r.result?.usage ?? null,
    counts: {
      calls: r.counts.calls,
      running: r.counts.running,
      failed: r.counts.failed,
      rejected: r.counts.rejected,
      orphans: r.counts.orphans,
      byKind: Object.fromEntries(r.counts.byKind)
    },
    files: {
      read: r.filesRead,
      changed: r.filesChanged.map((c) => dropUndefined({ ...c }))
    },
    mcp: mcpPart(f),
    transcript: f.transcriptPath ?? null,
    diagnostics: { ...r.diagnostics, unknownTypes: Object.fromEntries(r.diagnostics.unknownTypes) }
  }
}

/**
 * MCP servers: each server's calls and last error (every server the stream named, then the
 * required ones it never named), whether `require-mcp` names it and had a successful call, and
 * what `cursor-agent mcp list` said of it.
 */
function mcpPart(f: RunFacts): Record<string, unknown> {
  const use = f.report.mcp
  const required = f.mcp?.required ?? []
  const missing = new Set(missingServers(f.mcp, use).map((m) => m.name))
  const names = [...use.servers.keys(), ...required.filter((n) => !use.servers.has(n))]
  const servers = names.map((name) => {
    const c = use.servers.get(name) ?? { calls: 0, ok: 0, failed: 0, rejected: 0 }
    const listed = f.mcp?.listed?.find((l) => l.name === name)
    return dropUndefined({
      name,
      calls: c.calls,
      ok: c.ok,
      failed: c.failed,
      rejected: c.rejected,
      lastError: c.lastError,
      required: required.includes(name),
      available: required.includes(name) ? !missing.has(name) : undefined,
      listed:
        listed === undefined
          ? undefined
          : { status: listed.status, state: listed.state, text: listed.text }
    })
  })
  return {
    servers,
    untrackedCalls: use.untracked,
    required,
    listed:
      f.mcp?.listed?.map((l) => ({
        name: l.name,
        status: l.status,
        state: l.state,
        text: l.text
      })) ?? null
  }
}

/** Every string in a JSON value redacted (keys included: the stream names them too). */
export function redactDeep(value: unknown, redact: (text: string) => string): unknown {
  if (typeof value === 'string') return redact(value)
  if (Array.isArray(value)) return value.map((v) => redactDeep(v, redact))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [redact(k), redactDeep(v, redact)])
    )
  }
  return value
}

/** The fields that are set (JSON.stringify leaves the others out too; one entry per call). */
function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key in o) if (o[key] !== undefined) out[key] = o[key]
  return out
}
