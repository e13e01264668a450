/**
 * Every reader feature can be found from the header, the phone menu or the footer: Saved (with its
 * count), the Directory, the Terms; no link goes to '#'; owner links show only for a signed-in
 * owner, and the header does not move for a reader as the page hydrates.
 */
import type { Page } from '@playwright/test'
import { openPage, waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'

const PHONE = { width: 390, height: 844 }

/** Where the header's pieces sit, rounded to whole pixels. */
async function headerLayout(page: Page) {
  return page.locator('header a, header button').evaluateAll((nodes) =>
    nodes
      .filter((node) => (node as HTMLElement).offsetParent !== null)
      .map((node) => {
        const box = node.getBoundingClientRect()
        return `${node.textContent?.trim() || node.getAttribute('aria-label')}@${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}`
      }),
  )
}

test.describe('a reader on a desktop', () => {
  test('finds Directory, Saved with its count and the Terms, and no link to #', async ({ site, page }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Directory', exact: true })).toHaveAttribute(
      'href',
      '/directory',
    )
    await expect(header.getByRole('link', { name: 'SEO', exact: true })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Newsroom' })).toHaveCount(0)
    const saved = header.getByRole('link', { name: /^Saved/ })
    await expect(saved).toHaveAttribute('href', '/saved')
    await expect(saved).toHaveText(/^Saved\s*0 stories$/)

    // Saving a story counts it in the header at once.
    await page
      .getByRole('button', { name: /^Save for later: / })
      .first()
      .click()
    await expect(saved).toHaveText(/^Saved\s*1 story$/)

    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Local Service Directory' })).toHaveAttribute(
      'href',
      '/directory',
    )
    await expect(footer.getByRole('link', { name: 'Health & Wellness' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Opinion' })).toHaveCount(0)
    for (const path of ['/', '/category/local', '/directory', '/article/1', '/detroit/plumbing', '/saved']) {
      await page.goto(`${site.url}${path}`)
      const hashLinks = await page
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href) => href === '#'))
      expect({ path, hashLinks }).toEqual({ path, hashLinks: [] })
    }
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    expect((await fetch(`${site.url}/terms-of-service`)).status).toBe(200)
  })

  test('sees the header in the same place before and after the page hydrates', async ({ site, browser }) => {
    const still = await openPage(browser, { javaScriptEnabled: false })
    const live = await openPage(browser)
    try {
      await still.page.goto(`${site.url}/`)
      await live.page.goto(`${site.url}/`)
      await waitForHydration(live.page)
      // The count arrives once the device has been read; its room was there from the start.
      await expect(live.page.getByRole('banner').getByRole('link', { name: /^Saved/ })).toHaveText(/stories$/)
      const before = (await headerLayout(still.page)).map((item) => item.replace(/^Saved[^@]*/, 'Saved'))
      const after = (await headerLayout(live.page)).map((item) => item.replace(/^Saved[^@]*/, 'Saved'))
      expect(after).toEqual(before)
    } finally {
      await still.context.close()
      await live.context.close()
    }
  })
})

test.describe('a reader on a phone', () => {
  test.use({ viewport: PHONE })

  test('finds Saved and Directory in the menu, and no owner tools', async ({ site, page }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('link', { name: /^Saved for later/ })).toHaveText(/0 stories$/)
    await expect(menu.getByRole('link', { name: 'SEO Dashboard' })).toHaveCount(0)
    await menu.getByRole('link', { name: 'Local Service Directory' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Local Service Directory' })).toBeVisible()
  })
})

test('a signed-in owner finds the Newsroom and SEO links in the header and the phone menu', async ({
  site,
  page,
  owner,
}) => {
  await owner.signIn('/login', page)
  await page.goto(`${site.url}/`)
  await waitForHydration(page)
  const tools = page.getByRole('navigation', { name: 'Owner tools' })
  await expect(tools.getByRole('link', { name: 'Newsroom' })).toHaveAttribute('href', '/newsroom')
  await expect(tools.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '/seo-dashboard')
  await page.setViewportSize(PHONE)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'SEO Dashboard' }),
  ).toHaveAttribute('href', '/seo-dashboard')
})
