import type { Browser } from 'playwright-core'
import type { RunningSite } from '../cli/start-site.ts'
import { launchChromium, openPage, waitForHydration } from './support/browser.ts'
import { waitForOfflineReady } from './support/offline.ts'
import { fetchHtml, serviceClient, startTestSite } from './support/site.ts'

let site: RunningSite
let browser: Browser

/** A word no seeded post uses: twelve stories carry it, so a search has a second page. */
const WORD = 'zephyrwidget'

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startTestSite(), launchChromium()])
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
afterAll(async () => {
  await browser?.close()
  await site?.stop()
})

describe('search', () => {
  it('opens from the desktop header: results with marked words, a count, Load More, noindex', async () => {
    const { page, problems } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open search' }).click()
    const field = page.getByTestId('desktop-search').getByPlaceholder('Search news...')
    await field.fill(WORD)
    await field.press('Enter')
    await page.waitForURL(`${site.url}/search?q=${WORD}`)

    const status = page.getByRole('main').getByRole('status')
    await status.getByText(`First 10 results for “${WORD}”`).waitFor()
    await expect(status.getAttribute('aria-live')).resolves.toBe('polite')
    await expect(page.getByRole('searchbox', { name: 'Search stories' }).inputValue()).resolves.toBe(WORD)
    await expect(page.locator('main article').count()).resolves.toBe(10)
    await expect(page.locator('main article mark').first().innerText()).resolves.toBe(WORD)

    await page.getByRole('button', { name: 'Load More' }).click()
    await status.getByText(`12 results for “${WORD}”`).waitFor()
    await expect(page.locator('main article').count()).resolves.toBe(12)
    await expect(page.getByRole('button', { name: 'Load More' }).count()).resolves.toBe(0)
    expect(problems).toEqual([])

    // The first HTML already has the results, marked, and keeps the page out of search engines.
    const { status: code, html } = await fetchHtml(site, `/search?q=${WORD}`)
    expect(code).toBe(200)
    expect(html).toContain(`<mark class="rounded-sm bg-yellow-100 px-0.5 text-slate-900">${WORD}</mark>`)
    expect(html).toMatch(/<meta name="robots" content="noindex"/)
  })

  it("'/' opens and focuses the desktop search, Escape closes it", async () => {
    const { page } = await openPage(browser)
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
    await expect(field.inputValue()).resolves.toBe('')
    await page.keyboard.press('Escape')
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open search')
    await expect(page.getByTestId('desktop-search').count()).resolves.toBe(0)
  })

  it('opens from the mobile menu on a phone', async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } })
    await page.goto(`${site.url}/`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByPlaceholder('Search news...').fill(`${WORD} Ferndale`)
    await menu.getByPlaceholder('Search news...').press('Enter')
    await page.waitForURL(/\/search\?q=zephyrwidget(\+|%20)Ferndale$/)
    await page
      .getByRole('main')
      .getByRole('status')
      .getByText(`First 10 results for “${WORD} Ferndale”`)
      .waitFor()
    await page.locator('main article mark').first().waitFor()
    await expect(menu.isVisible()).resolves.toBe(false)
  })

  it('says when nothing matched, naming the words, and offers the newest stories', async () => {
    const { page, problems } = await openPage(browser)
    await page.goto(`${site.url}/search?q=${encodeURIComponent('qwertyuiop lemonade')}`)
    await waitForHydration(page)
    await page
      .getByRole('main')
      .getByRole('status')
      .getByText('No results for “qwertyuiop lemonade”')
      .waitFor()
    await page.getByText('Nothing matched “qwertyuiop lemonade”.', { exact: false }).waitFor()
    await page.getByRole('heading', { name: 'Newest stories' }).waitFor()
    await expect(page.locator('main section article').count()).resolves.toBe(3)
    // Server-rendered and hydrated without a mismatch.
    expect(problems).toEqual([])
  })

  it('shows the reason when the backend refuses the search text', async () => {
    const { page } = await openPage(browser)
    await page.goto(`${site.url}/search?q=${'a'.repeat(201)}`)
    await waitForHydration(page)
    await page.getByRole('alert').getByText('Search text is too long (at most 200 characters).').waitFor()
  })

  it('labels a sponsored story "Sponsored" in the results, online and from the device', async () => {
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
    const { page, context, problems } = await openPage(browser)
    const resultFor = (name: string | RegExp) =>
      page.locator('main article').filter({ has: page.getByRole('link', { name }) })
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 1)
    await page.goto(`${site.url}/search?q=${encodeURIComponent('frozen pipes')}`)
    await waitForHydration(page)
    await resultFor(title).waitFor()
    await expect(resultFor(title).getByTestId('sponsored-label').innerText()).resolves.toMatch(/^sponsored$/i)
    const others = page.locator('main article').filter({ hasNot: page.getByRole('link', { name: title }) })
    await expect(others.count()).resolves.toBe(1)
    await expect(others.getByTestId('sponsored-label').count()).resolves.toBe(0)
    expect(problems).toEqual([])

    // The result was stored on the device with its disclosure: offline, the device's answer says it too.
    await context.setOffline(true)
    await page.goto(`${site.url}/search?q=${encodeURIComponent('frozen pipes')}`)
    await page.getByText('Results from stories saved on this device').waitFor()
    await resultFor(title).waitFor()
    await expect(resultFor(title).getByTestId('sponsored-label').innerText()).resolves.toMatch(/^sponsored$/i)
    await context.setOffline(false)
  })

  it('offline, finds a story stored on the device and says where the results come from', async () => {
    const db = serviceClient(site)
    const { error } = await db.from('blog_posts').insert({
      title: 'Quixotic lighthouse keepers gather in Lansing',
      content: '<p>Keepers of old lights met downtown to trade stories.</p>',
      tags: ['Local News'],
      author: 'Desk',
    })
    if (error) throw new Error(error.message)

    const { page, context } = await openPage(browser)
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 30)
    await context.setOffline(true)

    // A prefix and a typo still find it.
    await page.goto(`${site.url}/search?q=${encodeURIComponent('quixotic lighthous')}`)
    await page.getByText('Results from stories saved on this device').waitFor()
    const result = page.getByRole('link', { name: 'Quixotic lighthouse keepers gather in Lansing' })
    await result.waitFor()
    await page.getByRole('main').getByRole('status').getByText('1 result for “quixotic lighthous”').waitFor()

    await page.goto(`${site.url}/search?q=lighthuose`)
    await result.waitFor()
    await context.setOffline(false)
  })
})
