import { setImmediate as turn } from 'node:timers/promises'
import { run } from './main.js'
import { debug, isDebug } from './runner/runner.js'

// stdout and stderr, made now (Node makes them on first use): they are among the handles the
// process has before the run (pipes on a runner), which are told apart from what the run left.
const stdio = [process.stdout, process.stderr]
const before = isDebug() ? process.getActiveResourcesInfo() : []

await run()

// Exit now instead of letting the event loop drain. Everything the run started has been awaited
// by here (the CLI and its probe, git, the observers within their limit, every file written), and
// a natural end makes Node tear V8's heap down page by page before the process goes: 5–17 ms of
// the exit a workflow waits for (README, Speed and memory). Only when stdout and stderr hold
// nothing unwritten: they are synchronous for files and for pipes on Linux, but a pipe on macOS
// is asynchronous, and exiting would drop the end of the log. What is still pending is named in
// the debug log, so a handle we leak shows there instead of hiding behind the exit (after two
// turns of the loop, so handles already closing, an exited child's among them, have gone).
if (isDebug()) {
  await turn()
  await turn()
  const pending = process.getActiveResourcesInfo()
  for (const name of before) {
    const at = pending.indexOf(name)
    if (at >= 0) pending.splice(at, 1)
  }
  debug(`Pending at exit: ${pending.length > 0 ? pending.join(', ') : 'nothing'}`)
}
if (stdio.every((s) => s.writableLength === 0)) process.exit()
