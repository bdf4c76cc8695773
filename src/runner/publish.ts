/**
 * Publishing what is known: outputs, the final message in the log, the job summary, and the
 * verdict. Runs on every exit path; each step is guarded so one failing cannot stop the rest.
 */
import type { RunFacts } from '../core/verdict/facts.js'
import { hintsOf } from '../core/verdict/hints.js'
import { outputsFor } from '../core/verdict/outputs.js'
import type { Redactor } from '../core/redact/redact.js'
import { headline } from '../render/outcomes.js'
import { plainSummary } from '../render/plain.js'
import type { SummaryOptions } from '../render/summary.js'
import { markup, text } from '../render/markdown.js'
import { seconds } from '../render/format.js'
import { VERSION } from '../version.js'
import { writeTextFiles } from './text-files.js'
import { errorOf, messageOf } from '../core/errors.js'
import { lastLines } from '../core/text.js'
import type { Run, RunnerEnv, RunnerPort } from '../core/ports.js'

/** The live log's side of publishing (src/observers/livelog.ts). */
export interface PublishLog {
  write(text: string): void
  finalMessage(text: string): void
}

export type RenderSummary = (facts: RunFacts, redact: Redactor, options: SummaryOptions) => string

/** What publishing reads of the run's context (main.ts hands its own), and the renderer. */
interface PublishContext {
  readonly redact: Redactor
  /** The runner's side: outputs, summary, warnings and the step's failure go through it. */
  readonly port: RunnerPort
  readonly log: PublishLog
  /** The runner's environment: where the texts go, the action's source for the summary. */
  readonly env: RunnerEnv
}

/**
 * The summary renderer with its markdown parser, a third of the bundle: loaded and warmed up
 * while the CLI runs (main.ts makes one loader per run and starts it when the CLI is first heard
 * from: at the spawn, it slowed the CLI's own start), not before nor after the CLI ran. A load that fails becomes a renderer that throws, so
 * publish writes the plain summary instead.
 */
export class SummaryLoader {
  private loading?: Promise<typeof import('../render/summary.js') | Error>

  /** Starts loading (and warming up), without waiting. */
  start(): void {
    void this.renderer()
  }

  /** The renderer, once loaded (the load started now if `start` was not called). */
  async renderer(): Promise<RenderSummary> {
    this.loading ??= import('../render/summary.js').then(
      (m) => {
        try {
          m.warmUp()
        } catch {
          // Only a warm-up: the real render reports its own failure.
        }
        return m
      },
      (error: unknown) => errorOf(error)
    )
    const loaded = await this.loading
    if (loaded instanceof Error)
      return () => {
        throw loaded
      }
    return loaded.renderSummary
  }
}

/**
 * Outputs, final message, summary, verdict, from the run's facts as they are (core/verdict/facts.ts):
 * each step guarded so one failing cannot stop the rest.
 */
export function publish(ctx: PublishContext, f: RunFacts, renderSummary: RenderSummary): void {
  const p = { redact: ctx.redact, log: ctx.log, env: ctx.env, port: ctx.port, renderSummary }
  const { redact, log, port } = p
  const { verdict, report } = f
  try {
    const outputs = outputsFor(f)
    for (const [name, value] of Object.entries(outputs)) port.setOutput(name, redact(value))
  } catch (error) {
    port.warning(`Could not set every output: ${messageOf(error)}`)
  }
  if (f.ran) log.finalMessage(report.finalMessage)

  const summary = f.settings?.summary !== false
  if (verdict.conclusion === 'skipped') {
    // A trigger that was absent or refused: green, one line saying who and why, nothing of theirs.
    log.write(`⏭ ${verdict.message}`)
    if (summary)
      writeSummary(
        port,
        `### ⏭ Cursor Agent did not run\n\n${verdict.said !== undefined ? markup(verdict.said, redact) : text(redact(verdict.message))}\n`
      )
    return
  }
  // The fix hints come from the core; the summary and the log only place them.
  const hints = guarded(port, () => hintsOf(f), [])
  if (summary) {
    const options: SummaryOptions = {
      hints,
      uploadExampleUrl: exampleUrl(p.env),
      actionVersion: VERSION,
      actionSource: actionSource(p.env)
    }
    writeSummary(port, renderedSummary(f, options, p))
  }

  // Each fix in the log too, where a reader of the failed step looks first.
  for (const h of hints) log.write(`💡 ${h.text}`)
  const closing =
    headline(verdict.conclusion) +
    (verdict.conclusion === 'failure' ? ` (${verdict.reason ?? 'unknown'})` : '')
  // The run's one duration, as the summary's header and the `duration` output give it.
  log.write(`${closing} in ${seconds(f.durationMs)}.`)
  if (verdict.conclusion !== 'success') {
    const tail = f.stderrTail?.trim() ?? ''
    port.setFailed(
      redact(
        tail !== ''
          ? `${verdict.message}\nLast lines of stderr:\n${lastLines(tail, 10)}`
          : verdict.message
      )
    )
  }
}

/**
 * The result and the final message as files (the outputs are cut at 512 KiB), once the CLI ran:
 * their paths are facts of the run, set before anything is published.
 */
export function saveTexts(
  f: RunFacts,
  ctx: Pick<Run, 'env' | 'redact' | 'say'>
): Pick<RunFacts, 'resultFile' | 'finalMessageFile'> {
  if (!f.ran) return {}
  const warn = (message: string): void => ctx.say.warning(message)
  const files = writeTextFiles(f.report, { env: ctx.env, redact: ctx.redact, warn })
  return { resultFile: files.resultFile, finalMessageFile: files.finalMessageFile }
}

/** `fn()`, or `fallback` (and a warning) when it throws: publishing goes on whatever fails. */
function guarded<T>(port: RunnerPort, fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch (error) {
    port.warning(`Could not work out the fix hints: ${messageOf(error)}`)
    return fallback
  }
}

function renderedSummary(
  f: RunFacts,
  options: SummaryOptions,
  p: PublishContext & { renderSummary: RenderSummary }
): string {
  let markdown: string
  try {
    markdown = p.renderSummary(f, p.redact, options)
  } catch (error) {
    p.port.warning(
      `The job summary could not be rendered (${messageOf(error)}); writing a plain one.`
    )
    markdown = plainSummary(f, p.redact)
  }
  return markdown
}

/**
 * The action's repository and ref as the runner names them (`uses: owner/repo@ref`); undefined
 * for a local action (`uses: ./`), where the runner leaves both empty.
 */
function actionSource(env: RunnerEnv): { repository: string; ref: string } | undefined {
  const repository = env.actionRepository ?? ''
  const ref = env.actionRef ?? ''
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || !/^[\w./-]+$/.test(ref)) return undefined
  return { repository, ref }
}

/**
 * The example workflow that keeps the transcript and the patch, in the action's own repository at
 * the ref the workflow uses (the runner names both); undefined for a local action (`uses: ./`).
 */
function exampleUrl(env: RunnerEnv): string | undefined {
  const source = actionSource(env)
  if (source === undefined) return undefined
  const server = (env.serverUrl ?? 'https://github.com').replace(/\/+$/, '')
  return `${server}/${source.repository}/blob/${source.ref}/examples/task.yml`
}

function writeSummary(port: RunnerPort, markdown: string): void {
  try {
    port.appendSummary(markdown)
  } catch (error) {
    port.warning(`The job summary could not be written: ${messageOf(error)}`)
  }
}
