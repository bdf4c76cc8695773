/**
 * Every input, read once into one frozen settings object. All problems are collected and
 * reported together, each naming the input and the bad value, so a user fixes them in one go.
 * Defaults here equal the ones in action.yml (a test checks), because a runner injects
 * action.yml's defaults but a hand-run `node dist/index.js` does not.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseShell } from 'shell-quote'
import { INPUTS } from '../names.js'
import { errnoOf, messageOf } from '../core/errors.js'
import { truncate } from '../core/text.js'
import { MAX_ARG_BYTES } from './agent.js'
import { parseSchemaInput, withSchemaInstructions, type JsonSchema } from '../core/schema.js'

export type Mode = 'agent' | 'plan' | 'ask'

export interface Settings {
  /** The task, from `prompt` or read from `prompt-file`. */
  readonly prompt: string
  /** Cursor API key; empty when neither the input nor CURSOR_API_KEY is set. */
  readonly apiKey: string
  readonly model: string
  readonly mode: Mode
  /** Pass `--force`: tools run without approval. */
  readonly force: boolean
  /** Pass `--trust`: never stop at the workspace-trust prompt. */
  readonly trust: boolean
  readonly resume: string
  /** Further CLI arguments, already split; never run through a shell. */
  readonly extraArgs: readonly string[]
  /** Absolute path the agent runs in. */
  readonly workingDirectory: string
  /** Absolute path of the CLI to run, when given. */
  readonly cliPath: string
  readonly install: boolean
  readonly installerUrl: string
  /** `cli-version`: the `YYYY.MM.DD-hash` build to install; '' = whatever the installer gives. */
  readonly cliVersion: string
  readonly summary: boolean
  readonly exitGraceMs: number
  /** 0 = off. */
  readonly inactivityMs: number
  /** 0 = off (only the job's own limit). */
  readonly timeoutMs: number
  /** The JSON Schema the final message must satisfy (`output-schema`); undefined = none. */
  readonly outputSchema?: JsonSchema
  /** The most tool calls the agent may start; 0 = off. */
  readonly maxToolCalls: number
  /** Failed or rejected calls that end the run; 0 = off. */
  readonly maxFailedToolCalls: number
  /** For the action's own API calls only: never in the CLI's environment or .git/config. */
  readonly githubToken: string
  /** Keep one comment on the event's PR or issue (also on when a trigger phrase is set). */
  readonly commentOnPr: boolean
  /** Empty: no trigger gate. Else comment, review and issue events run only when it is present. */
  readonly triggerPhrase: string
  /** What the sticky comment's hidden marker is made from. */
  readonly commentKey: string
  /** Logins allowed to trigger besides writers (lower-cased). */
  readonly allowedUsers: readonly string[]
  /** Bot logins allowed to trigger (lower-cased, with or without `[bot]`). */
  readonly allowedBots: readonly string[]
  /** Minimum ms between live-progress edits; 0 = no live progress. */
  readonly progressMs: number
  /** Commit and push the changes after the run (src/run/land.ts). */
  readonly push: boolean
  /** The commit message; empty: one built from the prompt and the final message. */
  readonly commitMessage: string
  /** New branches are named `<branchPrefix><run id>-<run attempt>`. */
  readonly branchPrefix: string
  /** Open a pull request when the work went to a new branch. */
  readonly openPr: boolean
  /** On PR events, use the head's .cursor/, AGENTS.md and CLAUDE.md instead of the base's. */
  readonly trustPrConfig: boolean
}

