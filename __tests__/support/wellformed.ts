/** Structural checks on summary markdown that hold for any stream, hostile or not. */

interface Line {
  line: string
  /** Inside a fenced code block, its fence lines included. */
  fenced: boolean
}

/** Splits markdown into lines, tracking fences the CommonMark way (same char, at least as long). */
function scan(md: string): { lines: Line[]; unclosed: boolean } {
  const lines: Line[] = []
  let fence: string | undefined
  for (const line of md.split('\n')) {
    const m = /^(`{3,}|~{3,})/.exec(line)
    if (fence === undefined) {
      if (m?.[1] !== undefined) fence = m[1]
      lines.push({ line, fenced: fence !== undefined })
      continue
    }
    lines.push({ line, fenced: true })
    const closes = m?.[1] !== undefined && m[1][0] === fence[0] && m[1].length >= fence.length
    if (closes && line.trim() === m[1]) fence = undefined
  }
  return { lines, unclosed: fence !== undefined }
}

export function structureProblems(md: string): string[] {
  const problems: string[] = []
  const { lines, unclosed } = scan(md)
  if (unclosed) problems.push('a code fence is never closed')
  const outside = lines.filter((l) => !l.fenced).map((l) => l.line)
  const text = outside.join('\n')
  const opens = text.match(/<details( open)?>/g)?.length ?? 0
  const closes = text.match(/<\/details>/g)?.length ?? 0
  if (opens !== closes) problems.push(`details: ${opens} opened, ${closes} closed`)
  // Table rows: every row of a table has the same number of unescaped pipes as its header.
  let expected: number | undefined
  for (const line of outside) {
    if (!line.startsWith('|')) {
      expected = undefined
      continue
    }
    const pipes = line.replace(/\\\|/g, '').split('|').length
    if (expected === undefined) expected = pipes
    else if (pipes !== expected) {
      problems.push(
        `table row has ${pipes - 2} cells, header ${expected - 2}: ${line.slice(0, 120)}`
      )
    }
  }
  return problems
}

/** The markdown with fenced code blocks removed (they are literal text). */
export function outsideFences(md: string): string {
  return scan(md)
    .lines.filter((l) => !l.fenced)
    .map((l) => l.line)
    .join('\n')
}

/** What renders as markup: outside fences, with inline code spans removed (they are literal). */
export function markupOnly(md: string): string {
  return outsideFences(md).replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '')
}
