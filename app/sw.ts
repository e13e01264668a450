/**
 * The service worker: precaches the app shell and built assets, keeps article images for offline
 * reading, and answers navigations from the network first with the app shell as the offline
 * fallback (the shell boots the app, which reads posts from IndexedDB). A new release waits until
 * the reader accepts the 'update available' prompt. A push alert (cli/push/) shows the story's
 * headline and picture, stores the story on the device so it opens offline, and a click on it
 * opens the story.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { postImageNameOf, postImageOriginalNames, postImageUrl } from '../core/posts/images.ts'
import { type BlogPost, POST_COLUMNS } from '../core/posts/post.ts'
import { type PushAlert, parsePushAlert } from '../core/push/alert.ts'
import { IMAGE_CACHE } from './offline/caches.ts'
import { PostStore } from './offline/post-store.ts'

/** What a waitUntil() event and the two notification events give (the DOM library types of this project have no worker scope). */
interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void
}
interface WorkerNotification {
  data?: { url?: string }
  close(): void
}
interface WindowClient {
  url: string
  focus(): Promise<WindowClient>
  navigate(url: string): Promise<WindowClient | null>
}
interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
  location: Location
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>
  }
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<WindowClient[]>
    openWindow(url: string): Promise<WindowClient | null>
  }
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void
  addEventListener(
    type: 'push',
    listener: (event: ExtendableEvent & { data: { text(): string } | null }) => void,
  ): void
  addEventListener(
    type: 'notificationclick',
    listener: (event: ExtendableEvent & { notification: WorkerNotification }) => void,
  ): void
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

/** The alert a push message carries, or null (a message that is not one shows nothing). */
function readAlert(data: { text(): string } | null): PushAlert | null {
  try {
    return data ? parsePushAlert(JSON.parse(data.text())) : null
  } catch {
    return null
  }
}

/**
 * Stores the alerted story on the device, as the app would on opening it, and its picture in the
 * image cache, so the notification opens it even with no network by then.
 */
async function keepForOffline(alert: PushAlert): Promise<void> {
  const api = alert.api.url.replace(/\/+$/, '')
  const query = `select=${POST_COLUMNS.join(',')}&id=eq.${encodeURIComponent(alert.id)}&limit=1`
  const response = await fetch(`${api}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: alert.api.key, Authorization: `Bearer ${alert.api.key}` },
  })
  if (!response.ok) return
  const [post] = (await response.json()) as BlogPost[]
  if (!post) return
  const store = new PostStore()
  try {
    await store.putPosts([post])
  } finally {
    store.db.close()
  }
  if (alert.image) await (await caches.open(IMAGE_CACHE)).add(alert.image).catch(() => undefined)
}

self.addEventListener('push', (event) => {
  const alert = readAlert(event.data)
  if (!alert) return
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(alert.title, {
        body: alert.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        ...(alert.image ? { image: alert.image } : {}),
        // One notification per story: a breaking alert about a story replaces the first.
        tag: `post-${alert.id}`,
        renotify: alert.breaking,
        data: { url: alert.url },
      }),
      keepForOffline(alert).catch(() => undefined),
    ]),
  )
})

/**
 * Opens the story: the window already showing it, else a window of the site taken there, else a
 * new window. Only paths of this site are opened.
 */
async function openStory(path: string): Promise<void> {
  const url = new URL(path, self.location.origin)
  if (url.origin !== self.location.origin) return
  const windows = await self.clients.matchAll({ type: 'window' })
  const showing = windows.find((client) => client.url === url.href)
  if (showing) {
    await showing.focus().catch(() => undefined)
    return
  }
  const moved = windows[0] ? await windows[0].navigate(url.href).catch(() => null) : null
  if (moved) {
    await moved.focus().catch(() => undefined)
    return
  }
  await self.clients.openWindow(url.href)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const path = event.notification.data?.url
  if (typeof path === 'string' && path.startsWith('/')) event.waitUntil(openStory(path))
})
