import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './styles.css'
import { type AppConfig, CONFIG_ELEMENT_ID, resolveSupabaseUrl } from './lib/config.ts'
import { deferredPostsApi } from './lib/deferred-api.ts'
import { whenIdle } from './lib/idle.ts'
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
 * Creates the router and starts rendering in a task of its own, after the one that evaluates the
 * scripts: two shorter tasks, so the browser can answer the reader in between.
 */
function start(): void {
  const router = createAppRouter({ api, config, assets, sanitize: sanitizeInBrowser })
  focusHeadingAfterNavigation(router)
  if (shell)
    createRoot(document).render(
      <Hydrated>
        <RouterProvider router={router} />
      </Hydrated>,
    )
  // A transition lets React hydrate in slices and answer the reader in between (no long task).
  else
    startTransition(() => {
      hydrateRoot(
        document,
        <Hydrated>
          <RouterClient router={router} />
        </Hydrated>,
      )
    })
  void whenIdle().then(() => afterIdle(router.options.context.queryClient))
}
setTimeout(start, 0)

/**
 * What the first interaction does not need comes once the page has loaded and the browser then
 * has an idle moment (app/lib/idle.ts): keeping the server-rendered posts on the device (which opens the offline store),
 * the service worker and the background prefetch. Run any earlier, they lengthen hydration's tasks.
 */
function afterIdle(queryClient: QueryClient): void {
  // The server-rendered page's posts go to the device too, not only what the browser fetches.
  void import('./offline/keep-seen.ts').then(({ keepHydratedPosts }) => {
    keepHydratedPosts(queryClient, getPostStore)
  })
  void import('./lib/pwa.ts').then(({ prefetchWhenIdle, registerServiceWorker }) => {
    void registerServiceWorker()
    prefetchWhenIdle(api)
  })
}
