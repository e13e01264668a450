import type { Browser, Page } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { FALLBACK_ARTICLES } from '../core/data/articles/index.ts'
import { buildShareLinks } from '../core/posts/share.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { fetchHtml, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** Runs a test body on a fresh page and closes its context afterwards. */
async function withPage(body: (page: Page, problems: string[]) => Promise<void>): Promise<void> {
  const { context, page, problems } = await openPage(browser)
  try {
    await body(page, problems)
  } finally {
    await context.close()
  }
}

/** The JSON-LD records of the page (a block may hold a list of them). */
async function jsonLdOf(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text))
}

const builtInFinance = FALLBACK_ARTICLES.find((article) => article.category === 'Finance')

describe('every category a post can carry has a page', () => {
  it.each([
    ['Health & Wellness', '/category/health-wellness'],
    ['Finance', '/category/finance'],
    ['Home & Garden', '/category/home-garden'],
    ['Travel & Recreation', '/category/travel-recreation'],
  ])('%s lives at %s', async (name, path) => {
    await withPage(async (page) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(200)
      await page.getByRole('heading', { level: 1, name }).waitFor()
      expect(await page.title()).toBe(`${name} News | NewsHub`)
    })
  })

  it("links a built-in Finance article's badge, breadcrumb and JSON-LD breadcrumb to the Finance page", async () => {
    await withPage(async (page) => {
      await page.goto(`${site.url}/article/${builtInFinance?.slug}`)
      await waitForHydration(page)
      const badge = page.locator('main').getByRole('link', { name: 'Finance', exact: true })
      await expect(
        badge.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).resolves.toEqual(['/category/finance', '/category/finance'])
      const trail = (await jsonLdOf(page)).find(
        (block) => (block as { '@type': string })['@type'] === 'BreadcrumbList',
      ) as { itemListElement: { item: string }[] }
      expect(trail.itemListElement[1]?.item).toBe(`${site.url}/category/finance`)
      await badge.last().click()
      await page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/category/finance')
    })
  })

  it('moves the old spellings for good (301) to the new slugs', async () => {
    for (const [old, now] of [
      ['/category/health-%26%20wellness', '/category/health-wellness'],
      ['/category/home-&%20garden', '/category/home-garden'],
      ['/category/travel-%26%20recreation', '/category/travel-recreation'],
      ['/category/local-news', '/category/local'],
    ] as const) {
      const response = await fetch(`${site.url}${old}`, { redirect: 'manual' })
      expect({ old, status: response.status }).toEqual({ old, status: 301 })
      expect(new URL(response.headers.get('location') ?? '', site.url).pathname).toBe(now)
    }
    await withPage(async (page) => {
      await page.goto(`${site.url}/category/health-%26%20wellness`)
      expect(new URL(page.url()).pathname).toBe('/category/health-wellness')
      await page.getByRole('heading', { level: 1, name: 'Health & Wellness' }).waitFor()
    })
  })

  it("opens the footer's Opinion link on a real page that says it has no posts yet", async () => {
    await withPage(async (page) => {
      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      await page
        .getByRole('navigation', { name: 'Footer categories' })
        .getByRole('link', { name: 'Opinion' })
        .click()
      await page.getByRole('heading', { level: 1, name: 'Opinion' }).waitFor()
      await page.getByText('No posts found.').waitFor()
      expect((await fetchHtml(site, '/category/opinion')).status).toBe(200)
    })
  })

  it("titles Local News once and opens each home section's own category from 'View All'", async () => {
    await withPage(async (page) => {
      await page.goto(`${site.url}/category/local`)
      expect(await page.title()).toBe('Local News | NewsHub')
      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      for (const [section, path] of [
        ['Local News', '/category/local'],
        ['Health & Wellness', '/category/health-wellness'],
        ['Business', '/category/business'],
      ]) {
        // The section is a region named by its heading: its id has no spaces.
        const region = page.getByRole('region', { name: section, exact: true })
        await expect(
          region.getByRole('link', { name: `View All ${section}` }).getAttribute('href'),
        ).resolves.toBe(path)
      }
    })
  })
})

