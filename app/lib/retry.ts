import { POSTS_QUERY_RETRIES } from '../../core/constants.ts'

/**
 * Failed queries retry twice in the browser; the server renders at once with what
 * it has, and an article that is simply not on the device is not retried.
 */
export function retryPolicy(failureCount: number, error: unknown): boolean {
  if (typeof document === 'undefined') return false
  // Neither an article missing from the device nor a search text the backend refused gets better.
  if (
    error instanceof Error &&
    (error.name === 'OfflineUnavailableError' || error.name === 'SearchInputError')
  ) {
    return false
  }
  return failureCount < POSTS_QUERY_RETRIES
}
