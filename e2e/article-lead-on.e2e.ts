/**
 * An article leads on: the next story, 3 to 6 related stories, more from its author, each once;
 * its tags link to server-rendered tag pages, which the sitemap lists once two stories share a tag.
 */
import { waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient, sitemapUrls } from './support/site.ts'

const LONE = {
  slug: 'lone-tag-story',
  title: 'A Story With a Tag of Its Own',
  tags: ['Local News', 'Mackinac Ferries'],
}

test.beforeAll(async ({ sites }, info) => {
  const site = await siteOf(sites, info)
  await serviceClient(site)
    .from('blog_posts')
    .insert({
      ...LONE,
      content: '<p>Ferries run again.</p>',
      author: 'Maria Alvarez',
      published_at: '2024-01-02T00:00:00Z',
      created_at: '2024-01-02T00:00:00Z',
    })
    .throwOnError()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`an article ends with the next story, related stories and more from its author, at ${viewport.width}px`, async ({
    site,
    page,
  }) => {
    await page.setViewportSize(viewport)
    const { data } = await serviceClient(site)
      .from('blog_posts')
      .select('slug, title, author, tags')
      .eq('author', 'Maria Alvarez')
      .neq('slug', LONE.slug)
      .order('created_at', { ascending: false })
      .limit(1)
      .throwOnError()
    const article = data?.[0]
    if (!article) throw new Error('The seed has no story by Maria Alvarez.')
    await page.goto(`${site.url}/article/${article.slug}`)
    await waitForHydration(page)
    await expect(page.getByText('Related Content')).toHaveCount(0)
    const next = page.getByRole('navigation', { name: 'Next story' }).getByRole('link')
    await expect(next).toHaveAttribute('href', /^\/article\//)
    const related = page.getByRole('region', { name: 'Related stories' }).locator('article')
    await expect(related.first()).toBeVisible()
    const relatedCount = await related.count()
    expect(relatedCount).toBeGreaterThanOrEqual(3)
    expect(relatedCount).toBeLessThanOrEqual(6)
    const more = page.getByRole('region', { name: 'More from Maria Alvarez' }).getByRole('link')
    await expect(more.first()).toBeVisible()
    const hrefs = await page
      .locator(
        'main article :is(h2, h3) a, nav[aria-label="Next story"] a, section[aria-labelledby="more-from-author-heading"] a',
      )
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).not.toContain(`/article/${article.slug}`)
    expect(new Set(hrefs).size).toBe(hrefs.length)

    // Tags are links to their pages.
    const firstTag = article.tags?.[1] ?? article.tags?.[0] ?? ''
    const tags = page.getByRole('region', { name: 'Tags' })
    await tags.getByRole('link', { name: firstTag, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Stories tagged ${firstTag}` })).toBeVisible()
    await expect(page.getByRole('link', { name: article.title })).toBeVisible()
  })
}

test('tag pages are server-rendered, unknown tags are 404, and the sitemap lists tags two stories share', async ({
  site,
}) => {
  const page = await fetchHtml(site, '/tag/royal-oak')
  expect(page.status).toBe(200)
  expect(page.html).toContain('Stories tagged Royal Oak')
  expect(page.html).toContain('href="/article/')
  expect((await fetchHtml(site, '/tag/no-story-has-this-tag')).status).toBe(404)
  const sitemap = await sitemapUrls(site.url)
  expect(sitemap).toContain(`${site.url}/tag/royal-oak`)
  expect(sitemap).toContain(`${site.url}/tag/local-news`)
  expect(sitemap).not.toContain(`${site.url}/tag/mackinac-ferries`)
  expect((await fetchHtml(site, '/tag/mackinac-ferries')).status).toBe(200)
})
