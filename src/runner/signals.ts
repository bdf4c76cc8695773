/**
 * The runner's cancel (SIGINT, then SIGTERM) outside the CLI's run. It can arrive before the CLI
 * starts (during the install) or after it ended (while git compares, or the summary is written).
 * Node's default would exit at once with nothing published, so the signal is only noted here (and
 * long work after the run is cut short); while the CLI runs, its supervisor forwards it to the
 * CLI (src/agent/process/supervisor.ts).
 */
export interface Signals {
  /** The first signal received, if any. */
  received(): NodeJS.Signals | undefined
  /**
   * Aborted by the first signal: long work after the CLI ended (the comparison of many files)
   * listens to it and stops, so that what is known is published before the runner's SIGKILL
   * (a few seconds after its SIGTERM).
   */
  readonly abort: AbortSignal
  /** Stops listening (the step is over). */
  release(): void
}

export function holdSignals(): Signals {
  let received: NodeJS.Signals | undefined
  const controller = new AbortController()
  const note = (signal: NodeJS.Signals): void => {
    received ??= signal
    controller.abort()
  }
  process.on('SIGINT', note)
  process.on('SIGTERM', note)
  return {
    received: () => received,
    abort: controller.signal,
    release: () => {
      process.off('SIGINT', note)
      process.off('SIGTERM', note)
    }
  }
}
