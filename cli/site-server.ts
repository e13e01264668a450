import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { buildRobotsTxt, buildRssFeed, RSS_PATH } from '../core/seo/rss.ts'
import type { RenderPage } from '../core/ssr/server-entry.ts'
import { changesPages, isAnonymousPageRequest, type RenderCache, type RenderedHtml } from './render-cache.ts'
import { baseSecurityHeaders, createNonce, type HtmlKind, htmlSecurityHeaders } from './security-headers.ts'

/** The pieces the one-origin site server is made of. */
export interface SiteServerParts {
  /** Server-side renderer of every page (the built app's entry). */
  renderPage: RenderPage
  /** The offline app shell the service worker precaches, for an origin. */
  renderShell: (siteUrl: string) => string
  /** The built client folder (dist/client): hashed assets and public files. */
  clientDir: string
  /**
   * The public origin for canonical URLs, robots.txt, the feed and the sitemap: `--site-url`, else
   * the address the server listens on. Read per request (the port is known once listening); never
   * taken from a request, whose Host header anyone can write.
   */
  siteUrl: () => string
  /** The API's origin when the browser calls it elsewhere (hosted Supabase), for the CSP. */
  apiOrigin?: string
  /**
   * The embedded Supabase API to serve on the same origin, when there is one. It gets the Node
   * bindings as `env`, so its sign-in limits see each client's connecting address.
   */
  api?: { fetch: (request: Request, env?: unknown) => Response | Promise<Response> }
  /** The sitemap file at a path (/sitemap.xml is the index) for an origin, or null when there is none (sitemap-files.ts). */
  sitemapFile: (path: string, siteUrl: string) => Promise<string | null>
  /** Answers GET /og/... with a page's link-preview PNG, or 404 (cli/og-image.ts). */
  ogImage: (request: Request) => Promise<Response>
  /** The newest posts for /rss.xml. */
  listFeedPosts: () => Promise<Parameters<typeof buildRssFeed>[0]>
  /**
   * Keeps anonymous reader pages rendered for a few seconds (render-cache.ts, decision 015).
   * Successful writes through the mounted API empty it; without it every request is rendered.
   */
  renderCache?: RenderCache
  /**
   * The embedded database announces each post change, and the caller empties the pages it shows
   * on (post-pages.ts): writes to the posts table then leave the rest of the cache alone.
   */
  postsAnnounced?: boolean
  /**
   * /newsletter/confirm, /newsletter/unsubscribe and the newsroom's /newsletter/preview
   * (cli/mail/pages.ts), when the server holds the
   * service-role key; they change one subscriber and never touch the render cache.
   */
  newsletter?: { fetch: (request: Request) => Response | Promise<Response> }
  /** The VAPID public key browsers subscribe with, at /push/key, when the server sends alerts (cli/push/). */
  pushPublicKey?: string
  /** POST /event, the reader pages' counting endpoint (cli/analytics/events-endpoint.ts), given the client's address. */
  events?: (request: Request, clientAddress: string) => Promise<Response>
}

const API_PREFIXES = ['/rest/v1', '/auth/v1', '/storage/v1', '/functions/v1', '/platform/v1']
/** Pages are read, never written: anything else is 405. */
const PAGE_METHODS = ['GET', 'HEAD']

/** Build metadata (.vite/) and other dot-files are not public, whatever lands in dist/client. */
function isHiddenPath(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.') && segment !== '.well-known')
}

/**
 * The site on one origin: the Supabase API (when embedded), static assets, robots.txt, the
 * sitemap, the RSS feed, link-preview images, and every other path rendered on the server. Every
 * answer carries the headers of security-headers.ts; every HTML answer a CSP (with a fresh nonce
 * on rendered pages).
 */
