/**
 * Offline, a list the device holds nothing for says so (not "Unable to load posts... refreshing"),
 * and leads to what the device does hold.
 */
import { expect, test } from './support/fixtures.ts'

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`an empty section offline says no stories from it are on the device, at ${viewport.width}px`, async ({
    site,
    page,
    offlineMode,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(`${site.url}/`)
    await offlineMode.ready(20)
    await offlineMode.set(true)

    await page.goto(`${site.url}/category/opinion`)
    const state = page
      .getByRole('status')
      .filter({ hasText: 'No stories from this section are saved on this device.' })
    await expect(state).toBeVisible()
    await expect(page.getByText('Unable to load posts at the moment.')).toHaveCount(0)
    await expect(page.getByText('Please try refreshing the page.')).toHaveCount(0)

    await page.goto(`${site.url}/author/${encodeURIComponent('Nobody Writes Here')}`)
    await expect(page.getByText('No stories by this author are saved on this device.')).toBeVisible()
    await page.getByRole('link', { name: 'See the stories saved on this device' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Saved for offline' })).toBeVisible()
  })
}
