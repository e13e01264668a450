import type { BlogPostSummary } from '../posts/post.ts'
import { toPlainText } from '../posts/text.ts'

/** Longest search text the backend accepts (search_posts answers 22023 beyond it). */
export const SEARCH_MAX_LENGTH = 200
/** Results a search page asks for at a time. */
export const SEARCH_PAGE_SIZE = 10
/** The backend's message for a search text over SEARCH_MAX_LENGTH; the device search says the same. */
export const SEARCH_TOO_LONG = `Search text is too long (at most ${SEARCH_MAX_LENGTH} characters).`

const MARK_OPEN = '<mark>'
const MARK_CLOSE = '</mark>'

/** One search result: the card columns plus the snippet, its rank and what matched. */
export type SearchHit = BlogPostSummary & {
  /** Plain text; matched words sit between literal `<mark>` and `</mark>` tokens. */
  snippet: string
  score: number
  matched_by: 'text' | 'title'
}

/** A page of results; `fromDevice` when the network failed and the stories on the device answered. */
export interface SearchPage {
  hits: SearchHit[]
  fromDevice?: boolean
}

/** Where the next page starts: the last hit's rank and id (search_posts' keyset cursor). */
export interface SearchCursor {
  score: number
  id: string
}

/** The search text as sent: trimmed; empty means there is nothing to search for. */
export function normalizeQuery(q: unknown): string {
  return typeof q === 'string' ? q.trim() : ''
}

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
