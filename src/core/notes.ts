/**
 * What the steps around the run say for the summary and the PR comment: plain sentences (`notes`)
 * and warnings, in the order they were said. A warning also goes to the log at once.
 */
export class Notebook {
  readonly notes: string[] = []
  readonly warnings: string[] = []

  constructor(private readonly warn: (message: string) => void = () => undefined) {}

  note(...sentences: string[]): void {
    this.notes.push(...sentences)
  }

  warning(message: string): void {
    this.warnings.push(message)
    this.warn(message)
  }
}
