/**
 * The secrets a bundle's patch is checked for before it is committed. By value, as the one-job
 * landing checks (git/scan.ts): this job's own, which the agent never had but a patch must not
 * carry either. By shape (the redactor's token shapes, core/redact/shapes.ts): the agent job's
 * key and token are not known here, and a token the agent read from its environment is what a
 * tampered patch would carry; a token the file already held at the named commit is not the patch's.
 */
import type { NamedSecret } from '../../core/redact/secretscan.js'
import type { RunnerEnv } from '../../core/ports.js'
import { newShapes } from '../../git/bundle-patch.js'
import type { WorkTree } from '../../git/worktree.js'

/** The publishing job's token and the runner's own tokens, by name. */
export function secretsOfJob(env: RunnerEnv, token: string): NamedSecret[] {
  return [
    { name: 'the GitHub token', value: token },
    { name: 'the runner token ACTIONS_RUNTIME_TOKEN', value: env.actionsRuntimeToken ?? '' },
    {
      name: 'the OIDC request token ACTIONS_ID_TOKEN_REQUEST_TOKEN',
      value: env.actionsIdTokenRequestToken ?? ''
    }
  ]
}

/**
 * The changed paths whose new content (or name) holds a token's shape it did not hold before,
 * each as "path (why)"; a blob too large to read is one too (it cannot be shown to hold none).
 */
export async function shapesHeld(work: WorkTree, signal?: AbortSignal): Promise<string[]> {
  const { found, tooLarge } = await newShapes(work, signal)
  return [
    ...found.map((p) => `${p} (a token's shape)`),
    ...tooLarge.map((p) => `${p} (too large to check)`)
  ]
}
