/** One row of public.listing_coverage(): a null city or service is the total over it. */
export interface CoverageRow {
  city: string | null
  service: string | null
  listings: number
}

/** How many published listings the directory, the hubs and the coverage summary show. */
export interface ListingCounts {
  total: number
  /** Listings serving a city (a listing with two services there counts once). */
  byCity: Record<string, number>
  byService: Record<string, number>
  /** By `${city}/${service}`, the landing page's path. */
  byPage: Record<string, number>
}

/** The counts of listing_coverage()'s rows; anything missing is 0 (see countOf). */
export function countListings(rows: readonly CoverageRow[]): ListingCounts {
  const counts: ListingCounts = { total: 0, byCity: {}, byService: {}, byPage: {} }
  for (const row of rows) {
    // bigint arrives as a number or a numeric string depending on the client.
    const listings = Number(row.listings)
    if (row.city !== null && row.service !== null) counts.byPage[`${row.city}/${row.service}`] = listings
    else if (row.city !== null) counts.byCity[row.city] = listings
    else if (row.service !== null) counts.byService[row.service] = listings
    else counts.total = listings
  }
  return counts
}

/** A count or 0. */
export function countOf(counts: Record<string, number>, key: string): number {
  return counts[key] ?? 0
}

/** '1 listing', '12 listings', 'No listings yet'. */
export function describeCount(count: number): string {
  if (count === 0) return 'No listings yet'
  return `${count} listing${count === 1 ? '' : 's'}`
}
