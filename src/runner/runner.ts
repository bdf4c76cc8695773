/**
 * The runner's side of the protocol: inputs from INPUT_* variables, workflow commands on stdout
 * (`::warning::…`, `::add-mask::…`, groups) and file commands (GITHUB_OUTPUT, GITHUB_STATE,
 * GITHUB_PATH, GITHUB_STEP_SUMMARY). It writes byte for byte what @actions/core 3 writes for
 * the same calls; `__tests__/runner/runner.test.ts` runs both side by side and compares.
 *
 * Why not @actions/core itself: it imports @actions/http-client for OIDC tokens, and that imports
 * undici, a large part of the bundle, at load time: loading it cost every start more than
 * everything else the action does before the CLI spawns (docs/performance.md has the figures).
 * This module is the part of @actions/core the action uses, and nothing else.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { commandFiles } from './env.js'
import type { PortAnnotation, RunnerPort } from '../core/ports.js'

/** `core.getInput`: the INPUT_ variable of the name (spaces as `_`, upper case), trimmed. */
export function getInput(name: string): string {
  return (process.env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] || '').trim()
}

/** `core.getState`: what the main step saved for the post step. */
export function getState(name: string): string {
  return process.env[`STATE_${name}`] || ''
}

export function isDebug(): boolean {
  return commandFiles().debug
}

/** A line (or lines) of the log, as they are: the caller made them safe (logsafe.ts). */
export function info(message: string): void {
  process.stdout.write(message + os.EOL)
}

export function debug(message: string): void {
  command('debug', message)
}

export function warning(message: string): void {
  command('warning', message)
}

function notice(message: string): void {
  command('notice', message)
}

export function error(message: string): void {
  command('error', message)
}

/**
 * A file annotation, as `core.warning(message, { title, file, startLine, endLine })` writes it:
 * `::warning title=…,file=…,line=…,endLine=…::message`. Values are escaped (no newline, `:` or
 * `,` can end them); the caller neutralised the text (render/logsafe.ts).
 */
function annotation(a: PortAnnotation): void {
  command(a.level, a.message, {
    title: a.title,
    file: a.file,
    line: a.line !== undefined ? String(a.line) : '',
    endLine: a.endLine !== undefined ? String(a.endLine) : ''
  })
}

/** The value is masked in every later line of the job's log. */
export function setSecret(secret: string): void {
  command('add-mask', secret)
}

export function startGroup(title: string): void {
  command('group', title)
}

export function endGroup(): void {
  command('endgroup', '')
}

/** Runs `fn` inside a collapsed group of the log. */
async function group<T>(title: string, fn: () => Promise<T>): Promise<T> {
  startGroup(title)
  try {
    return await fn()
  } finally {
    endGroup()
  }
}

/** Fails the step: exit code 1 and the message as an error annotation. */
export function setFailed(message: string): void {
  process.exitCode = 1
  error(message)
}

export function setOutput(name: string, value: string): void {
  const file = commandFiles().OUTPUT || ''
  if (file !== '') {
    fileCommand('OUTPUT', keyValue(name, value))
    return
  }
  process.stdout.write(os.EOL)
  command('set-output', value, { name })
}

export function saveState(name: string, value: string): void {
  const file = commandFiles().STATE || ''
  if (file !== '') {
    fileCommand('STATE', keyValue(name, value))
    return
  }
  command('save-state', value, { name })
}

/** Later steps find programs in `dir` first; so does this process from now on. */
export function addPath(dir: string): void {
  if ((commandFiles().PATH || '') !== '') fileCommand('PATH', dir)
  else command('add-path', dir)
  process.env.PATH = `${dir}${path.delimiter}${process.env.PATH}`
}

/**
 * Appends markdown to the job summary (`core.summary.addRaw(markdown).write()`), synchronously
 * like the outputs: nothing of the run is left in flight when the action exits.
 */
