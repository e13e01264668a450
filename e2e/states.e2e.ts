import type { Browser } from 'playwright-core'
import { launchChromium, openPage } from './support/browser.ts'
import { startTestSite } from './support/site.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

describe('home page states', () => {
  it('shows the error texts when the API is unreachable', async () => {
    // Hosted mode pointed at a closed port: the server render and the browser both fail to reach it.
    const site = await startTestSite({ supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' })
    try {
      const { page, context } = await openPage(browser)
      const response = await page.goto(`${site.url}/`)
      expect(response?.status()).toBe(200)
      await page.getByText('Unable to load posts at the moment.').waitFor({ timeout: 20_000 })
      await page.getByText('Please try refreshing the page.').waitFor()
      await context.close()
    } finally {
      await site.stop()
    }
  })

  it("shows 'No posts found.' on an empty database, and the 404 page has no popular articles", async () => {
    const site = await startTestSite({ seed: false })
    try {
      const { page, context } = await openPage(browser)
      await page.goto(`${site.url}/`)
      await page.getByText('No posts found.').waitFor()
      const missing = await page.goto(`${site.url}/no-such-page`)
      expect(missing?.status()).toBe(404)
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { name: 'Popular Articles' }).count()).resolves.toBe(0)
      await context.close()
    } finally {
      await site.stop()
    }
  })
})
