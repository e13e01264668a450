import { expect, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { startTestSite } from './support/site.ts'

// Each test starts a site of its own, set up unlike the suite's usual one.
test.describe('home page states', () => {
  test('shows the error texts when the API is unreachable', async ({ page }) => {
    test.setTimeout(SETUP_TIMEOUT)
    // Hosted mode pointed at a closed port: the server render and the browser both fail to reach it.
    const site = await startTestSite({ supabaseUrl: 'http://127.0.0.1:9', anonKey: 'anon' })
    try {
      const response = await page.goto(`${site.url}/`)
      expect(response?.status()).toBe(200)
      await expect(page.getByText('Unable to load posts at the moment.')).toBeVisible({ timeout: 20_000 })
      await expect(page.getByText('Please try refreshing the page.')).toBeVisible()
    } finally {
      await site.stop()
    }
  })

  test("shows 'No posts found.' on an empty database, and the 404 page has no popular articles", async ({
    page,
  }) => {
    test.setTimeout(SETUP_TIMEOUT)
    const site = await startTestSite({ seed: false })
    try {
      await page.goto(`${site.url}/`)
      await expect(page.getByText('No posts found.')).toBeVisible()
      const missing = await page.goto(`${site.url}/no-such-page`)
      expect(missing?.status()).toBe(404)
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { name: 'Popular Articles' })).toHaveCount(0)
    } finally {
      await site.stop()
    }
  })
})
