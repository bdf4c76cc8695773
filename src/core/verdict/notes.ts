/**
 * What the steps around the run say for the summary and the PR comment: sentences (`notes`) and
 * warnings, in the order they were said. A warning also goes to the log at once, as plain text.
 * A sentence is ours (core/said.ts: markup with escaped values) or a bare string (shown literally).
 */
import { plainText, type Sentence } from '../said.js'

export class Notebook {
  readonly notes: Sentence[] = []
  readonly warnings: Sentence[] = []

  constructor(private readonly warn: (message: string) => void = () => undefined) {}

  note(...sentences: Sentence[]): void {
    this.notes.push(...sentences)
  }

  warning(message: Sentence): void {
    this.warnings.push(message)
    this.warn(plainText(message))
  }
}
