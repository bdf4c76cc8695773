/**
 * Ending a process and what it started, the way its platform allows (core/platform.ts
 * `killPlan`): its process group on Linux and macOS, `taskkill /T /F` on Windows. And how such a
 * process is started: the leader of a group of its own where there are groups.
 */
import { spawn } from 'node:child_process'
import { killPlan } from '../../core/platform.js'

/** Ends the tree of `pid` (a group's leader on Linux and macOS); never throws. */
export function endTree(host: NodeJS.Platform, pid: number, signal: NodeJS.Signals): void {
  const plan = killPlan(host, pid, signal)
  if (plan.kind === 'group') {
    try {
      process.kill(plan.pid, plan.signal)
    } catch {
      // Nothing left in the group.
    }
    return
  }
  try {
    const child = spawn(plan.command, [...plan.args], {
      env: process.env,
      stdio: 'ignore',
      windowsHide: true
    })
    // Not waited for: the tree is gone when it is done, and a failure leaves nothing to do.
    child.on('error', () => undefined)
    child.unref()
  } catch {
    // taskkill could not start: nothing else can end the tree.
  }
}

/**
 * Whether a child is started detached: on Linux and macOS that makes it the leader of a process
 * group (and session) of its own, which endTree ends as a whole. On Windows it would only lose
 * the console and open no group; taskkill finds the tree by parentage instead.
 */
export function ownGroup(host: NodeJS.Platform): boolean {
  return host !== 'win32'
}
