import { createHash } from 'node:crypto'
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { LRUCache } from 'lru-cache'
import { configurePurifier, type Sanitize } from './sanitize.ts'

/** How many sanitized bodies the server keeps, and how many characters they may hold in all. */
export const SANITIZE_CACHE_LIMITS = { maxEntries: 1000, maxChars: 32 * 1024 * 1024 }

/**
 * Remembers what a sanitizer made of each input, keyed by a SHA-256 of the input: a post is
 * sanitized once per version of its body (an edited post hashes differently and is sanitized
 * again), and the output is exactly what the sanitizer gave. Least recently used bodies go first
 * once either limit is reached.
 */
export function cacheSanitized(
  sanitize: Sanitize,
  limits: { maxEntries: number; maxChars: number } = SANITIZE_CACHE_LIMITS,
): Sanitize & { readonly size: number } {
  const cache = new LRUCache<string, string>({
    max: limits.maxEntries,
    maxSize: limits.maxChars,
    // lru-cache refuses a size of 0; an empty body still takes an entry.
    sizeCalculation: (html) => Math.max(1, html.length),
  })
  const cached = async (html: string) => {
    const key = createHash('sha256').update(html).digest('base64')
    const hit = cache.get(key)
    if (hit !== undefined) return hit
    const clean = await sanitize(html)
    cache.set(key, clean)
    return clean
  }
  return Object.defineProperty(cached, 'size', { get: () => cache.size }) as Sanitize & {
    readonly size: number
  }
}

/**
 * The server's sanitizer: the same DOMPurify allow-list over one jsdom window, cached per body
 * (jsdom parsing every article on every request was the server's main cost under load).
 */
export function createServerSanitizer(): Sanitize {
  return cacheSanitized(createUncachedServerSanitizer())
}

/** The DOMPurify allow-list over a jsdom window, with no cache. */
export function createUncachedServerSanitizer(): Sanitize {
  const { window } = new JSDOM('')
  return configurePurifier(createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]))
}
