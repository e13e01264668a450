import type { RunningSite } from '../cli/start-site.ts'
import { COMPANY_LINKS } from '../core/data/categories.ts'
import { axeViolations } from './support/axe.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml } from './support/site.ts'

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

interface Crawl {
  statuses: Map<string, number>
  /** Where each path was first linked from, for the failure message. */
  linkedFrom: Map<string, string>
}

/** Breadth-first crawl of the server's HTML (what a search engine sees) from the seeds, `depth` links deep. */
async function crawl(seeds: string[], depth: number): Promise<Crawl> {
  const statuses = new Map<string, number>()
  const linkedFrom = new Map<string, string>()
  let frontier = seeds
  for (let level = 0; level <= depth && frontier.length > 0; level++) {
    const next: string[] = []
    for (const path of frontier) {
      if (statuses.has(path)) continue
      const { status, html } = await fetchHtml(site, path)
      statuses.set(path, status)
      if (level === depth || !(html.startsWith('<!DOCTYPE') || html.startsWith('<!doctype'))) continue
      for (const link of linksOf(html, `${site.url}${path}`)) {
        if (statuses.has(link)) continue
        if (!linkedFrom.has(link)) linkedFrom.set(link, path)
        next.push(link)
      }
    }
    frontier = [...new Set(next)]
  }
  return { statuses, linkedFrom }
}

test.describe('crawling the site', () => {
  let result: Crawl

  test.beforeAll(async ({ sites }, info) => {
    site = await siteOf(sites, info)
    info.setTimeout(300_000)
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
