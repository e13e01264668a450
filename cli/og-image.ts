import { createHash } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { extname, join, resolve, sep } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { LRUCache } from 'lru-cache'
import { createElement } from 'react'
import satori, { type Font } from 'satori'
import { findCity } from '../core/data/cities.ts'
import { findService } from '../core/data/services.ts'
import {
  articleOgCard,
  landingOgCard,
  OG_IMAGE_HEIGHT,
  OG_IMAGE_TYPE,
  OG_IMAGE_WIDTH,
  type OgCard,
  parseOgImagePath,
} from '../core/seo/og-image.ts'
import type { PreviewArticle } from '../core/ssr/server-entry.ts'
import { OgCardLayout, OgOverlayLayout } from './og-card.tsx'

/**
 * Link-preview images (decision 016): GET /og/article/{key}.png and /og/{city}/{service}.png answer
 * a 1200x630 PNG for an article or known landing page, and 404 for anything else, so nobody can
 * make the server draw what the site does not have. A post with its own picture gets that picture
 * cropped to 1200x630; other pages get a card drawn with satori. resvg-js turns either SVG into the
 * PNG. Images are kept in memory by a key of what they show, so an edited title draws anew.
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

interface Picture {
  type: string
  bytes: Buffer
}

/** The handler of GET /og/...: a PNG, 304, 404 or (when too many renders wait) 503. */
export function createOgImageHandler(options: OgImageOptions): (request: Request) => Promise<Response> {
  const cache = new LRUCache<string, Buffer>({
    maxSize: options.cacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (png) => png.length,
  })
  const inFlight = new Map<string, Promise<Buffer>>()
  const maxQueued = options.maxQueued ?? 16
  // One render at a time: each takes a core for a few hundred milliseconds, and pages come first.
  let queue: Promise<unknown> = Promise.resolve()
  let queued = 0
  let fonts: Promise<Font[]> | undefined

  const render = (card: OgCard, picture: Picture | null): Promise<Buffer> => {
    queued++
    const turn = queue.then(async () => {
      try {
        fonts ??= loadFonts()
        return await renderPng(card, picture, await fonts)
      } finally {
        queued--
      }
    })
    queue = turn.catch(() => {})
    return turn
  }

  return async (request) => {
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
}

/** What the image shows, hashed: the card's words and the picture's bytes. */
function contentKey(card: OgCard, picture: Picture | null): string {
  const hash = createHash('sha256')
  hash.update(JSON.stringify([RENDER_VERSION, card.title, card.eyebrow]))
  if (picture) hash.update(picture.type).update(picture.bytes)
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
    if ((await stat(file)).size > MAX_PICTURE_BYTES) return null
    return { type, bytes: await readFile(file) }
  } catch {
    return null
  }
}

async function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url)
  return Promise.all(
    FONT_FILES.map(async ({ weight, file }) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@expo-google-fonts/inter/${file}`)),
    })),
  )
}

/** The PNG: the picture cropped to fill 1200x630 when there is one resvg can draw, else the drawn card. */
async function renderPng(card: OgCard, picture: Picture | null, fonts: Font[]): Promise<Buffer> {
  // A picture resvg cannot read still leaves the page a preview: the drawn card.
  if (picture && isDrawable(picture)) {
    const overlay = await satori(createElement(OgOverlayLayout, { card }), {
      width: OG_IMAGE_WIDTH,
      height: OG_IMAGE_HEIGHT,
      fonts,
    })
    return rasterize(pictureSvg(picture, overlay), true)
  }
  const svg = await satori(createElement(OgCardLayout, { card }), {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  })
  return rasterize(svg, false)
}

/** Whether the picture is what its extension says: an SVG resvg parses, or a PNG, JPEG or GIF by its signature. */
function isDrawable(picture: Picture): boolean {
  if (picture.type === 'image/svg+xml') {
    try {
      new Resvg(picture.bytes, { font: { loadSystemFonts: false } })
      return true
    } catch {
      return false
    }
  }
  const signatures: Record<string, number[]> = {
    'image/png': [0x89, 0x50, 0x4e, 0x47],
    'image/jpeg': [0xff, 0xd8, 0xff],
    'image/gif': [0x47, 0x49, 0x46, 0x38],
  }
  return (signatures[picture.type] ?? [-1]).every((byte, index) => picture.bytes[index] === byte)
}

/**
 * An SVG that fills 1200x630 with the picture, scaled to cover and cropped around its centre,
 * darkened most at the top, where the brand and headline sit (`overlay`, satori's SVG of
 * OgOverlayLayout, nested as it is) read on any picture.
 */
function pictureSvg(picture: Picture, overlay: string): string {
  const href = `data:${picture.type};base64,${picture.bytes.toString('base64')}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"><defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f172a" stop-opacity="0.72"/><stop offset="0.5" stop-color="#0f172a" stop-opacity="0.45"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.2"/></linearGradient></defs><rect width="100%" height="100%" fill="#ffffff"/><image href="${href}" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" preserveAspectRatio="xMidYMid slice"/><rect width="100%" height="100%" fill="url(#shade)"/>${overlay}</svg>`
}

/** PNG of an SVG. satori draws text as paths; only a post's own picture may need the system's fonts. */
function rasterize(svg: string, systemFonts: boolean): Buffer {
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: systemFonts } })
    .render()
    .asPng()
  return Buffer.from(png)
}
