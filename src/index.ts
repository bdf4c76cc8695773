import fs from 'node:fs'
import { setImmediate as turn } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { run } from './main.js'
import { debug, isDebug } from './runner/runner.js'

/** How long a handle left open may hold the process after the run (see the end). */
const LEAK_GRACE_MS = 2000

const before = handlesBefore()

await run()

// The process ends by itself: run() awaited everything it started (the CLI and its probe, git,
// the observers within their limit, every file written) and closed its timers, and the step's
// exit code is process.exitCode (runner.ts setFailed). Nothing is cut short, so a host that runs
// more after this module (the post step of a local runner, a test) still gets to, and the end of
// the log is never lost on an asynchronous pipe. What is still pending is named in the debug log
// (after two turns of the loop, so handles already closing, an exited child's among them, have
// gone), so a handle we leak shows there.
if (isDebug()) {
  await turn()
  await turn()
  const pending = leftOpen()
  debug(`Pending at exit: ${pending.length > 0 ? pending.join(', ') : 'nothing'}`)
}

// A handle nobody closed (a bug of ours, or one a library keeps) must never hold the job until
// its timeout: when this module is the process's entry (the runner's `node dist/index.js`), the
// process ends anyway after a grace period. The timer is unref'd, so it keeps nothing alive
// itself and never fires when the loop drains as it should; a host that imported this module
// (a local runner, a test) is never ended by it.
if (isEntry()) {
  setTimeout(() => {
    debug(`Ending the process: ${leftOpen().join(', ')} still open.`)
    process.exit()
  }, LEAK_GRACE_MS).unref()
}

/** Whether the process was started with this file (and not a host that imported it). */
function isEntry(): boolean {
  try {
    // argv[1] is missing under `node -e`, which realpathSync refuses like a missing file.
    const main = process.argv[1] ?? ''
    return fs.realpathSync(main) === fs.realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

/**
 * The handles the process has before the run, told apart from what the run left: stdout and
 * stderr among them (pipes on a runner), made first (Node makes them on first use).
 */
function handlesBefore(): string[] {
  process.stdout.write('')
  process.stderr.write('')
  return process.getActiveResourcesInfo()
}

/** What the process holds now that it did not hold before the run. */
function leftOpen(): string[] {
  const pending = process.getActiveResourcesInfo()
  for (const name of before) {
    const at = pending.indexOf(name)
    if (at >= 0) pending.splice(at, 1)
  }
  return pending
}
