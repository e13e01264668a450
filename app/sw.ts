/**
 * The service worker: precaches the app shell and built assets, keeps article images for offline
 * reading, and answers navigations from the network first with the app shell as the offline
 * fallback (the shell boots the app, which reads posts from IndexedDB). A new release waits until
 * the reader accepts the 'update available' prompt.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { postImageNameOf, postImageOriginalNames, postImageUrl } from '../core/posts/images.ts'
import { IMAGE_CACHE } from './offline/caches.ts'

interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void
  skipWaiting(): Promise<void>
}
declare const self: WorkerScope

/** The offline shell; the server renders it and the build lists it in the precache manifest. */
const SHELL_URL = '/shell'

// The first visit's page is controlled as soon as the worker activates, so its prefetch is cached.
clientsClaim()
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Post images, so prefetched and opened articles show them offline. Matched by URL, not by the
// request's destination: the background download asks with fetch(), the page with <img>, and both
// must fill and read the same cache. (The default author picture and the built-in articles'
// images are in the precache: every device gets them with the app.) Uploaded images come from
// Storage's public URL: on the site's origin with the embedded backend, on the project's with hosted.
registerRoute(
  ({ url, sameOrigin }) =>
    (sameOrigin && url.pathname.startsWith('/images/')) ||
    url.pathname.startsWith('/storage/v1/object/public/post-images/'),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      // The background download keeps each post's original; offline, the narrower copy a page's
      // srcset picks is answered with that original when the copy itself was never downloaded.
      { handlerDidError: async ({ request }) => originalOfCopy(request.url) },
    ],
  }),
)

/** The cached original of a post-images copy's URL, if any (core/posts/images.ts names both). */
async function originalOfCopy(url: string): Promise<Response | undefined> {
  const name = postImageNameOf(url)
  if (!name) return undefined
  const cache = await caches.open(IMAGE_CACHE)
  for (const original of postImageOriginalNames(name)) {
    const found = await cache.match(postImageUrl(new URL(url).origin, original))
    if (found) return found
  }
  return undefined
}

// Pages come fresh from the server; with no network, the shell. Reader pages allow
// stale-while-revalidate for a CDN's sake, which browsers honour too: `cache: 'no-cache'` skips the
// browser's stale copy, so an installed reader always gets the current page (docs/decisions/008).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/functions/'),
  async ({ request }) => {
    try {
      return await fetch(request, { cache: 'no-cache' })
    } catch {
      return (await matchPrecache(SHELL_URL)) ?? Response.error()
    }
  },
)

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})
