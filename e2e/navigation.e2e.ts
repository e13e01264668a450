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

/** The accessible name of the element that has focus, with its tag. */
function focused(page: import('playwright-core').Page) {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName ?? '',
    text: document.activeElement?.textContent?.trim() ?? '',
  }))
}

describe('client-side navigation', () => {
  it('moves focus to the new page heading and restores the scroll position on Back', async () => {
    const { page, context } = await openPage(browser, { viewport: { width: 1280, height: 700 } })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('heading', { name: 'Featured Story' }).waitFor()

    // A header link: the heading of the category page takes focus.
    await page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Business' })
      .click()
    await page.waitForURL(/\/category\/business$/)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    await expect(focused(page)).resolves.toEqual({ tag: 'H1', text: 'Business' })

    // Deep in the page, a footer link; Back returns to the same place with focus on the heading.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first()
    await privacy.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    await privacy.click()
    await page.waitForURL(/\/privacy-policy$/)
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1')
    await expect(focused(page)).resolves.toMatchObject({ tag: 'H1', text: 'Privacy Policy' })

    await page.goBack()
    await page.waitForURL(/\/category\/business$/)
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Business')
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled)
    await context.close()
  })
})
