import type { Browser, Page } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
  page = (await openPage(browser)).page
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

const text = (selector = 'main') => page.locator(selector).innerText()

describe('category page', () => {
  it('shows the breadcrumb, description, posts, related links and Load More', async () => {
    const response = await page.goto(`${site.url}/category/business`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).resolves.toMatch(
      /Home\s*\/\s*Business/,
    )
    await page.getByRole('heading', { level: 1, name: 'Business' }).waitFor()
    expect(await page.locator('main article').count()).toBeGreaterThan(0)
    const related = page.locator('section[aria-labelledby="related-heading"] li')
    expect(await related.count()).toBeLessThanOrEqual(6)
    await expect(related.first().innerText()).resolves.toContain('Local News')
  })

  it("answers 404 with 'Category Not Found' for an unknown category", async () => {
    const response = await page.goto(`${site.url}/category/gardening`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Category Not Found' }).waitFor()
    await page.getByText('The requested category could not be found.').waitFor()
  })
})

describe('article page', () => {
  it('opens a post by slug and by id with its breadcrumb, details, body, tags, author box and related content', async () => {
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
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
    }
    await waitForHydration(page)
    const crumbs = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').allInnerTexts()
    expect(crumbs).toHaveLength(3)
    const expected = post.title.length > 50 ? `${post.title.slice(0, 50)}...` : post.title
    expect(crumbs[2]?.replace(/^\/\s*/, '')).toBe(expected)
    await expect(page.getByRole('heading', { name: 'Tags' }).count()).resolves.toBe(1)
    await expect(
      page.getByRole('complementary', { name: 'About the author' }).innerText(),
    ).resolves.toContain(post.author ?? 'Admin')
    await expect(page.locator('main').innerText()).resolves.toMatch(/\d+ min read/)
    await expect(page.getByRole('group', { name: 'Share:' }).getByRole('link').count()).resolves.toBe(4)
    await expect(page.getByRole('group', { name: 'Share:' }).getByRole('button').count()).resolves.toBe(1)
    expect(await page.locator('section[aria-labelledby="related-heading"] li').count()).toBeLessThanOrEqual(6)
  })

  it('cuts a long title in the breadcrumb to 50 characters plus an ellipsis and rewrites business links', async () => {
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
    const crumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').last().innerText()
    expect(crumb.replace(/^\/\s*/, '')).toBe(`${title.slice(0, 50)}...`)
    const business = page.getByRole('link', { name: 'the menu' })
    await expect(business.getAttribute('href')).resolves.toBe('https://www.bakery.example.com/menu')
    await expect(business.getAttribute('target')).resolves.toBe('_blank')
    await expect(business.getAttribute('rel')).resolves.toContain('noopener')
    await expect(page.getByRole('link', { name: 'elsewhere' }).getAttribute('target')).resolves.toBeNull()
    await expect(
      page.locator('section[aria-labelledby="related-heading"] a').first().getAttribute('href'),
    ).resolves.toBe('/royal-oak/services')
  })

  it('falls back to the built-in articles 1 to 5 and answers 404 for anything else', async () => {
    const response = await page.goto(`${site.url}/article/1`)
    expect(response?.status()).toBe(200)
    expect(await page.locator('main h1').innerText()).not.toBe('')
    await expect(page.locator('main .article-body').innerText()).resolves.toMatch(/\w+/)
    const missing = await page.goto(`${site.url}/article/6`)
    expect(missing?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor()
    await page.getByText('The requested article could not be found.').waitFor()
  })
})

describe('city and service landing page', () => {
  it('shows every element for a known city and service', async () => {
    const response = await page.goto(`${site.url}/detroit/plumbing`)
    expect(response?.status()).toBe(200)
    await waitForHydration(page)
    const main = await text()
    for (const phrase of [
      'Plumbing in Detroit, MI',
      'Serving Detroit, Wayne County',
      'Population: 639,000+',
      'Available 24/7',
      '4.8 Rating (127 Reviews)',
      'Get Free Quote',
      'Professional emergency plumber services in Detroit',
      'Why Choose Us',
      'Local Expertise',
      'Licensed & Insured',
      'Fast Response',
      'Satisfaction Guaranteed',
      '100%',
      'We Also Serve Nearby Cities',
      'Request Quote',
      'Call Now',
    ]) {
      expect(main).toContain(phrase)
    }
    await expect(page.locator('section[aria-labelledby="services-heading"] li').count()).resolves.toBe(6)
    const nearby = await page
      .locator('section[aria-labelledby="nearby-heading"] a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(nearby).toEqual([
      '/royal-oak/plumbing',
      '/birmingham/plumbing',
      '/ferndale/plumbing',
      '/troy/plumbing',
    ])
    expect(await page.locator('section[aria-labelledby="related-heading"] li').count()).toBeLessThanOrEqual(6)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).resolves.toMatch(
      /Home\s*\/\s*Detroit\s*\/\s*Plumbing/,
    )
  })

  it("falls back to '{service} in {city}, MI', answered as a 404, for an unknown service or city", async () => {
    expect((await page.goto(`${site.url}/troy/dog-walking`))?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Dog Walking in Troy, MI' }).waitFor()
    const missing = await page.goto(`${site.url}/atlantis/plumbing`)
    expect(missing?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Plumbing in Atlantis, MI' }).waitFor()
  })

  it("lists a city's ten services on its hub page", async () => {
    const response = await page.goto(`${site.url}/ann-arbor/services`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('main ul').first().locator('li').count()).resolves.toBe(10)
    await expect(page.getByRole('link', { name: /HVAC in Ann Arbor/ }).getAttribute('href')).resolves.toBe(
      '/ann-arbor/hvac',
    )
    expect((await page.goto(`${site.url}/atlantis/services`))?.status()).toBe(404)
  })
})

describe('directory', () => {
  it('filters cities and services by name and shows the coverage summary', async () => {
    await page.goto(`${site.url}/directory`)
    await waitForHydration(page)
    await page.getByRole('heading', { level: 1, name: 'Local Service Directory' }).waitFor()
    await expect(page.getByTestId('city-card').count()).resolves.toBe(10)
    await expect(page.getByTestId('service-card').count()).resolves.toBe(10)
    const detroit = page.getByTestId('city-card').first()
    await expect(detroit.getByRole('link', { name: /\+7 more/ }).getAttribute('href')).resolves.toBe(
      '/detroit/services',
    )
    await expect(page.getByTestId('service-card').first().innerText()).resolves.toContain('+7 more')
    await page.getByLabel('Search cities').fill('OAK')
    await expect(page.getByTestId('city-card').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Royal Oak'),
    ])
    await page.getByLabel('Search services').fill('ing')
    const services = await page.getByTestId('service-card').locator('h3').allInnerTexts()
    expect(services).toEqual(['Plumbing', 'Roofing', 'Landscaping'])
    const coverage = await page.locator('section[aria-labelledby="coverage-heading"]').innerText()
    expect(coverage).toMatch(/Cities\s*10/)
    expect(coverage).toMatch(/Services\s*10/)
    expect(coverage).toMatch(/City\/Service Pages\s*100/)
  })
})

