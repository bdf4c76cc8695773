/**
 * The machine the action runs on, as one value handed in (read once by runner/env.ts): which of
 * Cursor's archives is its CLI, how that CLI is started, and how a process tree is ended. Linux
 * and macOS share everything but the archive's name; Windows has a zip, a CLI that is a bundled
 * `node.exe` with its `index.js`, no process groups and no FIFO. Pure: the tests hand in the
 * platform they mean, so Windows and macOS are tested on Linux.
 */
export interface Platform {
  /** Cursor's name for the OS in the archive's URL: `linux`, `darwin`, `windows` (or unknown). */
  readonly os: string
  /** The architecture in the archive's URL: `x64`, `arm64` (or what the runner said). */
  readonly arch: string
  /** Node's `process.platform` of this process: how processes are started and ended. */
  readonly host: NodeJS.Platform
}

const OS_OF_RUNNER: Record<string, string> = { linux: 'linux', macos: 'darwin', windows: 'windows' }
const HOST_OS: Partial<Record<NodeJS.Platform, string>> = {
  linux: 'linux',
  darwin: 'darwin',
  win32: 'windows'
}
const ARCH: Record<string, string> = { x64: 'x64', arm64: 'arm64', x86: 'x86', ia32: 'x86' }

/**
 * The platform from the runner's `RUNNER_OS` and `RUNNER_ARCH` (`Linux`/`macOS`/`Windows`,
 * `X64`/`ARM64`) when it set them, else from Node's own names for this process.
 */
export function platformOf(
  runner: { os?: string; arch?: string },
  host: { platform: NodeJS.Platform; arch: string }
): Platform {
  const runnerOs = (runner.os ?? '').toLowerCase()
  const runnerArch = (runner.arch ?? '').toLowerCase()
  return {
    os:
      runnerOs !== ''
        ? (OS_OF_RUNNER[runnerOs] ?? runnerOs)
        : (HOST_OS[host.platform] ?? host.platform),
    arch: runnerArch !== '' ? (ARCH[runnerArch] ?? runnerArch) : (ARCH[host.arch] ?? host.arch),
    host: host.platform
  }
}

/** Whether Cursor publishes an archive of the CLI for the platform. */
export function archivePublished(p: Platform): boolean {
  return ['linux', 'darwin', 'windows'].includes(p.os) && ['x64', 'arm64'].includes(p.arch)
}

/** How the CLI of an unpacked archive is laid out: paths relative to the unpacked folder, with `/`. */
export interface ArchiveLayout {
  /** The archive's file name at `<build>/<os>/<arch>/`. */
  archive: string
  /** The program to start. */
  program: string
  /** What comes before the CLI's own arguments (the Windows build's `index.js`). */
  prefix: readonly string[]
}

/**
 * Cursor's package per platform. Linux and macOS: a `.tar.gz` whose `dist-package/cursor-agent`
 * is the CLI. Windows: a `.zip` with the same `dist-package/` folder holding a Node of its own
 * (`node.exe`) and the CLI's `index.js`, which Cursor's `cursor-agent.cmd` and `.ps1` start
 * (docs/platforms.md says where this layout is known from).
 */
export function archiveLayout(p: Pick<Platform, 'os'>): ArchiveLayout {
  if (p.os === 'windows')
    return {
      archive: 'agent-cli-package.zip',
      program: 'dist-package/node.exe',
      prefix: ['dist-package/index.js']
    }
  return { archive: 'agent-cli-package.tar.gz', program: 'dist-package/cursor-agent', prefix: [] }
}

/** How a process and everything it started are ended. */
export type KillPlan =
  | { kind: 'group'; pid: number; signal: NodeJS.Signals }
  | { kind: 'command'; command: string; args: readonly string[] }

/**
 * Ending the tree of `pid`. Linux and macOS: a signal to its process group (it was started as
 * the group's leader). Windows has neither groups nor SIGTERM: `taskkill /T /F` ends the process
 * and every descendant Windows still knows of it, at once, whatever the signal asked.
 */
export function killPlan(host: NodeJS.Platform, pid: number, signal: NodeJS.Signals): KillPlan {
  if (host === 'win32')
    return { kind: 'command', command: 'taskkill', args: ['/T', '/F', '/PID', String(pid)] }
  return { kind: 'group', pid: -pid, signal }
}
