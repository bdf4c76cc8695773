/**
 * Peak memory at any stream size. Two V8 heuristics make a long stream's heap grow with its
 * length, though what the action keeps is bounded (the fold keeps counters and the last calls):
 *
 * - V8 doubles the young generation (where a stream's short-lived objects are made) whenever
 *   enough of them survive a scavenge, up to 16 MiB a semi-space on Node 20 and more on Node 24.
 *   Once it reached YOUNG_CAP_BYTES its growth is turned off (`--semi-space-growth-factor=1`).
 * - After each full collection V8 lets the old generation grow to a multiple of what survived,
 *   up to four times, before it collects again; a call record lives until a thousand newer calls
 *   push it out of the fold, so the old generation fills with records that are garbage already.
 *   `--heap-growing-percent=50` lets it grow by half instead.
 *
 * On long streams (`npm run bench`, docs/performance.md) that lowers the action's peak RSS with
 * no change in its CPU time beyond run-to-run noise (a larger young generation gained no speed).
 * The runner starts node without flags, so both are
 * set from inside, while the stream runs: V8 reads them each time it would grow a space (at
 * start-up it refuses a semi-space growth factor under 2, so that one only works set at run
 * time); if a later V8 stops reading them, the heap just grows as it did before.
 */
import v8 from 'node:v8'

const YOUNG_CAP_BYTES = 8 * 1024 * 1024
const CHECK_MS = 50

/**
 * Starts bounding the heap for the stream; the returned function stops (no timer is left behind
 * either way) and gives the old generation its usual growth back, for the work after the run.
 */
export function boundHeap(cap = YOUNG_CAP_BYTES): () => void {
  v8.setFlagsFromString('--heap-growing-percent=50')
  const timer = setInterval(check, CHECK_MS)
  timer.unref()
  function check(): void {
    const young = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')
    if (young !== undefined && young.space_size < cap) return
    if (young !== undefined) v8.setFlagsFromString('--semi-space-growth-factor=1')
    clearInterval(timer)
  }
  return () => {
    clearInterval(timer)
    v8.setFlagsFromString('--heap-growing-percent=0')
  }
}
