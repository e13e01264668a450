import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server'
import { DEFAULT_QUERY_LIMIT } from '../core/constants.ts'
import { isOwnerPage } from '../core/owner/pages.ts'
import { toArticleCard } from '../core/posts/article-card.ts'
import { COMFORT_SCRIPT, COMFORT_SCRIPT_ID } from '../core/reader/comfort.ts'
import type { RenderOptions, RenderPage, SiteData } from '../core/ssr/server-entry.ts'
import { CONFIG_ELEMENT_ID } from './lib/config.ts'
import { createPostgrestClient, createPostsApi } from './lib/posts-api.ts'
import type { Sanitize } from './lib/sanitize.ts'
import { createServerSanitizer } from './lib/sanitize-server.ts'
import { createSitemapSource } from './lib/sitemap-source.ts'
import { findArticleSource } from './queries/posts.ts'
import { createAppRouter } from './router.tsx'

export type { ServerEntry } from '../core/ssr/server-entry.ts'

/** Creates the page renderer: a Request in, a full HTML Response out (404 for unknown pages). */
export function createPageRenderer(options: RenderOptions): RenderPage {
  const sanitize: Sanitize = createServerSanitizer()
  const api = createPostsApi(
    createPostgrestClient(options.serverSupabaseUrl, options.config.anonKey, options.fetch),
  )
  return async (request, { siteUrl, nonce }) => {
    let ownerPage = false
    const response = await createRequestHandler({
      request,
      createRouter: () =>
        createAppRouter(
          { api, config: { ...options.config, siteUrl }, assets: options.assets, sanitize },
          { nonce, origin: siteUrl },
        ),
    })((context) => {
      // Judged by the matched routes, so every spelling of an owner page's path counts.
      ownerPage = context.router.state.matches.some((match) => isOwnerPage(match.fullPath))
      return defaultRenderHandler(context)
    })
    return { response, ownerPage }
  }
}

/**
 * The offline app shell: the page frame with the config and client bundle and no server render.
 * The service worker precaches it and answers navigations with it when the network is gone; the
 * client then renders the route from its own data (IndexedDB).
 */
export function renderShell(options: Pick<RenderOptions, 'config' | 'assets'>, siteUrl: string): string {
  const bootstrap = JSON.stringify({
    config: { ...options.config, siteUrl },
    assets: { scripts: options.assets.scripts, styles: options.assets.styles },
    shell: true,
  }).replace(/</g, '\\u003c')
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<script id="${COMFORT_SCRIPT_ID}">${COMFORT_SCRIPT}</script>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="#1e3a8a">',
    '<meta name="robots" content="noindex"><title>NewsHub</title>',
    '<link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...options.assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(options.assets.preload?.entry ?? []).map((href) => `<link rel="modulepreload" href="${href}">`),
    '</head><body>',
    `<script id="${CONFIG_ELEMENT_ID}" type="application/json">${bootstrap}</script>`,
    ...options.assets.scripts.map((src) => `<script type="module" src="${src}"></script>`),
    '</body></html>',
  ].join('')
}

/** The posts behind the server's other answers (sitemap, feed, link previews), read as a reader would. */
export function createSiteData(
  options: Pick<RenderOptions, 'config' | 'serverSupabaseUrl' | 'fetch'>,
): SiteData {
  const client = createPostgrestClient(options.serverSupabaseUrl, options.config.anonKey, options.fetch)
  const api = createPostsApi(client)
  return {
    sitemap: createSitemapSource(client),
    listFeedPosts: async () => (await api.listHomePosts({ limit: DEFAULT_QUERY_LIMIT })).posts,
    async findPreviewArticle(key) {
      const source = await findArticleSource(api, key)
      if (!source) return null
      if ('fallback' in source) return source.fallback
      const { title, category, imageUrl } = toArticleCard(source.post)
      return { title, category, imageUrl }
    },
  }
}
