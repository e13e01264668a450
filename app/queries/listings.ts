import { queryOptions } from '@tanstack/react-query'
import { POSTS_STALE_TIME_MS } from '../../core/constants.ts'
import { countListings } from '../../core/listings/coverage.ts'
import type { PostsApi } from '../lib/posts-api.ts'
import { retryPolicy } from '../lib/retry.ts'

const freshness = { staleTime: POSTS_STALE_TIME_MS, retry: retryPolicy, networkMode: 'always' } as const

/** The published listings of /{city}/{service}, with the moment they were read (for "open now"). */
export function landingListingsQuery(api: PostsApi, city: string, service: string) {
  return queryOptions({
    queryKey: ['listings', 'landing', city, service],
    queryFn: async () => ({ ...(await api.listLandingListings(city, service)), readAt: Date.now() }),
    ...freshness,
  })
}

/** How many published listings each city and service has (directory, hubs, coverage summary). */
export function listingCountsQuery(api: PostsApi) {
  return queryOptions({
    queryKey: ['listings', 'coverage'],
    queryFn: async () => countListings(await api.listListingCoverage()),
    ...freshness,
  })
}
