import { queryOptions } from '@tanstack/react-query'
import { POSTS_STALE_TIME_MS } from '../../core/constants.ts'
import { countListings, type ListingCounts } from '../../core/listings/coverage.ts'
import type { PostsApi } from '../lib/posts-api.ts'
import { retryPolicy } from '../lib/retry.ts'
import type { RouterContext } from '../lib/router-context.ts'

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

/** The listing counts for a loader, or null when they could not be read (then no count is shown, never 0). */
export async function loadListingCounts(
  context: Pick<RouterContext, 'queryClient' | 'api'>,
): Promise<ListingCounts | null> {
  try {
    return await context.queryClient.ensureQueryData(listingCountsQuery(context.api))
  } catch {
    return null
  }
}
