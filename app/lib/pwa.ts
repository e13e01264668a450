import { prefetchNewestPosts } from '../offline/prefetch-newest.ts'
import { nextIdle, onLoad } from './idle.ts'
import type { PostsApi } from './posts-api.ts'
import { UPDATE_EVENT } from './update-event.ts'

let applyUpdate: (() => void) | undefined

/**
 * Registers the service worker. A new release waits; the page is told so it can offer the update,
 * and accepting it activates the new worker and reloads once it controls the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    applyUpdate = () => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    }
    window.dispatchEvent(new Event(UPDATE_EVENT))
  })
  await workbox.register()
}

/** Activates a waiting release (the prompt's button). */
export function installUpdate(): void {
  applyUpdate?.()
}

/**
 * While online and idle, keeps the newest 50 posts and their images on the device, and asks the
 * browser to keep that storage. It starts a few seconds after the page has loaded, so it never
 * competes with what the reader came for, and once the service worker controls the page, so the
 * images are cached.
 */
export function prefetchWhenIdle(api: PostsApi): void {
  const run = async () => {
    if (!navigator.onLine) return
    await navigator.storage?.persist?.().catch(() => false)
    if ('serviceWorker' in navigator) await controlled()
    await prefetchNewestPosts(api).catch(() => undefined)
    window.dispatchEvent(new Event('newshub:prefetched'))
  }
  onLoad(() => setTimeout(() => void nextIdle().then(run), PREFETCH_DELAY_MS))
}

/**
 * Resolves once a service worker controls the page (on a first visit, when the new worker has
 * claimed it), so the images the prefetch asks for go through the worker's cache.
 */
async function controlled(): Promise<void> {
  await navigator.serviceWorker.ready
  if (navigator.serviceWorker.controller) return
  await new Promise((resolve) =>
    navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
  )
}

/** How long after the page has loaded the background prefetch waits. */
const PREFETCH_DELAY_MS = 3000
