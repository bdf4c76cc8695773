/**
 * Peak memory at any stream size. V8 doubles the young generation (where a stream's short-lived
 * objects are made) whenever enough of them survive a scavenge, up to 16 MiB a semi-space on
 * Node 20 and more on Node 24. On a 1 GB stream that made the action's peak RSS 1.9 times that of
 * a 10 MB stream on Node 24 (171 against 95 MiB), with no gain in speed past a young generation
 * of 16 MB (`npm run bench`, README "Speed and memory"). The runner starts node without flags, so
 * the cap is set from inside: once the young generation reached the cap, its growth is turned off
 * with `--semi-space-growth-factor=1`. V8 reads that flag each time it would grow the space (at
 * start-up it refuses values under 2, so it only works set at run time); if a later V8 stops
 * reading it, the young generation just grows as it did before.
 */
import v8 from 'node:v8'

const YOUNG_CAP_BYTES = 16 * 1024 * 1024
const CHECK_MS = 50

/** Starts watching; the returned function stops (no timer is left behind either way). */
export function capYoungGeneration(cap = YOUNG_CAP_BYTES): () => void {
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
  }
}
