import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('home page', () => {
  it('shows the heading, featured story, all posts, the three sections and hydrates without warnings', async () => {
    const { page, problems, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Your Trusted Source for Local & National News',
    )
    await page.getByRole('heading', { name: 'Featured Story' }).waitFor()
    await page.getByRole('heading', { name: /^All Posts \(\d+\)$/ }).waitFor()
    for (const section of ['Local News', 'Health & Wellness', 'Business']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor()
    }
    await expect(page.getByRole('link', { name: /^View All/ }).count()).resolves.toBe(3)
    expect(await page.title()).toContain('NewsHub')
    expect(problems.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([])
    await context.close()
  })

  it('loads more articles by the created_at cursor, adding posts without duplicates', async () => {
    const { page, context } = await openPage(browser)
    const cursors: string[] = []
    await page.route('**/rest/v1/blog_posts**', async (route) => {
      const url = new URL(route.request().url())
      const cursor = url.searchParams.get('created_at')
      if (cursor) {
        cursors.push(cursor)
        // Hold the page long enough to see the loading text.
        await new Promise((resolve) => setTimeout(resolve, 400))
      }
      await route.continue()
    })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const grid = page.locator('section[aria-labelledby="all-posts-heading"] article')
    await expect(grid.count()).resolves.toBe(10)
    const button = page.getByRole('button', { name: 'Load More Articles (10 loaded)' })
    await button.click()
    await page.getByText('Loading more articles...').waitFor()
    await page.getByRole('button', { name: 'Load More Articles (20 loaded)' }).waitFor()
    expect(cursors).toHaveLength(1)
    expect(cursors[0]).toMatch(/^lt\.\d{4}-\d{2}-\d{2}/)
    const hrefs = await grid
      .locator('h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs).toHaveLength(20)
    expect(new Set(hrefs).size).toBe(20)
    await context.close()
  })

  it('shows 6 loading placeholders while a client-side navigation loads posts', async () => {
    const { page, context } = await openPage(browser)
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
    await page.waitForURL(`${site.url}/`)
    await page.getByTestId('card-skeleton').first().waitFor()
    await expect(page.getByTestId('card-skeleton').count()).resolves.toBe(6)
    release()
    await page.getByRole('heading', { name: 'Featured Story' }).waitFor()
    await context.close()
  })
})
