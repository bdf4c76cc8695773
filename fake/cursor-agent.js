// A stand-in for Cursor's agent CLI, for tests and the demo. It replays an NDJSON file with the
// chunking, delays, stderr, exit code, hang and signal behaviour the environment asks for:
//   FAKE_CURSOR_STREAM     the file to replay (required); lines starting with "@fake " are directives:
//                          "@fake sleep MS", "@fake stderr TEXT", "@fake exit N", "@fake hang",
//                          "@fake raw BASE64" (bytes written as they are, no newline added),
//                          "@fake write PATH BASE64" (a file written in the cwd, like a shell command would),
//                          "@fake close-stdout" (close stdout and go on running: later lines are lost),
//                          "@fake sh BASE64" (a shell command run in the cwd, as the agent's shell tool
//                          would; its stdout goes to stderr, a failure is written there and ignored)
//   FAKE_CURSOR_CHUNK      bytes per write (default: one line per write)
//   FAKE_CURSOR_DELAY_MS   pause between writes
//   FAKE_CURSOR_STDERR     text written to stderr before exiting
//   FAKE_CURSOR_EXIT       exit code at the end (default 0)
//   FAKE_CURSOR_HANG=1     never exit after the stream (the post-result hang of the real CLI)
//   FAKE_CURSOR_IGNORE_TERM=1  ignore SIGTERM and SIGINT (only SIGKILL ends it)
//   FAKE_CURSOR_SIGNAL_FILE    append the name of each signal received to this file
//   FAKE_CURSOR_CHILD_PID_FILE start a helper process (like the real worker-server) and write its pid
//   FAKE_CURSOR_CHILD_INHERIT=1  that helper inherits stdout and stderr (holds the pipes open)
//   FAKE_CURSOR_ARGV_FILE  write {argv, cwd, env (CURSOR_/INPUT_/ACTIONS_/FAKE_, HOME, PATH),
//                          fullEnv (all of it), stdin, stdout (fifo, socket…)} as JSON to this file
//   FAKE_CURSOR_VERSION    what --version prints
//   FAKE_CURSOR_VERSION_FILE  when this file exists, --version prints its first line instead (a
//                          stream's "@fake write" can change it: a CLI that updated itself)
//   FAKE_CURSOR_VERSION_LOG   append a line to this file at each --version asked (who asked how often)
//   FAKE_CURSOR_GIT_FILE   write {head, branch} of the cwd's repository as JSON to this file as the
//                          CLI starts (`git rev-parse HEAD`, `git symbolic-ref --short HEAD`; '' when
//                          git cannot say): which commit the agent works on
//   FAKE_CURSOR_TREE_FILE  write the work tree (the cwd) as the CLI starts, as JSON to this file:
//                          {path: sha256 of the content} for every file, {path: "link:TARGET"} for every
//                          symlink (never followed), paths relative to the cwd with /; .git is left
//                          out. What the agent would find there (the base's agent configuration…)
//   FAKE_CURSOR_EXIT_STAMP write the wall-clock time (ms, fractional) to this file as the process exits
//                          (the run only: a `--version` or `mcp list` the action asks writes none)
//   FAKE_CURSOR_FIRST_BYTE_STAMP  write the wall-clock time (ms, fractional) to this file just before
//                          the first byte of the stream goes to stdout (the bench's "CLI's first byte")
// Processes that try to outlive the step, and probes that misbehave (process tests):
//   FAKE_CURSOR_SETSID_PID_FILE  start a helper in a new session (setsid(2)) that ignores SIGTERM and
//                          SIGINT, and write its pid here; it appends a byte a tick to
//                          FAKE_CURSOR_SETSID_TOUCH (a path in the workspace) when that is set;
//                          FAKE_CURSOR_SETSID_SCRUB=1 starts it with an empty environment (`env -i`)
//   FAKE_CURSOR_VERSION_HANG=1   --version never answers (and ignores SIGTERM)
//   FAKE_CURSOR_VERSION_CHILD_PID_FILE  --version starts a child that holds stdout for 60 s, writes
//                          its pid here, prints the version and exits at once
// `mcp list` (asked before the run when require-mcp is set; docs/stream.md §5.1):
//   FAKE_CURSOR_MCP_LIST   the text `mcp list` prints, as the real CLI does without a terminal: one
//                          `<name>: <status>` a line (`ready`, `Error: Connection failed`,
//                          `not loaded (needs approval)`, `disabled`, `requires_authentication`), or
//                          `No MCP servers configured (…)`; exit 0. Unset: it says on stderr that it
//                          needs a terminal and exits 1 (a CLI that cannot answer headless)
//   FAKE_CURSOR_MCP_LIST_HANG=1  `mcp list` never answers (and ignores SIGTERM)
//   FAKE_CURSOR_CHATS=1    keep chats as the real CLI does: under ~/.cursor/chats/<folder named after the
//                          cwd>/<session id>/. With --resume=<id> (or --resume <id>) and that chat on this
//                          machine, the stream's session_id is <id> (the session continued), else the
//                          stream's own (a fresh session); at the end the chat is written (a turn appended)
//   FAKE_CURSOR_MCP_LIST_LOG  append {cwd, key: whether CURSOR_API_KEY was set} as a JSON line per
//                          `mcp list` asked
// Probes that touch what they should not (security tests): a shell command run before the answer,
// as a configured MCP server that `mcp list` starts, or a CLI's own `--version`, could run one:
//   FAKE_CURSOR_VERSION_SH    run by `--version` (each time it is asked)
//   FAKE_CURSOR_MCP_LIST_SH   run by `mcp list`
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { spawn, spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'

const env = process.env
const args = process.argv.slice(2)

const asked = ['--version', '-v', 'mcp'].includes(args[0] ?? '')
if (env.FAKE_CURSOR_EXIT_STAMP && !asked) {
  // For measuring how long the action takes to finish after the CLI is gone. Not for the probes:
  // the action asks --version while the run goes on and after it, and one killed as it answers
  // (it is, once its first line came) could leave the file truncated and empty.
  process.on('exit', () => {
    fs.writeFileSync(env.FAKE_CURSOR_EXIT_STAMP, String(performance.timeOrigin + performance.now()))
  })
}

/** Runs a probe's shell command (FAKE_CURSOR_*_SH), its output to stderr, its failure ignored. */
function probeShell(command) {
  if (command) spawnSync('/bin/sh', ['-c', command], { stdio: ['ignore', 2, 2] })
}

if (args[0] === '--version' || args[0] === '-v') {
  if (env.FAKE_CURSOR_VERSION_LOG) fs.appendFileSync(env.FAKE_CURSOR_VERSION_LOG, '--version\n')
  probeShell(env.FAKE_CURSOR_VERSION_SH)
  // --- process tests: misbehaving probes ---
  if (env.FAKE_CURSOR_VERSION_HANG === '1') {
    process.on('SIGTERM', () => {})
    setInterval(() => {}, 1 << 30)
    await new Promise(() => {})
  } else {
    if (env.FAKE_CURSOR_VERSION_CHILD_PID_FILE) {
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], {
        stdio: ['ignore', 'inherit', 'ignore']
      })
      holder.unref()
      fs.writeFileSync(env.FAKE_CURSOR_VERSION_CHILD_PID_FILE, String(holder.pid))
    }
    let version = env.FAKE_CURSOR_VERSION ?? '2026.09.02-0fa4e17'
    if (env.FAKE_CURSOR_VERSION_FILE && fs.existsSync(env.FAKE_CURSOR_VERSION_FILE))
      version = fs.readFileSync(env.FAKE_CURSOR_VERSION_FILE, 'utf8').split('\n')[0]
    process.stdout.write(version + '\n')
    process.exit(0)
  }
}

