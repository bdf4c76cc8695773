/**
 * The runner's cancel (SIGINT, then SIGTERM) outside the CLI's run. It can arrive before the CLI
 * starts (during the install) or after it ended (while the summary is written). Node's default
 * would exit at once with nothing published, so the signal is only noted here; while the CLI
 * runs, its supervisor forwards it (src/agent/supervisor.ts).
 */
export interface Signals {
  /** The first signal received, if any. */
  received(): NodeJS.Signals | undefined
  /** Stops listening (the step is over). */
  release(): void
}

export function holdSignals(): Signals {
  let received: NodeJS.Signals | undefined
  const note = (signal: NodeJS.Signals): void => {
    received ??= signal
  }
  process.on('SIGINT', note)
  process.on('SIGTERM', note)
  return {
    received: () => received,
    release: () => {
      process.off('SIGINT', note)
      process.off('SIGTERM', note)
    }
  }
}
