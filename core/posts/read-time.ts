import { WORDS_PER_MINUTE } from '../constants.ts'
import { countWords } from './text.ts'

/** Minutes to read a number of words: words / 200, rounded up, at least 1. */
export function readMinutesOf(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))
}

/** Minutes to read content: words / 200, rounded up, at least 1. */
export function estimateReadMinutes(content: string): number {
  return readMinutesOf(countWords(content))
}

/**
 * Read time label of content.
 * @example estimateReadTime('word '.repeat(201)) // '2 min read'
 */
export function estimateReadTime(content: string): string {
  return `${estimateReadMinutes(content)} min read`
}
