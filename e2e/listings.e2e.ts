/**
 * Listings in Chromium on a phone: the owner manages a business on /newsroom/listings and sees it
 * on its landing page; a landing page with and without listings; a landing page the reader opened
 * shows its listings offline.
 */
import type { Page } from '@playwright/test'
import { parseListing } from '../core/listings/listing.ts'
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

/** Every JSON-LD block of the page (a block holding a list counts each of its items). */
function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? '')].flat()))
}

/** A published listing as the owner would store it (through the schema every writer uses). */
function realListing(change: Record<string, unknown>) {
  return parseListing({
    services: 'plumbing',
    cities: 'detroit',
    street_address: '2600 Gratiot Ave',
    locality: 'Detroit',
    postal_code: '48207',
    hours: 'Mon-Sat 07:00-19:00',
    published: true,
    ...change,
  })
}

test.describe('a landing page', () => {
  test('with no listing says so honestly, and with listings shows them and describes only them', async ({
    site,
    page,
  }) => {
    await page.setViewportSize(PHONE)
    const db = serviceClient(site)
    // The seed's example businesses on this page step aside: the page has nobody.
    const { error: hidden } = await db
      .from('listings')
      .update({ published: false })
      .eq('example', true)
      .contains('pages', ['detroit/plumbing'])
    expect(hidden).toBeNull()

    await page.goto(`${site.url}/detroit/plumbing`)
    await waitForHydration(page)
    const empty = page.getByTestId('no-listings')
    await expect(empty).toContainText('No plumbers are listed in Detroit yet.')
    await expect(page.getByTestId('listing')).toHaveCount(0)
    expect((await jsonLdOf(page)).map((block) => block['@type'])).toEqual(['BreadcrumbList'])
    await empty.getByRole('button', { name: 'Request a quote' }).click()
    await expect(page.getByRole('dialog', { name: 'Get a free quote' })).toBeVisible()

    const { error } = await db.from('listings').insert([
      realListing({ name: 'Eastern Market Plumbing', phone: '(313) 555-0188' }),
      realListing({
        name: 'Woodward Drain Works',
        phone: '313-555-0119',
        street_address: '4100 Woodward Ave',
        postal_code: '48201',
        website: 'https://woodward-drain.example',
        sponsored: true,
      }),
    ])
    expect(error).toBeNull()

    await page.goto(`${site.url}/detroit/plumbing`)
    await waitForHydration(page)
    await expect(page.getByTestId('no-listings')).toHaveCount(0)
    // Sponsored first, then by name.
    await expect(page.getByTestId('listing').locator('h3')).toHaveText([
      'Woodward Drain Works',
      'Eastern Market Plumbing',
    ])
    const sponsored = page.getByTestId('listing').first()
    await expect(sponsored.getByTestId('sponsored-label')).toHaveText(/Sponsored/)
    await expect(sponsored.getByRole('link', { name: /Website/ })).toHaveAttribute(
      'rel',
      'sponsored noopener',
    )
    await expect(sponsored.getByRole('link', { name: /Call Woodward Drain Works at/ })).toHaveAttribute(
      'href',
      'tel:3135550119',
    )
    const plain = page.getByTestId('listing').nth(1)
    await expect(plain.getByTestId('sponsored-label')).toHaveCount(0)
    await expect(plain.getByRole('link', { name: /Call Eastern Market Plumbing at/ })).toHaveAttribute(
      'href',
      'tel:3135550188',
    )
    await expect(plain.getByTestId('open-status')).toHaveText(/^(Open now|Closed now)$/)

    // Structured data: one LocalBusiness per real listing, its own address and phone, no rating.
    const blocks = await jsonLdOf(page)
    expect(blocks.map((block) => block['@type'])).toEqual(['ItemList', 'BreadcrumbList'])
    const items = ((blocks[0]?.itemListElement ?? []) as { item: Record<string, unknown> }[]).map(
      (entry) => entry.item,
    )
    expect(items).toEqual([
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: 'Woodward Drain Works',
        telephone: '(313) 555-0119',
        url: 'https://woodward-drain.example',
        address: expect.objectContaining({ streetAddress: '4100 Woodward Ave', postalCode: '48201' }),
      }),
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: 'Eastern Market Plumbing',
        telephone: '(313) 555-0188',
        address: expect.objectContaining({ streetAddress: '2600 Gratiot Ave', postalCode: '48207' }),
      }),
    ])
    expect(JSON.stringify(blocks)).not.toMatch(/aggregateRating|ratingValue|reviewCount|"review"/)
  })

  test('the reader opened shows its listings offline, phone links included', async ({
    site,
    page,
    offlineMode,
  }) => {
    await page.setViewportSize(PHONE)
    const { error } = await serviceClient(site)
      .from('listings')
      .insert(
        realListing({
          name: 'Capitol City Lawn Care',
          services: 'landscaping',
          cities: 'lansing',
          phone: '(517) 555-0164',
          street_address: '600 E Michigan Ave',
          locality: 'Lansing',
          postal_code: '48912',
        }),
      )
    expect(error).toBeNull()

    await page.goto(`${site.url}/lansing/landscaping`)
    await waitForHydration(page)
    await expect(page.getByTestId('listing')).toHaveCount(1)
    await offlineMode.worker()
    // The server-rendered page's listings are kept on the device once the page is idle.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('newshub-listings')
          return (await cache.keys()).map((request) => new URL(request.url).pathname)
        }),
      )
      .toContain('/offline-data/listings/lansing/landscaping')

    await offlineMode.set(true)
    await page.reload()
    const card = page.getByTestId('listing').filter({ hasText: 'Capitol City Lawn Care' })
    await expect(card).toBeVisible()
    await expect(card.getByRole('link', { name: /Call Capitol City Lawn Care at/ })).toHaveAttribute(
      'href',
      'tel:5175550164',
    )
    await expect(card).toContainText('600 E Michigan Ave', { useInnerText: true })
    await expect(page.getByTestId('no-listings')).toHaveCount(0)

    // A landing page never opened does not claim that nobody is listed: it says it could not load them.
    await page.goto(`${site.url}/grand-rapids/landscaping`)
    await expect(page.getByText('The listings could not be loaded just now.')).toBeVisible()
    await expect(page.getByTestId('no-listings')).toHaveCount(0)
  })
})

