// Maintainer check: the layer table (who may import whom), the runner's environment read in one
// place (runner/env.ts), import cycles between modules of src/, and exports nothing else uses.
// Usage: node scripts/check-modules.mjs  (exit code 1 when it finds any of them)
// Cycles count every import, type-only ones too: a type two modules share belongs in neither of
// them (move it to where it belongs). Only values (functions, classes, constants) are checked for use. An export is unused when no other
// file of src/ or __tests__/ refers to it; one used by tests only is listed apart, as a note.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The rooms of src/ (docs/architecture.md, "How the code is laid out"). A file's room is its
 * folder; a file at the top of src/ is a room of its own. Each room may import itself and the rooms listed; `*` is
 * everything. Type-only imports count too: a type names what a room knows about.
 */
const ADAPTER = ['core', 'render', 'io', 'names.ts', 'version.ts']
const ROOMS = {
  'names.ts': [],
  'version.ts': [],
  // Pure: parse, redact, fold, verdict, findings. No I/O, nothing of the runner's.
  core: ['names.ts'],
  // Pure text: the summary, the PR comment's body, the live log's lines.
  render: ['core', 'names.ts', 'version.ts'],
  // Files the agent can reach, opened safely: a leaf every adapter may use.
  io: ['core'],
  // The adapters: each talks to one outside thing and knows none of the others.
  agent: ADAPTER,
  git: ADAPTER,
  github: ADAPTER,
  runner: ADAPTER,
  // The run's observers may use the adapters they report through.
  observers: [...ADAPTER, 'agent', 'git', 'github', 'runner'],
  // The pipeline's stages compose the adapters, the observers, core and render; only the entry
  // points import them.
  stages: [...ADAPTER, 'agent', 'git', 'github', 'runner', 'observers'],
  // The entry points and the pipeline compose everything.
  'index.ts': '*',
  'main.ts': '*',
  'post.ts': '*',
  'post-index.ts': '*',
  'publish.ts': '*',
  'publish-index.ts': '*',
  'offline.ts': '*'
}

/**
 * Imports across rooms the table does not allow, each with its reason: `from` and `to` are paths
 * under src/. A new one fails the check until it is written here; one no longer used fails too.
 */
const EXCEPTIONS = []

const root = path.resolve(import.meta.dirname, '..')
const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json')
const parsed = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configFile, ts.sys.readFile).config,
  ts.sys,
  root
)
const files = parsed.fileNames.map((f) => path.resolve(f))
const rel = (f) => path.relative(root, f)
const isSrc = (f) => rel(f).startsWith('src' + path.sep)

const host = {
  getScriptFileNames: () => files,
  getScriptVersion: () => '1',
  getScriptSnapshot: (f) =>
    fs.existsSync(f) ? ts.ScriptSnapshot.fromString(fs.readFileSync(f, 'utf8')) : undefined,
  getCurrentDirectory: () => root,
  getCompilationSettings: () => parsed.options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory
}
const service = ts.createLanguageService(host)
const program = service.getProgram()

// Every module a file of src/ names: imports and re-exports (types too) and `import('…')` calls
// with a literal name. A lazy import is still a dependency: a circle closed through one is a
// circle (the module it loads runs the other's code when it loads).
const specsOf = (sf) => {
  const specs = []
  for (const st of sf.statements)
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier)
      specs.push(st.moduleSpecifier.text)
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    )
      specs.push(node.arguments[0].text)
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return specs
}

// Import graph of src/.
const graph = new Map()
for (const f of files.filter(isSrc)) {
  const deps = new Set()
  for (const spec of specsOf(program.getSourceFile(f))) {
    const resolved = ts.resolveModuleName(spec, f, parsed.options, ts.sys).resolvedModule
    if (resolved !== undefined && !resolved.isExternalLibraryImport)
      deps.add(path.resolve(resolved.resolvedFileName))
  }
  graph.set(f, deps)
}

