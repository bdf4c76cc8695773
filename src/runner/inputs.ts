/**
 * Every input, read once into one frozen settings object. All problems are collected and
 * reported together, each naming the input and the bad value, so a user fixes them in one go.
 * Defaults here equal the ones in action.yml (a test checks), because a runner injects
 * action.yml's defaults but a hand-run `node dist/index.js` does not.
 */
import fs from 'node:fs'
import path from 'node:path'
import { INPUTS } from '../names.js'
import { warning } from './runner.js'
import { errnoOf, messageOf } from '../core/errors.js'
import { MAX_ARG_BYTES } from '../core/args.js'
import type { Mode, Settings } from '../core/settings.js'
import { parseSchemaInput, type CompileSchema } from '../core/schema/schema.js'
import { splitArgs } from './extra-args.js'
import { readReviewInputs } from './review-inputs.js'
import { readLedgerInputs } from './ledger-inputs.js'
import { readGithubInputs, readLandingInputs } from './github-inputs.js'
import { readInstallInputs } from './install-inputs.js'
import { readPublishInput } from './later-inputs.js'
import { code, input as named, said, shown } from '../core/said.js'
import { sessionIdOf } from '../core/stream/events.js'
import { RESUME_PR } from '../core/settings.js'
import { InputReader } from './input-reader.js'
import type { RunnerEnv } from '../core/ports.js'

export { DEFAULTS } from './input-reader.js'

/**
 * Defaults the runner evaluates (expressions in action.yml). A hand-run without them falls back
 * to the same facts from the environment: GITHUB_TOKEN, and workflow/job (no matrix there).
 */
export const EXPRESSION_DEFAULTS = {
  [INPUTS.githubToken]: '${{ github.token }}',
  [INPUTS.commentKey]: '${{ github.workflow }}/${{ github.job }}/${{ toJSON(matrix) }}'
} as const

type Get = (name: string) => string

/** The caller passes the validator (core/schema/validator.ts) when `output-schema` is set; see main.ts. */
const noValidator: CompileSchema = () => {
  throw new Error('no JSON Schema validator was loaded (a bug in cursor-agent-action)')
}

/**
 * Reads every input, one concern at a time; throws one InputError listing every problem. The
 * calls run in the order problems are listed in (see InputReader): keep it, users fix the first
 * problem first.
 */
export function readSettings(
  get: Get,
  env: RunnerEnv,
  compile: CompileSchema = noValidator
): Settings {
  const r = new InputReader(get, env)
  const prompt = readPrompt(r)
  const cli = readCliInputs(r)
  const install = readInstallInputs(r)
  // The prompt's size limit is the command line's: its problem comes after the CLI's inputs.
  checkPromptSize(r, prompt)
  const report = readReportInputs(r, compile)
  const clocks = readClocks(r)
  const budgets = readBudgets(r)
  const github = readGithubInputs(r)
  const landing = readLandingInputs(r)
  const review = readReviewInputs(r)
  const publish = readPublishInput(r)
  const settings: Settings = {
    prompt: prompt.text,
    ...cli,
    ...install,
    ...report,
    ...clocks,
    ...budgets,
    ...github,
    ...landing,
    ...review,
    ...publish,
    ...readLedgerInputs(r, { commentOnPr: github.commentOnPr, review: review.review })
  }
  r.throwProblems()
  return Object.freeze(settings)
}

/**
 * The settings for a run: readSettings with the JSON Schema validator loaded when `output-schema`
 * is set (ajv is a quarter of the bundle), and a warning when no API key is set.
 */
export async function loadSettings(get: Get, env: RunnerEnv): Promise<Settings> {
  const compile =
    get(INPUTS.outputSchema).trim() !== ''
      ? (await import('../core/schema/validator.js')).compileSchema
      : undefined
  const settings = readSettings(get, env, compile)
  if (settings.apiKey === '')
    warning(
      'No Cursor API key: set `api-key: ${{ secrets.CURSOR_API_KEY }}` (or CURSOR_API_KEY). Without one the CLI can only run if it is logged in some other way.'
    )
  return settings
}

interface Prompt {
  text: string
  /** The input it came from, for the size check's message. */
  input: string
}

/** The prompt: exactly one of prompt and prompt-file. */
function readPrompt(r: InputReader): Prompt {
  const promptText = r.get(INPUTS.prompt)
  const promptFile = r.get(INPUTS.promptFile).trim()
  const input = promptFile !== '' ? INPUTS.promptFile : INPUTS.prompt
  if (promptText.trim() !== '' && promptFile !== '') {
    r.problems.push(
      said`Give either ${named(INPUTS.prompt)} or ${named(INPUTS.promptFile)}, not both (prompt-file is ${shown(promptFile)}).`
    )
  } else if (promptFile !== '') {
    const file = path.resolve(r.workspace, promptFile)
    try {
      const text = fs.readFileSync(file, 'utf8')
      if (text.trim() === '')
        r.problems.push(
          said`Input ${named(INPUTS.promptFile)} names an empty file: ${shown(file)}.`
        )
      return { text, input }
    } catch (error) {
      r.problems.push(
        said`Input ${named(INPUTS.promptFile)} cannot be read: ${shown(file)} (${errorCode(error)}).`
      )
    }
  } else if (promptText.trim() !== '') {
    return { text: promptText, input }
  } else if (
    r.get(INPUTS.triggerPhrase).trim() === '' &&
    !/^true$/i.test(r.get(INPUTS.review).trim())
  ) {
    // With a trigger phrase the request comes from the comment, and a review has its own
    // instruction: the prompt is optional then.
    r.problems.push(
      said`Input ${named(INPUTS.prompt)} is required (or give ${named(INPUTS.promptFile)}).`
    )
  }
  return { text: '', input }
}

