/** Structural checks on summary markdown that hold for any stream, hostile or not. */
export function structureProblems(md: string): string[] {
  const problems: string[] = []
  const outside = outsideFences(md)
  const opens = outside.match(/<details( open)?>/g)?.length ?? 0
  const closes = outside.match(/<\/details>/g)?.length ?? 0
  if (opens !== closes) problems.push(`details: ${opens} opened, ${closes} closed`)
  // Fences: every opener has a closer of the same character and at least the same length.
  let fence: string | undefined
  for (const line of md.split('\n')) {
    const m = /^(`{3,}|~{3,})/.exec(line)
    if (fence === undefined) {
      if (m?.[1] !== undefined) fence = m[1]
    } else if (
      m?.[1] !== undefined &&
      m[1][0] === fence[0] &&
      m[1].length >= fence.length &&
      line.trim() === m[1]
    ) {
      fence = undefined
    }
  }
  if (fence !== undefined) problems.push('a code fence is never closed')
  // Table rows: every row of a table has the same number of unescaped pipes as its header.
  const lines = md.split('\n')
  let inFence = false
  let expected: number | undefined
  for (const line of lines) {
    if (/^(`{3,}|~{3,})/.test(line)) inFence = !inFence
    if (inFence) continue
    if (line.startsWith('|')) {
      const pipes = line.replace(/\\\|/g, '').split('|').length
      if (expected === undefined) expected = pipes
      else if (pipes !== expected)
        problems.push(
          `table row has ${pipes - 2} cells, header ${expected - 2}: ${line.slice(0, 120)}`
        )
    } else {
      expected = undefined
    }
  }
  return problems
}

/** The markdown with the contents of fenced code blocks removed (they are literal text). */
export function outsideFences(md: string): string {
  const out: string[] = []
  let fence: string | undefined
  for (const line of md.split('\n')) {
    const m = /^(`{3,}|~{3,})/.exec(line)
    if (fence === undefined) {
      if (m?.[1] !== undefined) fence = m[1]
      else out.push(line)
    } else if (
      m?.[1] !== undefined &&
      m[1][0] === fence[0] &&
      m[1].length >= fence.length &&
      line.trim() === m[1]
    ) {
      fence = undefined
    }
  }
  return out.join('\n')
}

/** What renders as markup: outside fences, with inline code spans removed (they are literal). */
export function markupOnly(md: string): string {
  return outsideFences(md).replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, '')
}