export const DEFAULTS = {
  [INPUTS.mode]: 'agent',
  [INPUTS.force]: 'false',
  [INPUTS.trust]: 'true',
  [INPUTS.install]: 'true',
  [INPUTS.installerUrl]: 'https://cursor.com/install',
  [INPUTS.summary]: 'true',
  [INPUTS.exitGraceSeconds]: '10',
  [INPUTS.inactivityTimeoutMinutes]: '10',
  [INPUTS.timeoutMinutes]: '0',
  [INPUTS.maxToolCalls]: '0',
  [INPUTS.maxFailedToolCalls]: '0',
  [INPUTS.commentOnPr]: 'false',
  [INPUTS.progressSeconds]: '10',
  [INPUTS.push]: 'false',
  [INPUTS.branchPrefix]: 'cursor/',
  [INPUTS.openPr]: 'false',
  [INPUTS.trustPrConfig]: 'false'
} as const

/**
 * Defaults the runner evaluates (expressions in action.yml). A hand-run without them falls back
 * to the same facts from the environment: GITHUB_TOKEN, and workflow/job (no matrix there).
 */
export const EXPRESSION_DEFAULTS = {
  [INPUTS.githubToken]: '${{ github.token }}',
  [INPUTS.commentKey]: '${{ github.workflow }}/${{ github.job }}/${{ toJSON(matrix) }}'
} as const

export class InputError extends Error {
  constructor(readonly problems: string[]) {
    super(
      problems.length === 1 ? (problems[0] ?? '') : `Invalid inputs:\n- ${problems.join('\n- ')}`
    )
    this.name = 'InputError'
  }
}

/** Flags the action owns: passing them through extra-args would break the run or leak the key. */
const OWNED_FLAGS = new Map<string, string>([
  ['--output-format', 'the action always uses --output-format stream-json'],
  [
    '--api-key',
    'use the api-key input: it reaches the CLI through its environment, never its command line'
  ],
  ['--auth-token', 'put the token in the environment (CURSOR_AUTH_TOKEN), not on the command line']
])

type Get = (name: string) => string

