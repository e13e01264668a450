/** Pages of posts flattened in order (homepage paging), skipping any post whose id was already loaded. */
export function flattenUniquePosts<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>()
  return pages.flat().filter((post) => !seen.has(post.id) && Boolean(seen.add(post.id)))
}
