/**
 * The runner's own reading of a step's output, ported from actions/runner
 * (src/Runner.Common/ActionCommand.cs and the process invoker), so tests can ask what the runner
 * would do with every line we print:
 * - output is split into lines the way .NET's StreamReader.ReadLine does: on `\r\n`, `\r`, `\n`;
 * - TryParseV2: `message.TrimStart()` (.NET trims every Char.IsWhiteSpace character, NEL and the
 *   Unicode spaces included), then `::name k=v,k2=v2::data`;
 * - TryParse (legacy): `##[name k=v;k2=v2]data` anywhere in the line.
 * The runner only accepts registered command names; here every name counts, which is stricter.
 */

/** .NET Char.IsWhiteSpace: U+0009–000D, U+0020, U+0085, U+00A0, U+1680, U+2000–200A, U+2028, U+2029, U+202F, U+205F, U+3000. */
export const DOTNET_WHITESPACE = [
  '\t',
  '\n',
  '\u000b',
  '\f',
  '\r',
  ' ',
  '\u0085',
  '\u00a0',
  '\u1680',
  ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000'
]
const LEADING = new RegExp(`^[${DOTNET_WHITESPACE.join('')}]+`)

export interface RunnerCommand {
  form: 'v2' | 'legacy'
  name: string
  properties: Record<string, string>
  data: string
  line: string
}

export function runnerLines(output: string): string[] {
  const lines = output.split(/\r\n|\r|\n/)
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

function unescapeData(s: string): string {
  return s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')
}

function unescapeProperty(s: string): string {
  return s
    .replace(/%0D/g, '\r')
    .replace(/%0A/g, '\n')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/%25/g, '%')
}

export function tryParseV2(line: string): RunnerCommand | undefined {
  if (line === '') return undefined
  const message = line.replace(LEADING, '')
  if (!message.startsWith('::')) return undefined
  const end = message.indexOf('::', 2)
  if (end < 0) return undefined
  const info = message.slice(2, end)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(',')
      .filter((p) => p !== '')) {
      const eq = pair.indexOf('=')
      if (eq > 0) properties[pair.slice(0, eq)] = unescapeProperty(pair.slice(eq + 1))
    }
  }
  return { form: 'v2', name, properties, data: unescapeData(message.slice(end + 2)), line }
}

export function tryParseLegacy(line: string): RunnerCommand | undefined {
  const prefix = line.indexOf('##[')
  if (prefix < 0) return undefined
  const rb = line.indexOf(']', prefix)
  if (rb < 0) return undefined
  const info = line.slice(prefix + 3, rb)
  const space = info.indexOf(' ')
  const name = space < 0 ? info : info.slice(0, space)
  const properties: Record<string, string> = {}
  if (space > 0) {
    for (const pair of info
      .slice(space + 1)
      .trim()
      .split(';')
      .filter((p) => p !== '')) {
      const eq = pair.indexOf('=')
      if (eq > 0) properties[pair.slice(0, eq)] = pair.slice(eq + 1)
    }
  }
  return { form: 'legacy', name, properties, data: line.slice(rb + 1), line }
}

/** Every command the runner would see in this output (v2 first, as the runner tries it). */
export function runnerCommands(output: string): RunnerCommand[] {
  const out: RunnerCommand[] = []
  for (const line of runnerLines(output)) {
    const c = tryParseV2(line) ?? tryParseLegacy(line)
    if (c !== undefined) out.push(c)
  }
  return out
}