export function appendSummary(markdown: string): void {
  const file = commandFiles().SUMMARY
  if (file === undefined || file === '')
    throw new Error(
      'Unable to find environment variable for $GITHUB_STEP_SUMMARY. Check if your runtime environment supports job summaries.'
    )
  try {
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK)
  } catch {
    throw new Error(
      `Unable to access summary file: '${file}'. Check if the file has correct read/write permissions.`
    )
  }
  appendTo(file, markdown)
}

/** `::name key=value::message`, escaped the way the runner unescapes it. */
function command(name: string, message: string, properties: Record<string, string> = {}): void {
  const props = Object.entries(properties)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${escapeProperty(v)}`)
  const head = Object.keys(properties).length > 0 ? `::${name} ${props.join(',')}` : `::${name}`
  process.stdout.write(`${head}::${escapeData(message)}${os.EOL}`)
}

function escapeData(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')
}

/**
 * The file is looked up when written (runner/env.ts `commandFiles`), not handed in: these are the
 * protocol's functions for every entry point, and the post step and the offline report have no
 * run context (as @actions/core reads `process.env` at each call).
 */
function fileCommand(kind: 'OUTPUT' | 'STATE' | 'PATH', message: string): void {
  const file = commandFiles()[kind]
  if (file === undefined || file === '')
    throw new Error(`Unable to find environment variable for file command ${kind}`)
  if (!fs.existsSync(file)) throw new Error(`Missing file at path: ${file}`)
  appendTo(file, `${message}${os.EOL}`)
}

/**
 * The runner's files as they were after the run (runner/command-files.ts): path → which file.
 * Process-wide on purpose, not a value handed in: the files are the step process's own (one set
 * per process, named by its environment), and the pin is a promise about every write of the
 * process to them from then on, whoever writes (the port, the post-run warnings, a renderer's
 * fallback). A pin held by one caller could be bypassed by any writer not handed it.
 */
const pinned = new Map<string, { dev: number; ino: number }>()

/** From now on `file` is written only if it is still this file (device and inode). */
export function pinRunnerFile(file: string, dev: number, ino: number): void {
  pinned.set(file, { dev, ino })
}

const FLAGS: Partial<typeof fs.constants> = fs.constants
const APPEND = fs.constants.O_WRONLY | fs.constants.O_APPEND | (FLAGS.O_NOFOLLOW ?? 0)

/**
 * Appends to a runner file. Once the file is pinned (after the run), only to that very file:
 * opened without following a link or waiting on a FIFO, and checked through its descriptor, so
 * nothing of ours lands in a file the agent swapped in or linked elsewhere.
 */
function appendTo(file: string, text: string): void {
  const pin = pinned.get(file)
  if (pin === undefined) {
    fs.appendFileSync(file, text, { encoding: 'utf8' })
    return
  }
  const fd = fs.openSync(file, APPEND | (FLAGS.O_NONBLOCK ?? 0))
  try {
    const st = fs.fstatSync(fd)
    if (!st.isFile() || st.dev !== pin.dev || st.ino !== pin.ino || st.nlink !== 1)
      throw new Error(`${file} is no longer the file the runner made; nothing was written to it`)
    fs.writeFileSync(fd, text, { encoding: 'utf8' })
  } finally {
    fs.closeSync(fd)
  }
}

/**
 * `name<<delimiter`, the value, the delimiter: a random delimiter per value, so no value can end
 * the block early and set another output.
 */
function keyValue(name: string, value: string): string {
  const delimiter = `ghadelimiter_${randomUUID()}`
  if (name.includes(delimiter))
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`)
  if (value.includes(delimiter))
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`)
  return `${name}<<${delimiter}${os.EOL}${value}${os.EOL}${delimiter}`
}

/** The live log's sink (src/observers/livelog.ts): the runner's log, groups and debug lines. */
export const logSink = {
  info,
  debug,
  isDebug,
  startGroup,
  endGroup
} as const

/** The runner's side of a step as one value (core/ports.ts): what main.ts hands the stages. */
export const runnerPort: RunnerPort = {
  info,
  debug,
  warning,
  notice,
  annotate: annotation,
  setOutput,
  saveState,
  addPath,
  group,
  appendSummary,
  setFailed
}