// The layer table: every import of src/, types included, against ROOMS and EXCEPTIONS.
const roomOf = (f) => {
  const parts = path.relative(path.join(root, 'src'), f).split(path.sep)
  return parts[0]
}
const layerProblems = []
const usedExceptions = new Set()
for (const f of files.filter(isSrc)) {
  const from = roomOf(f)
  const allowed = ROOMS[from]
  if (allowed === undefined) {
    layerProblems.push(`${rel(f)}: in no room of the layer table (scripts/check-modules.mjs)`)
    continue
  }
  if (allowed === '*') continue
  const specs = specsOf(program.getSourceFile(f))
  for (const spec of specs) {
    const resolved = ts.resolveModuleName(spec, f, parsed.options, ts.sys).resolvedModule
    if (resolved === undefined || resolved.isExternalLibraryImport) continue
    const target = path.resolve(resolved.resolvedFileName)
    if (!isSrc(target)) continue
    const to = roomOf(target)
    if (to === from || allowed.includes(to)) continue
    const pair = `${path.relative(path.join(root, 'src'), f)} -> ${path.relative(path.join(root, 'src'), target)}`
    const exception = EXCEPTIONS.find((e) => `${e.from} -> ${e.to}` === pair)
    if (exception !== undefined) usedExceptions.add(exception)
    else
      layerProblems.push(
        `${pair}: ${from}/ may not import ${to} (add the reason to EXCEPTIONS if it must)`
      )
  }
}
for (const e of EXCEPTIONS)
  if (!usedExceptions.has(e)) layerProblems.push(`${e.from} -> ${e.to}: an exception nothing uses`)

// The runner's environment is read once, in runner/env.ts: a `GITHUB_*`, `RUNNER_*`, `ACTIONS_*`
// or `CURSOR_AGENT_ACTION_*` name anywhere else in src/ (as a name in code: `env.GITHUB_SHA`, a
// key, a string that is the name and nothing else) is a second reading. Comments and sentences
// that mention a name are not readings.
const RUNNER_NAME = /^(GITHUB|RUNNER|ACTIONS|CURSOR_AGENT_ACTION)_[A-Z0-9_]+$/
const ENV_HOME = 'src/runner/env.ts'
/** Names allowed elsewhere, each with its reason: `file` under the repository, `names`. */
const ENV_EXCEPTIONS = [
  {
    file: 'src/agent/process/cli-env.ts',
    names: ['GITHUB_ENV', 'GITHUB_PATH', 'GITHUB_OUTPUT', 'GITHUB_STATE', 'GITHUB_STEP_SUMMARY'],
    why: "the runner's command files, taken out of the CLI's environment by name"
  },
  {
    file: 'src/agent/process/sweep.ts',
    names: ['CURSOR_AGENT_ACTION_RUN_ID'],
    why: "the action's own mark, put into the CLI's environment (never read from the runner's)"
  },
  {
    file: 'src/agent/install/cli.ts',
    names: ['GITHUB_PATH'],
    why: 'named in a help sentence, not read'
  }
]
const envProblems = []
for (const f of files.filter(isSrc)) {
  if (rel(f) === ENV_HOME) continue
  const sf = program.getSourceFile(f)
  const allowed = new Set(ENV_EXCEPTIONS.filter((e) => e.file === rel(f)).flatMap((e) => e.names))
  const visit = (node) => {
    const text = ts.isIdentifier(node)
      ? node.text
      : ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : undefined
    if (text !== undefined && RUNNER_NAME.test(text) && !allowed.has(text)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1
      envProblems.push(`${rel(f)}:${line}: ${text} (read the runner's environment in ${ENV_HOME})`)
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
}

// Tarjan's strongly connected components: every one with more than a module is a cycle.
const cycles = []
{
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index++)
    stack.push(v)
    on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) === idx.get(v)) {
      const scc = []
      let w
      do {
        w = stack.pop()
        on.delete(w)
        scc.push(w)
      } while (w !== v)
      if (scc.length > 1) cycles.push(scc.map(rel).sort())
    }
  }
  for (const v of graph.keys()) if (!idx.has(v)) visit(v)
}

/**
 * Cycles known and owned elsewhere, each with its reason; one that is gone fails too, so the
 * entry goes with it.
 */
