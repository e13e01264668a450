import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inflateSync } from 'node:zlib'
import type { PreviewArticle } from '../core/ssr/server-entry.ts'
import { createOgImageHandler, type OgImageOptions } from './og-image.ts'

const SITE = 'http://127.0.0.1:4173'

/** Width, height and RGBA pixels of an 8-bit RGBA, non-interlaced PNG (what resvg writes), decoded by hand. */
function decodePng(png: Buffer): {
  width: number
  height: number
  pixel: (x: number, y: number) => number[]
} {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(png.toString('latin1', 12, 16)).toBe('IHDR')
  const width = png.readUInt32BE(16)
  const height = png.readUInt32BE(20)
  expect([png[24], png[25], png[28]]).toEqual([8, 6, 0])
  const idat: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    if (png.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length))
    at += length + 12
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 4
  const pixels = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] as number
      const a = i >= 4 ? (pixels[y * stride + i - 4] as number) : 0
      const b = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0
      const c = i >= 4 && y > 0 ? (pixels[(y - 1) * stride + i - 4] as number) : 0
      const p = a + b - c
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter] as number
      pixels[y * stride + i] = (value + predictor) & 0xff
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 4)] }
}

/** A square picture: a blue band across its top fifth, red below. Cropped to 1200x630 around its centre, only red shows. */
const SQUARE_PICTURE =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#ff0000"/><rect width="100" height="20" fill="#0000ff"/></svg>'

/** The drawn card's background: the site's dark blue (a gradient from #1e3a8a to #172554). */
function isCardBlue([red, green, blue, alpha]: number[]): boolean {
  return (
    (red as number) < 40 &&
    (green as number) < 70 &&
    (blue as number) > 70 &&
    (blue as number) < 150 &&
    alpha === 255
  )
}

/** The red picture under the preview's shade: still clearly red, darker than pure. */
function isShadedRed([red, green, blue, alpha]: number[]): boolean {
  return (red as number) > 120 && (green as number) < 40 && (blue as number) < 60 && alpha === 255
}

let clientDir: string
const articles = new Map<string, PreviewArticle>()

beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'newshub-og-'))
  mkdirSync(join(clientDir, 'images', 'posts'), { recursive: true })
  writeFileSync(join(clientDir, 'images', 'posts', 'square.svg'), SQUARE_PICTURE)
  writeFileSync(join(clientDir, 'images', 'posts', 'broken.svg'), '<svg not really')
  writeFileSync(join(clientDir, 'secret.svg'), SQUARE_PICTURE)
})
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

function handler(options: Partial<OgImageOptions> = {}) {
  const serve = createOgImageHandler({
    clientDir,
    siteUrl: () => SITE,
    findArticle: async (key) => articles.get(key) ?? null,
    ...options,
  })
  return (path: string, headers: Record<string, string> = {}) =>
    serve(new Request(`${SITE}${path}`, { headers }))
}

async function pngOf(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/png')
  const png = Buffer.from(await response.arrayBuffer())
  expect(response.headers.get('content-length')).toBe(String(png.length))
  return decodePng(png)
}

