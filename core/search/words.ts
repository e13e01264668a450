import { STOP_WORDS } from './stop-words.ts'

/**
 * The reader's words when they are several plain words (no quotes, "or" or exclusions), else null:
 * stop words left out, such a search finds the stories holding most of them (search_posts on the server, the device's
 * search offline), at least mostWordsNeeded of them, ranked by how many.
 * @example plainWords('frozen pipes Detroit') // ['frozen', 'pipes', 'Detroit']
 */
export function plainWords(q: string): string[] | null {
  const typed = q.trim().split(/\s+/).filter(Boolean)
  if (typed.some((word) => /["']|^-|^or$/i.test(word))) return null
  const words = typed.filter((word) => !STOP_WORDS.has(word.toLowerCase()))
  return words.length < 2 ? null : words
}

/** How many of `count` words a story must hold to be found by a several-word search: half, rounded up. */
export function mostWordsNeeded(count: number): number {
  return Math.ceil(count / 2)
}