if (args[0] === 'mcp' && args[1] === 'list') {
  if (env.FAKE_CURSOR_MCP_LIST_LOG)
    fs.appendFileSync(
      env.FAKE_CURSOR_MCP_LIST_LOG,
      JSON.stringify({ cwd: process.cwd(), key: Boolean(env.CURSOR_API_KEY) }) + '\n'
    )
  probeShell(env.FAKE_CURSOR_MCP_LIST_SH)
  if (env.FAKE_CURSOR_MCP_LIST_HANG === '1') {
    process.on('SIGTERM', () => {})
    setInterval(() => {}, 1 << 30)
    await new Promise(() => {})
  }
  if (env.FAKE_CURSOR_MCP_LIST === undefined) {
    process.stderr.write('mcp list needs an interactive terminal\n')
    process.exit(1)
  }
  process.stdout.write(env.FAKE_CURSOR_MCP_LIST.replace(/\n?$/, '\n'))
  process.exit(0)
}

if (env.FAKE_CURSOR_ARGV_FILE) {
  // 'eof': reading stdin ends at once (/dev/null or closed), as the action promises; 'pipe': an
  // open pipe the CLI could block on (the 2026.01 hang).
  let stdin
  try {
    const st = fs.fstatSync(0)
    if (st.isFIFO() || st.isSocket()) stdin = 'pipe'
    else stdin = fs.readSync(0, Buffer.alloc(1), 0, 1, null) === 0 ? 'eof' : 'data'
  } catch {
    stdin = 'closed'
  }
  const out = fs.fstatSync(1)
  const stdout = out.isFIFO() ? 'fifo' : out.isSocket() ? 'socket' : 'other'
  const keep = Object.fromEntries(
    Object.entries(env).filter(([k]) => /^(CURSOR_|INPUT_|ACTIONS_|FAKE_|HOME$|PATH$)/.test(k))
  )
  fs.writeFileSync(
    env.FAKE_CURSOR_ARGV_FILE,
    JSON.stringify({ argv: args, cwd: process.cwd(), env: keep, fullEnv: env, stdin, stdout })
  )
}

