import { POSTS_QUERY_RETRIES } from '../../core/constants.ts'

/**
 * Failed queries retry twice in the browser (spec section 9); the server renders at once with what
 * it has, and an article that is simply not on the device is not retried.
 */
export function retryPolicy(failureCount: number, error: unknown): boolean {
  if (typeof document === 'undefined') return false
  if (error instanceof Error && error.name === 'OfflineUnavailableError') return false
  return failureCount < POSTS_QUERY_RETRIES
}
