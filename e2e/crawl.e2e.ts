import type { RunningSite } from '../cli/start-site.ts'
import { COMPANY_LINKS } from '../core/data/categories.ts'
import { parseListing } from '../core/listings/listing.ts'
import { axeViolations } from './support/axe.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

const DEPTH = 3
const ARTICLE_SEEDS = 5

/** This file's site (the `site` fixture's), for the crawl that runs once before the tests. */
let site: RunningSite

/** Same-origin paths of a page's links (no fragments, mailto:, tel: or other hosts). */
function linksOf(html: string, base: string): string[] {
  const paths = new Set<string>()
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = (match[1] ?? '').replace(/&amp;/g, '&')
    if (!href || href.startsWith('#')) continue
    const url = new URL(href, base)
    if (url.origin !== new URL(site.url).origin) continue
    paths.add(url.pathname + url.search)
  }
  return [...paths]
}

/** The kind of page a path is, so axe runs once per route type. */
function routeTypeOf(path: string): string {
  const pathname = path.split('?')[0] ?? path
  if (pathname === '/') return 'home'
  const [first, second, third] = pathname.slice(1).split('/')
  if (third !== undefined) return 'other'
  if (second === undefined) {
    return COMPANY_LINKS.some((link) => link.path === pathname) ? 'company page' : pathname
  }
  if (first === 'category' || first === 'article' || first === 'author') return first
  return second === 'services' ? 'city hub' : 'landing page'
}

/**
 * The first design's made-up figures (decision 035), as a page could show them: a (555) phone, a
 * star rating or review count, the placeholder street and zip, round-the-clock availability.
 */
const PLACEHOLDERS: [string, RegExp][] = [
  ['a (555) phone number', /\(555\)\s*\d{3}-\d{4}|tel:\+?1?555\d{7}\b/],
  ['a star rating', /★|\b\d(?:\.\d)?\s*(?:Rating|stars?)\b/i],
  ['a review count', /\(?\b\d+\s+Reviews?\b\)?/i],
  ['123 Main Street', /\b123 Main St(?:reet|\.|\b)/i],
  ['zip 48000', /\b48000\b/],
  ['Available 24/7', /Available\s+24\/7/i],
]

/** Structured data that claims ratings or reviews (none exist) or the placeholder address. */
const JSON_LD_PLACEHOLDERS: [string, (text: string) => boolean][] = [
  ['aggregateRating', (text) => /"aggregateRating"|"ratingValue"|"reviewCount"|"review"/.test(text)],
  ['postalCode 48000', (text) => /"postalCode":"48000"/.test(text)],
  ['streetAddress 123 Main Street', (text) => /"streetAddress":"123 Main St/i.test(text)],
  ['a (555) telephone', (text) => /"telephone":"(?:\+?1[ -]?)?\(?555\)?/.test(text)],
]

/** What a page's HTML and its JSON-LD show of the first design's placeholders (names of what was found). */
function findPlaceholders(html: string): string[] {
  const text = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (script) =>
      script.includes('application/ld+json') ? script : '',
    )
    .replace(/&amp;/g, '&')
  const found = PLACEHOLDERS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name)
  for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
    const data = JSON.stringify(JSON.parse(match[1] ?? 'null'))
    found.push(...JSON_LD_PLACEHOLDERS.filter(([, test]) => test(data)).map(([name]) => `JSON-LD ${name}`))
  }
  return [...new Set(found)]
}

interface Crawl {
  statuses: Map<string, number>
  /** Where each path was first linked from, for the failure message. */
  linkedFrom: Map<string, string>
  /** Placeholders found on each page that has any. */
  placeholders: Map<string, string[]>
  /** Pages whose JSON-LD lists businesses (LocalBusiness), so the checks above met real ones. */
  businessPages: string[]
}

/** Breadth-first crawl of the server's HTML (what a search engine sees) from the seeds, `depth` links deep. */
async function crawl(seeds: string[], depth: number): Promise<Crawl> {
  const statuses = new Map<string, number>()
  const linkedFrom = new Map<string, string>()
  const placeholders = new Map<string, string[]>()
  const businessPages: string[] = []
  let frontier = seeds
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    const next: string[] = []
    for (const path of frontier) {
      if (statuses.has(path)) continue
      const { status, html } = await fetchHtml(site, path)
      statuses.set(path, status)
      if (!(html.startsWith('<!DOCTYPE') || html.startsWith('<!doctype'))) continue
      const found = findPlaceholders(html)
      if (found.length > 0) placeholders.set(path, found)
      if (html.includes('"@type":"LocalBusiness"')) businessPages.push(path)
      if (level === depth) continue
      for (const link of linksOf(html, `${site.url}${path}`)) {
        if (statuses.has(link)) continue
        if (!linkedFrom.has(link)) linkedFrom.set(link, path)
        next.push(link)
      }
    }
    frontier = [...new Set(next)]
  }
  return { statuses, linkedFrom, placeholders, businessPages }
}

