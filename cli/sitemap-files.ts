import { LRUCache } from 'lru-cache'
import { BRAND } from '../core/constants.ts'
import { isSitemapPath, type SitemapSource, sitemapFile } from '../core/seo/sitemap.ts'

/**
 * How long a built sitemap file is answered from memory when nothing says a post changed. With
 * the embedded stack every post change empties it at once (forget); this bounds what it cannot
 * see: a scheduled post coming due. A site on a remote backend passes the render cache's lifetime.
 */
export const SITEMAP_FILE_TTL_MS = 5 * 60_000

interface Kept {
  xml: Promise<string | null>
  expires: number
}

/**
 * The site's sitemap files (core/seo/sitemap.ts), each built once and kept until a post changes
 * (forget) or its time runs out: a crawler reading every file, or many at once, costs one build
 * of each. Only sitemap paths are kept (at most 400 files), and a file that does not exist or
 * failed is not.
 */
export class SitemapFiles {
  /** Bounded: a posts file may be named by any hex prefix, and anyone can ask for each. */
  readonly #kept = new LRUCache<string, Kept>({ max: 400 })
  readonly #source: SitemapSource
  readonly #ttlMs: number
  readonly #now: () => number

  constructor(options: { source: SitemapSource; ttlMs?: number; now?: () => number }) {
    this.#source = options.source
    this.#ttlMs = options.ttlMs ?? SITEMAP_FILE_TTL_MS
    this.#now = options.now ?? Date.now
  }

  /** The XML at `path` for the site at `siteUrl`, or null when `path` is no sitemap file. */
  async file(path: string, siteUrl: string): Promise<string | null> {
    if (!isSitemapPath(path)) return null
    const key = `${siteUrl}${path}`
    const kept = this.#kept.get(key)
    if (kept && kept.expires > this.#now()) return kept.xml
    const mine: Kept = {
      xml: sitemapFile(path, { siteUrl, siteName: BRAND, source: this.#source, now: new Date(this.#now()) }),
      expires: this.#now() + this.#ttlMs,
    }
    this.#kept.set(key, mine)
    const drop = () => {
      if (this.#kept.get(key) === mine) this.#kept.delete(key)
    }
    mine.xml.then((xml) => {
      if (xml === null) drop()
    }, drop)
    return mine.xml
  }

  /** A post changed: build every file again when next asked. */
  forget(): void {
    this.#kept.clear()
  }
}
