import type { RunningSite } from '../cli/start-site.ts'
import { parseHeadSnapshot } from '../core/seo/head-snapshot.ts'
import { expect, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { rawRequest } from './support/http.ts'
import { startTestSite } from './support/site.ts'

/** A client that lies about the host it asks for, directly or through a proxy's forwarding headers. */
const EVIL = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' }
const ARTICLE = '/article/staying-active-through-a-michigan-winter'
const PAGES = ['/', ARTICLE, '/detroit/plumbing', '/directory']

let plain: RunningSite
let configured: RunningSite

// Two sites of this file's own, told apart by --site-url (the `site` fixture is not used).
test.beforeAll(async () => {
  test.setTimeout(SETUP_TIMEOUT)
  plain = await startTestSite()
  configured = await startTestSite({ siteUrl: 'https://news.example/' })
})
test.afterAll(async () => {
  await Promise.all([plain?.stop(), configured?.stop()])
})

function ogUrl(html: string): string | undefined {
  return /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]
}

function jsonLd(html: string): string {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('\n')
}

/** Asks `site` for every page and file that names the site's origin, with a forged Host. */
async function expectOrigin(site: RunningSite, origin: string): Promise<void> {
  for (const path of PAGES) {
    const { body } = await rawRequest(`${site.address}${path}`, { headers: EVIL })
    const head = parseHeadSnapshot(body)
    expect({ path, canonical: head.canonical?.startsWith(`${origin}/`) }).toEqual({ path, canonical: true })
    expect({ path, ogUrl: ogUrl(body)?.startsWith(`${origin}/`) }).toEqual({ path, ogUrl: true })
    expect({ path, jsonLd: jsonLd(body).includes(origin) }).toEqual({ path, jsonLd: true })
    expect({ path, evil: body.includes('evil.example') }).toEqual({ path, evil: false })
  }
  // The not-found page names no canonical, and must not echo the forged host either.
  const missing = await rawRequest(`${site.address}/nope`, { headers: EVIL })
  expect(missing.status).toBe(404)
  expect(missing.body.includes('evil.example')).toBe(false)
  const robots = await rawRequest(`${site.address}/robots.txt`, { headers: EVIL })
  expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`)
  const sitemaps = ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-posts.xml']
  for (const path of [...sitemaps, '/functions/v1/sitemap', '/rss.xml']) {
    const { status, body } = await rawRequest(`${site.address}${path}`, { headers: EVIL })
    expect({ path, status }).toEqual({ path, status: 200 })
    const locations = [...body.matchAll(/<(?:loc|link)>([^<]*)<\/(?:loc|link)>/g)].map((match) => match[1])
    expect(locations.length).toBeGreaterThan(2)
    expect(
      locations.filter((location) => !location?.startsWith(`${origin}/`) && location !== origin),
    ).toEqual([])
    expect({ path, evil: body.includes('evil.example') }).toEqual({ path, evil: false })
  }
}

test.describe('the canonical origin is never taken from the request', () => {
  test('uses the address the server listens on when no --site-url is given', async () => {
    expect(plain.url).toBe(plain.address)
    await expectOrigin(plain, plain.address)
  })

  test('uses --site-url, without its trailing slash, when it is given', async () => {
    expect(configured.url).toBe('https://news.example')
    await expectOrigin(configured, 'https://news.example')
  })

  test('refuses a --site-url that is not an http(s) origin', async () => {
    for (const siteUrl of ['news.example', 'ftp://news.example', 'https://news.example/blog']) {
      await expect(startTestSite({ siteUrl })).rejects.toThrow(
        '--site-url must be an http(s) origin such as https://news.example',
      )
    }
  })
})
