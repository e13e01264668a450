import { existsSync, readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serve } from '@hono/node-server'
import type { RenderOptions } from '../../app/entry-server.tsx'
import { createPostgrestClient, createPostsApi } from '../../app/lib/posts-api.ts'
import type { ClientAssets } from '../../app/lib/router-context.ts'
import { DEFAULT_QUERY_LIMIT } from '../../core/constants.ts'
import { buildSitemapXml } from '../../core/seo/sitemap.ts'
import { defaultDataDir, startLocalStack } from '../../supabase/local/index.ts'
import { recordRunningServer } from '../backend.ts'
import { createSiteApp } from '../site-server.ts'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/** Options of `newshub serve`. */
export interface ServeOptions {
  port: number
  host: string
  dataDir?: string
  /** Serve against hosted Supabase instead of the embedded stack. */
  supabaseUrl?: string
  anonKey?: string
  /** Public origin for canonical URLs; by default each request's own origin. */
  siteUrl?: string
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean
  /** Seed an empty embedded database (default true). */
  seed?: boolean
}

/** A running site: its address, keys and how to stop it. */
export interface RunningSite {
  url: string
  anonKey: string
  serviceRoleKey?: string
  stop(): Promise<void>
}

interface Renderer {
  renderPage: (request: Request, siteUrl: string) => Promise<Response>
  renderShell: (siteUrl: string) => string
}

/** The client entry script and CSS files from the Vite manifest of the client build. */
export function readClientAssets(clientDir: string): ClientAssets {
  const manifestPath = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) throw new Error('The site is not built yet: run `npm run build` first.')
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; css?: string[] }
  >
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The client build has no entry chunk.')
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((file) => `/${file}`) }
}

async function loadRenderer(options: RenderOptions): Promise<Renderer> {
  const serverEntry = join(root, 'dist', 'server', 'entry-server.js')
  if (!existsSync(serverEntry)) throw new Error('The site is not built yet: run `npm run build` first.')
  const entry = (await import(pathToFileURL(serverEntry).href)) as {
    createPageRenderer: (options: RenderOptions) => Renderer['renderPage']
    renderShell: (options: RenderOptions, siteUrl: string) => string
  }
  return {
    renderPage: entry.createPageRenderer(options),
    renderShell: (siteUrl) => entry.renderShell(options, siteUrl),
  }
}

/** Starts the embedded backend (unless hosted Supabase is given) and the site on one origin. */
export async function startSite(options: ServeOptions): Promise<RunningSite> {
  const clientDir = join(root, 'dist', 'client')
  const assets = readClientAssets(clientDir)
  if (options.supabaseUrl !== undefined && !options.anonKey) throw new Error('supabaseKey is required.')
  const stack =
    options.supabaseUrl === undefined
      ? await startLocalStack({
          ...(options.dataDir ? { dataDir: options.dataDir } : {}),
          ...(options.inMemory ? { inMemory: true } : {}),
          seed: options.seed ?? true,
          port: 0,
        })
      : undefined
  try {
    const anonKey = stack?.anonKey ?? (options.anonKey as string)
    const serverSupabaseUrl = stack?.url ?? (options.supabaseUrl as string)
    const posts = createPostsApi(createPostgrestClient(serverSupabaseUrl, anonKey))
    const renderer = await loadRenderer({
      // With the embedded stack the browser reaches the API on the page's own origin.
      config: { supabaseUrl: stack ? '' : serverSupabaseUrl, anonKey },
      serverSupabaseUrl,
      assets,
    })
    const app = createSiteApp({
      ...renderer,
      clientDir,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      ...(stack ? { api: stack.app } : {}),
      buildSitemap: async (siteUrl) => buildSitemapXml(siteUrl, await posts.listSitemapEntries()),
      listFeedPosts: async () => (await posts.listHomePosts({ limit: DEFAULT_QUERY_LIMIT })).posts,
    })
    const server = serve({
      fetch: app.fetch,
      port: options.port,
      hostname: options.host,
      // Node's own Request/Response stay global (see supabase/local/index.ts): the generator's
      // grammar check loads its WASM through fetch() and needs `instanceof Response` to hold.
      overrideGlobalObjects: false,
    }) as Server
    const port = await new Promise<number>((listening, failed) => {
      server.once('listening', () => {
        const address = server.address()
        listening(typeof address === 'object' && address ? address.port : options.port)
      })
      server.once('error', failed)
    })
    const shownHost = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host
    const localUrl = `http://${shownHost}:${port}`
    // Owner commands on the same data folder use this server over HTTP instead of opening the database.
    const forget =
      stack && !options.inMemory
        ? recordRunningServer(options.dataDir ?? defaultDataDir(), localUrl)
        : () => {}
    return {
      url: options.siteUrl ?? localUrl,
      anonKey,
      ...(stack ? { serviceRoleKey: stack.serviceRoleKey } : {}),
      async stop() {
        forget()
        await new Promise<void>((closed) => {
          server.close(() => closed())
          server.closeAllConnections()
        })
        await stack?.stop()
      },
    }
  } catch (error) {
    await stack?.stop()
    throw error
  }
}
