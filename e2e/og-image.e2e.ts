import type { RunningSite } from '../cli/start-site.ts'
import { parseHeadSnapshot } from '../core/seo/head-snapshot.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

/** This file's site (the `site` fixture's): these tests speak HTTP only, through helpers that share it. */
let site: RunningSite
test.beforeAll(async ({ sites }, info) => {
  site = await siteOf(sites, info)
})

/** Width and height from a PNG's IHDR chunk, after checking the PNG signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Fetches an image URL and checks it is a 1200x630 PNG; answers its response. */
async function expectPreviewPng(url: string): Promise<Response> {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type'), url).toBe('image/png')
  expect(pngSize(Buffer.from(await response.clone().arrayBuffer())), url).toEqual({
    width: 1200,
    height: 630,
  })
  return response
}

/** The content of a page's <meta property|name=key>. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/:/g, '\\:')}" content="([^"]*)"`).exec(html)
  return tag?.[1]?.replace(/&amp;/g, '&')
}

/** Path of the newest article the feed lists (the seeded posts have pictures of their own). */
async function seededArticlePath(): Promise<string> {
  const feed = await (await fetch(`${site.url}/rss.xml`)).text()
  const link = /<item>\s*<title>[^<]*<\/title>\s*<link>([^<]+)<\/link>/.exec(feed)?.[1] as string
  return new URL(link).pathname
}

test.describe('link-preview images', () => {
  for (const [name, which] of [
    ['an article', 'article'],
    ['a city x service landing page', '/detroit/plumbing'],
    ['the home page', '/'],
  ] as const) {
    test(`${name} names a 1200x630 PNG og:image that the server answers`, async () => {
      const path = which === 'article' ? await seededArticlePath() : which
      const { status, html } = await fetchHtml(site, path)
      expect(status).toBe(200)
      const image = parseHeadSnapshot(html).ogImage as string
      expect(image.startsWith(`${site.url}/`)).toBe(true)
      if (path === '/detroit/plumbing') expect(image).toBe(`${site.url}/og/detroit/plumbing.png`)
      if (which === 'article') expect(image).toBe(`${site.url}/og${path}.png`)
      await expectPreviewPng(image)
      expect(metaContent(html, 'og:image:type')).toBe('image/png')
      expect(metaContent(html, 'og:image:width')).toBe('1200')
      expect(metaContent(html, 'og:image:height')).toBe('630')
      expect(metaContent(html, 'og:image:alt')?.length).toBeGreaterThan(3)
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
      expect(metaContent(html, 'twitter:image')).toBe(image)
    })
  }

  test('serves previews with caching headers, and 304 for an unchanged one', async () => {
    const url = `${site.url}/og/royal-oak/plumbing.png`
    const first = await expectPreviewPng(url)
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const etag = first.headers.get('etag') as string
    expect(etag).toBeTruthy()
    const again = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  test('answers 404 for an unknown article, city or service and for any other /og/ path', async () => {
    for (const path of [
      '/og/article/no-such-story.png',
      '/og/atlantis/plumbing.png',
      '/og/detroit/alchemy.png',
      '/og/detroit/plumbing.svg',
      '/og/detroit.png',
      '/og/a/b/c.png',
    ]) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).not.toBe('image/png')
    }
  })

  test('draws a post without a picture from its title, and draws anew when the title is edited', async () => {
    const db = serviceClient(site)
    const { data, error } = await db
      .from('blog_posts')
      .insert({
        title: 'Preview Card Story',
        content: 'Words for the preview card story.',
        tags: ['Business'],
      })
      .select('id, slug')
      .single()
    expect(error).toBeNull()
    const url = `${site.url}/og/article/${data?.slug}.png`
    const before = await expectPreviewPng(url)
    const etag = before.headers.get('etag') as string
    await db
      .from('blog_posts')
      .update({ title: 'Preview Card Story, Edited' })
      .eq('id', data?.id ?? '')
    const after = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(pngSize(Buffer.from(await after.arrayBuffer()))).toEqual({ width: 1200, height: 630 })
  })
})

test.describe('the RSS feed', () => {
  test('is linked from every page head, and its items carry preview PNGs the server answers', async () => {
    for (const path of ['/', '/detroit/plumbing', await seededArticlePath()]) {
      const { html } = await fetchHtml(site, path)
      const head = html.split('</head>')[0] as string
      const link = /<link rel="alternate" type="application\/rss\+xml" title="([^"]+)" href="([^"]+)"/.exec(
        head,
      )
      expect(link?.[1], path).toBe('NewsHub RSS feed')
      expect(new URL(link?.[2] as string, site.url).toString()).toBe(`${site.url}/rss.xml`)
    }
    const feed = await (await fetch(`${site.url}/rss.xml`)).text()
    const items = [...feed.matchAll(/<item>[\s\S]*?<\/item>/g)].map(([item]) => item)
    expect(items.length).toBeGreaterThan(0)
    const images = items.map(
      (item) =>
        /<media:content url="([^"]+)" type="image\/png" medium="image" width="1200" height="630"\/>/.exec(
          item,
        )?.[1],
    )
    expect(images.every(Boolean)).toBe(true)
    // Two of them, to keep the run short: the first and the last item.
    for (const image of [images[0], images.at(-1)]) await expectPreviewPng(image as string)
  })
})
