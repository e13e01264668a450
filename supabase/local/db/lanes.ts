import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Which lane a request's database work runs in (decision 030). The site's own page renders,
 * sitemap and feed call the API in-process and run in the site lane; requests that came in over
 * the network (the public API: browsers, scripts, anyone with the anon key) run in the public lane.
 * The executor runs site work first and public work in small batches, so a reader's page never
 * waits behind a queue of public queries. Set by the API's admission gate (api/fairness.ts).
 */
const publicWork = new AsyncLocalStorage<true>()

/** Runs `fn` (and everything it awaits) as public API work. */
export function runAsPublicWork<T>(fn: () => T): T {
  return publicWork.run(true, fn)
}

/** Whether the caller is running on behalf of a public API request. */
export function isPublicWork(): boolean {
  return publicWork.getStore() === true
}