describe('author page', () => {
  it("shows the author's count and cards, and the not-found page for an unknown author", async () => {
    const db = serviceClient(site)
    const { data } = await db.from('blog_posts').select('author').not('author', 'is', null).limit(1).single()
    const author = data?.author as string
    const { count } = await db
      .from('blog_posts')
      .select('id', { count: 'exact', head: true })
      .eq('author', author)
    await page.goto(`${site.url}/author/${encodeURIComponent(author)}`)
    await page.getByRole('heading', { level: 1, name: author }).waitFor()
    await page.getByText(`${count} ${count === 1 ? 'article' : 'articles'} published`).waitFor()
    await expect(page.locator('main article').count()).resolves.toBe(count)
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).resolves.toMatch(
      /Home\s*\/\s*Authors\s*\//,
    )
    expect((await page.goto(`${site.url}/author/Nobody%20Here`))?.status()).toBe(404)
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
  })
})

describe('not-found page and company pages', () => {
  it('answers 404 with the not-found page and the 3 newest posts', async () => {
    const response = await page.goto(`${site.url}/this/does/not/exist`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await expect(page.locator('main').innerText()).resolves.toMatch(/moved, deleted, or never existed/)
    await expect(page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).resolves.toBe('/')
    await expect(page.getByRole('link', { name: 'Browse Directory' }).getAttribute('href')).resolves.toBe(
      '/directory',
    )
    await page.getByRole('heading', { name: 'Popular Articles' }).waitFor()
    await expect(page.locator('section[aria-labelledby="popular-heading"] article').count()).resolves.toBe(3)
  })

  it('serves the six footer company pages', async () => {
    for (const path of ['/about-us', '/our-team', '/careers', '/advertise', '/contact', '/privacy-policy']) {
      const response = await page.goto(`${site.url}${path}`)
      expect(response?.status()).toBe(200)
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(200)
    }
    const footer = await page.locator('footer').innerText()
    for (const phrase of ['Local News', 'Opinion', 'About Us', 'Privacy Policy', 'Subscribe', '2024']) {
      expect(footer).toContain(phrase)
    }
  })
})

describe('robots, sitemap and feed', () => {
  it('serves robots.txt with a Sitemap line, the sitemap and an RSS 2.0 feed', async () => {
    const robots = await (await fetch(`${site.url}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`)
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(sitemap).toContain(`${site.url}/detroit/plumbing`)
    const rss = await fetch(`${site.url}/rss.xml`)
    expect(rss.headers.get('content-type')).toContain('application/rss+xml')
    const feed = await rss.text()
    expect(feed).toContain('<rss version="2.0"')
    expect(feed.match(/<item>/g)?.length).toBeGreaterThan(0)
  })
})
