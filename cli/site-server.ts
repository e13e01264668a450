import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { buildRobotsTxt, buildRssFeed } from '../core/seo/rss.ts'

/** The pieces the one-origin site server is made of. */
export interface SiteServerParts {
  /** Server-side renderer of every page (the built app's entry), given the public origin. */
  renderPage: (request: Request, siteUrl: string) => Promise<Response>
  /** The offline app shell the service worker precaches, for an origin. */
  renderShell: (siteUrl: string) => string
  /** The built client folder (dist/client): hashed assets and public files. */
  clientDir: string
  /** Public origin for canonical URLs, robots.txt, the feed and the sitemap; else each request's own origin. */
  siteUrl?: string
  /** The embedded Supabase API to serve on the same origin, when there is one. */
  api?: { fetch: (request: Request) => Response | Promise<Response> }
  /** Builds /sitemap.xml for an origin. */
  buildSitemap: (siteUrl: string) => Promise<string>
  /** The newest posts for /rss.xml. */
  listFeedPosts: () => Promise<Parameters<typeof buildRssFeed>[0]>
}

const API_PREFIXES = ['/rest/v1', '/auth/v1', '/functions/v1', '/platform/v1']

/**
 * The site on one origin: the Supabase API (when embedded), static assets, robots.txt, the
 * sitemap, the RSS feed, and every other path rendered on the server.
 */
export function createSiteApp(parts: SiteServerParts): Hono {
  const app = new Hono()
  const { api } = parts
  const originOf = (url: string) => parts.siteUrl ?? new URL(url).origin
  // Phones on slow networks: HTML, scripts, styles and feeds go out compressed.
  app.use('*', compress())
  if (api) {
    for (const prefix of API_PREFIXES) app.all(`${prefix}/*`, (c) => api.fetch(c.req.raw))
  }
  app.use(
    '/assets/*',
    serveStatic({
      root: parts.clientDir,
      onFound: (_path, c) => {
        // Hashed file names never change content.
        c.header('Cache-Control', 'public, max-age=31536000, immutable')
      },
    }),
  )
  app.get('/shell', (c) =>
    c.html(parts.renderShell(originOf(c.req.url)), 200, {
      'Cache-Control': 'no-cache',
      'X-Robots-Tag': 'noindex',
    }),
  )
  app.get('/robots.txt', (c) => c.text(buildRobotsTxt(originOf(c.req.url))))
  app.get('/sitemap.xml', async (c) =>
    c.body(await parts.buildSitemap(originOf(c.req.url)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  )
  app.get('/rss.xml', async (c) =>
    c.body(buildRssFeed(await parts.listFeedPosts(), originOf(c.req.url)), 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
    }),
  )
  app.use(
    '*',
    serveStatic({
      root: parts.clientDir,
      onFound: (path, c) => {
        // The worker and manifest must be checked on every visit, or a release is never seen.
        const fresh = path.endsWith('sw.js') || path.endsWith('.webmanifest')
        c.header('Cache-Control', fresh ? 'no-cache' : 'public, max-age=3600')
      },
    }),
  )
  app.all('*', (c) => parts.renderPage(c.req.raw, originOf(c.req.url)))
  app.onError((error, c) => {
    console.error('newshub serve:', error)
    return c.text('Internal Server Error', 500)
  })
  return app
}
