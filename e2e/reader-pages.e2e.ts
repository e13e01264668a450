import type { Page } from '@playwright/test'
import { FALLBACK_ARTICLES } from '../core/data/articles/index.ts'
import { buildShareLinks } from '../core/posts/share.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { fetchHtml } from './support/site.ts'

/** The JSON-LD records of the page (a block may hold a list of them). */
async function jsonLdOf(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => JSON.parse(text))
}

const builtInFinance = FALLBACK_ARTICLES.find((article) => article.category === 'Finance')

test.describe('every category a post can carry has a page', () => {
  for (const [name, path] of [
    ['Health & Wellness', '/category/health-wellness'],
    ['Finance', '/category/finance'],
    ['Home & Garden', '/category/home-garden'],
    ['Travel & Recreation', '/category/travel-recreation'],
  ] as const) {
    test(`${name} lives at ${path}`, async ({ site, page }) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
      await expect(page).toHaveTitle(`${name} News | NewsHub`)
    })
  }

  test("links a built-in Finance article's badge, breadcrumb and JSON-LD breadcrumb to the Finance page", async ({
    site,
    page,
  }) => {
    await page.goto(`${site.url}/article/${builtInFinance?.slug}`)
    await waitForHydration(page)
    const badge = page.locator('main').getByRole('link', { name: 'Finance', exact: true })
    await expect(badge).toHaveCount(2)
    for (const link of await badge.all()) await expect(link).toHaveAttribute('href', '/category/finance')
    const trail = (await jsonLdOf(page)).find(
      (block) => (block as { '@type': string })['@type'] === 'BreadcrumbList',
    ) as { itemListElement: { item: string }[] }
    expect(trail.itemListElement[1]?.item).toBe(`${site.url}/category/finance`)
    await badge.last().click()
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/category/finance')
  })

  test('moves the old spellings for good (301) to the new slugs', async ({ site, page }) => {
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
    await page.goto(`${site.url}/category/health-%26%20wellness`)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/category/health-wellness')
    await expect(page.getByRole('heading', { level: 1, name: 'Health & Wellness' })).toBeVisible()
  })

  test('lists in the footer only categories with stories, and Opinion (none yet) still has a real page', async ({
    site,
    page,
  }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const footer = page.getByRole('navigation', { name: 'Footer categories' })
    await expect(footer.getByRole('link', { name: 'Opinion' })).toHaveCount(0)
    await footer.getByRole('link', { name: 'Health & Wellness' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Health & Wellness' })).toBeVisible()
    await page.goto(`${site.url}/category/opinion`)
    await expect(page.getByRole('heading', { level: 1, name: 'Opinion' })).toBeVisible()
    await expect(page.getByText('No posts found.')).toBeVisible()
    expect((await fetchHtml(site, '/category/opinion')).status).toBe(200)
  })

  test("titles Local News once and opens each home section's own category from 'View All'", async ({
    site,
    page,
  }) => {
    await page.goto(`${site.url}/category/local`)
    await expect(page).toHaveTitle('Local News | NewsHub')
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    for (const [section, path] of [
      ['Local News', '/category/local'],
      ['Health & Wellness', '/category/health-wellness'],
      ['Business', '/category/business'],
    ] as const) {
      // The section is a region named by its heading: its id has no spaces.
      const region = page.getByRole('region', { name: section, exact: true })
      await expect(region.getByRole('link', { name: `View All ${section}` })).toHaveAttribute('href', path)
    }
  })
})

test.describe('fallback landing pages', () => {
  for (const [path, heading] of [
    ['/troy/dog-walking', 'Dog Walking in Troy, MI'],
    ['/grosse-pointe/plumbing', 'Plumbing in Grosse Pointe, MI'],
  ] as const) {
    test(`${path} shows '${heading}' with a 404 status and noindex`, async ({ site, page, problems }) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(404)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page).toHaveTitle(`${heading} | NewsHub`)
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
      expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])
    })
  }
})

