/**
 * One action run (or any costly fixture) shared by the tests that each assert one thing about it.
 * Starting `dist/index.js` costs most of an end-to-end test's time, so tests that give the action
 * the same inputs and check different parts of what it did share one run instead of repeating it.
 *
 * The run starts when the first test asks for it, not in a `beforeAll`: a test picked alone with
 * `-t` still gets it, and a file's other runs are not started for nothing. A run that failed to
 * start fails every test that asks for it, each with the same error.
 */
export function shared<T>(make: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined
  return () => (started ??= make())
}
