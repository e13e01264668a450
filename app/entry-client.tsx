import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createRoot, hydrateRoot } from 'react-dom/client'
import './styles.css'
import { type AppConfig, CONFIG_ELEMENT_ID, resolveSupabaseUrl } from './lib/config.ts'
import { createPostgrestClient, createPostsApi } from './lib/posts-api.ts'
import { prefetchWhenIdle, registerServiceWorker } from './lib/pwa.ts'
import { focusHeadingAfterNavigation } from './lib/route-focus.ts'
import type { ClientAssets } from './lib/router-context.ts'
import { sanitizeInBrowser } from './lib/sanitize.ts'
import { keepHydratedPosts } from './offline/keep-seen.ts'
import { withOfflineStore } from './offline/offline-api.ts'
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

const online = createPostsApi(
  createPostgrestClient(resolveSupabaseUrl(config, window.location.origin), config.anonKey),
)
const api = withOfflineStore(online, getPostStore)
const router = createAppRouter({ api, config, assets, sanitize: sanitizeInBrowser })
// The server-rendered page's posts go to the device too, not only what the browser fetches.
keepHydratedPosts(router.options.context.queryClient, getPostStore)
focusHeadingAfterNavigation(router)

if (shell) createRoot(document).render(<RouterProvider router={router} />)
else hydrateRoot(document, <RouterClient router={router} />)

void registerServiceWorker()
prefetchWhenIdle(api)