describe('link-preview images', () => {
  it('draw a 1200x630 PNG card for a known city and service, cacheable with an ETag', async () => {
    const response = await handler()('/og/detroit/plumbing.png')
    const image = await pngOf(response)
    expect([image.width, image.height]).toEqual([1200, 630])
    // The card's dark blue background, not a blank or transparent image.
    expect(isCardBlue(image.pixel(1190, 620))).toBe(true)
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600')
    expect(response.headers.get('etag')).toMatch(/^"og-[0-9a-f]{32}"$/)
  })

  it('answer 404 for an unknown city, service or article and for other paths, without drawing', async () => {
    const get = handler()
    for (const path of [
      '/og/atlantis/plumbing.png',
      '/og/detroit/alchemy.png',
      '/og/article/no-such-post.png',
      '/og/article/no-such-post.svg',
      '/og/detroit.png',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).not.toBe('image/png')
    }
  })

  it("crop a post's own picture to fill 1200x630 around its centre", async () => {
    articles.set('square', { title: 'Square', category: 'News', imageUrl: '/images/posts/square.svg' })
    const image = await pngOf(await handler()('/og/article/square.png'))
    expect([image.width, image.height]).toEqual([1200, 630])
    // Scaled to cover: no white margins at the sides, and the blue top band is cropped away (the
    // picture shows red, darkened by the shade the words sit on).
    for (const [x, y] of [
      [1195, 620],
      [1195, 315],
      [4, 315],
    ] as const) {
      expect(isShadedRed(image.pixel(x, y)), `${x},${y}: ${image.pixel(x, y)}`).toBe(true)
    }
  })

  it('draw the headline and the NewsHub name over the picture, so stories sharing it differ', async () => {
    articles.set('first', {
      title: 'Council Votes on the Riverfront Plan',
      category: 'Local News',
      imageUrl: '/images/posts/square.svg',
    })
    articles.set('second', {
      title: 'Ferry Season Opens Early This Year',
      category: 'Local News',
      imageUrl: '/images/posts/square.svg',
    })
    const get = handler()
    const first = Buffer.from(await (await get('/og/article/first.png')).arrayBuffer())
    const second = Buffer.from(await (await get('/og/article/second.png')).arrayBuffer())
    expect(first.equals(second)).toBe(false)
    const image = decodePng(first)
    // The brand sits on the site's dark blue at the top left...
    expect(isCardBlue(image.pixel(84, 70)), String(image.pixel(84, 70))).toBe(true)
    // ...and the headline's white letters below it.
    let white = 0
    for (let x = 72; x < 1128; x += 2) {
      for (let y = 200; y < 340; y += 2) {
        const [red, green, blue] = image.pixel(x, y) as [number, number, number]
        if (red > 230 && green > 230 && blue > 230) white += 1
      }
    }
    expect(white).toBeGreaterThan(500)
  })

  it("accept the picture as a URL on the site's own origin", async () => {
    articles.set('absolute', {
      title: 'Square',
      category: 'News',
      imageUrl: `${SITE}/images/posts/square.svg`,
    })
    expect(isShadedRed((await pngOf(await handler()('/og/article/absolute.png'))).pixel(1195, 315))).toBe(
      true,
    )
  })

  it('draw the card instead of a picture outside /images/, on another host or unreadable', async () => {
    const get = handler()
    articles.set('plain', { title: 'Plain', category: 'News', imageUrl: null })
    const card = (await get('/og/article/plain.png')).headers.get('etag')
    for (const imageUrl of [
      '/secret.svg',
      '/images/../secret.svg',
      '/images/%2e%2e/secret.svg',
      'http://elsewhere.test/images/posts/square.svg',
      '//elsewhere.test/images/posts/square.svg',
      '/images/posts/missing.svg',
      '/images/posts/square.webp',
    ]) {
      articles.set('plain', { title: 'Plain', category: 'News', imageUrl })
      const response = await get('/og/article/plain.png')
      expect(response.headers.get('etag'), imageUrl).toBe(card)
      expect(isCardBlue((await pngOf(response)).pixel(1190, 620)), imageUrl).toBe(true)
    }
    articles.set('broken', { title: 'Broken', category: 'News', imageUrl: '/images/posts/broken.svg' })
    expect(isCardBlue((await pngOf(await get('/og/article/broken.png'))).pixel(1190, 620))).toBe(true)
  })

  it('draw a new image when the title changes, and answer 304 to an unchanged one', async () => {
    const get = handler()
    articles.set('edited', { title: 'First title', category: 'News', imageUrl: null })
    const first = await get('/og/article/edited.png')
    const etag = first.headers.get('etag') as string
    const firstPng = Buffer.from(await first.arrayBuffer())
    const again = await get('/og/article/edited.png', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    articles.set('edited', { title: 'A second, edited title', category: 'News', imageUrl: null })
    const second = await get('/og/article/edited.png', { 'If-None-Match': etag })
    expect(second.status).toBe(200)
    expect(second.headers.get('etag')).not.toBe(etag)
    expect(Buffer.from(await second.arrayBuffer()).equals(firstPng)).toBe(false)
  })

  it('answer 503 rather than queue more renders than allowed, and share one render between equal requests', async () => {
    const get = handler({ maxQueued: 1 })
    const [first, same, other] = await Promise.all([
      get('/og/troy/plumbing.png'),
      get('/og/troy/plumbing.png'),
      get('/og/ferndale/plumbing.png'),
    ])
    expect(first.status).toBe(200)
    expect(same.status).toBe(200)
    expect(other.status).toBe(503)
    expect(other.headers.get('retry-after')).toBe('5')
    // Once the queue has drained, the refused image is drawn.
    expect((await get('/og/ferndale/plumbing.png')).status).toBe(200)
  })
})

describe('link-preview drawing', () => {
  it('runs on its own thread, started by the first card and ended once idle, and cuts long titles', async () => {
    articles.set('very-long-title', {
      title: `${'A headline that goes on and on '.repeat(650)}end`,
      category: 'Local News',
      imageUrl: null,
    } as PreviewArticle)
    const serve = createOgImageHandler({
      clientDir,
      siteUrl: () => SITE,
      findArticle: async (key) => articles.get(key) ?? null,
      idleMs: 50,
    })
    expect(serve.drawing).toBe(false)
    const drawn = serve(new Request(`${SITE}/og/article/very-long-title.png`))
    await expect.poll(() => serve.drawing).toBe(true)
    const { width, height } = await pngOf(await drawn)
    expect([width, height]).toEqual([1200, 630])
    // Its memory goes with it once no card has been asked for a while.
    await expect.poll(() => serve.drawing).toBe(false)
  })
})
