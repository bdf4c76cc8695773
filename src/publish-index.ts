import { publishRun } from './publish.js'

// The publish action's entry (publish/action.yml): the pipeline, which ends by itself
// (process.exitCode); nothing of the CLI is ever started here.
await publishRun()
