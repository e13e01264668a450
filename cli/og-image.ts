import { createHash } from 'node:crypto'
import { realpath, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { extname, join, resolve, sep } from 'node:path'
import { Worker } from 'node:worker_threads'
import { LRUCache } from 'lru-cache'
import { findCity } from '../core/data/cities.ts'
import { findService } from '../core/data/services.ts'
import {
  articleOgCard,
  landingOgCard,
  OG_IMAGE_TYPE,
  type OgCard,
  parseOgImagePath,
} from '../core/seo/og-image.ts'
import type { PreviewArticle } from '../core/ssr/server-entry.ts'
import type { DrawJob, DrawReply } from './og-render-worker.ts'

/**
 * Link-preview images (decision 016): GET /og/article/{key}.png and /og/{city}/{service}.png answer
 * a 1200x630 PNG for an article or known landing page, and 404 for anything else, so nobody can
 * make the server draw what the site does not have. A post with its own picture gets that picture
 * cropped to 1200x630; other pages get a card drawn with satori. resvg-js turns either SVG into the
 * PNG. Images are kept in memory by a key of what they show, so an edited title draws anew.
 *
 * Drawing runs on its own thread (og-render-worker.ts), one card at a time, started on the first
 * card and ended after a quiet minute or DRAWS_PER_THREAD cards: what satori and resvg allocate
 * (WebAssembly and native memory that never shrinks) goes with it, so a storm of preview requests
 * leaves the server's memory where it was. Titles are cut to what the card shows (cutForCard).
 */

export interface OgImageOptions {
  /** The built client folder (dist/client): a post's own /images/... picture is read from here. */
  clientDir: string
  /** The site's public origin; a post image URL on it counts as a site path. */
  siteUrl: () => string
  /** The article at /article/{key} (a stored post, else a built-in article), or null when there is none. */
  findArticle: (key: string) => Promise<PreviewArticle | null>
  /** Bytes of PNG kept in memory (default 32 MiB). */
  cacheBytes?: number
  /** Renders that may wait for their turn before the server answers 503 (default 16). */
  maxQueued?: number
  /** How long the drawing thread may sit idle before it is ended (default 60 s). */
  idleMs?: number
}

/** Bump when the drawing changes, so cached images and browsers' ETags are not reused. */
const RENDER_VERSION = '2'
/** Browsers and link-preview crawlers may keep an image an hour; the ETag answers 304 after that. */
const CACHE_CONTROL = 'public, max-age=3600'
/** A post picture larger than this is not read: the drawn card is used instead. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024
/** The picture formats resvg draws, by file extension. */
const PICTURE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
}
/**
 * Inter (OFL) in the weights the card uses: whole TrueType files (Latin, Greek, Cyrillic), from
 * @expo-google-fonts/inter. satori reads TTF, OTF and WOFF but not WOFF2, and the web-font packages'
 * split subsets make it draw "no glyph" boxes for letters outside the first subset.
 */
const FONT_FILES = [
  { weight: 600, file: '600SemiBold/Inter_600SemiBold.ttf' },
  { weight: 800, file: '800ExtraBold/Inter_800ExtraBold.ttf' },
] as const
/** Cards one drawing thread draws before a fresh one takes over (its memory only grows). */
const DRAWS_PER_THREAD = 200
const DRAW_ENTRY = new URL('./og-render-entry.js', import.meta.url)

/** A post's own picture file, known by its path, size and time of change (read by the drawing thread). */
interface Picture {
  type: string
  path: string
  size: number
  modified: number
}

/** The drawing thread: started when needed, ended when idle or worn, one job at a time. */
class DrawingThread {
  #worker: Worker | undefined
  #draws = 0
  #idle: NodeJS.Timeout | undefined
  #nextId = 1
  readonly #idleMs: number
  readonly #fonts: DrawJob['fonts']

  constructor(idleMs: number) {
    this.#idleMs = idleMs
    const require = createRequire(import.meta.url)
    this.#fonts = FONT_FILES.map(({ weight, file }) => ({
      weight,
      path: require.resolve(`@expo-google-fonts/inter/${file}`),
    }))
  }

  /** Whether a thread is running now (for tests). */
  get running(): boolean {
    return this.#worker !== undefined
  }

  draw(card: OgCard, picture: Picture | null): Promise<Buffer> {
    clearTimeout(this.#idle)
    if (this.#worker && this.#draws >= DRAWS_PER_THREAD) this.#stop()
    const worker = this.#worker ?? new Worker(DRAW_ENTRY)
    this.#worker = worker
    this.#draws++
    const id = this.#nextId++
    return new Promise<Buffer>((resolve, reject) => {
      const done = () => {
        worker.off('message', onMessage)
        worker.off('exit', onExit)
        worker.off('error', onError)
        this.#idle = setTimeout(() => this.#stop(), this.#idleMs)
        this.#idle.unref()
      }
      const onMessage = (reply: DrawReply) => {
        if (reply.id !== id) return
        done()
        if ('png' in reply) resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength))
        else reject(new Error(`The link-preview image could not be drawn: ${reply.error}`))
      }
      const onError = (error: Error) => {
        done()
        if (this.#worker === worker) this.#worker = undefined
        reject(error)
      }
      const onExit = () => onError(new Error('The link-preview drawing thread stopped.'))
      worker.on('message', onMessage)
      worker.once('error', onError)
      worker.once('exit', onExit)
      const job: DrawJob = {
        id,
        card,
        picture: picture ? { type: picture.type, path: picture.path } : null,
        fonts: this.#fonts,
      }
      worker.postMessage(job)
    })
  }

  #stop(): void {
    const worker = this.#worker
    this.#worker = undefined
    this.#draws = 0
    void worker?.terminate()
  }
}