/** The prompt is one argument of the CLI's command line; Linux refuses a longer one (E2BIG). */
function checkPromptSize(r: InputReader, prompt: Prompt): void {
  const promptBytes = Buffer.byteLength(prompt.text)
  if (promptBytes >= MAX_ARG_BYTES) {
    r.problems.push(
      said`Input ${named(prompt.input)} is ${promptBytes} bytes; the prompt goes to the CLI as one command-line argument, and Linux allows at most ${MAX_ARG_BYTES - 1} bytes for one. Shorten it, or put the long part in a file in the workspace and ask the agent to read it.`
    )
  }
}

/** What the CLI is told (key, mode, model, session, flags) and where it runs. */
function readCliInputs(
  r: InputReader
): Pick<
  Settings,
  | 'apiKey'
  | 'mode'
  | 'model'
  | 'force'
  | 'trust'
  | 'resume'
  | 'extraArgs'
  | 'workingDirectory'
  | 'requireMcp'
> {
  const apiKey = r.get(INPUTS.apiKey).trim() || (r.env.raw.CURSOR_API_KEY ?? '').trim()

  const modeValue = r.input(INPUTS.mode)
  let mode: Mode = 'agent'
  if (modeValue === 'agent' || modeValue === 'plan' || modeValue === 'ask') mode = modeValue
  else
    r.problems.push(
      said`Input ${named(INPUTS.mode)} must be agent, plan or ask, got ${shown(modeValue)}.`
    )

  const model = r.input(INPUTS.model)
  if (/\s/.test(model))
    r.problems.push(
      said`Input ${named(INPUTS.model)} must be a model id without spaces, got ${shown(model)}.`
    )
  // A chat id is UUID-like (the stream's rule, events.ts). Anything else could be read as a flag
  // (`--api-key=x`) by the CLI. `pr` is the pull request's last session (agent/resume.ts).
  const resume = r.input(INPUTS.resume)
  if (resume !== '' && resume !== RESUME_PR && sessionIdOf(resume) === undefined)
    r.problems.push(
      said`Input ${named(INPUTS.resume)} must be ${code(RESUME_PR)} (the pull request's last session) or a session id (a letter or digit, then up to 127 letters, digits, . _ : -), got ${shown(resume)}.`
    )

  const extraArgs = splitArgs(r.get(INPUTS.extraArgs), r.problems)

  const wd = r.input(INPUTS.workingDirectory)
  const workingDirectory = path.resolve(r.workspace, wd === '' ? '.' : wd)
  if (!isDirectory(workingDirectory)) {
    r.problems.push(
      said`Input ${named(INPUTS.workingDirectory)} is not a directory: ${shown(workingDirectory)}.`
    )
  }
  // Server names are mcp.json's keys, checked against the files right before the run (main.ts).
  const requireMcp = [
    ...new Set(
      r
        .input(INPUTS.requireMcp)
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n !== '')
    )
  ]
  const force = r.bool(INPUTS.force)
  const trust = r.bool(INPUTS.trust)
  return { apiKey, mode, model, force, trust, resume, extraArgs, workingDirectory, requireMcp }
}

/** The job summary, and the schema the final message must satisfy. */
function readReportInputs(
  r: InputReader,
  compile: CompileSchema
): Pick<Settings, 'summary' | 'outputSchema'> {
  const summary = r.bool(INPUTS.summary)
  const schemaValue = r.get(INPUTS.outputSchema).trim()
  if (schemaValue === '') return { summary, outputSchema: undefined }
  const read = parseSchemaInput(
    schemaValue,
    (p) => fs.readFileSync(path.resolve(r.workspace, p), 'utf8'),
    compile
  )
  if ('problem' in read) {
    r.problems.push(said`Input ${named(INPUTS.outputSchema)}: ${read.problem}.`)
    return { summary, outputSchema: undefined }
  }
  return { summary, outputSchema: read.schema }
}

/** The run's clocks: exit grace, inactivity and the wall-clock limit. */
function readClocks(r: InputReader): Pick<Settings, 'exitGraceMs' | 'inactivityMs' | 'timeoutMs'> {
  return {
    exitGraceMs: r.amount(INPUTS.exitGraceSeconds, 1000),
    inactivityMs: r.amount(INPUTS.inactivityTimeoutMinutes, 60_000),
    timeoutMs: r.amount(INPUTS.timeoutMinutes, 60_000)
  }
}

/** The tool-call budgets. */
function readBudgets(r: InputReader): Pick<Settings, 'maxToolCalls' | 'maxFailedToolCalls'> {
  return {
    maxToolCalls: r.count(INPUTS.maxToolCalls),
    maxFailedToolCalls: r.count(INPUTS.maxFailedToolCalls)
  }
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