if (env.FAKE_CURSOR_GIT_FILE) {
  const ask = (...a) => {
    const r = spawnSync('git', a, { encoding: 'utf8' })
    return r.status === 0 ? r.stdout.trim() : ''
  }
  fs.writeFileSync(
    env.FAKE_CURSOR_GIT_FILE,
    JSON.stringify({
      head: ask('rev-parse', 'HEAD'),
      branch: ask('symbolic-ref', '-q', '--short', 'HEAD')
    })
  )
}

if (env.FAKE_CURSOR_TREE_FILE) {
  const tree = {}
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join('.', rel), { withFileTypes: true })) {
      if (e.name === '.git') continue
      const p = rel === '' ? e.name : `${rel}/${e.name}`
      if (e.isSymbolicLink()) tree[p] = `link:${fs.readlinkSync(p)}`
      else if (e.isDirectory()) walk(p)
      else if (e.isFile()) tree[p] = createHash('sha256').update(fs.readFileSync(p)).digest('hex')
    }
  }
  walk('')
  fs.writeFileSync(env.FAKE_CURSOR_TREE_FILE, JSON.stringify(tree))
}

const ignoreTerm = env.FAKE_CURSOR_IGNORE_TERM === '1'
for (const sig of ['SIGTERM', 'SIGINT']) {
  process.on(sig, () => {
    if (env.FAKE_CURSOR_SIGNAL_FILE) fs.appendFileSync(env.FAKE_CURSOR_SIGNAL_FILE, sig + '\n')
    if (!ignoreTerm) process.exit(sig === 'SIGTERM' ? 143 : 130)
  })
}

if (env.FAKE_CURSOR_CHILD_PID_FILE) {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1 << 30)'], {
    stdio: env.FAKE_CURSOR_CHILD_INHERIT === '1' ? 'inherit' : 'ignore'
  })
  // Like the real CLI's worker-server: it outlives the CLI, which does not wait for it.
  child.unref()
  fs.writeFileSync(env.FAKE_CURSOR_CHILD_PID_FILE, String(child.pid))
}

// --- process tests: a helper that leaves the process group and session and ignores SIGTERM ---
if (env.FAKE_CURSOR_SETSID_PID_FILE) {
  const code = `
    const fs = require('node:fs')
    for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, () => {})
    const target = process.argv[1]
    setInterval(() => { if (target) fs.appendFileSync(target, 'x') }, 50)`
  // detached: true is setsid(2): a new session and process group, like `setsid helper &`.
  const helper = spawn(process.execPath, ['-e', code, env.FAKE_CURSOR_SETSID_TOUCH ?? ''], {
    stdio: 'ignore',
    detached: true,
    // Like `env -i`: without the run's marker in its environment.
    env: env.FAKE_CURSOR_SETSID_SCRUB === '1' ? {} : env
  })
  helper.unref()
  fs.writeFileSync(env.FAKE_CURSOR_SETSID_PID_FILE, String(helper.pid))
}