export function readSettings(get: Get, env: NodeJS.ProcessEnv): Settings {
  const problems: string[] = []
  const input = (name: string): string => {
    const value = get(name).trim()
    if (value !== '') return value
    return (DEFAULTS as Record<string, string | undefined>)[name] ?? ''
  }
  const show = (v: string): string => JSON.stringify(truncate(v, 81))

  const bool = (name: string): boolean => {
    const v = input(name)
    if (['true', 'True', 'TRUE'].includes(v)) return true
    if (['false', 'False', 'FALSE'].includes(v)) return false
    problems.push(`Input "${name}" must be true or false, got ${show(v)}.`)
    return false
  }
  const amount = (name: string, unitMs: number): number => {
    const v = input(name)
    const unit = unitMs === 1000 ? 'seconds' : 'minutes'
    if (!/^(\d+(\.\d*)?|\.\d+)$/.test(v)) {
      problems.push(
        `Input "${name}" must be a number of ${unit} (0 or more, e.g. 0.5), got ${show(v)}.`
      )
      return 0
    }
    const ms = Math.round(Number(v) * unitMs)
    // Decision: a positive value is always a real limit. One under a millisecond would round to
    // 0, which means "off" for the timeouts (and "no grace at all" for exit-grace-seconds): a
    // typo that silently removes a limit. It is refused instead of being raised to 1 ms, because
    // a 1 ms limit is not what anyone meant either.
    if (ms === 0 && Number(v) > 0) {
      problems.push(
        `Input "${name}" is ${show(v)} ${unit}, less than a millisecond; use 0 for ${name === INPUTS.exitGraceSeconds ? 'no grace' : 'no limit'} or at least ${unitMs === 1000 ? '0.001' : '0.00002'}.`
      )
    }
    return ms
  }

  const workspace =
    env.GITHUB_WORKSPACE !== undefined && env.GITHUB_WORKSPACE !== ''
      ? env.GITHUB_WORKSPACE
      : process.cwd()

  // The prompt: exactly one of prompt and prompt-file.
  const promptText = get(INPUTS.prompt)
  const promptFile = get(INPUTS.promptFile).trim()
  let prompt = ''
  if (promptText.trim() !== '' && promptFile !== '') {
    problems.push(
      `Give either "${INPUTS.prompt}" or "${INPUTS.promptFile}", not both (prompt-file is ${show(promptFile)}).`
    )
  } else if (promptFile !== '') {
    const file = path.resolve(workspace, promptFile)
    try {
      prompt = fs.readFileSync(file, 'utf8')
      if (prompt.trim() === '')
        problems.push(`Input "${INPUTS.promptFile}" names an empty file: ${show(file)}.`)
    } catch (error) {
      problems.push(
        `Input "${INPUTS.promptFile}" cannot be read: ${show(file)} (${errorCode(error)}).`
      )
    }
  } else if (promptText.trim() !== '') {
    prompt = promptText
  } else if (get(INPUTS.triggerPhrase).trim() === '') {
    // With a trigger phrase the request comes from the comment; the prompt is optional then.
    problems.push(`Input "${INPUTS.prompt}" is required (or give "${INPUTS.promptFile}").`)
  }

  const apiKey = get(INPUTS.apiKey).trim() || (env.CURSOR_API_KEY ?? '').trim()

  const modeValue = input(INPUTS.mode)
  let mode: Mode = 'agent'
  if (modeValue === 'agent' || modeValue === 'plan' || modeValue === 'ask') mode = modeValue
  else problems.push(`Input "${INPUTS.mode}" must be agent, plan or ask, got ${show(modeValue)}.`)

  const model = input(INPUTS.model)
  if (/\s/.test(model))
    problems.push(`Input "${INPUTS.model}" must be a model id without spaces, got ${show(model)}.`)
  // A chat id is UUID-like. Anything else could be read as a flag (`--api-key=x`) by the CLI.
  const resume = input(INPUTS.resume)
  if (resume !== '' && !/^[A-Za-z0-9._:][A-Za-z0-9._:-]*$/.test(resume))
    problems.push(
      `Input "${INPUTS.resume}" must be a session id (letters, digits, . _ : -, not starting with -), got ${show(resume)}.`
    )

  const extraArgs = splitArgs(get(INPUTS.extraArgs), problems)

  const wd = input(INPUTS.workingDirectory)
  const workingDirectory = path.resolve(workspace, wd === '' ? '.' : wd)
  if (!isDirectory(workingDirectory)) {
    problems.push(
      `Input "${INPUTS.workingDirectory}" is not a directory: ${show(workingDirectory)}.`
    )
  }

  const cli = input(INPUTS.cliPath)
  const cliPath = cli === '' ? '' : path.resolve(workspace, cli)
  if (cliPath !== '') {
    try {
      fs.accessSync(cliPath, fs.constants.X_OK)
      if (isDirectory(cliPath)) throw new Error('EISDIR')
    } catch (error) {
      problems.push(
        `Input "${INPUTS.cliPath}" is not an executable file: ${show(cliPath)} (${errorCode(error)}).`
      )
    }
  }

  const installerUrl = input(INPUTS.installerUrl)
  if (!/^https?:\/\/[^\s]+$/.test(installerUrl)) {
    problems.push(
      `Input "${INPUTS.installerUrl}" must be an http(s) URL, got ${show(installerUrl)}.`
    )
  }

  const cliVersion = input(INPUTS.cliVersion)
  if (cliVersion !== '' && !/^\d{4}\.\d{1,2}\.\d{1,2}-[0-9a-f]{6,40}$/.test(cliVersion)) {
    problems.push(
      `Input "${INPUTS.cliVersion}" must be a Cursor CLI build as \`--version\` prints it (YYYY.MM.DD-hash, e.g. 2026.09.02-c22c1a3), got ${show(cliVersion)}.`
    )
  }

  // The prompt is one argument of the CLI's command line; Linux refuses a longer one (E2BIG).
  const promptBytes = Buffer.byteLength(prompt)
  if (promptBytes >= MAX_ARG_BYTES) {
    problems.push(
      `Input "${promptFile !== '' ? INPUTS.promptFile : INPUTS.prompt}" is ${promptBytes} bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most ${MAX_ARG_BYTES - 1} bytes for one. Shorten it, or put the long part in a file in the workspace and ask the agent to read it.`
    )
  }

  const count = (name: string): number => {
    const v = input(name)
    if (!/^\d{1,9}$/.test(v)) {
      problems.push(`Input "${name}" must be a whole number (0 = off), got ${show(v)}.`)
      return 0
    }
    return Number(v)
  }
  const schemaValue = get(INPUTS.outputSchema).trim()
  let outputSchema: JsonSchema | undefined
  if (schemaValue !== '') {
    const read = parseSchemaInput(schemaValue, (p) =>
      fs.readFileSync(path.resolve(workspace, p), 'utf8')
    )
    if ('problem' in read) problems.push(`Input "${INPUTS.outputSchema}": ${read.problem}.`)
    else outputSchema = read.schema
  }

  const triggerPhrase = input(INPUTS.triggerPhrase)
  if (triggerPhrase !== '' && !/\w/.test(triggerPhrase))
    problems.push(
      `Input "${INPUTS.triggerPhrase}" must contain a letter or digit, got ${show(triggerPhrase)}.`
    )
  const logins = (name: string): string[] => {
    const list = input(name)
      .split(/[,\s]+/)
      .map((l) => l.trim().replace(/^@/, '').toLowerCase())
      .filter((l) => l !== '')
    for (const l of list)
      if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\[bot\])?$/.test(l))
        problems.push(`Input "${name}" holds an invalid GitHub login: ${show(l)}.`)
    return list
  }
  const githubToken = get(INPUTS.githubToken).trim() || (env.GITHUB_TOKEN ?? '').trim()
  const commentKey =
    input(INPUTS.commentKey) || `${env.GITHUB_WORKFLOW ?? ''}/${env.GITHUB_JOB ?? ''}/null`
  const branchPrefix = input(INPUTS.branchPrefix)
  if (!validBranchPrefix(branchPrefix)) {
    problems.push(
      `Input "${INPUTS.branchPrefix}" must be usable at the start of a git branch name (letters, digits, "/", "-", "_", "."; no "..", no leading "/" or "-"), got ${show(branchPrefix)}.`
    )
  }

  const settings: Settings = {
    prompt,
    apiKey,
    model,
    mode,
    force: bool(INPUTS.force),
    trust: bool(INPUTS.trust),
    resume,
    extraArgs,
    workingDirectory,
    cliPath,
    install: bool(INPUTS.install),
    installerUrl,
    cliVersion,
    summary: bool(INPUTS.summary),
    exitGraceMs: amount(INPUTS.exitGraceSeconds, 1000),
    inactivityMs: amount(INPUTS.inactivityTimeoutMinutes, 60_000),
    timeoutMs: amount(INPUTS.timeoutMinutes, 60_000),
    outputSchema,
    maxToolCalls: count(INPUTS.maxToolCalls),
    maxFailedToolCalls: count(INPUTS.maxFailedToolCalls),
    githubToken,
    commentOnPr: bool(INPUTS.commentOnPr) || triggerPhrase !== '',
    triggerPhrase,
    commentKey,
    allowedUsers: logins(INPUTS.allowedUsers),
    allowedBots: logins(INPUTS.allowedBots),
    progressMs: amount(INPUTS.progressSeconds, 1000),
    push: bool(INPUTS.push),
    commitMessage: get(INPUTS.commitMessage).trim(),
    branchPrefix,
    openPr: bool(INPUTS.openPr),
    trustPrConfig: bool(INPUTS.trustPrConfig)
  }
  if (problems.length > 0) throw new InputError(problems)
  return Object.freeze(settings)
}

