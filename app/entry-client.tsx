import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { hydrate as hydrateRouter } from '@tanstack/react-router/ssr/client'
import { type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './styles.css'
import { type AppConfig, CONFIG_ELEMENT_ID, resolveSupabaseUrl } from './lib/config.ts'
import { deferredPostsApi } from './lib/deferred-api.ts'
import { idleSteps, nextTask, whenIdle } from './lib/idle.ts'
import { focusHeadingAfterNavigation } from './lib/route-focus.ts'
import type { ClientAssets } from './lib/router-context.ts'
import { sanitizeInBrowser } from './lib/sanitize.ts'
import { HYDRATED_EVENT } from './lib/start-app.ts'
import { getPostStore } from './offline/store-instance.ts'
import { createAppRouter } from './router.tsx'

const { config, assets, shell } = JSON.parse(
  document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}',
) as {
  config: AppConfig
  assets: ClientAssets
  /** The offline shell carries no server render: the app renders from scratch. */
  shell?: boolean
}

// After a deploy an old page may ask for a chunk that is gone: load the new release instead of breaking.
window.addEventListener('vite:preloadError', () => window.location.reload())

// The PostgREST client and the offline store load on the first API call: hydrating needs neither.
const api = deferredPostsApi(async () => {
  const [{ createPostgrestClient, createPostsApi }, { withOfflineStore }] = await Promise.all([
    import('./lib/posts-api.ts'),
    import('./offline/offline-api.ts'),
  ])
  const online = createPostsApi(
    createPostgrestClient(resolveSupabaseUrl(config, window.location.origin), config.anonKey),
  )
  return withOfflineStore(online, getPostStore)
})
/** Tells the page's start script (app/lib/start-app.ts) that the app is live: taps it held replay. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return children
}

/**
 * Creates the router, takes over the server's data and hydrates, each in a task of its own after
 * the one that evaluates the scripts: shorter tasks, so the browser can answer the reader in
 * between. (The router package's RouterClient takes over the data inside React's first render,
 * which made that render's first slice one long task.)
 */
async function start(): Promise<void> {
  const router = createAppRouter({ api, config, assets, sanitize: sanitizeInBrowser })
  focusHeadingAfterNavigation(router)
  if (shell)
    createRoot(document).render(
      <Hydrated>
        <RouterProvider router={router} />
      </Hydrated>,
    )
  else {
    await nextTask()
    // The server's matches and loader data, and the page's queries (router.tsx's hydrate). Should
    // that fail, the error is reported and the router loads the page itself once React is up.
    await hydrateRouter(router)
      .catch(reportError)
      .finally(() => window.$_TSR?.h())
    await nextTask()
    // A transition lets React hydrate in slices and answer the reader in between (no long task).
    startTransition(() => {
      hydrateRoot(
        document,
        <Hydrated>
          <RouterProvider router={router} />
        </Hydrated>,
      )
    })
  }
  void whenIdle().then(() => afterIdle(router.options.context.queryClient))
  // Counting (decision 080) loads after the page, in a chunk of its own.
  void whenIdle()
    .then(() => import('./analytics/page-views.ts'))
    .then(({ countPageViews }) => countPageViews(router, { serverRendered: !shell }))
}
setTimeout(() => void start(), 0)

/**
 * What the first interaction does not need comes once the page has loaded and the browser then
 * has an idle moment (app/lib/idle.ts), one step per idle moment so that no two share a task:
 * opening the offline store (Dexie's evaluation and IndexedDB's open, which the page's Save for
 * later buttons wait for), keeping the server-rendered posts on the device, then the service
 * worker and the background prefetch. Run any earlier, they lengthen hydration's tasks; run
 * together, they made one long task.
 */
function afterIdle(queryClient: QueryClient): Promise<void> {
  return idleSteps([
    async () => (await getPostStore()).open(),
    // The server-rendered page's posts go to the device too, not only what the browser fetches.
    async () => {
      const { keepHydratedPosts } = await import('./offline/keep-seen.ts')
      keepHydratedPosts(queryClient, getPostStore)
    },
    // So are a server-rendered landing page's listings.
    async () => {
      const { keepHydratedListings } = await import('./offline/listing-store.ts')
      await keepHydratedListings(queryClient).catch(() => undefined)
    },
    async () => {
      const { prefetchWhenIdle, registerServiceWorker } = await import('./lib/pwa.ts')
      void registerServiceWorker()
      prefetchWhenIdle(api)
    },
  ])
}
