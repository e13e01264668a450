/**
 * Listings in Chromium on a phone: the owner manages a business on /newsroom/listings and sees it
 * on its landing page; a landing page with and without listings; a landing page the reader opened
 * shows its listings offline.
 */
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

const PHONE = { width: 390, height: 844 }

test.describe("the owner's listings", () => {
  test('adds a listing, sees it on its landing page, edits, unpublishes and deletes it', async ({
    site,
    page,
    owner,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize(PHONE)
    await owner.signIn('/newsroom/listings')
    const status = page.getByRole('status').filter({ hasText: /\S/ })

    // Nobody is listed for roofing in Warren in the seed.
    await page.goto(`${site.url}/warren/roofing`)
    await expect(page.getByTestId('no-listings')).toContainText('No roofers are listed in Warren yet.')

    await page.goto(`${site.url}/newsroom/listings`)
    await page.getByRole('button', { name: 'Add a listing' }).click()
    const form = page.getByRole('form', { name: 'Add a listing' })
    await form.getByLabel('Business name', { exact: true }).fill('Van Dyke Roofing Co.')
    await form.getByLabel('Phone', { exact: true }).fill('586 555 0131')
    await form.getByLabel('Street address', { exact: true }).fill('29000 Van Dyke Ave')
    await form.getByLabel('City of the address', { exact: true }).fill('Warren')
    await form.getByLabel('ZIP code', { exact: true }).fill('48093')
    await form.getByLabel('Website (optional)').fill('https://vandyke-roofing.example')
    await form.getByLabel(/^Opening hours/).fill('Mon-Fri 07:00-16:00')
    await form.getByLabel('Short description (optional)').fill('Shingle roofs, flashing and gutters.')
    await form.getByRole('group', { name: 'Services' }).getByLabel('Roofing').check()
    await form.getByRole('checkbox', { name: /^Sponsored/ }).check()
    await form.getByRole('checkbox', { name: 'Published', exact: true }).check()

    // A missing field is named, focused, and nothing is stored.
    await form.getByRole('button', { name: 'Save listing' }).click()
    await expect(form.getByRole('alert')).toHaveText(/^cities: /)
    await expect(
      form.getByRole('group', { name: 'Cities served' }).getByRole('checkbox').first(),
    ).toBeFocused()
    const db = serviceClient(site)
    const stored = () =>
      db
        .from('listings')
        .select('id,phone,published')
        .eq('name', 'Van Dyke Roofing Co.')
        .then((r) => r.data)
    expect(await stored()).toEqual([])

    await form.getByRole('group', { name: 'Cities served' }).getByLabel('Warren').check()
    await form.getByRole('button', { name: 'Save listing' }).click()
    await expect(status).toHaveText('Van Dyke Roofing Co. was added.')
    const row = page.getByTestId('owner-listing').filter({ hasText: 'Van Dyke Roofing Co.' })
    await expect(row).toContainText('(Published, sponsored)', { useInnerText: true })
    await expect(row).toContainText('(586) 555-0131', { useInnerText: true })

    // On its landing page: named, a tel: link, the Sponsored label and rel="sponsored".
    await page.goto(`${site.url}/warren/roofing`)
    await waitForHydration(page)
    const card = page.getByTestId('listing').filter({ hasText: 'Van Dyke Roofing Co.' })
    await expect(card.getByRole('link', { name: /Call Van Dyke Roofing Co\. at/ })).toHaveAttribute(
      'href',
      'tel:5865550131',
    )
    await expect(card.getByTestId('sponsored-label')).toBeVisible()
    await expect(card.getByRole('link', { name: /Website/ })).toHaveAttribute('rel', 'sponsored noopener')
    await expect(card.getByRole('link', { name: /Website/ })).toHaveAttribute(
      'href',
      'https://vandyke-roofing.example',
    )
    await expect(card).toContainText('29000 Van Dyke Ave', { useInnerText: true })
    await expect(card.getByTestId('example-label')).toHaveCount(0)
    await expect(page.getByTestId('no-listings')).toHaveCount(0)

    // Edit: a new phone shows on the page.
    await page.goto(`${site.url}/newsroom/listings`)
    await page.getByRole('button', { name: 'Edit Van Dyke Roofing Co.' }).click()
    const edit = page.getByRole('form', { name: 'Edit Van Dyke Roofing Co.' })
    await expect(edit.getByLabel('Phone', { exact: true })).toHaveValue('(586) 555-0131')
    await edit.getByLabel('Phone', { exact: true }).fill('(586) 555-0177')
    await edit.getByRole('button', { name: 'Save listing' }).click()
    await expect(status).toHaveText('Van Dyke Roofing Co. was saved.')
    await page.goto(`${site.url}/warren/roofing`)
    await expect(card.getByRole('link', { name: /Call Van Dyke Roofing Co\. at/ })).toHaveAttribute(
      'href',
      'tel:5865550177',
    )

    // Unpublished: gone from the landing page, still on the owner's list.
    await page.goto(`${site.url}/newsroom/listings`)
    await page.getByRole('button', { name: 'Unpublish Van Dyke Roofing Co.' }).click()
    await expect(status).toHaveText('Van Dyke Roofing Co. is unpublished.')
    await expect(row).toContainText('(Unpublished, sponsored)', { useInnerText: true })
    await page.goto(`${site.url}/warren/roofing`)
    await expect(page.getByTestId('no-listings')).toContainText('No roofers are listed in Warren yet.')
    await expect(page.getByTestId('listing')).toHaveCount(0)
    expect(await page.content()).not.toContain('Van Dyke Roofing')

    // Delete asks first; Cancel keeps the listing.
    await page.goto(`${site.url}/newsroom/listings`)
    await page.getByRole('button', { name: 'Delete Van Dyke Roofing Co.' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this listing?' })
    await expect(confirm).toContainText('Van Dyke Roofing Co. disappears from every landing page')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    expect(await stored()).toHaveLength(1)
    await page.getByRole('button', { name: 'Delete Van Dyke Roofing Co.' }).click()
    await confirm.getByRole('button', { name: 'Delete listing' }).click()
    await expect(status).toHaveText('Van Dyke Roofing Co. was deleted.')
    await expect(row).toHaveCount(0)
    expect(await stored()).toEqual([])
  })
})
