/**
 * Leads from reader pages in Chromium: "Call Now" dials, the quote form opens with the page's city
 * and service and confirms, the owner reads the request on /leads, and the footer newsletter box
 * subscribes, refuses a bad address and answers a repeat address the same way.
 */
import type { Browser, Page } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { serviceClient, startTestSite } from './support/site.ts'

const OWNER = { email: 'owner@newshub.example', password: 'a long owner password' }

let site: RunningSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
  const { error } = await serviceClient(site).auth.admin.createUser({
    ...OWNER,
    email_confirm: true,
    app_metadata: { role: 'owner' },
  })
  if (error) throw error
})
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

/** The scripts a page loaded, by their text, to see which code a reader downloads. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  return scripts
}

describe('the landing page calls to action', () => {
  it('"Call Now" is a tel: link and "Request Quote" sends a request the owner reads on /leads', async () => {
    const { page, context, problems } = await openPage(browser)
    const scripts = collectScripts(page)
    await page.goto(`${site.url}/detroit/plumbing`)
    await waitForHydration(page)
    const call = page.getByRole('link', { name: 'Call Now' })
    await expect(call.getAttribute('href')).resolves.toMatch(/^tel:\+?\d{7,15}$/)

    await page.getByRole('button', { name: 'Request Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get a free quote' })
    await dialog.waitFor()
    await expect(dialog.getByLabel('City').inputValue()).resolves.toBe('Detroit')
    await expect(dialog.getByLabel('Service').inputValue()).resolves.toBe('Plumbing')

    // The form's own check first: nothing is sent for a contact that is neither phone nor address.
    await dialog.getByLabel('Your name').fill('Pat Reader')
    await dialog.getByLabel('Phone or e-mail').fill('call me')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await dialog
      .getByRole('alert')
      .getByText('Enter a phone number (7 to 15 digits) or an e-mail address.')
      .waitFor()

    await dialog.getByLabel('Phone or e-mail').fill('pat@newshub.example')
    await dialog.getByLabel('Message (optional)').fill('The kitchen tap drips.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await dialog
      .getByRole('status')
      .getByText(
        'Thanks, Pat Reader! We have your request for Plumbing in Detroit and will contact you at pat@newshub.example.',
      )
      .waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // "Get Free Quote" opens the same form, ready for another request.
    await page.getByRole('button', { name: 'Get Free Quote' }).click()
    await dialog.getByLabel('Your name').waitFor()
    await expect(
      dialog.getByLabel('Your name').evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
    await page.keyboard.press('Escape')

    // Reader pages never download the owner's sign-in code.
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((text) => text.includes('signInWithPassword'))).toEqual([])
    expect(problems).toEqual([])

    await page.goto(`${site.url}/leads`)
    await waitForHydration(page)
    await expect(page.getByText('pat@newshub.example').count()).resolves.toBe(0)
    await page.getByLabel('Email', { exact: true }).fill(OWNER.email)
    await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const row = page.getByRole('row').filter({ hasText: 'pat@newshub.example' })
    await row.waitFor()
    await expect(row.innerText()).resolves.toMatch(
      /Pat Reader\s+pat@newshub\.example\s+Plumbing in Detroit\s+The kitchen tap drips\./,
    )
    await context.close()
  })
})

describe('the footer newsletter box', () => {
  it('confirms, refuses a bad address, and answers a repeat address the same', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    const form = page.getByRole('form', { name: 'Newsletter' })
    const email = form.getByLabel('Email address')
    const status = form.getByRole('status')

    await email.fill('not-an-address')
    await email.press('Enter')
    await status.getByText('Enter a valid e-mail address.').waitFor()
    await expect(email.getAttribute('aria-invalid')).resolves.toBe('true')

    await email.fill('reader@newshub.example')
    await email.press('Enter')
    await status.getByText('Thanks! You are subscribed to the NewsHub newsletter.').waitFor()
    const first = await status.innerText()

    // The same address again (in other letters) reads exactly the same.
    await page.reload()
    await waitForHydration(page)
    await email.fill('Reader@NewsHub.example')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await status.getByText('Thanks! You are subscribed to the NewsHub newsletter.').waitFor()
    await expect(status.innerText()).resolves.toBe(first)

    const { data } = await serviceClient(site).from('newsletter_subscribers').select('email')
    expect(data).toEqual([{ email: 'reader@newshub.example' }])

    // No network: the reader is told, nothing is claimed.
    await page.route('**/rest/v1/rpc/subscribe', (route) => route.abort('internetdisconnected'))
    await email.fill('offline@newshub.example')
    await email.press('Enter')
    await status.getByText('We could not reach the server. Check your connection and try again.').waitFor()
    await context.close()
  })
})
