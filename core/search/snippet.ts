import { toPlainText } from '../posts/text.ts'

const MARK_OPEN = '<mark>'
const MARK_CLOSE = '</mark>'

/**
 * A snippet cut into runs of plain text and marked text. Everything is text: the `<mark>` tokens
 * are the only markup understood, and any other angle bracket stays a character.
 */
export function splitSnippet(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = []
  let rest = snippet
  while (rest.length > 0) {
    const open = rest.indexOf(MARK_OPEN)
    const close = open === -1 ? -1 : rest.indexOf(MARK_CLOSE, open + MARK_OPEN.length)
    if (open === -1 || close === -1) {
      parts.push({ text: rest, marked: false })
      break
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), marked: false })
    const marked = rest.slice(open + MARK_OPEN.length, close)
    if (marked) parts.push({ text: marked, marked: true })
    rest = rest.slice(close + MARK_CLOSE.length)
  }
  return parts
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A snippet in search_posts' format from a post's text: about `length` characters around the
 * first matched term, each word starting with a matched term wrapped in `<mark>` tokens.
 * `terms` are the lowercase words the index matched.
 */
export function markSnippet(content: string, terms: readonly string[], length = 200): string {
  const text = toPlainText(content)
  const usable = terms.filter((term) => term.length > 0)
  if (usable.length === 0) return text.slice(0, length)
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${usable.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*`,
    'giu',
  )
  const first = text.search(pattern)
  const start = first <= length / 4 ? 0 : text.lastIndexOf(' ', first - length / 4) + 1
  const window = text.slice(start, start + length)
  return `${start > 0 ? '… ' : ''}${window.replace(pattern, (word) => `${MARK_OPEN}${word}${MARK_CLOSE}`)}${
    start + length < text.length ? ' …' : ''
  }`
}