describe('fallback landing pages', () => {
  it.each([
    ['/troy/dog-walking', 'Dog Walking in Troy, MI'],
    ['/grosse-pointe/plumbing', 'Plumbing in Grosse Pointe, MI'],
  ])("%s shows '%s' with a 404 status and noindex", async (path, heading) => {
    await withPage(async (page, problems) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex')
      expect(await page.title()).toBe(`${heading} | NewsHub`)
      await expect(page.getByRole('heading', { name: 'Page Not Found' }).count()).resolves.toBe(0)
      expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])
    })
  })
})

describe('not-found answers and page structure', () => {
  it('answers an unknown author with 404 and the not-found page', async () => {
    await withPage(async (page) => {
      const response = await page.goto(`${site.url}/author/Nobody%20Here`)
      expect(response?.status()).toBe(404)
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
      expect(await page.title()).toBe('Page Not Found | NewsHub')
    })
  })

  it.each([
    ['/this/does/not/exist', 'Page Not Found | NewsHub'],
    ['/nope', 'Page Not Found | NewsHub'],
    ['/nowhere/services', 'Page Not Found | NewsHub'],
    ['/category/nope', 'Category Not Found | NewsHub'],
    ['/article/nope', 'Article Not Found | NewsHub'],
  ])('%s answers 404 with the title %s', async (path, title) => {
    await withPage(async (page) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(404)
      expect(await page.title()).toBe(title)
    })
  })

  it('gives every <time> a datetime, skips no heading level and uses ids without spaces', async () => {
    await withPage(async (page) => {
      for (const path of [
        '/',
        `/article/${builtInFinance?.slug}`,
        '/author/Priya%20Raman',
        '/category/business',
      ]) {
        await page.goto(`${site.url}${path}`)
        await waitForHydration(page)
        await page.locator('main time').first().waitFor()
        const report = await page.evaluate(() => {
          const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
            Number(heading.tagName.slice(1)),
          )
          return {
            timesWithoutDatetime: [...document.querySelectorAll('time')].filter(
              (time) => !time.getAttribute('datetime'),
            ).length,
            skippedLevels: levels.filter((level, index) => level - (levels[index - 1] ?? 0) > 1),
            idsWithSpaces: [...document.querySelectorAll('[id]')]
              .map((el) => el.id)
              .filter((id) => /\s/.test(id)),
            unnamedRegions: [...document.querySelectorAll('[aria-labelledby]')]
              .flatMap((el) => (el.getAttribute('aria-labelledby') ?? '').split(/\s+/))
              .filter((id) => !document.getElementById(id)),
          }
        })
        expect({ path, ...report }).toEqual({
          path,
          timesWithoutDatetime: 0,
          skippedLevels: [],
          idsWithSpaces: [],
          unnamedRegions: [],
        })
      }
    })
  })
})

