/**
 * Leads from reader pages in Chromium: "Call Now" dials, the quote form opens with the page's city
 * and service and confirms, the owner reads the request on /leads, and the footer newsletter box
 * subscribes, refuses a bad address and answers a repeat address the same way.
 */
import type { Page } from '@playwright/test'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { serviceClient } from './support/site.ts'

/** The scripts a page loaded, by their text, to see which code a reader downloads. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  return scripts
}

test.describe('the landing page calls to action', () => {
  test('a listing\'s phone is a tel: link and "Request a quote" reaches the owner on /leads, addressed to it', async ({
    site,
    page,
    problems,
    owner,
  }) => {
    const scripts = collectScripts(page)
    await page.goto(`${site.url}/detroit/plumbing`)
    await waitForHydration(page)
    const call = page.getByRole('link', { name: /Call Corktown Pipe & Drain at/ })
    await expect(call).toHaveAttribute('href', /^tel:\+?\d{7,15}$/)

    await page.getByRole('button', { name: 'Request a quote from Corktown Pipe & Drain' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a quote from Corktown Pipe & Drain' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('City')).toHaveValue('Detroit')
    await expect(dialog.getByLabel('Service')).toHaveValue('Plumbing')

    // The form's own check first: nothing is sent for a contact that is neither phone nor address.
    await dialog.getByLabel('Your name').fill('Pat Reader')
    await dialog.getByLabel('Phone or e-mail').fill('call me')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(
      dialog.getByRole('alert').getByText('Enter a phone number (7 to 15 digits) or an e-mail address.'),
    ).toBeVisible()

    await dialog.getByLabel('Phone or e-mail').fill('pat@newshub.example')
    await dialog.getByLabel('Message (optional)').fill('The kitchen tap drips.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(
      dialog
        .getByRole('status')
        .getByText(
          'Thanks, Pat Reader! We have your request for Corktown Pipe & Drain and will pass it on with your contact, pat@newshub.example.',
        ),
    ).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    // "Request Quote" opens the form for the owner to route, ready for another request.
    await page.getByRole('button', { name: 'Request Quote' }).click()
    const general = page.getByRole('dialog', { name: 'Get a free quote' })
    await expect(general.getByLabel('Your name')).toBeFocused()
    await page.keyboard.press('Escape')

    // Reader pages never download the owner's sign-in code.
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((text) => text.includes('signInWithPassword'))).toEqual([])
    expect(problems).toEqual([])

    await page.goto(`${site.url}/leads`)
    await waitForHydration(page)
    await expect(page.getByText('pat@newshub.example')).toHaveCount(0)
    await page.getByLabel('Email', { exact: true }).fill(owner.email)
    await page.getByLabel('Password', { exact: true }).fill(owner.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const row = page.getByRole('row').filter({ hasText: 'pat@newshub.example' })
    await expect(row).toHaveText(
      /Pat Reader\s+pat@newshub\.example\s+Plumbing in Detroit\s+Corktown Pipe & Drain\s+The kitchen tap drips\./,
      {
        useInnerText: true,
      },
    )
  })
})

test.describe('the footer newsletter box', () => {
  test('confirms, refuses a bad address, and answers a repeat address the same', async ({ site, page }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Newsletter' })
    const email = form.getByLabel('Email address')
    const status = form.getByRole('status')

    await email.fill('not-an-address')
    await email.press('Enter')
    await expect(status.getByText('Enter a valid e-mail address.')).toBeVisible()
    await expect(email).toHaveAttribute('aria-invalid', 'true')

    await email.fill('reader@newshub.example')
    await email.press('Enter')
    await expect(
      status.getByText('Check your inbox to confirm your subscription to the NewsHub newsletter.'),
    ).toBeVisible()
    const first = await status.innerText()

    // The same address again (in other letters) reads exactly the same.
    await page.reload()
    await waitForHydration(page)
    await email.fill('Reader@NewsHub.example')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(
      status.getByText('Check your inbox to confirm your subscription to the NewsHub newsletter.'),
    ).toBeVisible()
    await expect(status).toHaveText(first, { useInnerText: true })

    const { data } = await serviceClient(site).from('newsletter_subscribers').select('email')
    expect(data).toEqual([{ email: 'reader@newshub.example' }])

    // No network: the reader is told, nothing is claimed.
    await page.route('**/rest/v1/rpc/subscribe', (route) => route.abort('internetdisconnected'))
    await email.fill('offline@newshub.example')
    await email.press('Enter')
    await expect(
      status.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeVisible()
  })
})
