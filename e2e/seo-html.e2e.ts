import type { RunningSite } from '../cli/start-site.ts'
import { FALLBACK_ARTICLES } from '../core/data/articles/index.ts'
import { parseHeadSnapshot } from '../core/seo/head-snapshot.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml } from './support/site.ts'

const slugOfArticle1 = FALLBACK_ARTICLES[0]?.slug

/** This file's site (the `site` fixture's): these tests speak HTTP only, through helpers that share it. */
let site: RunningSite
test.beforeAll(async ({ sites }, info) => {
  site = await siteOf(sites, info)
})

function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  )
}

test.describe('server-rendered HTML, as a crawler without JavaScript sees it', () => {
  for (const [path, mainText] of [
    ['/', 'Your Trusted Source for Local &amp; National News'],
    ['/category/sports', 'Sports'],
    ['/article/1', ''],
    ['/detroit/plumbing', 'Plumbing in Detroit, MI'],
    ['/ann-arbor/services', 'Local Services in Ann Arbor, MI'],
    ['/directory', 'Local Service Directory'],
    ['/author/Priya%20Raman', 'Priya Raman'],
    ['/about-us', 'About Us'],
  ] as const) {
    test(`${path} has its title, description, canonical, og:title, twitter:card, JSON-LD and main text`, async () => {
      const { status, html } = await fetchHtml(site, path)
      expect(status).toBe(200)
      const head = parseHeadSnapshot(html)
      expect(head.title).toMatch(/NewsHub/)
      expect(head.description?.length).toBeGreaterThan(20)
      // Articles are canonical at their slug, whichever key reached them.
      expect(head.canonical).toBe(
        path === '/article/1' ? `${site.url}/article/${slugOfArticle1}` : `${site.url}${path}`,
      )
      expect(head.ogTitle).toBeTruthy()
      expect(head.twitterCard).toBe('summary_large_image')
      const blocks = jsonLdBlocks(html)
      expect(blocks.length).toBeGreaterThan(0)
      expect(JSON.stringify(blocks)).toContain('https://schema.org')
      expect(html).toContain(mainText)
    })
  }

  test('puts posts in the home page HTML, and no made-up business on a landing page without listings', async () => {
    const home = await fetchHtml(site, '/')
    expect(home.html).toMatch(/All Posts \(<!-- -->\d+<!-- -->\)|All Posts \(\d+\)/)
    expect(home.html).toContain('Featured Story')
    const landing = jsonLdBlocks((await fetchHtml(site, '/detroit/plumbing')).html)
    // Breadcrumbs only: a LocalBusiness record is written for a real listing, and none serves this page.
    expect(JSON.stringify(landing)).toContain('"BreadcrumbList"')
    expect(JSON.stringify(landing)).not.toMatch(/LocalBusiness|priceRange|aggregateRating/)
  })

  test('answers 404 for unknown routes, categories, articles and cities', async () => {
    for (const path of ['/nope', '/category/nope', '/article/nope', '/nowhere/services']) {
      const { status, html } = await fetchHtml(site, path)
      expect({ path, status }).toEqual({ path, status: 404 })
      expect(html).toMatch(/Not Found/)
    }
  })
})