/**
 * Splits extra-args the way a shell would (quotes, backslashes) without running one: operators
 * such as `|`, `;` or `>` are refused, `$VAR` stays literal, globs stay literal.
 */
function splitArgs(value: string, problems: string[]): string[] {
  if (value.trim() === '') return []
  const unbalanced = quoteProblem(value)
  if (unbalanced !== undefined) {
    problems.push(
      `Input "${INPUTS.extraArgs}" has ${unbalanced}: ${JSON.stringify(truncate(value, 81))}. Close the quote (or escape it with \\ if it is meant literally).`
    )
    return []
  }
  const out: string[] = []
  const entries = parseShell(value, (name) => `$${name}`)
  for (const entry of entries) {
    if (typeof entry === 'string') {
      out.push(entry)
    } else if ('op' in entry && entry.op === 'glob') {
      out.push(entry.pattern)
    } else if ('comment' in entry) {
      problems.push(
        `Input "${INPUTS.extraArgs}" contains a comment (#${entry.comment}); quote the # if it is part of an argument.`
      )
    } else if ('op' in entry) {
      problems.push(
        `Input "${INPUTS.extraArgs}" contains the shell operator ${JSON.stringify(entry.op)}; arguments are never run through a shell, so quote it if it is meant literally.`
      )
    }
  }
  for (const arg of out) {
    const flag = arg.split('=', 1)[0] ?? ''
    const why = OWNED_FLAGS.get(flag)
    if (why !== undefined)
      problems.push(`Input "${INPUTS.extraArgs}" may not contain ${flag}: ${why}.`)
  }
  return out
}

