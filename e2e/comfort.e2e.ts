/**
 * Comfortable reading: the dark theme follows the system and a header switch, the article text size
 * is the reader's, both remembered on the device and applied by the head's inline script before
 * the first paint (so before the app has loaded), under the page's CSP; axe finds nothing in
 * either theme on a phone or a desktop.
 */
import type { Page } from '@playwright/test'
import { axeViolations } from './support/axe.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

const PHONE = { width: 390, height: 844 }
const ARTICLE = '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes'
/** The dark theme's page background (slate-950), as the browser computes it. */
const DARK_BACKGROUND = 'oklch(0.129 0.042 264.695)'

/** Holds the app's entry script for good: what the page shows is the server's HTML and the head script. */
async function withoutTheApp(page: Page) {
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, () => new Promise(() => undefined))
}

/** Console lines a blocked inline script would log. */
function cspComplaints(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) lines.push(message.text())
  })
  return lines
}

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

test.describe('the theme', () => {
  test('follows a dark system before the app has loaded, under the CSP', async ({ site, page }) => {
    const complaints = cspComplaints(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await withoutTheApp(page)
    await page.goto(`${site.url}/`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await background(page)).toBe(DARK_BACKGROUND)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${site.url}/`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await background(page)).toBe('rgb(255, 255, 255)')
    expect(complaints).toEqual([])
  })

  test('the header switch turns it dark and back, remembered across visits', async ({ site, page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark theme' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => localStorage.getItem('newshub-theme'))).toBe('dark')

    // Another visit starts dark, before the app has loaded.
    await withoutTheApp(page)
    await page.goto(`${site.url}${ARTICLE}`)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await background(page)).toBe(DARK_BACKGROUND)
    await page.unrouteAll()

    // Back to light, which the system shows: the page follows the system again.
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate(() => localStorage.getItem('newshub-theme'))).toBeNull()
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  test('holds in the offline shell, which the app renders from scratch', async ({ site, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${site.url}/shell`)
    await waitForHydration(page)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test("an article's text size is the reader's, remembered before the app loads", async ({ site, page }) => {
    await page.goto(`${site.url}${ARTICLE}`)
    await waitForHydration(page)
    const body = page.locator('.article-body')
    const fontSize = () => body.evaluate((element) => getComputedStyle(element).fontSize)
    expect(await fontSize()).toBe('16px')
    const sizes = page.getByRole('group', { name: 'Text size' })
    // The reader taps the size's label (the radio itself is visually hidden).
    await sizes.getByRole('radio', { name: 'Extra large' }).locator('..').click()
    await expect(sizes.getByRole('radio', { name: 'Extra large' })).toBeChecked()
    await expect.poll(fontSize).toBe('22px')

    await withoutTheApp(page)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'xl')
    expect(await fontSize()).toBe('22px')
    await page.unrouteAll()

    await page.reload()
    await waitForHydration(page)
    await expect(sizes.getByRole('radio', { name: 'Extra large' })).toBeChecked()
    await sizes.getByRole('radio', { name: 'Medium' }).locator('..').click()
    await expect.poll(fontSize).toBe('16px')
    await expect(page.locator('html')).not.toHaveAttribute('data-text-size', /./)
  })

  test('the theme switch is in reach in the header', async ({ site, page }) => {
    await page.goto(`${site.url}/`)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Dark theme' })).toBeVisible()
  })
})

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`axe finds nothing on home, an article and a landing page in either theme (${device})`, async ({
    site,
    page,
  }, info) => {
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    const violations: { path: string; theme: string; rule: string; targets: string[] }[] = []
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme })
      for (const path of ['/', ARTICLE, '/detroit/plumbing', '/search?q=plumbing', '/saved']) {
        await page.goto(`${site.url}${path}`)
        await waitForHydration(page)
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        violations.push(...(await axeViolations(page)).map((found) => ({ path, theme, ...found })))
        if (path !== '/search?q=plumbing' && path !== '/saved') {
          const name = path === '/' ? 'home' : path.startsWith('/article') ? 'article' : 'landing'
          await page.screenshot({ path: info.outputPath(`${name}-${theme}-${device}.png`), fullPage: true })
        }
      }
    }
    expect(violations).toEqual([])
  })
}
