import type { Browser, Page } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { serviceClient, startTestSite } from './support/site.ts'

/*
 * The custom business generator page: owner only, every generate-blog input, errors that say what is
 * wrong and take the owner to the field, and a post that states the facts entered word for word.
 */

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

async function signIn(page: Page, path: string) {
  await page.goto(`${site.url}${path}`)
  await waitForHydration(page)
  await page.getByLabel('Email', { exact: true }).fill(OWNER.email)
  await page.getByLabel('Password', { exact: true }).fill(OWNER.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByText(`Signed in as ${OWNER.email}`).waitFor()
}

describe('/generate-custom', () => {
  it('shows anonymous visitors the sign-in form and no generator', async () => {
    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/generate-custom`)
    await page.getByRole('heading', { name: 'Owner sign-in' }).waitFor()
    await expect(page.getByRole('button', { name: 'Generate Blog Post' }).count()).resolves.toBe(0)
    await expect(page.getByLabel('Business name').count()).resolves.toBe(0)
    await context.close()
  })

  it('is among the owner’s tools, and a form with a missing field says so and leads to it by keyboard', async () => {
    const { page, context } = await openPage(browser)
    await signIn(page, '/login')
    await page.getByRole('link', { name: 'Custom business post generator' }).click()
    await page.waitForURL(/\/generate-custom$/)
    await page.getByLabel('Business name').waitFor()
    await page.getByLabel('Website').fill('https://huronvalleyplumbing.example')
    await page.getByLabel('Address 1').fill('4410 Jackson Rd, Ann Arbor, MI 48103')
    await page.getByLabel('Keywords').fill('plumber Ann Arbor')
    // Submitted from the keyboard, with the business name left empty.
    await page.getByLabel('Keywords').press('Enter')
    const alert = page.getByRole('alert')
    await alert.getByText('Business name is required.').waitFor()
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('alert')
    await expect(page.getByLabel('Business name').getAttribute('aria-invalid')).resolves.toBe('true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe('business')

    await page.getByLabel('Business name').fill('Huron Valley Plumbing')
    await page.getByLabel('Year founded (optional)').fill('last year')
    await page.getByRole('button', { name: 'Generate Blog Post' }).click()
    await alert.getByText('Year founded must be a four-digit year, such as 1998.').waitFor()
    await expect(page.getByLabel('Year founded (optional)').getAttribute('aria-invalid')).resolves.toBe(
      'true',
    )

    for (let count = 0; count < 10; count++) await page.getByRole('button', { name: 'Add question' }).click()
    await expect(page.getByRole('button', { name: 'Add question' }).isDisabled()).resolves.toBe(true)
    await context.close()
  }, 120_000)

  it('generates and saves a post stating the facts entered, then opens it', async () => {
    const { page, context } = await openPage(browser)
    await signIn(page, '/generate-custom')
    await page.getByLabel('Business name').fill('Huron Valley Plumbing')
    await page.getByLabel('Website').fill('https://huronvalleyplumbing.example')
    await page.getByLabel('Address 1').fill('4410 Jackson Rd, Ann Arbor, MI 48103')
    await page.getByLabel('Phone 1 (optional)').fill('(734) 555-0100')
    await page.getByLabel('Keywords').fill('plumber Ann Arbor, drain cleaning')
    await page.getByLabel('Topic (optional)').fill('How to fix a leaking kitchen faucet')
    await page.getByLabel('Length in words').fill('900')
    await page.getByRole('button', { name: 'Add service' }).click()
    await page.getByLabel('Service 1 name').fill('Faucet repair')
    await page.getByLabel('Service 1 short description (optional)').fill('Leaks fixed on the first visit')
    await page.getByLabel('Service 1 price (optional)').fill('from $95')
    await page.getByLabel('Opening hours (optional)').fill('Mon-Fri 8am-5pm')
    await page.getByLabel('Year founded (optional)').fill('1987')
    await page.getByLabel('Service area (optional)').fill('Washtenaw County')
    await page.getByLabel('What sets the business apart (optional)').fill('Shoe covers on every visit')
    await page.getByRole('button', { name: 'Add question' }).click()
    await page.getByLabel('Question 1').fill('Do you work on weekends?')
    await page.getByLabel('Answer 1').fill('Saturdays, by appointment.')
    await page.getByRole('button', { name: 'Generate Blog Post' }).click()
    await page
      .getByRole('status')
      .getByText(/Writing the article/)
      .waitFor()
    // Composing and grammar-checking a post is seconds of CPU on a busy 2-core machine.
    await page.waitForURL(/\/newsroom\/[0-9a-f-]{36}\/preview$/, { timeout: 90_000 })
    // In-app navigation: the URL changes before the article replaces the form.
    await page.getByLabel('Business name').waitFor({ state: 'detached' })
    await page.locator('main article h1').waitFor()
    const text = await page.locator('main').innerText()
    for (const fact of [
      'Faucet repair',
      'Leaks fixed on the first visit',
      'from $95',
      'Mon-Fri 8am-5pm',
      '1987',
      'Washtenaw County',
      'Shoe covers on every visit',
      'Do you work on weekends?',
      'Saturdays, by appointment.',
    ])
      expect(text).toContain(fact)
    await context.close()
  }, 150_000)
})
