/**
 * Runs a loader's prefetch: awaited on the server, so the first HTML carries the data, and left
 * to run in the browser, so a client-side navigation shows the page (and its loading placeholders)
 * at once instead of waiting.
 */
export async function prefetchForPage(prefetch: Promise<unknown>): Promise<void> {
  if (typeof document === 'undefined') await prefetch
}
