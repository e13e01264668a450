import { expect, test } from './support/fixtures.ts'

/*
 * The custom business generator page: owner only, every generate-blog input, errors that say what is
 * wrong and take the owner to the field, and a post that states the facts entered word for word.
 */

test.describe('/generate-custom', () => {
  test('shows anonymous visitors the sign-in form and no generator', async ({ site, page }) => {
    await page.goto(`${site.url}/generate-custom`)
    await expect(page.getByRole('heading', { name: 'Owner sign-in' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Generate Blog Post' })).toHaveCount(0)
    await expect(page.getByLabel('Business name')).toHaveCount(0)
  })

  test('is among the owner’s tools, and a form with a missing field says so and leads to it by keyboard', async ({
    page,
    owner,
  }) => {
    test.setTimeout(120_000)
    await owner.signIn('/login')
    await page.getByRole('link', { name: 'Custom business post generator' }).click()
    await expect(page).toHaveURL(/\/generate-custom$/)
    await expect(page.getByLabel('Business name')).toBeVisible()
    await page.getByLabel('Website').fill('https://huronvalleyplumbing.example')
    await page.getByLabel('Address 1').fill('4410 Jackson Rd, Ann Arbor, MI 48103')
    await page.getByLabel('Keywords').fill('plumber Ann Arbor')
    // Submitted from the keyboard, with the business name left empty.
    await page.getByLabel('Keywords').press('Enter')
    const alert = page.getByRole('alert')
    await expect(alert.getByText('Business name is required.')).toBeVisible()
    const focused = page.locator(':focus')
    await expect(focused).toHaveAttribute('role', 'alert')
    await expect(page.getByLabel('Business name')).toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(focused).toHaveAttribute('name', 'business')

    await page.getByLabel('Business name').fill('Huron Valley Plumbing')
    await page.getByLabel('Year founded (optional)').fill('last year')
    await page.getByRole('button', { name: 'Generate Blog Post' }).click()
    await expect(alert.getByText('Year founded must be a four-digit year, such as 1998.')).toBeVisible()
    await expect(page.getByLabel('Year founded (optional)')).toHaveAttribute('aria-invalid', 'true')

    for (let count = 0; count < 10; count++) await page.getByRole('button', { name: 'Add question' }).click()
    await expect(page.getByRole('button', { name: 'Add question' })).toBeDisabled()
  })

  test('generates and saves a post stating the facts entered, then opens it', async ({ page, owner }) => {
    test.setTimeout(150_000)
    await owner.signIn('/generate-custom')
    await page.getByLabel('Business name').fill('Huron Valley Plumbing')
    await page.getByLabel('Website').fill('https://huronvalleyplumbing.example')
    await page.getByLabel('Address 1').fill('4410 Jackson Rd, Ann Arbor, MI 48103')
    await page.getByLabel('Phone 1 (optional)').fill('(734) 555-0100')
    await page.getByLabel('Keywords').fill('plumber Ann Arbor, drain cleaning')
    await page.getByLabel('Topic (optional)').fill('How to fix a leaking kitchen faucet')
    // The post is as long as the facts and points carry it: these carry about 400 words.
    await page.getByLabel('Length in words').fill('400')
    await page
      .getByLabel('Key points (optional)')
      .fill(
        [
          'Turn off the two valves under the sink before you take the faucet apart, and open the tap to let the pressure out.',
          'A drip from the spout usually means a worn cartridge or washer; water around the base usually means a worn O-ring.',
          'Take the handle apart over a towel in the sink basin so small screws cannot fall down the drain.',
          'Bring the old cartridge to the hardware store, since cartridges differ by brand and model even when they look alike.',
          'Wrap the threads with plumber tape in the direction the nut turns, two or three turns, before you put it back together.',
          'Turn the water back on slowly and check under the sink for drips for a few minutes before you call the job done.',
          'A faucet that still drips after a new cartridge may have a cracked body, and replacing the faucet is then the better repair.',
          'A drip of one drop a second wastes more than 3,000 gallons of water a year, so a small leak is worth fixing soon.',
        ].join('\n'),
      )
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
    // The status lasts as long as the writing, which can be quicker than a busy machine's poll:
    // the page records every status it announces, and the test reads that record.
    await page.evaluate(() => {
      const said: string[] = []
      ;(window as unknown as { __statuses: string[] }).__statuses = said
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? ''
          if (text && said.at(-1) !== text) said.push(text)
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    await page.getByRole('button', { name: 'Generate Blog Post' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses))
      .toContainEqual(expect.stringMatching(/Writing the article/))
    // Composing and grammar-checking a post is seconds of CPU on a busy 2-core machine.
    await expect(page).toHaveURL(/\/newsroom\/[0-9a-f-]{36}\/preview$/, { timeout: 90_000 })
    // In-app navigation: the URL changes before the article replaces the form.
    await expect(page.getByLabel('Business name')).toHaveCount(0)
    await expect(page.locator('main article h1')).toBeVisible()
    const main = page.locator('main')
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
      await expect(main).toContainText(fact, { useInnerText: true })

    // The brief is kept with the post: its editor judges the post on its topic and on claims the
    // owner never made, as edited afterwards too.
    const id = /\/newsroom\/([0-9a-f-]{36})\/preview$/.exec(page.url())?.[1]
    await page.goto(new URL(`/newsroom/${id}`, page.url()).href)
    const checks = page.getByRole('list', { name: 'SEO checks' })
    await expect(checks.getByRole('listitem').filter({ hasText: 'Topic:' })).toContainText('Pass Topic')
    await expect(checks.getByRole('listitem').filter({ hasText: 'Claims:' })).toContainText('Pass Claims')
    const body = page.getByRole('textbox', { name: 'Body (Markdown)' })
    await body.press('ControlOrMeta+End')
    await body.pressSequentially('\n\nOur award-winning plumbers are fully insured.')
    await expect(checks.getByRole('listitem').filter({ hasText: 'Claims:' })).toHaveText(
      'Fix Claims: The post claims what its brief does not say: "award-winning", "insured".',
    )
  })
})
