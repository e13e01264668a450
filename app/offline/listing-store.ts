import type { CoverageRow } from '../../core/listings/coverage.ts'
import type { LandingListings } from '../lib/posts-api.ts'

/**
 * The listings of the landing pages a reader opened, and the directory's counts, kept on the
 * device in Cache Storage (one small JSON answer per page), so those pages show the same
 * businesses, phone links included, with no network. Kept apart from the posts' IndexedDB store:
 * listings are a handful of rows per page and need no index.
 */
export const LISTINGS_CACHE = 'newshub-listings'

/** Cache keys are same-origin URLs that no server route answers. */
const landingKey = (city: string, service: string) =>
  `/offline-data/listings/${encodeURIComponent(city)}/${encodeURIComponent(service)}`
const COVERAGE_KEY = '/offline-data/listing-coverage'

function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches
}

async function put(key: string, value: unknown): Promise<void> {
  const storage = cacheStorage()
  if (!storage) return
  const cache = await storage.open(LISTINGS_CACHE)
  await cache.put(
    new URL(key, self.location.origin).toString(),
    new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } }),
  )
}

async function get<T>(key: string): Promise<T | undefined> {
  const storage = cacheStorage()
  if (!storage) return undefined
  const cache = await storage.open(LISTINGS_CACHE)
  const found = await cache.match(new URL(key, self.location.origin).toString())
  return found ? ((await found.json()) as T) : undefined
}

export const listingStore = {
  putLanding: (city: string, service: string, value: LandingListings) =>
    put(landingKey(city, service), value),
  getLanding: (city: string, service: string) => get<LandingListings>(landingKey(city, service)),
  putCoverage: (rows: CoverageRow[]) => put(COVERAGE_KEY, rows),
  getCoverage: () => get<CoverageRow[]>(COVERAGE_KEY),
}
export type ListingStore = typeof listingStore

/**
 * A server-rendered landing page's listings go to the device too (the browser fetched nothing):
 * the landing-page queries the page was hydrated with, written once each.
 */
export async function keepHydratedListings(
  queryClient: import('@tanstack/react-query').QueryClient,
  store: ListingStore = listingStore,
): Promise<void> {
  const queries = queryClient.getQueryCache().findAll({ queryKey: ['listings', 'landing'] })
  await Promise.all(
    queries.map((query) => {
      const [, , city, service] = query.queryKey as [string, string, string, string]
      const data = query.state.data as LandingListings | undefined
      return data
        ? store.putLanding(city, service, { listings: data.listings, total: data.total })
        : undefined
    }),
  )
}
