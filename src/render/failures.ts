/**
 * The calls that did not go well, as a reviewer reads them: newest first, each command's repeats
 * in one row with a count and the output of the last one. On a failed run they come right after
 * the agent's last message; on a green run the ones a later call redid successfully are folded
 * ("3 earlier runs of a command failed"), and only those left unfixed stay open.
 */
import type { RunReport, ToolCallRecord } from '../core/stream/report.js'
import type { Redactor } from '../core/redact/redact.js'
import { truncate } from '../core/text.js'
import { count, plural } from './format.js'
import { cellCode, code, fenced } from './markdown.js'
import { callTime, outcomeCell, TARGET_CHARS } from './calls.js'
import { problemsOf, problemsText, problemsTotal, type Problems } from './outcomes.js'
import { moreNote, type SummaryLimits } from './sections.js'

/** One call (a command, a file, a tool) that did not go well, with its repeats. */
interface ProblemGroup {
  kind: string
  target: string
  /** The calls that did not go well, oldest first. */
  calls: ToolCallRecord[]
  /** The first call of the same kind and target after the last of them that went well. */
  fixedBy?: ToolCallRecord
}

/** Groups of calls that did not go well, newest first (by each group's last call). */
function problemGroups(r: RunReport): ProblemGroup[] {
  const groups = new Map<string, ProblemGroup>()
  const key = (t: ToolCallRecord): string => `${t.kind}\0${t.target.replace(/\s+/g, ' ').trim()}`
  for (const t of r.tools) {
    if (t.state === 'ok') continue
    const k = key(t)
    const g = groups.get(k)
    if (g === undefined) groups.set(k, { kind: t.kind, target: t.target, calls: [t] })
    else g.calls.push(t)
  }
  for (const t of r.tools) {
    if (t.state !== 'ok') continue
    const g = groups.get(key(t))
    const last = g?.calls.at(-1)
    if (g !== undefined && last !== undefined && t.index > last.index && g.fixedBy === undefined)
      g.fixedBy = t
  }
  return [...groups.values()].sort(
    (a, b) => (b.calls.at(-1)?.index ?? 0) - (a.calls.at(-1)?.index ?? 0)
  )
}

/** The run's problems less the calls of `groups` (those a later call redid successfully). */
function problemsLess(all: Problems, groups: ProblemGroup[]): Problems {
  const left = { ...all }
  for (const g of groups)
    for (const c of g.calls) {
      const k = c.state === 'ok' ? undefined : c.state
      if (k !== undefined && left[k] > 0) left[k]--
    }
  return left
}

const HEAD = ['| # | tool | target | outcome | count | time |', '|---:|---|---|---|---:|---:|']

function row(g: ProblemGroup): string {
  const last = g.calls.at(-1) as ToolCallRecord
  return `| ${String(last.index)} | ${cellCode(g.kind)} | ${cellCode(truncate(g.target, TARGET_CHARS))} | ${outcomeCell(last)} | ${g.calls.length > 1 ? `${count(g.calls.length)}×` : '1'} | ${callTime(last)} |`
}

/** The output of each group's last call that kept one (its errors are at the end). */
function outputs(groups: ProblemGroup[], limits: SummaryLimits, redact: Redactor): string[] {
  const withTail = groups.flatMap((g) => {
    const t = [...g.calls].reverse().find((c) => c.outputTail !== undefined && c.outputTail !== '')
    return t !== undefined ? [{ g, t }] : []
  })
  if (withTail.length === 0) return []
  if (limits.tails === 0)
    return [
      `*Output of ${plural(withTail.length, 'failed call')} not shown; see the transcript.*`,
      ''
    ]
  const out: string[] = []
  for (const { g, t } of withTail.slice(0, limits.tails)) {
    // The output's own last newline would show as an empty line in the block.
    const tail = truncate((t.outputTail ?? '').replace(/\n+$/, ''), limits.tailChars, {
      keep: 'tail'
    })
    const which = g.calls.length > 1 ? `, the last of ${count(g.calls.length)}` : ''
    out.push(
      `Output of ${code(truncate(t.target, TARGET_CHARS))} (${outcomeCell(t)}${which}):`,
      '',
      fenced(redact(tail)),
      ''
    )
  }
  const more = moreNote(withTail.length, limits.tails, 'outputs')
  if (more.length > 0) out.push(...more, '')
  return out
}

/**
 * Groups as an open table with their last outputs, under a heading that counts them in the status
 * line's words: `Failed and rejected calls (2 failed, 1 rejected)`.
 */
function table(
  problems: Problems,
  groups: ProblemGroup[],
  limits: SummaryLimits,
  redact: Redactor
): string[] {
  const out = [`#### Failed and rejected calls (${problemsText(problems)})`, '']
  if (groups.length === 0) {
    out.push(`*The calls themselves are not in the report's list; see the transcript.*`, '')
    return out
  }
  const shown = groups.slice(0, limits.problems)
  out.push('Newest first; repeats of one call are counted in one row.', '', ...HEAD)
  out.push(...shown.map(row), ...moreNote(groups.length, shown.length, 'calls'), '')
  out.push(...outputs(shown, limits, redact))
  return out
}

/**
 * On a failed run: every call that did not go well, newest first, grouped. On a green run: those
 * no later call redid successfully (the others are in `fixedSection`).
 */
export function failuresSection(
  r: RunReport,
  green: boolean,
  limits: SummaryLimits,
  redact: Redactor
): string[] {
  const groups = problemGroups(r)
  const all = problemsOf(r.counts)
  if (!green) return problemsTotal(all) > 0 ? table(all, groups, limits, redact) : []
  const open = groups.filter((g) => g.fixedBy === undefined)
  const left = problemsLess(
    all,
    groups.filter((g) => g.fixedBy !== undefined)
  )
  return problemsTotal(left) > 0 ? table(left, open, limits, redact) : []
}

/** On a green run, folded: calls that failed and a later call of the same redid successfully. */
export function fixedSection(
  r: RunReport,
  green: boolean,
  limits: SummaryLimits,
  redact: Redactor
): string[] {
  if (!green) return []
  const fixed = problemGroups(r).filter((g) => g.fixedBy !== undefined)
  if (fixed.length === 0) return []
  const calls = fixed.reduce((n, g) => n + g.calls.length, 0)
  const title =
    fixed.length === 1
      ? `${plural(calls, 'earlier run')} of one call failed; a later run succeeded`
      : `${plural(calls, 'earlier call')} failed; later runs of the same ${count(fixed.length)} calls succeeded`
  const items = fixed.slice(0, limits.problems).map((g) => {
    const last = g.calls.at(-1) as ToolCallRecord
    const fix = g.fixedBy as ToolCallRecord
    const runs = g.calls.length === 1 ? 'call' : 'calls'
    const ids = g.calls.slice(0, 5).map((c) => String(c.index))
    const more = g.calls.length > 5 ? `, … ${String(last.index)}` : ''
    const which = `${runs} ${ids.length > 1 ? `${ids.slice(0, -1).join(', ')} and ${ids.at(-1) ?? ''}` : (ids[0] ?? '')}${more}`
    return `- ${code(truncate(g.target, TARGET_CHARS))} (${code(g.kind)}): ${outcomeCell(last)} (${which}), then ${outcomeCell(fix)} (call ${String(fix.index)})`
  })
  return [
    `<details><summary>Fixed along the way: ${title}</summary>`,
    '',
    ...items,
    ...moreNote(fixed.length, Math.min(fixed.length, limits.problems), 'calls'),
    '',
    ...outputs(fixed.slice(0, limits.problems), limits, redact),
    '</details>',
    ''
  ]
}
