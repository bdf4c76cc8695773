/**
 * The CLI's environment: the job's, minus what it must not have. The action's own inputs
 * (INPUT_*) and the runner's internal tokens (which can mint OIDC tokens or write caches) are
 * removed; the key travels as CURSOR_API_KEY, never on the command line. The GitHub token is
 * the action's alone: any variable holding its value (GITHUB_TOKEN, GH_TOKEN or another name a
 * workflow chose) is dropped. A token the agent should have must be a different one.
 */

/**
 * The runner's command files: whatever is written there changes later steps (GITHUB_ENV can set
 * NODE_OPTIONS for every one of them) or this step's outputs and summary. The agent has no
 * business with them; the integrity check also puts them back if it finds them anyway. *
 * The one list of the runner's names outside runner/env.ts (scripts/check-modules.mjs allows it):
 * these are taken out of the child's environment by name, not read.
 */
const COMMAND_FILES = new Set([
  'GITHUB_ENV',
  'GITHUB_PATH',
  'GITHUB_OUTPUT',
  'GITHUB_STATE',
  'GITHUB_STEP_SUMMARY'
])

export function childEnv(
  env: NodeJS.ProcessEnv,
  apiKey: string,
  githubToken = ''
): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(env)) {
    if (
      k.startsWith('INPUT_') ||
      COMMAND_FILES.has(k) ||
      (githubToken !== '' && v?.trim() === githubToken) ||
      /^ACTIONS_(RUNTIME_TOKEN|RUNTIME_URL|ID_TOKEN_REQUEST_TOKEN|ID_TOKEN_REQUEST_URL|CACHE_URL|RESULTS_URL)$/.test(
        k
      )
    )
      continue
    out[k] = v
  }
  if (apiKey !== '') out.CURSOR_API_KEY = apiKey
  return out
}