/** The handler of GET /og/...: a PNG, 304, 404 or (when too many renders wait) 503. */
export function createOgImageHandler(
  options: OgImageOptions,
): ((request: Request) => Promise<Response>) & { readonly drawing: boolean } {
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  })
  const inFlight = new Map<string, Promise<Buffer>>()
  const maxQueued = options.maxQueued ?? 16
  const thread = new DrawingThread(options.idleMs ?? 60_000)
  // One render at a time: each takes a core for a few hundred milliseconds, and pages come first.
  let queue: Promise<unknown> = Promise.resolve()
  let queued = 0

  const render = (card: OgCard, picture: Picture | null): Promise<Buffer> => {
    queued++
    const turn = queue.then(async () => {
      try {
        return await thread.draw(card, picture)
      } finally {
        queued--
      }
    })
    queue = turn.catch(() => {})
    return turn
  }

  const handle = async (request: Request): Promise<Response> => {
    const target = parseOgImagePath(new URL(request.url).pathname)
    let card: OgCard | null = null
    if (target?.kind === 'landing') {
      const city = findCity(target.city)
      const service = findService(target.service)
      card = city && service ? landingOgCard(city, service) : null
    } else if (target?.kind === 'article') {
      const article = await options.findArticle(target.key)
      card = article ? articleOgCard(article) : null
    }
    if (!card) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
    const picture = card.image ? await readPicture(card.image, options) : null
    const key = contentKey(card, picture)
    const headers = { 'Cache-Control': CACHE_CONTROL, ETag: `"og-${key.slice(0, 32)}"` }
    if (request.headers.get('if-none-match') === headers.ETag)
      return new Response(null, { status: 304, headers })
    let png = cache.get(key)
    if (!png) {
      let pending = inFlight.get(key)
      if (!pending) {
        if (queued >= maxQueued) {
          return new Response('Busy: try again shortly.', {
            status: 503,
            headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' },
          })
        }
        pending = render(card, picture).finally(() => inFlight.delete(key))
        inFlight.set(key, pending)
      }
      png = await pending
      cache.set(key, png)
    }
    return new Response(new Uint8Array(png), {
      headers: { ...headers, 'Content-Type': OG_IMAGE_TYPE, 'Content-Length': String(png.length) },
    })
  }
  // Whether the drawing thread runs now: it starts with a card to draw and ends when idle.
  return Object.defineProperty(handle, 'drawing', { get: () => thread.running }) as typeof handle & {
    readonly drawing: boolean
  }
}

/** What the image shows, hashed: the card's words and which version of the picture file. */
function contentKey(card: OgCard, picture: Picture | null): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify([RENDER_VERSION, card.title, card.eyebrow]))
  if (picture) hash.update(JSON.stringify([picture.type, picture.path, picture.size, picture.modified]))
  return hash.digest('hex')
}

/**
 * A post's own picture, when it is a file of the site's public /images/ folder in a format resvg
 * draws and of a sane size. Pictures elsewhere are never fetched (the server makes no outside
 * requests on a visitor's behalf); those posts get the drawn card.
 */
async function readPicture(image: string, options: OgImageOptions): Promise<Picture | null> {
  let path: string
  try {
    const site = new URL(options.siteUrl() || 'http://localhost')
    const url = new URL(image, site)
    if (url.origin !== site.origin) return null
    path = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  const type = PICTURE_TYPES[extname(path).toLowerCase()]
  if (!type || !path.startsWith('/images/')) return null
  const imagesDir = resolve(options.clientDir, 'images')
  try {
    const file = await realpath(join(options.clientDir, path))
    if (!file.startsWith(imagesDir + sep)) return null
    const facts = await stat(file)
    if (facts.size > MAX_PICTURE_BYTES) return null
    // The bytes are read by the drawing thread, when (and if) this picture is drawn.
    return { type, path: file, size: facts.size, modified: facts.mtimeMs }
  } catch {
    return null
  }
}
