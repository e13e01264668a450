import { LRUCache } from 'lru-cache'

/**
 * A short-lived cache of server-rendered reader pages (decision 015). Rendering a page costs
 * milliseconds of React and several API reads; under load most requests ask for the same few
 * pages, so an anonymous GET of a reader page is rendered once and answered from memory for a few
 * seconds. What keeps it correct:
 *
 * - Only what every anonymous reader would get is stored: the site server asks only for GET/HEAD
 *   requests that carry no credentials (no Authorization header, no Cookie), and only a 200 HTML
 *   page of a reader route is kept (never an owner page, an error or a 404).
 * - Nonces are never reused: a page is rendered with a nonce nobody receives, and each answer gets
 *   that string replaced by its own fresh nonce.
 * - Posts change through this server (the embedded API is mounted on it): a change to a post
 *   empties the pages that show it (post-pages.ts, told by the database, decision 050); any other
 *   write that succeeded and may change a page (changesPages) empties every page. A render that
 *   started before such a change is not stored. A write this server cannot see (hosted Supabase,
 *   another node, a scheduled post coming due) and a post's place in other articles' related lists
 *   show within the TTL.
 */

/** How long a rendered page is answered from memory: writes elsewhere show within this. */
export const RENDER_CACHE_TTL_MS = 5_000
/** Memory the cache may hold, counted as UTF-16 string length (pages are mostly ASCII). */
const MAX_BYTES = 16 * 1024 * 1024
/** Distinct URLs kept; query strings make URLs unbounded. */
const MAX_PAGES = 500

/** A page as the renderer answered it, with the nonce it was rendered with. */
export interface RenderedHtml {
  status: number
  headers: [string, string][]
  body: string
  /** Whether the route is an owner tool page (for the server's headers). */
  ownerPage: boolean
  /** Whether this page may be kept for other readers (a 200 reader page). */
  cacheable: boolean
}

interface Entry {
  page: RenderedHtml
  /** The nonce the page was rendered with; never sent, replaced in every answer. */
  renderNonce: string
  /** When it stops being answered (clock of `now`). */
  expires: number
}

/** Whether a page request could get a page shared by every anonymous reader. */
export function isAnonymousPageRequest(request: Request): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.headers.has('authorization') &&
    !request.headers.has('cookie')
  )
}

/** Whether a request to the API may change data (and so the pages). */
export function mayWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS'
}

/**
 * API calls that change no reader page even when they succeed: sessions and accounts (sign-in,
 * token refresh, sign-out), a newsletter sign-up, a quote request, the search function, which
 * only reads (supabase-js calls functions with POST), and Storage: pages name pictures and logos
 * by URL, and the rows that name them are what changes a page.
 */
const CHANGES_NO_PAGE = [
  /^\/auth\/v1\//,
  /^\/rest\/v1\/rpc\/(subscribe|request_quote|search_posts)\/?$/,
  /^\/rest\/v1\/(newsletter_subscribers|quote_requests)\/?$/,
  /^\/storage\/v1\//,
]

/** Writes to the posts table, whose changes the database announces post by post (post-pages.ts). */
const POSTS_TABLE = /^\/rest\/v1\/blog_posts\/?$/

/**
 * Whether an API answer means any page may have changed (decisions 030, 050): a write that
 * succeeded (2xx) and is not one of the calls above. A refused, failed or unknown request changes
 * nothing, so it cannot be used to keep every reader on fresh renders. With `postsAnnounced` (the
 * server hears the database's post_pages announcements), a write to the posts table is left to
 * them, which empty only the pages the post shows on.
 */
export function changesPages(
  method: string,
  path: string,
  status: number,
  contentRange?: string | null,
  options: { postsAnnounced?: boolean } = {},
): boolean {
  if (!mayWrite(method) || status < 200 || status > 299) return false
  // PostgREST's count of the rows a write touched: none (row-level security let none through).
  if (contentRange === '*/0') return false
  if (options.postsAnnounced && POSTS_TABLE.test(path)) return false
  return !CHANGES_NO_PAGE.some((pattern) => pattern.test(path))
}

/** A render in flight; `stale` once a change may have made what it read old. */
interface Pending {
  entry: Promise<Entry>
  stale: boolean
}

export class RenderCache {
  readonly #pages: LRUCache<string, Entry>
  /** Renders in flight per URL, so 50 readers of a cold page cost one render. */
  readonly #pending = new Map<string, Pending>()

  readonly #ttlMs: number
  readonly #now: () => number

  /** `now` (milliseconds) is the clock the TTL runs on; tests pass their own. */
  constructor(options: { ttlMs?: number; now?: () => number } = {}) {
    this.#ttlMs = options.ttlMs ?? RENDER_CACHE_TTL_MS
    this.#now = options.now ?? Date.now
    this.#pages = new LRUCache<string, Entry>({
      max: MAX_PAGES,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.page.body.length),
    })
  }

  /**
   * Data may have changed: forget every page, or only those whose key `affects` (path and query
   * string), and keep renders of those already running out of the cache.
   */
  invalidate(affects?: (key: string) => boolean): void {
    if (!affects) {
      this.#pages.clear()
      for (const pending of this.#pending.values()) pending.stale = true
      this.#pending.clear()
      return
    }
    for (const key of [...this.#pages.keys()]) if (affects(key)) this.#pages.delete(key)
    for (const [key, pending] of this.#pending) {
      if (!affects(key)) continue
      pending.stale = true
      this.#pending.delete(key)
    }
  }

  /**
   * The page for `key` with `nonce` in place of its render nonce: from memory when a fresh copy is
   * there, else rendered (once for all concurrent callers) by `render(renderNonce)` with a
   * `renderNonce` from `newNonce()`. `hit` tells whether it came from memory.
   */
  async page(
    key: string,
    nonce: string,
    newNonce: () => string,
    render: (renderNonce: string) => Promise<RenderedHtml>,
  ): Promise<{ page: RenderedHtml; hit: boolean }> {
    const kept = this.#pages.get(key)
    if (kept && kept.expires > this.#now()) return { page: withNonce(kept, nonce), hit: true }
    let pending = this.#pending.get(key)
    if (!pending) {
      const renderNonce = newNonce()
      // Counted from the start: the data a page shows is as old as the render's first read.
      const expires = this.#now() + this.#ttlMs
      const entry = render(renderNonce).then((page) => ({ page, renderNonce, expires }))
      const mine: Pending = { entry, stale: false }
      pending = mine
      this.#pending.set(key, mine)
      const forget = () => {
        if (this.#pending.get(key) === mine) this.#pending.delete(key)
      }
      entry.then((done) => {
        forget()
        // Stored only if no write happened since the render began, and only a page whose
        // nonce we can find and replace.
        if (done.page.cacheable && !mine.stale && done.page.body.includes(renderNonce))
          this.#pages.set(key, done)
      }, forget)
    }
    return { page: withNonce(await pending.entry, nonce), hit: false }
  }
}

function withNonce(entry: Entry, nonce: string): RenderedHtml {
  return { ...entry.page, body: entry.page.body.split(entry.renderNonce).join(nonce) }
}
