/**
 * A RunnerPort (src/core/ports.ts) that records every call instead of writing workflow commands,
 * for the stages driven in-process (__tests__/stages/). `logSink` is the live log's sink on the
 * same record, as a runner's LiveLog writes through core.info.
 */
import type { PortAnnotation, RunnerPort } from '../../src/core/ports.js'
import type { LogSink } from '../../src/observers/livelog.js'

export interface PortCall {
  method: keyof RunnerPort
  args: unknown[]
}

export class FakePort implements RunnerPort {
  /** Every call, in order. */
  readonly calls: PortCall[] = []

  readonly logSink: LogSink = {
    info: (line) => this.info(line),
    debug: (line) => this.debug(line),
    isDebug: () => false,
    startGroup: () => undefined,
    endGroup: () => undefined
  }

  private record(method: keyof RunnerPort, ...args: unknown[]): void {
    this.calls.push({ method, args })
  }

  info(line: string): void {
    this.record('info', line)
  }
  debug(line: string): void {
    this.record('debug', line)
  }
  warning(message: string): void {
    this.record('warning', message)
  }
  notice(message: string): void {
    this.record('notice', message)
  }
  annotate(a: PortAnnotation): void {
    this.record('annotate', a)
  }
  setOutput(name: string, value: string): void {
    this.record('setOutput', name, value)
  }
  saveState(name: string, value: string): void {
    this.record('saveState', name, value)
  }
  addPath(dir: string): void {
    this.record('addPath', dir)
  }
  async group<T>(title: string, fn: () => Promise<T>): Promise<T> {
    this.record('group', title)
    return fn()
  }
  appendSummary(markdown: string): void {
    this.record('appendSummary', markdown)
  }
  setFailed(message: string): void {
    this.record('setFailed', message)
  }

  /** The first arguments of every call of one method, in order. */
  private firsts(method: keyof RunnerPort): unknown[] {
    return this.calls.filter((c) => c.method === method).map((c) => c.args[0])
  }

  /** What went to the log (info lines, the live log's included). */
  lines(): string[] {
    return this.firsts('info') as string[]
  }
  warnings(): string[] {
    return this.firsts('warning') as string[]
  }
  annotations(): PortAnnotation[] {
    return this.firsts('annotate') as PortAnnotation[]
  }
  /** The step state saved, by name (the last value of each). */
  states(): Record<string, string> {
    return Object.fromEntries(
      this.calls.filter((c) => c.method === 'saveState').map((c) => c.args as [string, string])
    )
  }
}
