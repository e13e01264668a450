import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

test.describe('client-side navigation', () => {
  test.use({ viewport: { width: 1280, height: 700 } })

  test('moves focus to the new page heading and restores the scroll position on Back', async ({
    site,
    page,
  }) => {
    /** The element that has focus. */
    const focused = page.locator(':focus')
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { name: 'Featured Story' })).toBeVisible()

    // A header link: the heading of the category page takes focus.
    await page
      .getByRole('navigation', { name: 'Categories', exact: true })
      .getByRole('link', { name: 'Business' })
      .click()
    await expect(page).toHaveURL(/\/category\/business$/)
    await expect(focused).toHaveJSProperty('tagName', 'H1')
    await expect(focused).toHaveText('Business')

    // Deep in the page, a footer link; Back returns to the same place with focus on the heading.
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first()
    await privacy.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(300)
    await privacy.click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(focused).toHaveJSProperty('tagName', 'H1')
    await expect(focused).toHaveText('Privacy Policy')

    await page.goBack()
    await expect(page).toHaveURL(/\/category\/business$/)
    await expect(focused).toHaveText('Business')
    await expect
      .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), scrolled), {
        message: 'scrolled back to where the reader was',
      })
      .toBeLessThan(5)
  })
})