export function createSiteApp(parts: SiteServerParts): Hono {
  const app = new Hono()
  const { api, apiOrigin } = parts
  const withHeaders = (response: Response, headers: Record<string, string>): Response => {
    let answer = response
    try {
      for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value)
    } catch {
      // A Response straight from fetch() has immutable headers: answer a copy instead.
      answer = new Response(response.body, response)
      for (const [name, value] of Object.entries(headers)) answer.headers.set(name, value)
    }
    return answer
  }
  // Phones on slow networks: HTML, scripts, styles and feeds go out compressed.
  app.use('*', compress())
  app.use('*', async (c, next) => {
    await next()
    const add = (headers: Record<string, string>) => {
      const answer = withHeaders(c.res, headers)
      if (answer !== c.res) c.res = answer
    }
    add(baseSecurityHeaders(parts.siteUrl()))
    // HTML that did not come from the page renderer (a failure) still gets a locked-down policy.
    const html = c.res.headers.get('content-type')?.startsWith('text/html')
    if (html && !c.res.headers.has('content-security-policy'))
      add(htmlSecurityHeaders('error', { ...(apiOrigin ? { apiOrigin } : {}) }))
  })
  const { renderCache } = parts
  if (api) {
    for (const prefix of API_PREFIXES)
      app.all(`${prefix}/*`, async (c) => {
        const response = await api.fetch(c.req.raw, c.env)
        // Only a write that succeeded, and may show on a page, empties the cache: a refused or
        // failed request, a sign-in or a newsletter sign-up keep readers on cached pages. A post's
        // own pages were emptied already, as its change committed (postsAnnounced).
        const touched = response.headers.get('content-range')
        const postsAnnounced = parts.postsAnnounced ?? false
        if (changesPages(c.req.method, c.req.path, response.status, touched, { postsAnnounced }))
          renderCache?.invalidate()
        return response
      })
  }
  const staticFiles = (options: Parameters<typeof serveStatic>[0]): MiddlewareHandler => {
    const serve = serveStatic(options)
    return (c, next) => (isHiddenPath(decodeURIComponentSafe(c.req.path)) ? next() : serve(c, next))
  }
  app.use(
    '/assets/*',
    staticFiles({
      root: parts.clientDir,
      onFound: (_path, c) => {
        // Hashed file names never change content.
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  app.get('/shell', (c) =>
    withHeaders(c.html(parts.renderShell(parts.siteUrl())), {
      ...htmlSecurityHeaders('shell', { ...(apiOrigin ? { apiOrigin } : {}) }),
      'X-Robots-Tag': 'noindex',
    }),
  )
  app.get('/robots.txt', (c) => c.text(buildRobotsTxt(parts.siteUrl())))
  app.get('/:file{sitemap[a-z0-9-]*\\.xml}', async (c, next) => {
    const xml = await parts.sitemapFile(c.req.path, parts.siteUrl())
    if (xml === null) return next()
    return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
  })
  app.get(RSS_PATH, async (c) =>
    c.body(buildRssFeed(await parts.listFeedPosts(), parts.siteUrl()), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
    }),
  )
  app.get('/og/*', (c) => parts.ogImage(c.req.raw))
  const { pushPublicKey } = parts
  // A new key pair (a new data folder, other NEWSHUB_VAPID_* variables) must reach browsers at once.
  if (pushPublicKey)
    app.get('/push/key', (c) => c.json({ publicKey: pushPublicKey }, 200, { 'Cache-Control': 'no-cache' }))
  const { events } = parts
  if (events) {
    // Counted here, never by rendering: cached pages stay cached. X-Forwarded-For is not trusted (decision 007).
    app.post('/event', (c) => {
      const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
      return events(c.req.raw, env?.incoming?.socket?.remoteAddress ?? 'unknown')
    })
  }
  const { newsletter } = parts
  if (newsletter) {
    app.on(['GET', 'POST'], ['/newsletter/confirm', '/newsletter/unsubscribe', '/newsletter/preview'], (c) =>
      newsletter.fetch(c.req.raw),
    )
  }
  app.use(
    '*',
    staticFiles({
      root: parts.clientDir,
      onFound: (path, c) => {
        // The worker and manifest must be checked on every visit, or a release is never seen.
        const fresh = path.endsWith('sw.js') || path.endsWith('.webmanifest')
        c.header('Cache-Control', fresh ? 'no-cache' : 'public, max-age=3600')
      },
    }),
  )
  app.all('*', async (c) => {
    if (!PAGE_METHODS.includes(c.req.method)) {
      return c.text('Method Not Allowed', 405, {
        Allow: PAGE_METHODS.join(', '),
        'Cache-Control': 'no-store',
      })
    }
    const nonce = createNonce()
    const request = c.req.raw
    const url = new URL(request.url)
    const render = async (renderNonce: string): Promise<RenderedHtml> => {
      const { response, ownerPage } = await parts.renderPage(request, {
        siteUrl: parts.siteUrl(),
        nonce: renderNonce,
      })
      const html = response.headers.get('content-type')?.startsWith('text/html') ?? false
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'content-length'),
        body: await response.text(),
        ownerPage,
        cacheable: html && response.status === 200 && !ownerPage,
      }
    }
    const cached = renderCache && isAnonymousPageRequest(request)
    const { page, hit } = cached
      ? await renderCache.page(url.pathname + url.search, nonce, createNonce, render)
      : { page: await render(nonce), hit: false }
    const response = new Response(request.method === 'HEAD' ? null : page.body, {
      status: page.status,
      headers: page.headers,
    })
    if (cached) response.headers.set('X-Render-Cache', hit ? 'hit' : 'miss')
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const kind: HtmlKind = page.status >= 500 ? 'error' : page.ownerPage ? 'owner' : 'public'
    return withHeaders(response, htmlSecurityHeaders(kind, { nonce, ...(apiOrigin ? { apiOrigin } : {}) }))
  })
  app.onError((error, c) => {
    console.error('newshub serve:', error)
    return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' })
  })
  return app
}

function decodeURIComponentSafe(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
