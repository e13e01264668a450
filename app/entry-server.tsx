import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import type { AppConfig } from './lib/config.ts'
import { createPostgrestClient, createPostsApi } from './lib/posts-api.ts'
import type { ClientAssets } from './lib/router-context.ts'
import type { Sanitize } from './lib/sanitize.ts'
import { createServerSanitizer } from './lib/sanitize-server.ts'
import { createAppRouter } from './router.tsx'

/** What the server needs to render pages. */
export interface RenderOptions {
  /** Config sent to the browser (its Supabase URL may be empty: same origin); siteUrl comes per request. */
  config: Omit<AppConfig, 'siteUrl'>
  /** Where the server itself reaches the Supabase API (a loopback URL when it is embedded). */
  serverSupabaseUrl: string
  assets: ClientAssets
  fetch?: typeof fetch
}

/** Creates the page renderer: a Request in, a full HTML Response out (404 for unknown pages). */
export function createPageRenderer(
  options: RenderOptions,
): (request: Request, siteUrl: string) => Promise<Response> {
  const sanitize: Sanitize = createServerSanitizer()
  const api = createPostsApi(
    createPostgrestClient(options.serverSupabaseUrl, options.config.anonKey, options.fetch),
  )
  return (request, siteUrl) =>
    createRequestHandler({
      request,
      createRouter: () =>
        createAppRouter({ api, config: { ...options.config, siteUrl }, assets: options.assets, sanitize }),
    })(defaultRenderHandler)
}
