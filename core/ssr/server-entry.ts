/**
 * The contract between the built app's server entry (`app/entry-server.tsx`, built to
 * `dist/server/entry-server.js`) and the process that serves it (`cli/start-site.ts`). Types only:
 * the CLI loads the built entry at run time and never imports app source, so what both sides
 * agree on lives here, once.
 */
import type { BlogPostSummary } from '../posts/post.ts'
import type { SitemapSource } from '../seo/sitemap.ts'

/** What the app needs to reach the backend and to write absolute URLs. */
export interface AppConfig {
  /** Supabase API base URL; empty means the same origin as the page. */
  supabaseUrl: string
  /** The public (anon) key: readers read published posts with it. */
  anonKey: string
  /** Public origin of the site, for canonical URLs and structured data. */
  siteUrl: string
}

/** Files the browser loads on every page. */
export interface ClientAssets {
  scripts: string[]
  styles: string[]
  /**
   * Scripts to fetch at once with `<link rel="modulepreload">` rather than after the entry has been
   * parsed: the entry's static imports (`preload`), and each route file's own chunks and their
   * imports (`routes`, keyed by route file such as `article.$slug.tsx`). Server-side only.
   */
  preload?: { entry: string[]; routes: Record<string, string[]> }
}

/** What the server needs to render pages and read the posts its other answers list. */
export interface RenderOptions {
  /** Config sent to the browser (its Supabase URL may be empty: same origin); siteUrl comes per request. */
  config: Omit<AppConfig, 'siteUrl'>
  /** Where the server itself reaches the Supabase API (a loopback URL when it is embedded). */
  serverSupabaseUrl: string
  assets: ClientAssets
  /** The fetch for the server's own API calls (in-process when the API is embedded). */
  fetch?: typeof fetch
}

/** What the server gives each render. */
export interface PageRequest {
  /** The site's public origin (configured or the listening address; never the request's Host). */
  siteUrl: string
  /** A fresh CSP nonce for this render's inline scripts. */
  nonce: string
}

/** A rendered page and whether its route is an owner tool page (for the server's headers). */
export interface RenderedPage {
  response: Response
  ownerPage: boolean
}

/** Renders one request into a page. */
export type RenderPage = (request: Request, page: PageRequest) => Promise<RenderedPage>

/** A post's link-preview fields: a stored post or a built-in article. */
export interface PreviewArticle {
  title: string
  category: string
  imageUrl: string | null
}

/** The posts the server's non-page answers need: the sitemap, the feed and link-preview images. */
export interface SiteData {
  /** The sitemap's reads, as a reader (published posts only). */
  sitemap: SitemapSource
  /** The newest published posts, for /rss.xml. */
  listFeedPosts(): Promise<BlogPostSummary[]>
  /** The article at /article/{key} (a stored post, else a built-in article), or null when there is none. */
  findPreviewArticle(key: string): Promise<PreviewArticle | null>
}

/** What `dist/server/entry-server.js` exports. */
export interface ServerEntry {
  createPageRenderer(options: RenderOptions): RenderPage
  /** The offline app shell for an origin (see app/entry-server.tsx). */
  renderShell(options: Pick<RenderOptions, 'config' | 'assets'>, siteUrl: string): string
  createSiteData(options: Pick<RenderOptions, 'config' | 'serverSupabaseUrl' | 'fetch'>): SiteData
}
