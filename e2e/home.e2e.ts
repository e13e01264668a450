import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('home page', () => {
  test('shows the heading, featured story, all posts, the three sections and hydrates without warnings', async ({
    site,
    page,
    problems,
  }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Your Trusted Source for Local & National News',
    )
    await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^All Posts \(\d+\)$/ })).toBeVisible()
    for (const section of ['Local News', 'Health & Wellness', 'Business']) {
      await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible()
    }
    await expect(page.getByRole('link', { name: /^View All/ })).toHaveCount(3)
    await expect(page).toHaveTitle(/NewsHub/)
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])
  })

  test('loads more articles by the created_at cursor, adding posts without duplicates', async ({
    site,
    page,
  }) => {
    const cursors: string[] = []
    // The next page's request is held until the loading text has been seen, then let through.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/rest/v1/blog_posts**', async (route) => {
      const url = new URL(route.request().url())
      const cursor = url.searchParams.get('created_at')
      if (cursor) {
        cursors.push(cursor)
        await held
      }
      await route.continue()
    })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    // The All Posts grid shows the loaded posts not already placed above it (featured, sections).
    const grid = page.locator('section[aria-labelledby="all-posts-heading"] article')
    await expect(grid.first()).toBeVisible()
    const before = await grid.count()
    const button = page.getByRole('button', { name: 'Load More Articles (10 loaded)' })
    await button.click()
    await expect(page.getByText('Loading more articles...')).toBeVisible()
    release()
    await expect(page.getByRole('button', { name: 'Load More Articles (20 loaded)' })).toBeVisible()
    expect(cursors).toHaveLength(1)
    expect(cursors[0]).toMatch(/^lt\.\d{4}-\d{2}-\d{2}/)
    await expect.poll(() => grid.count()).toBeGreaterThan(before)
    // No story twice on the page, whatever block shows it.
    const hrefs = await page
      .locator('main article :is(h2, h3) a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThanOrEqual(20)
    expect(new Set(hrefs).size).toBe(hrefs.length)
  })

  test('shows 6 loading placeholders while a client-side navigation loads posts', async ({ site, page }) => {
    await page.goto(`${site.url}/directory`)
    await waitForHydration(page)
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/rest/v1/blog_posts**', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('link', { name: 'NewsHub', exact: true }).first().click()
    await expect(page).toHaveURL(`${site.url}/`)
    await expect(page.getByTestId('card-skeleton')).toHaveCount(6)
    release()
    await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()
  })
})
