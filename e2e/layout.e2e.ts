import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

const phone = { width: 360, height: 740 }

test.describe('header on a phone', () => {
  test.use({ viewport: phone })

  test('opens the slide-out menu as a dialog with the categories, Directory, Saved and search, and closes it', async ({
    site,
    page,
  }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Open search' })).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    for (const name of ['Local News', 'National', 'Business', 'Lifestyle', 'Sports']) {
      await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(dialog.getByRole('link', { name: 'Local Service Directory' })).toHaveAttribute(
      'href',
      '/directory',
    )
    await expect(dialog.getByRole('link', { name: /^Saved for later/ })).toHaveAttribute('href', '/saved')
    // Owner tools are for a signed-in owner only (reachability.e2e.ts).
    await expect(dialog.getByRole('link', { name: 'SEO Dashboard' })).toHaveCount(0)
    await expect(dialog.getByPlaceholder('Search news...')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await dialog.getByRole('button', { name: 'Close menu' }).click()
    await expect(dialog).toBeHidden()
  })

  test('never scrolls sideways at 360 px', async ({ site, page }) => {
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
  })
})

test.describe('hydration', () => {
  test('hydrates every route type without warnings or errors', async ({ site, page, problems }) => {
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
  })
})

test.describe('header on a desktop', () => {
  test('expands the search into a focused input and collapses it again', async ({ site, page }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: 'SEO', exact: true })).toHaveCount(0)
    await page.getByRole('button', { name: 'Open search' }).click()
    const input = page.getByTestId('desktop-search').getByPlaceholder('Search news...')
    await expect(input).toBeFocused()
    // Submitting opens /search (search.e2e.ts); here the field only opens and closes.
    await page.getByRole('button', { name: 'Close search' }).click()
    await expect(input).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open search' })).toBeVisible()
  })
})
