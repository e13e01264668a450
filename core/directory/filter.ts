/** Items whose name contains the query, case-insensitively; an empty query keeps them all. */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  return items.filter((item) => item.name.toLowerCase().includes(needle))
}
