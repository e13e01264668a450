const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

/** Decodes the common named entities and numeric character references of HTML text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match
    }
    return ENTITIES[body.toLowerCase()] ?? match
  })
}

/**
 * The visible text of HTML or markdown-like content: tags, comments, scripts and styles removed,
 * entities decoded, markdown markers dropped and whitespace collapsed.
 */
export function toPlainText(content: string): string {
  return decodeEntities(
    content
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
      .replace(/(\*\*|__|\*|_|`)(?=\S)([^*_`]+?)\1/g, '$2'),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

/** Number of words in the visible text of HTML or markdown-like content. */
export function countWords(content: string): number {
  const text = toPlainText(content)
  return text === '' ? 0 : text.split(' ').length
}