/**
 * shell-quote reads an unclosed quote as if it were closed at the end, so `--x 'a b` would pass
 * silently as `a b`. A shell refuses it, and so does this: the quote state is followed the way
 * POSIX sh does (backslash escapes outside single quotes, nothing escapes inside them).
 */
function quoteProblem(value: string): string | undefined {
  let quote: '' | "'" | '"' = ''
  for (let i = 0; i < value.length; i++) {
    const c = value[i]
    if (quote === "'") {
      if (c === "'") quote = ''
    } else if (c === '\\') {
      if (i === value.length - 1) return 'a lone backslash at the end'
      i++
    } else if (quote === '"') {
      if (c === '"') quote = ''
    } else if (c === "'" || c === '"') {
      quote = c
    }
  }
  if (quote === "'") return 'an unclosed single quote'
  if (quote === '"') return 'an unclosed double quote'
  return undefined
}

/** A conservative subset of git's ref-name rules: what a branch name may start with. */
function validBranchPrefix(prefix: string): boolean {
  return (
    /^[A-Za-z0-9._/-]{0,100}$/.test(prefix) &&
    !/^[/-]/.test(prefix) &&
    !prefix.includes('..') &&
    !prefix.includes('//') &&
    !/(^|\/)\./.test(prefix) &&
    !/\.lock(\/|$)/.test(prefix)
  )
}

function isDirectory(p: string): boolean {
  try {
    return fs.statSync(p).isDirectory()
  } catch {
    return false
  }
}

function errorCode(error: unknown): string {
  return errnoOf(error) ?? messageOf(error)
}

/** The CLI's arguments: print mode, the stream, the flags the inputs ask for, the prompt last. */
export function cliArgs(s: Settings): string[] {
  const args = ['-p', '--output-format', 'stream-json']
  if (s.model !== '') args.push('--model', s.model)
  if (s.mode !== 'agent') args.push('--mode', s.mode)
  if (s.force) args.push('--force')
  if (s.trust) args.push('--trust')
  // One argument with `=`: the id can never be taken for a flag of its own.
  if (s.resume !== '') args.push(`--resume=${s.resume}`)
  args.push(...s.extraArgs)
  // The prompt is the last positional argument. One that starts with `-` would be read as a flag,
  // so only then it goes after the end-of-options marker (the CLI's parser, commander, honours it).
  const prompt =
    s.outputSchema !== undefined ? withSchemaInstructions(s.prompt, s.outputSchema) : s.prompt
  if (prompt.startsWith('-')) args.push('--')
  args.push(prompt)
  return args
}
