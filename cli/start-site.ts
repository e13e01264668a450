import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { Agent as HttpsAgent } from 'node:https'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import { deriveLinkKey } from '../core/newsletter/links.ts'
import { parseSiteOrigin } from '../core/seo/site-origin.ts'
import type {
  ClientAssets,
  RenderOptions,
  RenderPage,
  ServerEntry,
  SiteData,
} from '../core/ssr/server-entry.ts'
import { closeEarlyAnswers, defaultDataDir, startLocalStack } from '../supabase/local/index.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { createEventEndpoint } from './analytics/events-endpoint.ts'
import { startAnalyticsRollups } from './analytics/rollups.ts'
import { recordRunningServer } from './backend.ts'
import { UsageError } from './errors.ts'
import { createNewsletterPages } from './mail/pages.ts'
import { type MailService, startMailService } from './mail/service.ts'
import { createOgImageHandler } from './og-image.ts'
import { POST_PAGES_CHANNEL, pagesOfPostChange } from './post-pages.ts'
import { type PushService, startPushService } from './push/service.ts'
import { loadVapidKeys } from './push/vapid.ts'
import { RENDER_CACHE_TTL_MS, RenderCache } from './render-cache.ts'
import { createSiteApp } from './site-server.ts'
import { SitemapFiles } from './sitemap-files.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

/** Options of `newshub serve`. */
export interface ServeOptions {
  port: number
  host: string
  dataDir?: string
  /** Serve against hosted Supabase instead of the embedded stack. */
  supabaseUrl?: string
  anonKey?: string
  /** Public origin for canonical URLs; by default the address the server listens on. */
  siteUrl?: string
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean
  /** Seed an empty embedded database (default true). */
  seed?: boolean
  /** Create the database when the data folder holds none (default true). */
  create?: boolean
  /** What holds the data folder, as other processes are told (default `newshub serve`). */
  command?: string
  /** How often the mailer looks for work (default NEWSHUB_MAIL_INTERVAL_MS, else 5 s). */
  mailIntervalMs?: number
  /** How often the pusher looks for new posts to alert (default NEWSHUB_PUSH_INTERVAL_MS, else 5 s). */
  pushIntervalMs?: number
  /** For tests: the HTTPS agent the pusher sends with (one that trusts a stand-in push service). */
  pushAgent?: HttpsAgent
}

/** A running site: its address, keys and how to stop it. */
export interface RunningSite {
  /** The site's public origin: --site-url, else `address`. */
  url: string
  /** Where this process listens, such as http://127.0.0.1:8080. */
  address: string
  /** The embedded stack's data folder (absolute), unless in memory or on hosted Supabase. */
  dataDir?: string
  anonKey: string
  serviceRoleKey?: string
  /** The mailer, when the server holds the service-role key (cli/mail/service.ts). */
  mail?: MailService
  /** The pusher of alerts, when the server holds the service-role key (cli/push/service.ts). */
  push?: PushService
  /** The VAPID public key browsers subscribe with, when the server sends alerts. */
  pushPublicKey?: string
  stop(): Promise<void>
}

interface Renderer {
  renderPage: RenderPage
  renderShell: (siteUrl: string) => string
}

/** The client entry script and CSS files from the Vite manifest of the client build. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error('The site is not built yet: run `npm run build` first.')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[]; imports?: string[] }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The client build has no entry chunk.')
  /** Files of chunks and everything they import statically, as URLs. */
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      const chunk = manifest[key]
      if (!chunk || seen.has(`/${chunk.file}`)) continue
      seen.add(`/${chunk.file}`)
      closure(chunk.imports ?? [], seen)
    }
    return seen
  }
  const entryFiles = closure(entry.imports ?? [])
  const routes: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    // Route chunks are keyed `app/routes/<file>?tsr-split=<part>`.
    const route = /^app\/routes\/([^?]+)\?tsr-split=/.exec(key)?.[1]
    if (!route) continue
    const files = [...closure([key])].filter((file) => !entryFiles.has(file) && file !== `/${entry.file}`)
    routes[route] = [...new Set([...(routes[route] ?? []), ...files])]
  }
  return {
    scripts: [`/${entry.file}`],
    styles: (entry.css ?? []).map((file) => `/${file}`),
    preload: { entry: [...entryFiles], routes },
  }
}