// None: every cycle, type-only ones included, was closed by moving a type (issue 27).
const CYCLE_EXCEPTIONS = []
{
  const key = (ms) => [...ms].sort().join(' → ')
  const known = new Set(CYCLE_EXCEPTIONS.map((e) => key(e.modules)))
  const found = new Set(cycles.map(key))
  for (const e of CYCLE_EXCEPTIONS)
    if (!found.has(key(e.modules)))
      layerProblems.push(`${key(e.modules)}: a cycle exception no cycle uses`)
  for (let i = cycles.length - 1; i >= 0; i--) if (known.has(key(cycles[i]))) cycles.splice(i, 1)
}

// Exports of src/ and who refers to them.
const unused = []
const testsOnly = []
for (const f of files.filter(isSrc)) {
  const sf = program.getSourceFile(f)
  const checker = program.getTypeChecker()
  const moduleSymbol = checker.getSymbolAtLocation(sf)
  if (moduleSymbol === undefined) continue
  for (const sym of checker.getExportsOfModule(moduleSymbol)) {
    const decl = sym.declarations?.[0]
    // Re-exports (`export * from`) are counted where they are declared.
    if (decl === undefined || path.resolve(decl.getSourceFile().fileName) !== f) continue
    // Types are left alone: an exported type often names a parameter of an exported function.
    if (!(sym.flags & ts.SymbolFlags.Value)) continue
    const name = ts.getNameOfDeclaration(decl) ?? decl
    const refs = service.findReferences(f, name.getStart()) ?? []
    const users = new Set()
    let own = 0
    for (const r of refs)
      for (const e of r.references) {
        if (e.isDefinition) continue
        const file = path.resolve(e.fileName)
        if (file !== f) users.add(file)
        else own++
      }
    // Used in its own file and nowhere else: an export nobody needs; used nowhere: dead code.
    const where = `${rel(f)}: ${sym.name}${own === 0 ? ' (dead: not used in its own file either)' : ''}`
    if (users.size === 0) unused.push(where)
    else if ([...users].every((u) => !isSrc(u))) testsOnly.push(where)
  }
}

/**
 * Module-level state a signature does not show (issue 27 §1: adapters are handed in): no `let` or
 * `var` at the top of a module of src/, but these, each process-wide on purpose with its reason.
 * (A `const` Map or Set filled at run time is the same thing; the review finds those, see
 * docs/architecture.md.) An exception nothing uses is only noted: another branch may remove it.
 */
const STATE_EXCEPTIONS = [
  {
    file: 'src/git/hardening.ts',
    name: 'program',
    reason:
      "the git PATH finds before the agent starts, for every git process of the action: a value made again later could find the agent's own git"
  }
]
const stateProblems = []
const stateUnused = []
const stateSeen = new Set()
for (const f of files.filter(isSrc)) {
  for (const st of program.getSourceFile(f).statements) {
    if (!ts.isVariableStatement(st)) continue
    const flags = st.declarationList.flags
    if ((flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) === ts.NodeFlags.Const) continue
    for (const d of st.declarationList.declarations) {
      const name = d.name.getText()
      const e = STATE_EXCEPTIONS.find((x) => x.file === rel(f) && x.name === name)
      if (e !== undefined) stateSeen.add(e)
      else
        stateProblems.push(
          `${rel(f)}: ${name}: module-level state; hand it in (a value a signature shows), or write the reason into STATE_EXCEPTIONS`
        )
    }
  }
}
for (const e of STATE_EXCEPTIONS) if (!stateSeen.has(e)) stateUnused.push(`${e.file}: ${e.name}`)

for (const p of layerProblems) console.log(`layer: ${p}`)
for (const p of envProblems) console.log(`runner env: ${p}`)
for (const c of cycles) console.log(`cycle: ${c.join(' → ')}`)
for (const u of unused) console.log(`unused export: ${u}`)
for (const u of testsOnly) console.log(`note: exported for tests only: ${u}`)
for (const p of stateProblems) console.log(`state: ${p}`)
for (const u of stateUnused) console.log(`note: a state exception nothing uses: ${u}`)
const problems =
  layerProblems.length + envProblems.length + cycles.length + unused.length + stateProblems.length
if (problems === 0)
  console.log(
    "Layers as the table says, the runner's environment read in one place, no import cycles, no unused exports, no module state but the listed."
  )
process.exitCode = problems > 0 ? 1 : 0
