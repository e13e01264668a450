import type { BlogPostSummary } from '../posts/post.ts'

/** Longest search text the backend accepts (search_posts answers 22023 beyond it). */
export const SEARCH_MAX_LENGTH = 200
/** Results a search page asks for at a time. */
export const SEARCH_PAGE_SIZE = 10
/** The backend's message for a search text over SEARCH_MAX_LENGTH; the device search says the same. */
export const SEARCH_TOO_LONG = `Search text is too long (at most ${SEARCH_MAX_LENGTH} characters).`

/** One search result: the card columns plus the snippet, its rank and what matched. */
export type SearchHit = BlogPostSummary & {
  /**
   * Client or paid content: the result's card shows the "Sponsored" label (search_posts answers
   * the column; the device's search reads a stored post without it as not sponsored).
   */
  sponsored: boolean
  /** Plain text; matched words sit between literal `<mark>` and `</mark>` tokens. */
  snippet: string
  score: number
  /**
   * `text`: the words as typed; `spelling`: the server's search after correcting misspelt words
   * (search_posts); `title`: the device's search matched the title only; `some-words`: a story
   * holding most but not all of several words (words.ts plainWords), ranked below those holding all.
   */
  matched_by: 'text' | 'spelling' | 'title' | 'some-words'
  /**
   * The words searched instead of the reader's when search_posts corrected their spelling
   * ('plumbing' for 'plumbng'); null or absent when the words as typed were searched.
   */
  searched_for?: string | null
}

/**
 * The search for the reader's words exactly as typed, never corrected: a phrase (search_posts
 * corrects plain words only). A correction happens only when no story has every word as typed, so
 * this finds what the words as typed found.
 * @example typedWordsQuery('plumbng') // '"plumbng"'
 */
export function typedWordsQuery(q: string): string {
  return `"${q.replace(/"/g, ' ').trim().replace(/\s+/g, ' ')}"`
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
