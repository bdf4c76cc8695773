import { run } from './post.js'

// The post step's entry (action.yml `post:`, bundled to dist/post/index.js): post.ts does the
// work and ends without process.exit, like the main step.
await run()
