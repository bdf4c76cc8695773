/**
 * The API key and the GitHub token, taken first: masked before anything else runs (so not even an
 * input error can print them), then gone from this process's environment, so no child of ours
 * (git, the --version probe) inherits them. Not a boundary: the CLI runs as the same user and can
 * read /proc/<our pid>/environ, which keeps the environment the process started with.
 */
import type { RunnerEnv } from '../core/ports.js'
import { INPUTS } from '../names.js'
import { getInput, setSecret } from './runner.js'

export interface Secrets {
  key: string
  token: string
  /** Reads an input: the key and the token from what was taken here, the rest from INPUT_*. */
  input: (name: string) => string
}

export function takeSecrets(runnerEnv: RunnerEnv): Secrets {
  const env = runnerEnv.raw
  const key = (getInput(INPUTS.apiKey) || env.CURSOR_API_KEY || '').trim()
  if (key !== '') setSecret(key)
  const token = (getInput(INPUTS.githubToken) || runnerEnv.token || '').trim()
  if (token !== '') setSecret(token)
  const input = (name: string): string =>
    name === INPUTS.apiKey ? key : name === INPUTS.githubToken ? token : getInput(name)
  for (const [k, v] of Object.entries(env))
    if (v !== undefined && v.trim() !== '' && (v.trim() === key || v.trim() === token))
      Reflect.deleteProperty(env, k)
  return { key, token, input }
}
