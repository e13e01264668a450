/** Pages of posts flattened in order (homepage paging), skipping any post whose id was already loaded. */
export function flattenUniquePosts<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>()
  return pages.flat().filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)))
}

/** PostgREST answers at most max_rows (1000) rows a request. */
export const MAX_ROWS_PER_REQUEST = 1000

/**
 * Every row of a list longer than one request may answer (the sitemap's posts), read a page of
 * MAX_ROWS_PER_REQUEST at a time until a page comes back short. `readPage(from, to)` answers the
 * rows of that inclusive range in a stable order (so pages never overlap) and throws on failure.
 */
export async function readAllPages<T>(readPage: (from: number, to: number) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = []
  for (let from = 0; ; from += MAX_ROWS_PER_REQUEST) {
    const page = await readPage(from, from + MAX_ROWS_PER_REQUEST - 1)
    rows.push(...page)
    if (page.length < MAX_ROWS_PER_REQUEST) return rows
  }
}