/** The built app's server entry: its page renderer, offline shell and the posts behind the other answers. */
async function loadServerEntry(options: RenderOptions): Promise<Renderer & { data: SiteData }> {
  const serverEntry = join(root, 'dist', 'server', 'entry-server.js')
  if (!existsSync(serverEntry)) throw new Error('The site is not built yet: run `npm run build` first.')
  const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  return {
    renderPage: entry.createPageRenderer(options),
    renderShell: (siteUrl) => entry.renderShell(options, siteUrl),
    data: entry.createSiteData(options),
  }
}

/**
 * A fetch for the server's own calls to the embedded API: requests to its URL are answered by the
 * API's Hono app in this process; anything else goes to the network as usual.
 */
export function inProcessFetch(
  apiUrl: string,
  api: { fetch: (request: Request) => Response | Promise<Response> },
) {
  const base = apiUrl.replace(/\/$/, '')
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    if (request.url.startsWith(`${base}/`)) return Promise.resolve(api.fetch(request))
    return fetch(request)
  }) as typeof fetch
}

/** A listen failure as one line that says what to do. */
function describeListenError(error: NodeJS.ErrnoException, options: ServeOptions): Error {
  const where = `${options.host}:${options.port}`
  if (error.code === 'EADDRINUSE')
    return new Error(
      `Port ${options.port} on ${options.host} is already in use: stop what runs there, or choose another port with --port (0 picks a free one).`,
    )
  if (error.code === 'EACCES')
    return new Error(`You may not listen on ${where}: choose a port above 1023 with --port.`)
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return new Error(`${options.host} is not an address of this machine: use --host 127.0.0.1 or 0.0.0.0.`)
  return new Error(`Cannot listen on ${where} (${error.code ?? error.message}).`)
}