if (!env.FAKE_CURSOR_STREAM) {
  process.stderr.write('fake cursor-agent: FAKE_CURSOR_STREAM is not set\n')
  process.exit(1)
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const chunk = Number(env.FAKE_CURSOR_CHUNK ?? 0)
const delay = Number(env.FAKE_CURSOR_DELAY_MS ?? 0)
const hangForever = () => setInterval(() => {}, 1 << 30)

let firstByte = env.FAKE_CURSOR_FIRST_BYTE_STAMP

function write(buf) {
  if (firstByte) {
    // For measuring how long a user waits for the CLI (npm run bench): stamped once, before.
    fs.writeFileSync(firstByte, String(performance.timeOrigin + performance.now()))
    firstByte = undefined
  }
  let off = 0
  while (off < buf.length) off += fs.writeSync(1, buf, off)
}

let closedStdout = false

async function emit(buf) {
  if (closedStdout) return
  if (chunk > 0) {
    for (let i = 0; i < buf.length; i += chunk) {
      write(buf.subarray(i, i + chunk))
      if (delay > 0) await sleep(delay)
    }
  } else {
    write(buf)
    if (delay > 0) await sleep(delay)
  }
}

// --- chats (FAKE_CURSOR_CHATS): the session a --resume continues, and the chat written after ---
let chat
if (env.FAKE_CURSOR_CHATS === '1') {
  const at = args.findIndex((a) => a === '--resume' || a.startsWith('--resume='))
  const asked =
    at < 0 ? undefined : args[at].startsWith('--resume=') ? args[at].slice(9) : args[at + 1]
  const home = env.HOME || os.homedir()
  const folder = createHash('md5').update(process.cwd()).digest('hex')
  const dirOf = (id) => path.join(home, '.cursor', 'chats', folder, id)
  const kept = asked !== undefined && fs.existsSync(path.join(dirOf(asked), 'store.db'))
  chat = { session: kept ? asked : undefined, dirOf }
}

/** A line with the session id this fake's chat decided on, and that id noted for the chat. */
function withSession(line) {
  if (chat === undefined || line[0] !== 0x7b) return line
  let v
  try {
    v = JSON.parse(line.toString('utf8'))
  } catch {
    return line
  }
  if (typeof v.session_id !== 'string') return line
  chat.session ??= v.session_id
  v.session_id = chat.session
  return Buffer.from(JSON.stringify(v) + '\n')
}

process.on('exit', () => {
  if (chat?.session === undefined) return
  const dir = chat.dirOf(chat.session)
  fs.mkdirSync(dir, { recursive: true })
  fs.appendFileSync(path.join(dir, 'store.db'), `turn ${new Date().toISOString()}\n`)
})

const data = fs.readFileSync(env.FAKE_CURSOR_STREAM)
let start = 0
while (start < data.length) {
  let end = data.indexOf(10, start)
  if (end < 0) end = data.length
  const line = data.subarray(start, Math.min(end + 1, data.length))
  start = end + 1
  // Only a line starting with "@" can be a directive: others go out without being decoded.
  if (line[0] !== 0x40) {
    await emit(withSession(line))
    continue
  }
  const text = line.toString('utf8')
  if (text.startsWith('@fake ')) {
    const [, verb, ...rest] = text.trimEnd().split(' ')
    const arg = rest.join(' ')
    if (verb === 'sleep') await sleep(Number(arg))
    else if (verb === 'stderr') process.stderr.write(arg + '\n')
    else if (verb === 'exit') process.exit(Number(arg))
    else if (verb === 'hang') {
      hangForever()
      await new Promise(() => {})
    } else if (verb === 'raw') await emit(Buffer.from(arg, 'base64'))
    else if (verb === 'write') fs.writeFileSync(rest[0], Buffer.from(rest[1] ?? '', 'base64'))
    else if (verb === 'sh') {
      const r = spawnSync('/bin/sh', ['-c', Buffer.from(arg, 'base64').toString('utf8')], {
        stdio: ['ignore', 2, 2]
      })
      if (r.status !== 0) process.stderr.write(`fake cursor-agent: sh exited ${r.status}\n`)
    } else if (verb === 'close-stdout') {
      // --- process tests: end of events while the process goes on ---
      fs.closeSync(1)
      closedStdout = true
    }
    continue
  }
  await emit(line)
}

if (env.FAKE_CURSOR_STDERR) process.stderr.write(env.FAKE_CURSOR_STDERR + '\n')
if (env.FAKE_CURSOR_HANG === '1') {
  hangForever()
} else {
  process.exitCode = Number(env.FAKE_CURSOR_EXIT ?? 0)
}
