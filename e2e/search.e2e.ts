import { openPage, waitForHydration } from './support/browser.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { fetchHtml, serviceClient } from './support/site.ts'

/** A word no seeded post uses: twelve stories carry it, so a search has a second page. */
const WORD = 'zephyrwidget'

test.beforeAll(async ({ sites }, info) => {
  const site = await siteOf(sites, info)
  const { error } = await serviceClient(site)
    .from('blog_posts')
    .insert(
      Array.from({ length: 12 }, (_, index) => ({
        title: `Workshop ${index + 1} on the ${WORD} craze`,
        content: `<p>Makers in Ferndale built a ${WORD} from spare parts, part ${index + 1}.</p>`,
        tags: ['Local News'],
        author: 'Desk',
        published_at: new Date(Date.UTC(2023, 0, index + 1)).toISOString(),
      })),
    )
  if (error) throw new Error(error.message)
})

test.describe('search', () => {
  test('opens from the desktop header: results with marked words, a count, Load More, noindex', async ({
    site,
    page,
    problems,
  }) => {
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open search' }).click()
    const field = page.getByTestId('desktop-search').getByPlaceholder('Search news...')
    await field.fill(WORD)
    await field.press('Enter')
    await expect(page).toHaveURL(`${site.url}/search?q=${WORD}`)

    const status = page.getByRole('main').getByRole('status')
    await expect(status.getByText(`First 10 results for “${WORD}”`)).toBeVisible()
    await expect(status).toHaveAttribute('aria-live', 'polite')
    await expect(page.getByRole('searchbox', { name: 'Search stories' })).toHaveValue(WORD)
    await expect(page.locator('main article')).toHaveCount(10)
    await expect(page.locator('main article mark').first()).toHaveText(WORD, { useInnerText: true })

    await page.getByRole('button', { name: 'Load More' }).click()
    await expect(status.getByText(`12 results for “${WORD}”`)).toBeVisible()
    await expect(page.locator('main article')).toHaveCount(12)
    await expect(page.getByRole('button', { name: 'Load More' })).toHaveCount(0)
    expect(problems).toEqual([])

    // The first HTML already has the results, marked, and keeps the page out of search engines.
    const { status: code, html } = await fetchHtml(site, `/search?q=${WORD}`)
    expect(code).toBe(200)
    expect(html).toContain(`<mark class="rounded-sm bg-yellow-100 px-0.5 text-slate-900">${WORD}</mark>`)
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
  })

  test("'/' opens and focuses the desktop search, Escape closes it", async ({ site, page }) => {
    await page.goto(`${site.url}/category/local`)
    await waitForHydration(page)
    const field = page.getByTestId('desktop-search').getByPlaceholder('Search news...')
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('placeholder') ?? null)
    // On a busy machine the first key can land before the page is ready for it (or lose focus to
    // the page settling): press it again, from closed, until the field has focus.
    await expect
      .poll(
        async () => {
          if ((await focused()) !== 'Search news...') {
            await page.keyboard.press('Escape')
            await page.keyboard.press('/')
          }
          return focused()
        },
        { timeout: 30_000 },
      )
      .toBe('Search news...')
    await expect(field).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Open search')
    await expect(page.getByTestId('desktop-search')).toHaveCount(0)
  })

  test('opens from the mobile menu on a phone', async ({ site, browser }) => {
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByPlaceholder('Search news...').fill(`${WORD} Ferndale`)
    await menu.getByPlaceholder('Search news...').press('Enter')
    await expect(page).toHaveURL(/\/search\?q=zephyrwidget(\+|%20)Ferndale$/)
    await expect(
      page.getByRole('main').getByRole('status').getByText(`First 10 results for “${WORD} Ferndale”`),
    ).toBeVisible()
    await expect(page.locator('main article mark').first()).toBeVisible()
    await expect(menu).toBeHidden()
    await context.close()
  })

  test('says when nothing matched, naming the words, and offers the newest stories', async ({
    site,
    page,
    problems,
  }) => {
    await page.goto(`${site.url}/search?q=${encodeURIComponent('qwertyuiop lemonade')}`)
    await waitForHydration(page)
    await expect(
      page.getByRole('main').getByRole('status').getByText('No results for “qwertyuiop lemonade”'),
    ).toBeVisible()
    await expect(page.getByText('Nothing matched “qwertyuiop lemonade”.', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Newest stories' })).toBeVisible()
    await expect(page.locator('main section article')).toHaveCount(3)
    // Server-rendered and hydrated without a mismatch.
    expect(problems).toEqual([])
  })

  test('shows the reason when the backend refuses the search text', async ({ site, page }) => {
    await page.goto(`${site.url}/search?q=${'a'.repeat(201)}`)
    await waitForHydration(page)
    await expect(
      page.getByRole('alert').getByText('Search text is too long (at most 200 characters).'),
    ).toBeVisible()
  })

  test('labels a sponsored story "Sponsored" in the results, online and from the device', async ({
    site,
    page,
    problems,
    offlineMode,
  }) => {
    // Motor City Plumbing's story is seeded with a business name, so it is sponsored; a newsroom
    // story about frozen pipes (no business name) is not.
    const title = 'Motor City Plumbing Explains How to Prevent Frozen Pipes'
    const { error } = await serviceClient(site)
      .from('blog_posts')
      .insert({
        title: 'Neighbours share what kept their frozen pipes flowing',
        content: '<p>Readers in Dearborn wrote in about frozen pipes and the fixes that worked.</p>',
        tags: ['Local News'],
        author: 'Desk',
      })
    if (error) throw new Error(error.message)
    const resultFor = (name: string | RegExp) =>
      page.locator('main article').filter({ has: page.getByRole('link', { name }) })
    await page.goto(`${site.url}/`)
    await offlineMode.ready(1)
    await page.goto(`${site.url}/search?q=${encodeURIComponent('frozen pipes')}`)
    await waitForHydration(page)
    await expect(resultFor(title)).toBeVisible()
    await expect(resultFor(title).getByTestId('sponsored-label')).toHaveText(/^sponsored$/i, {
      useInnerText: true,
    })
    const others = page.locator('main article').filter({ hasNot: page.getByRole('link', { name: title }) })
    await expect(others).toHaveCount(1)
    await expect(others.getByTestId('sponsored-label')).toHaveCount(0)
    expect(problems).toEqual([])

    // The result was stored on the device with its disclosure: offline, the device's answer says it too.
    await offlineMode.set(true)
    await page.goto(`${site.url}/search?q=${encodeURIComponent('frozen pipes')}`)
    await expect(page.getByText('Results from stories saved on this device')).toBeVisible()
    await expect(resultFor(title)).toBeVisible()
    await expect(resultFor(title).getByTestId('sponsored-label')).toHaveText(/^sponsored$/i, {
      useInnerText: true,
    })
    await offlineMode.set(false)
  })

  test('offline, finds a story stored on the device and says where the results come from', async ({
    site,
    page,
    offlineMode,
  }) => {
    const db = serviceClient(site)
    const { error } = await db.from('blog_posts').insert({
      title: 'Quixotic lighthouse keepers gather in Lansing',
      content: '<p>Keepers of old lights met downtown to trade stories.</p>',
      tags: ['Local News'],
      author: 'Desk',
    })
    if (error) throw new Error(error.message)

    await page.goto(`${site.url}/`)
    await offlineMode.ready(30)
    await offlineMode.set(true)

    // A prefix and a typo still find it.
    await page.goto(`${site.url}/search?q=${encodeURIComponent('quixotic lighthous')}`)
    await expect(page.getByText('Results from stories saved on this device')).toBeVisible()
    const result = page.getByRole('link', { name: 'Quixotic lighthouse keepers gather in Lansing' })
    await expect(result).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('status').getByText('1 result for “quixotic lighthous”'),
    ).toBeVisible()

    await page.goto(`${site.url}/search?q=lighthuose`)
    await expect(result).toBeVisible()
    await offlineMode.set(false)
  })
})