describe('sharing an article', () => {
  const article = FALLBACK_ARTICLES[0]

  it('offers labelled X, Facebook, LinkedIn, e-mail and Copy link controls without a share sheet', async () => {
    const { context, page } = await openPage(browser)
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
      await page.goto(`${site.url}/article/${article?.slug}`)
      await waitForHydration(page)
      const url = `${site.url}/article/${article?.slug}`
      const share = page.getByRole('group', { name: 'Share:' })
      const expected = buildShareLinks(url, article?.title ?? '')
      for (const [name, link] of [
        ['Share on X', expected[0]],
        ['Share on Facebook', expected[1]],
        ['Share on LinkedIn', expected[2]],
        ['Share by email', expected[3]],
      ] as const) {
        const control = share.getByRole('link', { name })
        await expect(control.getAttribute('href')).resolves.toBe(link?.href)
        expect(decodeURIComponent((await control.getAttribute('href')) ?? '')).toContain(url)
      }
      await expect(share.getByRole('button').count()).resolves.toBe(1)
      await share.getByRole('button', { name: 'Copy link' }).click()
      await share.getByRole('status').getByText('Link copied').waitFor()
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url)
    } finally {
      await context.close()
    }
  })

  it('opens the system share sheet from one Share button where the device has one', async () => {
    const { context, page } = await openPage(browser)
    try {
      // Desktop Linux Chromium has no share sheet: give the page the Web Share API a phone has,
      // recording what it is asked to share.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'share', {
          value: (data: ShareData) => {
            ;(window as unknown as { shared: ShareData[] }).shared = [
              ...((window as unknown as { shared?: ShareData[] }).shared ?? []),
              data,
            ]
            return Promise.resolve()
          },
        })
      })
      await page.goto(`${site.url}/article/${article?.slug}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Share', exact: true }).click()
      await page.waitForFunction(() => (window as unknown as { shared?: unknown[] }).shared?.length === 1)
      await expect(
        page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared[0]),
      ).resolves.toEqual({ title: article?.title, url: `${site.url}/article/${article?.slug}` })
      await expect(page.getByRole('link', { name: 'Share on X' }).count()).resolves.toBe(0)
    } finally {
      await context.close()
    }
  })
})

describe('landing-page structured data', () => {
  it('carries no rating or review counts that nobody gave', async () => {
    await withPage(async (page) => {
      await page.goto(`${site.url}/detroit/plumbing`)
      const business = (await jsonLdOf(page)).find(
        (block) => (block as { '@type': string })['@type'] === 'LocalBusiness',
      )
      expect(business).toBeDefined()
      expect(JSON.stringify(business)).not.toMatch(/aggregateRating|ratingValue|reviewCount|"review"/)
    })
  })
})

describe('in-app navigation', () => {
  it('clicks from home to an article, its category, an author, the directory and a landing page without reloading', async () => {
    await withPage(async (page) => {
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url())
      })
      await page.goto(`${site.url}/`)
      await waitForHydration(page)
      await page.evaluate(() => {
        ;(window as unknown as { marker: string }).marker = 'still here'
      })
      const main = page.locator('main')

      // Hovering a link preloads its page's data before the click.
      const preload = page.waitForRequest(
        (request) =>
          request.url().includes('/rest/v1/blog_posts') &&
          decodeURIComponent(request.url()).includes('Sports'),
      )
      await page
        .getByRole('navigation', { name: 'Categories', exact: true })
        .getByRole('link', { name: 'Sports' })
        .hover()
      await preload

      await main.locator('section[aria-labelledby="featured-heading"] a[href^="/article/"]').click()
      await page.locator('main .article-body').waitFor()
      const badge = main.locator('article > span > a').first()
      const category = (await badge.innerText()).trim()
      await badge.click()
      await page.getByRole('heading', { level: 1, name: new RegExp(category, 'i') }).waitFor()
      expect(new URL(page.url()).pathname).toMatch(/^\/category\//)

      await main.locator('article a[href^="/article/"]').first().click()
      await page.locator('main .article-body').waitFor()
      await page.locator('main a[href^="/author/"]').first().click()
      await page.getByText(/\d+ articles? published/).waitFor()
      expect(new URL(page.url()).pathname).toMatch(/^\/author\//)

      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
      await page.getByRole('heading', { name: 'Featured Story' }).waitFor()
      await main.locator('section[aria-labelledby="featured-heading"] a[href^="/article/"]').click()
      await page.locator('main .article-body').waitFor()
      await main.getByRole('link', { name: /Local Service Directory/ }).click()
      await page.getByRole('heading', { level: 1, name: 'Local Service Directory' }).waitFor()

      await page.getByTestId('city-card').first().getByRole('link').first().click()
      await page.getByRole('heading', { name: 'Why Choose Us' }).waitFor()
      expect(new URL(page.url()).pathname).toMatch(/^\/[a-z-]+\/[a-z-]+$/)

      expect(documents).toEqual([`${site.url}/`])
      await expect(page.evaluate(() => (window as unknown as { marker?: string }).marker)).resolves.toBe(
        'still here',
      )
    })
  })
})