test.describe('not-found answers and page structure', () => {
  test('answers an unknown author with 404 and the not-found page', async ({ site, page }) => {
    const response = await page.goto(`${site.url}/author/Nobody%20Here`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page).toHaveTitle('Page Not Found | NewsHub')
  })

  for (const [path, title] of [
    ['/this/does/not/exist', 'Page Not Found | NewsHub'],
    ['/nope', 'Page Not Found | NewsHub'],
    ['/nowhere/services', 'Page Not Found | NewsHub'],
    ['/category/nope', 'Category Not Found | NewsHub'],
    ['/article/nope', 'Article Not Found | NewsHub'],
  ] as const) {
    test(`${path} answers 404 with the title ${title}`, async ({ site, page }) => {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveTitle(title)
    })
  }

  test('gives every <time> a datetime, skips no heading level and uses ids without spaces', async ({
    site,
    page,
  }) => {
    for (const path of [
      '/',
      `/article/${builtInFinance?.slug}`,
      '/author/Priya%20Raman',
      '/category/business',
    ]) {
      await page.goto(`${site.url}${path}`)
      await waitForHydration(page)
      await expect(page.locator('main time').first()).toBeVisible()
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

test.describe('sharing an article', () => {
  const article = FALLBACK_ARTICLES[0]

  test('offers labelled X, Facebook, LinkedIn, e-mail and Copy link controls without a share sheet', async ({
    site,
    page,
    context,
  }) => {
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
      await expect(control).toHaveAttribute('href', link?.href ?? '')
      expect(decodeURIComponent((await control.getAttribute('href')) ?? '')).toContain(url)
    }
    await expect(share.getByRole('button')).toHaveCount(1)
    await share.getByRole('button', { name: 'Copy link' }).click()
    await expect(share.getByRole('status').getByText('Link copied')).toBeVisible()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  })

  test('opens the system share sheet from one Share button where the device has one', async ({
    site,
    page,
  }) => {
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
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData[] }).shared))
      .toEqual([{ title: article?.title, url: `${site.url}/article/${article?.slug}` }])
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveCount(0)
  })
})

test.describe('landing-page structured data', () => {
  test('carries no rating, review count or placeholder business (example listings stay out)', async ({
    site,
    page,
  }) => {
    await page.goto(`${site.url}/detroit/plumbing`)
    const blocks = await jsonLdOf(page)
    expect(blocks.map((block) => (block as { '@type': string })['@type'])).toEqual(['BreadcrumbList'])
    expect(JSON.stringify(blocks)).not.toMatch(
      /aggregateRating|ratingValue|reviewCount|"review"|48000|Main Street/,
    )
  })
})

test.describe('in-app navigation', () => {
  test('clicks from home to an article, its category, an author, the directory and a landing page without reloading', async ({
    site,
    page,
  }) => {
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
        request.url().includes('/rest/v1/blog_posts') && decodeURIComponent(request.url()).includes('Sports'),
    )
    await page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Sports' })
      .hover()
    await preload

    await main.locator('section[aria-labelledby="featured-heading"] a[href^="/article/"]').click()
    await expect(page.locator('main .article-body')).toBeVisible()
    const badge = main.locator('article > span > a').first()
    const category = (await badge.innerText()).trim()
    await badge.click()
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(category, 'i') })).toBeVisible()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/category\//)

    await main.locator('article a[href^="/article/"]').first().click()
    await expect(page.locator('main .article-body')).toBeVisible()
    await page.locator('main a[href^="/author/"]').first().click()
    await expect(page.getByText(/\d+ articles? published/)).toBeVisible()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/author\//)

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
    await main.locator('section[aria-labelledby="featured-heading"] a[href^="/article/"]').click()
    await expect(page.locator('main .article-body')).toBeVisible()
    await main.getByRole('link', { name: /Local Service Directory/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Local Service Directory' })).toBeVisible()

    await page.getByTestId('city-card').first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { name: /businesses listed in/ })).toBeVisible()
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/[a-z-]+\/[a-z-]+$/)

    expect(documents).toEqual([`${site.url}/`])
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here')
  })
})
