/**
 * How many stories a search found, as the reader reads it (and a screen reader announces it).
 *
 * The server ranks at most the newest {@link SEARCH_WINDOW} matches of a search
 * (search.post_window, supabase/migrations/20241123000600_search_window.sql) and answers an empty
 * page past them, so a reader who pages to the end of a common word's results has seen the window,
 * not every match: the count then reads "1,000+ results", never a total the server did not count.
 */

/** The most results one search pages through: search_posts' candidate window. */
export const SEARCH_WINDOW = 1_000

const format = (count: number) => count.toLocaleString('en-US')

/**
 * The count line: "First N results" while Load More can fetch more, "N+ results" once the reader
 * has paged through a full window, otherwise the exact number.
 */
export function searchResultsLabel(count: number, q: string, more: boolean): string {
  if (count === 0) return `No results for “${q}”`
  if (more) return `First ${format(count)} results for “${q}”`
  if (count >= SEARCH_WINDOW) return `${format(SEARCH_WINDOW)}+ results for “${q}”`
  return `${format(count)} ${count === 1 ? 'result' : 'results'} for “${q}”`
}