test.describe('crawling the site', () => {
  let result: Crawl

  test.beforeAll(async ({ sites }, info) => {
    site = await siteOf(sites, info)
    info.setTimeout(300_000)
    // A real business beside the seed's example ones, so structured data lists one.
    const { error } = await serviceClient(site)
      .from('listings')
      .insert(
        parseListing({
          name: 'Rochester Road Heating',
          services: 'hvac',
          cities: 'troy',
          phone: '(248) 555-0193',
          street_address: '2800 Rochester Rd',
          locality: 'Troy',
          postal_code: '48083',
          hours: 'Mon-Fri 08:00-17:00',
          published: true,
        }),
      )
    expect(error).toBeNull()
    const home = await fetchHtml(site, '/')
    const articles = linksOf(home.html, site.url)
      .filter((path) => path.startsWith('/article/'))
      .slice(0, ARTICLE_SEEDS)
    expect(articles).toHaveLength(ARTICLE_SEEDS)
    result = await crawl(['/', '/directory', ...articles], DEPTH)
  })

  test('finds no 404 and no 500 behind any same-origin link, three links deep', () => {
    const broken = [...result.statuses]
      .filter(([, status]) => status === 404 || status >= 500)
      .map(([path, status]) => ({ path, status, from: result.linkedFrom.get(path) }))
    expect(broken).toEqual([])
    // The crawl reached every kind of reader page.
    const types = new Set([...result.statuses.keys()].map(routeTypeOf))
    for (const type of ['home', 'category', 'article', 'author', 'directory', 'city hub', 'landing page']) {
      expect(types).toContain(type === 'directory' ? '/directory' : type)
    }
  })

  test("finds none of the first design's placeholders in any page's HTML or JSON-LD", () => {
    expect(Object.fromEntries(result.placeholders)).toEqual({})
    // The crawl met landing pages with listings, and real businesses in structured data.
    expect(result.businessPages).toContain('/troy/hvac')
    expect([...result.statuses.keys()]).toContain('/detroit/plumbing')
  })

  test('knows the placeholders when it sees them', () => {
    const firstDesign = `<!DOCTYPE html><html><head><script type="application/ld+json">${JSON.stringify({
      '@type': 'LocalBusiness',
      telephone: '(555) 123-4567',
      address: { streetAddress: '123 Main Street', postalCode: '48000' },
      aggregateRating: { ratingValue: 4.8, reviewCount: 127 },
    })}</script></head><body><p>★ 4.8 Rating (127 Reviews)</p><p>Available 24/7</p>
      <a href="tel:5551234567">Call Now (555) 123-4567</a><p>123 Main Street, Detroit, MI 48000</p></body></html>`
    expect(findPlaceholders(firstDesign).sort()).toEqual(
      [
        'a (555) phone number',
        'a star rating',
        'a review count',
        '123 Main Street',
        'zip 48000',
        'Available 24/7',
        'JSON-LD aggregateRating',
        'JSON-LD postalCode 48000',
        'JSON-LD streetAddress 123 Main Street',
        'JSON-LD a (555) telephone',
      ].sort(),
    )
    // Fiction's 555-01xx exchange in a real area code, and a street called Main Street, are not placeholders.
    expect(
      findPlaceholders('<!DOCTYPE html><p>(313) 555-0142, 1400 Main Street, Royal Oak 48067</p>'),
    ).toEqual([])
  })

  test('finds no axe-core violation on any route type, nor on the not-found and fallback pages, in either theme', async ({
    page,
  }) => {
    test.setTimeout(300_000)
    const byType = new Map<string, string>()
    for (const path of result.statuses.keys()) {
      const type = routeTypeOf(path)
      if (!byType.has(type)) byType.set(type, path)
    }
    const pages = [...byType.values(), '/no/such/page', '/troy/dog-walking', '/author/Nobody%20Here']
    const violations: { path: string; theme: string; rule: string; targets: string[] }[] = []
    // The page follows the system's theme (core/reader/comfort.ts).
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      for (const path of pages) {
        await page.goto(`${site.url}${path}`)
        await waitForHydration(page)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        const found = await axeViolations(page)
        violations.push(...found.map((violation) => ({ path, theme, ...violation })))
      }
    }
    expect(pages.length).toBeGreaterThanOrEqual(10)
    expect(violations).toEqual([])
  })
})