/** Starts the embedded backend (unless hosted Supabase is given) and the site on one origin. */
export async function startSite(options: ServeOptions): Promise<RunningSite> {
  const siteOrigin = options.siteUrl === undefined ? undefined : parseSiteOrigin(options.siteUrl)
  if (options.siteUrl !== undefined && !siteOrigin)
    throw new Error('--site-url must be an http(s) origin such as https://news.example (no path).')
  const clientDir = join(root, 'dist', 'client')
  const assets = readClientAssets(clientDir)
  if (options.supabaseUrl !== undefined && !options.anonKey)
    throw new UsageError(
      '--supabase-url needs the project’s anon key: add --anon-key KEY (or set SUPABASE_ANON_KEY).',
    )
  const dataDir = options.inMemory ? undefined : resolve(options.dataDir ?? defaultDataDir())
  // The public origin: --site-url, else the listening address once it is known. Never a request's Host.
  let publicUrl = siteOrigin ?? ''
  const siteUrl = () => publicUrl
  const stack =
    options.supabaseUrl === undefined
      ? await startLocalStack({
          ...(dataDir ? { dataDir } : { inMemory: true }),
          seed: options.seed ?? true,
          create: options.create ?? true,
          command: options.command ?? 'newshub serve',
          port: 0,
          siteUrl,
          listen: [POST_PAGES_CHANNEL],
        })
      : undefined
  try {
    const anonKey = stack?.anonKey ?? (options.anonKey as string)
    const serverSupabaseUrl = stack?.url ?? (options.supabaseUrl as string)
    // With the embedded stack in this process, the server's own API calls are dispatched to it
    // in-process: no loopback HTTP, no sockets. A remote backend (hosted Supabase) is fetched.
    const serverFetch = stack ? inProcessFetch(stack.url, stack.app) : undefined
    // Mail needs the service role: the embedded stack's key, or SUPABASE_SERVICE_ROLE_KEY with hosted Supabase.
    const serviceRoleKey = stack?.serviceRoleKey ?? process.env.SUPABASE_SERVICE_ROLE_KEY
    const serviceClient = serviceRoleKey
      ? createNodeClient(
          serverSupabaseUrl,
          serviceRoleKey,
          serverFetch ? { global: { fetch: serverFetch } } : {},
        )
      : undefined
    const linkKey = serviceRoleKey ? await deriveLinkKey(serviceRoleKey) : undefined
    // Alerts need the service role too; their VAPID keys live with the data folder's other secrets.
    const vapid = serviceClient ? loadVapidKeys(dataDir && stack ? { dataDir } : {}) : undefined
    const { data, ...renderer } = await loadServerEntry({
      // With the embedded stack the browser reaches the API on the page's own origin.
      config: { supabaseUrl: stack ? '' : serverSupabaseUrl, anonKey },
      serverSupabaseUrl,
      assets,
      ...(serverFetch ? { fetch: serverFetch } : {}),
    })
    const renderCache = new RenderCache()
    // Kept until a post changes where this server hears of it; else as long as a rendered page.
    const sitemaps = new SitemapFiles({
      source: data.sitemap,
      ...(stack ? {} : { ttlMs: RENDER_CACHE_TTL_MS }),
    })
    // A post's change empties the pages that show it, as it commits, before its writer is answered.
    stack?.db.onNotification(({ channel, payload }) => {
      if (channel !== POST_PAGES_CHANNEL) return
      const affects = pagesOfPostChange(payload)
      if (affects === null) return
      renderCache.invalidate(affects)
      sitemaps.forget()
    })
    const events = serviceClient ? createEventEndpoint({ client: serviceClient }) : undefined
    const app = createSiteApp({
      ...renderer,
      clientDir,
      siteUrl,
      ...(stack
        ? { api: stack.app }
        : URL.canParse(serverSupabaseUrl)
          ? { apiOrigin: new URL(serverSupabaseUrl).origin }
          : {}),
      sitemapFile: (path, siteUrl) => sitemaps.file(path, siteUrl),
      ogImage: createOgImageHandler({ clientDir, siteUrl, findArticle: data.findPreviewArticle }),
      listFeedPosts: data.listFeedPosts,
      renderCache,
      postsAnnounced: stack !== undefined,
      ...(serviceClient && linkKey
        ? { newsletter: createNewsletterPages({ client: serviceClient, linkKey, siteUrl }) }
        : {}),
      ...(vapid ? { pushPublicKey: vapid.publicKey } : {}),
      ...(events ? { events: events.handle } : {}),
    })
    const server = serve({
      fetch: app.fetch,
      port: options.port,
      hostname: options.host,
      // Node's own Request/Response stay global (see supabase/local/index.ts): the generator's
      // grammar check loads its WASM through fetch() and needs `instanceof Response` to hold.
      overrideGlobalObjects: false,
    }) as Server
    closeEarlyAnswers(server)
    const port = await new Promise<number>((listening, failed) => {
      server.once('listening', () => {
        const address = server.address()
        listening(typeof address === 'object' && address ? address.port : options.port)
      })
      server.once('error', (error: NodeJS.ErrnoException) => failed(describeListenError(error, options)))
    })
    const shownHost =
      options.host === '0.0.0.0' || options.host === '::'
        ? 'localhost'
        : options.host.includes(':')
          ? `[${options.host}]`
          : options.host
    const localUrl = `http://${shownHost}:${port}`
    publicUrl ||= localUrl
    const mail =
      serviceClient && linkKey
        ? await startMailService({
            client: serviceClient,
            siteUrl,
            linkKey,
            ...(options.mailIntervalMs ? { intervalMs: options.mailIntervalMs } : {}),
          })
        : undefined
    const push =
      serviceClient && vapid
        ? startPushService({
            client: serviceClient,
            keys: vapid,
            siteUrl,
            // The worker reads an alerted post where the browser reaches the API: the site's own
            // origin with the embedded stack, the project's URL with hosted Supabase.
            publicApi: () => ({ url: stack ? publicUrl : serverSupabaseUrl, key: anonKey }),
            ...(options.pushIntervalMs ? { intervalMs: options.pushIntervalMs } : {}),
            ...(options.pushAgent ? { agent: options.pushAgent } : {}),
          })
        : undefined
    // Reader figures: the last days rolled up (late offline reads included) and raw events past 30 days purged, hourly.
    const rollups = serviceClient ? startAnalyticsRollups(serviceClient) : undefined
    // Owner commands on the same data folder use this server over HTTP instead of opening the database.
    const forget = stack && dataDir ? recordRunningServer(dataDir, localUrl) : () => {}
    return {
      url: publicUrl,
      address: localUrl,
      ...(stack && dataDir ? { dataDir } : {}),
      anonKey,
      ...(stack ? { serviceRoleKey: stack.serviceRoleKey } : {}),
      ...(mail ? { mail } : {}),
      ...(push && vapid ? { push, pushPublicKey: vapid.publicKey } : {}),
      async stop() {
        forget()
        rollups?.stop()
        await push?.stop()
        await mail?.stop()
        await new Promise<void>((closed) => {
          server.close(() => closed())
          server.closeAllConnections()
        })
        // Counted events still waiting are stored before the database goes.
        await events?.flush()
        await stack?.stop()
      },
    }
  } catch (error) {
    await stack?.stop()
    throw error
  }
}
