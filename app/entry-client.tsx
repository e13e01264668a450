import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import './styles.css'
import { type AppConfig, CONFIG_ELEMENT_ID, resolveSupabaseUrl } from './lib/config.ts'
import { createPostgrestClient, createPostsApi } from './lib/posts-api.ts'
import type { ClientAssets } from './lib/router-context.ts'
import { sanitizeInBrowser } from './lib/sanitize.ts'
import { createAppRouter } from './router.tsx'

const { config, assets } = JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}') as {
  config: AppConfig
  assets: ClientAssets
}
const api = createPostsApi(
  createPostgrestClient(resolveSupabaseUrl(config, window.location.origin), config.anonKey),
)
const router = createAppRouter({ api, config, assets, sanitize: sanitizeInBrowser })

hydrateRoot(document, <RouterClient router={router} />)
