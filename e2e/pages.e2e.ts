import type { Locator } from '@playwright/test'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient, sitemapUrls } from './support/site.ts'

/** A breadcrumb item's text without the "/" the list draws before it. */
const crumbText = async (item: Locator) => (await item.innerText()).replace(/^\/\s*/, '')

test.describe('category page', () => {
  test('shows the breadcrumb, description, posts, related links and Load More', async ({ site, page }) => {
    const response = await page.goto(`${site.url}/category/business`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Home\s*\/\s*Business/, {
      useInnerText: true,
    })
    await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    const related = page.locator('section[aria-labelledby="related-heading"] li')
    await expect(related.first()).toContainText('Local News', { useInnerText: true })
    await expect.poll(() => related.count()).toBeLessThanOrEqual(6)
  })

  test("answers 404 with 'Category Not Found' for an unknown category", async ({ site, page }) => {
    const response = await page.goto(`${site.url}/category/gardening`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Category Not Found' })).toBeVisible()
    await expect(page.getByText('The requested category could not be found.')).toBeVisible()
  })
})

test.describe('article page', () => {
  test('opens a post by slug and by id with its breadcrumb, details, body, tags, author box and related content', async ({
    site,
    page,
  }) => {
    const db = serviceClient(site)
    const { data: post } = await db
      .from('blog_posts')
      .select('id,slug,title,tags,author')
      .not('tags', 'is', null)
      .order('created_at', { ascending: false })
      .limit(1)
      .single()
    if (!post) throw new Error('seed has no posts')
    for (const key of [post.slug, post.id]) {
      const response = await page.goto(`${site.url}/article/${key}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    }
    await waitForHydration(page)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')
    await expect(crumbs).toHaveCount(3)
    const expected = post.title.length > 50 ? `${post.title.slice(0, 50)}...` : post.title
    await expect.poll(() => crumbText(crumbs.nth(2))).toBe(expected)
    await expect(page.getByRole('heading', { name: 'Tags' })).toHaveCount(1)
    await expect(page.getByRole('complementary', { name: 'About the author' })).toContainText(
      post.author ?? 'Admin',
      { useInnerText: true },
    )
    await expect(page.locator('main')).toContainText(/\d+ min read/, { useInnerText: true })
    await expect(page.getByRole('group', { name: 'Share:' }).getByRole('link')).toHaveCount(4)
    await expect(page.getByRole('group', { name: 'Share:' }).getByRole('button')).toHaveCount(1)
    await expect
      .poll(() => page.locator('section[aria-labelledby="related-heading"] li').count())
      .toBeLessThanOrEqual(6)
  })

  test('cuts a long title in the breadcrumb to 50 characters plus an ellipsis and rewrites business links', async ({
    site,
    page,
  }) => {
    const db = serviceClient(site)
    const title = 'A very long headline about a Royal Oak bakery that keeps going well past fifty characters'
    const { data, error } = await db
      .from('blog_posts')
      .insert({
        title,
        content:
          '<p>Visit <a href="http://bakery.example.com/menu">the menu</a> or <a href="https://other.example.org/">elsewhere</a>.</p>',
        tags: ['Local News', 'Royal Oak'],
        canonical_url: 'https://www.bakery.example.com/',
        backlink_url: 'https://bakery.example.com/',
        author: 'Jo Park',
      })
      .select('slug')
      .single()
    expect(error).toBeNull()
    await page.goto(`${site.url}/article/${data?.slug}`)
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').last()
    await expect.poll(() => crumbText(crumb)).toBe(`${title.slice(0, 50)}...`)
    const business = page.getByRole('link', { name: 'the menu' })
    await expect(business).toHaveAttribute('href', 'https://www.bakery.example.com/menu')
    await expect(business).toHaveAttribute('target', '_blank')
    await expect(business).toHaveAttribute('rel', /noopener/)
    await expect(page.getByRole('link', { name: 'elsewhere' })).not.toHaveAttribute('target')
    await expect(page.locator('section[aria-labelledby="related-heading"] a').first()).toHaveAttribute(
      'href',
      '/royal-oak/services',
    )
  })

  test('falls back to the built-in articles 1 to 5 and answers 404 for anything else', async ({
    site,
    page,
  }) => {
    const response = await page.goto(`${site.url}/article/1`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main h1')).toHaveText(/\S/)
    await expect(page.locator('main .article-body')).toHaveText(/\w+/, { useInnerText: true })
    const missing = await page.goto(`${site.url}/article/6`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible()
    await expect(page.getByText('The requested article could not be found.')).toBeVisible()
  })
})

test.describe('city and service landing page', () => {
  test('shows the real listings of a known city and service, and no made-up figure', async ({
    site,
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const response = await page.goto(`${site.url}/detroit/plumbing`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const main = page.locator('main')
    for (const phrase of [
      'Plumbing in Detroit, MI',
      'Detroit, Wayne County',
      'Population: 639,000+',
      'Plumbing businesses listed in Detroit',
      'Plumbing in Nearby Cities',
      'Request Quote',
    ]) {
      await expect(main).toContainText(phrase, { useInnerText: true })
    }
    // The seed's example listings: named, with a tel: link, and labelled as examples.
    const listing = main.getByTestId('listing').filter({ hasText: 'Corktown Pipe & Drain' })
    await expect(listing.getByRole('link', { name: /Call Corktown Pipe & Drain at/ })).toHaveAttribute(
      'href',
      'tel:3135550142',
    )
    await expect(listing.getByTestId('example-label')).toBeVisible()
    await expect(listing.getByTestId('sponsored-label')).toBeVisible()
    await expect(listing.getByRole('link', { name: /Website/ })).toHaveAttribute('rel', 'sponsored noopener')
    await expect(listing.getByTestId('open-status')).toHaveText(/^(Open now|Closed now)$/)
    const html = await page.content()
    for (const made_up of [
      '555) 123-4567',
      '123 Main Street',
      '48000',
      '4.8 Rating',
      'Reviews',
      'Available 24/7',
      'Why Choose Us',
      'guarantee',
      'Licensed',
    ])
      expect(html).not.toContain(made_up)
    // Example listings never reach structured data: this page has only its breadcrumb.
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) =>
          [JSON.parse(script.textContent ?? '')].flat().map((item) => item['@type']),
        ),
      )
    expect(types).toEqual(['BreadcrumbList'])
    await expect(page.locator('section[aria-labelledby="services-heading"] li')).toHaveCount(6)
    const nearby = page.locator('section[aria-labelledby="nearby-heading"] a')
    await expect(nearby).toHaveCount(4)
    expect(await nearby.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/royal-oak/plumbing',
      '/birmingham/plumbing',
      '/ferndale/plumbing',
      '/troy/plumbing',
    ])
    await expect
      .poll(() => page.locator('section[aria-labelledby="related-heading"] li').count())
      .toBeLessThanOrEqual(6)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*\/\s*Detroit\s*\/\s*Plumbing/,
      { useInnerText: true },
    )
  })

  test('says honestly that nobody is listed yet, and still takes a request', async ({ site, page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${site.url}/lansing/roofing`)
    await waitForHydration(page)
    await expect(page.getByTestId('no-listings')).toContainText('No roofers are listed in Lansing yet.')
    await expect(page.getByTestId('listing')).toHaveCount(0)
    await page.getByTestId('no-listings').getByRole('button', { name: 'Request a quote' }).click()
    await expect(page.getByRole('dialog', { name: 'Get a free quote' })).toBeVisible()
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.flatMap((script) =>
          [JSON.parse(script.textContent ?? '')].flat().map((item) => item['@type']),
        ),
      )
    expect(types).toEqual(['BreadcrumbList'])
  })

  test("falls back to '{service} in {city}, MI', answered as a 404, for an unknown service or city", async ({
    site,
    page,
  }) => {
    expect((await page.goto(`${site.url}/troy/dog-walking`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Walking in Troy, MI' })).toBeVisible()
    const missing = await page.goto(`${site.url}/atlantis/plumbing`)
    expect(missing?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Plumbing in Atlantis, MI' })).toBeVisible()
  })

  test("lists a city's ten services on its hub page", async ({ site, page }) => {
    const response = await page.goto(`${site.url}/ann-arbor/services`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main ul').first().locator('li')).toHaveCount(10)
    await expect(page.getByRole('link', { name: /HVAC in Ann Arbor/ })).toHaveAttribute(
      'href',
      '/ann-arbor/hvac',
    )
    expect((await page.goto(`${site.url}/atlantis/services`))?.status()).toBe(404)
  })
})

test.describe('directory', () => {
  test('filters cities and services by name and shows the coverage summary', async ({ site, page }) => {
    await page.goto(`${site.url}/directory`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Local Service Directory' })).toBeVisible()
    await expect(page.getByTestId('city-card')).toHaveCount(10)
    await expect(page.getByTestId('service-card')).toHaveCount(10)
    const detroit = page.getByTestId('city-card').first()
    await expect(detroit.getByRole('link', { name: /\+7 more/ })).toHaveAttribute('href', '/detroit/services')
    await expect(page.getByTestId('service-card').first()).toContainText('+7 more', { useInnerText: true })
    await page.getByLabel('Search cities').fill('OAK')
    await expect(page.getByTestId('city-card')).toHaveText([/Royal Oak/], { useInnerText: true })
    await page.getByLabel('Search services').fill('ing')
    await expect(page.getByTestId('service-card').locator('h3')).toHaveText(
      ['Plumbing', 'Roofing', 'Landscaping'],
      { useInnerText: true },
    )
    const coverage = page.locator('section[aria-labelledby="coverage-heading"]')
    await expect(coverage).toContainText(/Cities\s*10/, { useInnerText: true })
    await expect(coverage).toContainText(/Services\s*10/, { useInnerText: true })
    // Listings, not placeholders: the seed's example listings.
    await expect(coverage).toContainText(/Listed businesses\s*\d+/, { useInnerText: true })
    await expect(coverage).toContainText(/Pages with listings\s*\d+\s*of 100/, { useInnerText: true })
  })
})

test.describe('author page', () => {
  test("shows the author's count and cards, and the not-found page for an unknown author", async ({
    site,
    page,
  }) => {
    const db = serviceClient(site)
    const { data } = await db.from('blog_posts').select('author').not('author', 'is', null).limit(1).single()
    const author = data?.author as string
    const { count } = await db
      .from('blog_posts')
      .select('id', { count: 'exact', head: true })
      .eq('author', author)
    await page.goto(`${site.url}/author/${encodeURIComponent(author)}`)
    await expect(page.getByRole('heading', { level: 1, name: author })).toBeVisible()
    await expect(page.getByText(`${count} ${count === 1 ? 'article' : 'articles'} published`)).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(count ?? -1)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Home\s*\/\s*Authors\s*\//,
      {
        useInnerText: true,
      },
    )
    expect((await page.goto(`${site.url}/author/Nobody%20Here`))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  })
})

test.describe('not-found page and company pages', () => {
  test('answers 404 with the not-found page and the 3 newest posts', async ({ site, page }) => {
    const response = await page.goto(`${site.url}/this/does/not/exist`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
    await expect(page.locator('main')).toContainText(/moved, deleted, or never existed/, {
      useInnerText: true,
    })
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Browse Directory' })).toHaveAttribute('href', '/directory')
    await expect(page.getByRole('heading', { name: 'Popular Articles' })).toBeVisible()
    await expect(page.locator('section[aria-labelledby="popular-heading"] article')).toHaveCount(3)
  })

  test('serves the six footer company pages and the terms', async ({ site, page }) => {
    for (const path of [
      '/about-us',
      '/our-team',
      '/careers',
      '/advertise',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(200)
      await expect.poll(async () => (await page.locator('main').innerText()).length).toBeGreaterThan(200)
    }
    const footer = page.locator('footer')
    for (const phrase of [
      'Local News',
      'Health & Wellness',
      'About Us',
      'Privacy Policy',
      'Subscribe',
      '2024',
    ]) {
      await expect(footer).toContainText(phrase, { useInnerText: true })
    }
  })
})

test.describe('robots, sitemap and feed', () => {
  test('serves robots.txt with a Sitemap line, the sitemap and an RSS 2.0 feed', async ({ site }) => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    const index = await (await fetch(`${site.url}/sitemap.xml`)).text()
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const urls = await sitemapUrls(site.url)
    expect(urls).toContain(`${site.url}/detroit/plumbing`)
    expect(urls.filter((url) => url.includes('/article/')).length).toBeGreaterThan(10)
    // The sitemap's files are kept until a post changes: a story published now is in the news
    // sitemap at once, though the file was read (and kept) a moment before.
    const before = await (await fetch(`${site.url}/sitemap-news.xml`)).text()
    const slug = `sitemap-news-${Date.now()}`
    expect(before).not.toContain(slug)
    const now = new Date().toISOString()
    await serviceClient(site)
      .from('blog_posts')
      .insert({
        slug,
        title: 'Sitemap news check',
        content: '<p>Fresh.</p>',
        published_at: now,
        created_at: now,
      })
      .throwOnError()
    expect(await (await fetch(`${site.url}/sitemap-news.xml`)).text()).toContain(`/article/${slug}</loc>`)
    const rss = await fetch(`${site.url}/rss.xml`)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const feed = await rss.text()
    expect(feed).toContain('<rss version="2.0"')
    expect(feed.match(/<item>/g)?.length).toBeGreaterThan(0)
  })
})