test.describe("the owner's list of listings", () => {
  test('pages past 50 listings, by name', async ({ site, page, owner }) => {
    const db = serviceClient(site)
    const { error } = await db.from('listings').insert(
      Array.from({ length: 60 }, (_, index) =>
        realListing({
          name: `Paging Plumbing ${String(index + 1).padStart(2, '0')}`,
          phone: '(313) 555-0150',
          published: false,
        }),
      ),
    )
    expect(error).toBeNull()
    const { count } = await db.from('listings').select('id', { count: 'exact', head: true })
    const total = count ?? 0
    expect(total).toBeGreaterThan(60)

    await owner.signIn('/newsroom/listings')
    const rows = page.getByTestId('owner-listing')
    const pages = page.getByRole('navigation', { name: 'Pages' })
    await expect(rows).toHaveCount(50)
    await expect(pages).toContainText(`Page 1 of 2 (${total} listings)`, { useInnerText: true })
    await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0)
    const firstPage = await rows.locator('p.font-semibold').allInnerTexts()

    await pages.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(pages).toContainText(`Page 2 of 2 (${total} listings)`, { useInnerText: true })
    await expect(rows).toHaveCount(total - 50)
    const secondPage = await rows.locator('p.font-semibold').allInnerTexts()
    // By name across the pages, none twice.
    expect(new Set([...firstPage, ...secondPage]).size).toBe(total)
    expect(firstPage.some((name) => name.startsWith('Paging Plumbing 01'))).toBe(true)
    expect(secondPage.some((name) => name.startsWith('Paging Plumbing 60'))).toBe(true)

    // A page past the last one leads back to the last.
    await page.goto(`${site.url}/newsroom/listings?page=9`)
    await expect(pages).toContainText(`Page 2 of 2 (${total} listings)`, { useInnerText: true })
    await pages.getByRole('link', { name: 'Previous page' }).click()
    await expect(rows).toHaveCount(50)
  })
})
