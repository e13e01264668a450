import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/fixtures.ts'

/**
 * A reader page is interactive before its app has loaded: the inline start script
 * (app/lib/start-app.ts) holds what the reader does and replays it once the app has hydrated.
 * Each test holds back the app's entry script, acts, then lets it through (or fails it).
 */

/** Holds the client entry's request until `release()` (or `fail()`). */
async function holdTheApp(page: Page) {
  let answer!: (how: 'continue' | 'abort') => void
  const decided = new Promise<'continue' | 'abort'>((resolve) => {
    answer = resolve
  })
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route: Route) => {
    if ((await decided) === 'continue') await route.continue()
    else await route.abort()
  })
  return { release: () => answer('continue'), fail: () => answer('abort') }
}

/** Whether React has hydrated the page. */
const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.documentElement).some((key) => key.startsWith('__react')))

test.describe('before the app has loaded', () => {
  test('a link tapped early navigates in the app once it has loaded, with no page reload', async ({
    site,
    page,
  }) => {
    const app = await holdTheApp(page)
    await page.goto(`${site.url}/`)
    await page.evaluate(() => {
      ;(window as { samePage?: boolean }).samePage = true
    })
    const business = page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Business' })
    await business.click()
    // Held: the page says it is busy and stays where it is.
    await expect(page.locator('html')).toHaveAttribute('aria-busy', 'true')
    expect(page.url()).toBe(`${site.url}/`)
    expect(await hydrated(page)).toBe(false)

    app.release()
    await expect(page).toHaveURL(/\/category\/business$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('aria-busy', 'true')
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
  })

  test('a button tapped early does what it says once the app has loaded', async ({ site, page }) => {
    const app = await holdTheApp(page)
    await page.goto(`${site.url}/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes`)
    const save = page.getByRole('main').getByRole('button', { name: /save/i }).first()
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    await expect(page.locator('html')).toHaveAttribute('aria-busy', 'true')
    app.release()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    await expect(save).toHaveText('Saved')
  })

  test('on a phone, the menu tapped early opens once the app has loaded', async ({ site, page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const app = await holdTheApp(page)
    await page.goto(`${site.url}/`)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.locator('html')).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
    app.release()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Business' }),
    ).toBeVisible()
  })

  test('text typed early is kept and used once the app has loaded', async ({ site, page }) => {
    const app = await holdTheApp(page)
    await page.goto(`${site.url}/directory`)
    const cities = page.getByTestId('city-card')
    const total = await cities.count()
    expect(total).toBeGreaterThan(1)
    await page.getByLabel('Search cities').fill('Detroit')
    app.release()
    await expect(cities).toHaveCount(1)
    await expect(cities.first().getByRole('heading')).toHaveText('Detroit')
    await expect(page.getByLabel('Search cities')).toHaveValue('Detroit')
  })

  test('when the app cannot load, a link tapped early goes ahead as a plain page load', async ({
    site,
    page,
  }) => {
    const app = await holdTheApp(page)
    await page.goto(`${site.url}/`)
    await page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Business' })
      .click()
    await expect(page.locator('html')).toHaveAttribute('aria-busy', 'true')
    app.fail()
    await expect(page).toHaveURL(/\/category\/business$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible()
  })
})
