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

const phone = { width: 360, height: 740 }

describe('header on a phone', () => {
  it('opens the slide-out menu as a dialog with the categories, SEO Dashboard and search, and closes it', async () => {
    const { page, context } = await openPage(browser, { viewport: phone })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Open search' }).isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await dialog.waitFor()
    for (const name of ['Local News', 'National', 'Business', 'Lifestyle', 'Sports']) {
      await expect(dialog.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    }
    await expect(dialog.getByRole('link', { name: 'SEO Dashboard' }).getAttribute('href')).resolves.toBe(
      '/seo-dashboard',
    )
    await expect(dialog.getByPlaceholder('Search news...').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('never scrolls sideways at 360 px', async () => {
    const { page, context } = await openPage(browser, { viewport: phone })
    for (const path of [
      '/',
      '/category/local',
      '/article/1',
      '/detroit/plumbing',
      '/directory',
      '/author/Priya%20Raman',
      '/nope',
    ]) {
      await page.goto(`${site.url}${path}`)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect({ path, width }).toEqual({ path, width: 360 })
    }
    await context.close()
  })
})

describe('hydration', () => {
  it('hydrates every route type without warnings or errors', async () => {
    const { page, problems, context } = await openPage(browser)
    for (const path of [
      '/',
      '/category/sports',
      '/article/1',
      '/detroit/hvac',
      '/troy/services',
      '/directory',
      '/author/Priya%20Raman',
      '/careers',
    ]) {
      await page.goto(`${site.url}${path}`)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('header on a desktop', () => {
  it('expands the search into a focused input and collapses it again', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'SEO', exact: true }).getAttribute('href')).resolves.toBe(
      '/seo-dashboard',
    )
    await page.getByRole('button', { name: 'Open search' }).click()
    const input = page.getByTestId('desktop-search').getByPlaceholder('Search news...')
    await input.waitFor()
    await expect(input.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    // Submitting opens /search (search.e2e.ts); here the field only opens and closes.
    await page.getByRole('button', { name: 'Close search' }).click()
    await input.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Open search' }).waitFor()
    await context.close()
  })
})
