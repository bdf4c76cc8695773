/**
 * The action's own version, shown in the summary footer and written into the manifest: the
 * `version` of package.json, read when the bundle is built (ncc inlines the JSON), so a release
 * only has to bump package.json. Which commit of the action ran is the runner's to say
 * (GITHUB_ACTION_REF, runner/publish.ts): a bundle cannot carry the commit it is part of.
 */
import pkg from '../package.json' with { type: 'json' }

export const VERSION: string = pkg.version
