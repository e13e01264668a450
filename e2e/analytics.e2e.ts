/**
 * Counting in Chromium through the real site: a beacon from a reader page reaches POST /event and is
 * stored without any IP; a page sent with Do Not Track, or by a bot's user agent, is not counted.
 * The reader pages count themselves (app/analytics/): a view after load and after each in-app
 * navigation, a business-link click, and reads made offline, sent once back online with their time.
 */

import { parseListing } from '../core/listings/listing.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { storedTitles } from './support/offline.ts'
import { serviceClient } from './support/site.ts'

// Headless Chromium says "HeadlessChrome", which the bot list rightly leaves out: these readers use
// the desktop browser's own user agent.
const READER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
test.use({ userAgent: READER_UA })

async function eventsAt(site: Parameters<typeof serviceClient>[0], path: string): Promise<number> {
  const { data } = await serviceClient(site)
    .from('analytics_events')
    .select('id')
    .eq('path', path)
    .throwOnError()
  return data.length
}

test('a page view sent with sendBeacon is stored', async ({ site, page }) => {
  await page.goto(`${site.url}/`)
  const sent = await page.evaluate(() =>
    navigator.sendBeacon('/event', JSON.stringify({ kind: 'view', path: '/beacon-view?utm_source=e2e' })),
  )
  expect(sent).toBe(true)
  await expect.poll(() => eventsAt(site, '/beacon-view'), { timeout: 30_000 }).toBe(1)
})

test('an offline read is stored later with its own time', async ({ site, page }) => {
  await page.goto(`${site.url}/`)
  const at = new Date(Date.now() - 60 * 60 * 1000).toISOString()
  await page.evaluate(
    (time) =>
      navigator.sendBeacon(
        '/event',
        JSON.stringify({ events: [{ kind: 'view', path: '/beacon-offline', at: time }] }),
      ),
    at,
  )
  await expect.poll(() => eventsAt(site, '/beacon-offline'), { timeout: 30_000 }).toBe(1)
  const { data } = await serviceClient(site)
    .from('analytics_events')
    .select('occurred_at')
    .eq('path', '/beacon-offline')
    .single()
    .throwOnError()
  expect(new Date(data.occurred_at).toISOString()).toBe(at)
})

test('Do Not Track and a bot are not counted', async ({ site, browser }) => {
  for (const [name, options] of [
    ['dnt', { userAgent: READER_UA, extraHTTPHeaders: { DNT: '1' } }],
    ['bot', { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ] as const) {
    const context = await browser.newContext(options)
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    const status = await page.evaluate(
      async (path) =>
        (await fetch('/event', { method: 'POST', body: JSON.stringify({ kind: 'view', path }) })).status,
      `/beacon-${name}`,
    )
    expect(status).toBe(204)
    await context.close()
  }
  // A counted control sent after them: once it is stored, the two before it would be too.
  const control = await browser.newContext({ userAgent: READER_UA })
  const page = await control.newPage()
  await page.goto(`${site.url}/`)
  await page.evaluate(() =>
    fetch('/event', { method: 'POST', body: JSON.stringify({ kind: 'view', path: '/beacon-control' }) }),
  )
  await expect.poll(() => eventsAt(site, '/beacon-control'), { timeout: 30_000 }).toBe(1)
  expect(await eventsAt(site, '/beacon-dnt')).toBe(0)
  expect(await eventsAt(site, '/beacon-bot')).toBe(0)
  await control.close()
})

async function eventsOf(site: Parameters<typeof serviceClient>[0], kind: string, path: string) {
  const { data } = await serviceClient(site)
    .from('analytics_events')
    .select('kind,path,post_id,business_id,referrer_host,utm_source,occurred_at,received_at')
    .eq('kind', kind)
    .eq('path', path)
    .throwOnError()
  return data
}

const ARTICLE = 'motor-city-plumbing-explains-how-to-prevent-frozen-pipes'

test('a reader page counts its view after load, with its post and campaign, and each in-app navigation', async ({
  site,
  page,
}) => {
  await page.goto(`${site.url}/article/${ARTICLE}?utm_source=newsletter&utm_medium=email`)
  await waitForHydration(page)
  const { data: post } = await serviceClient(site)
    .from('blog_posts')
    .select('id')
    .eq('slug', ARTICLE)
    .single()
  await expect
    .poll(async () => (await eventsOf(site, 'view', `/article/${ARTICLE}`)).length, { timeout: 30_000 })
    .toBe(1)
  const [view] = await eventsOf(site, 'view', `/article/${ARTICLE}`)
  expect(view).toMatchObject({ post_id: post?.id, utm_source: 'newsletter' })
  // An in-app navigation (no page load) is a view of its own.
  await page.locator('header a[href="/directory"]:visible').first().click()
  await expect(page).toHaveURL(/\/directory$/)
  await expect
    .poll(async () => (await eventsOf(site, 'view', '/directory')).length, { timeout: 30_000 })
    .toBe(1)
  // Nothing was stored on the device: no cookie, no identifier, no queue.
  expect(await page.context().cookies()).toEqual([])
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('event')))).toEqual(
    [],
  )
})

test('saving a story and signing up for the newsletter are counted, with the story saved', async ({
  site,
  page,
}) => {
  const { data: post } = await serviceClient(site)
    .from('blog_posts')
    .select('id')
    .eq('slug', ARTICLE)
    .single()
  await page.goto(`${site.url}/article/${ARTICLE}`)
  await waitForHydration(page)
  const save = page.getByRole('button', { name: /^Saved? for later$/ })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(async () => (await eventsOf(site, 'save', `/article/${ARTICLE}`)).map((event) => event.post_id), {
      timeout: 30_000,
    })
    .toEqual([post?.id])
  const form = page.getByRole('form', { name: 'Newsletter' })
  await form.getByLabel('Email address').fill('counted-reader@newshub.example')
  await form.getByRole('button', { name: 'Subscribe' }).click()
  await expect(form.getByRole('status')).not.toBeEmpty()
  await expect
    .poll(async () => (await eventsOf(site, 'newsletter_signup', `/article/${ARTICLE}`)).length, {
      timeout: 30_000,
    })
    .toBe(1)
})

test('a click on a business’s website is counted for that business', async ({ site, page }) => {
  const db = serviceClient(site)
  const { data: listing } = await db
    .from('listings')
    .insert(
      parseListing({
        name: 'Gratiot Counting Plumbing',
        phone: '(313) 555-0177',
        website: 'https://gratiot-plumbing.example/',
        services: 'plumbing',
        cities: 'detroit',
        street_address: '2600 Gratiot Ave',
        locality: 'Detroit',
        postal_code: '48207',
        published: true,
      }),
    )
    .select('id')
    .single()
    .throwOnError()
  // The business's site is not reachable from here: the click is what counts.
  await page.route('https://gratiot-plumbing.example/**', (route) => route.fulfill({ body: 'Gratiot' }))
  const landingViews = (await eventsOf(site, 'view', '/detroit/plumbing')).length
  await page.goto(`${site.url}/detroit/plumbing`)
  await waitForHydration(page)
  // Counting loads once the page is idle; its first beacon (the view) says it listens for clicks.
  await expect
    .poll(async () => (await eventsOf(site, 'view', '/detroit/plumbing')).length)
    .toBeGreaterThan(landingViews)
  await page.getByRole('link', { name: 'Website of Gratiot Counting Plumbing' }).click()
  await expect(page).toHaveURL('https://gratiot-plumbing.example/')
  await expect
    .poll(async () => (await eventsOf(site, 'link_click', '/detroit/plumbing')).map((e) => e.business_id), {
      timeout: 30_000,
    })
    .toEqual([listing.id])
})

test('a page read offline is counted once back online, with the time it was read', async ({
  site,
  page,
  offlineMode,
}) => {
  await page.goto(`${site.url}/`)
  await offlineMode.ready(1)
  await offlineMode.set(true)
  const readAt = Date.now()
  await page.locator('header a[href="/saved"]:visible').first().click()
  await expect(page).toHaveURL(/\/saved$/)
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('newshub:events') ?? ''))
    .toContain('"path":"/saved"')
  await offlineMode.set(false)
  await expect.poll(async () => (await eventsOf(site, 'view', '/saved')).length, { timeout: 30_000 }).toBe(1)
  const [read] = await eventsOf(site, 'view', '/saved')
  const occurred = new Date(read?.occurred_at ?? 0).getTime()
  expect(occurred).toBeGreaterThanOrEqual(readAt - 1000)
  expect(occurred).toBeLessThan(new Date(read?.received_at ?? 0).getTime())
  await expect.poll(() => page.evaluate(() => localStorage.getItem('newshub:events'))).toBeNull()
})

test('the privacy page says what is counted and what is not, and the footer links it', async ({
  site,
  page,
}) => {
  await page.goto(`${site.url}/`)
  await waitForHydration(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).first().click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  await expect(page.getByRole('heading', { name: 'How we count visits' })).toBeVisible()
  await expect(page.locator('main')).toContainText('We use no cookies and keep no identifier on your device.')
  await expect(page.locator('main')).toContainText('the IP address itself is never stored')
  await expect(page.locator('main')).toContainText(
    'Do Not Track or Global Privacy Control, nothing is counted',
  )
  await expect(page.locator('main')).toContainText('Single events are deleted after 30 days')
})

test('the owner’s dashboard shows what readers did: views, visitors, the story read and a chart', async ({
  site,
  page,
  owner,
  browser,
}) => {
  const reader = await browser.newContext({ userAgent: READER_UA })
  const readerPage = await reader.newPage()
  await readerPage.goto(`${site.url}/article/${ARTICLE}`)
  await waitForHydration(readerPage)
  await expect
    .poll(async () => (await eventsOf(site, 'view', `/article/${ARTICLE}`)).length)
    .toBeGreaterThan(0)
  await reader.close()
  const { data: story } = await serviceClient(site)
    .from('blog_posts')
    .select('title')
    .eq('slug', ARTICLE)
    .single()
  const { data: views } = await serviceClient(site).from('analytics_events').select('id').eq('kind', 'view')
  // Reached from the owner's list of tools.
  await owner.signIn('/login')
  await page.getByRole('link', { name: 'Reader analytics' }).click()
  await expect(page).toHaveURL(/\/analytics$/)
  const topStories = page.getByRole('table', { name: 'Top stories' })
  await expect(topStories).toContainText(story?.title ?? '')
  // Every view stored before the owner came is counted (the owner's own visit may be too).
  const shown = Number((await page.getByTestId('figure-Views').innerText()).replace(/,/g, ''))
  expect(shown).toBeGreaterThanOrEqual(views?.length ?? 0)
  await expect(page.getByTestId('figure-Visitors')).not.toHaveText('0')
  await expect(page.getByTestId('visitors-chart').locator('canvas')).toBeVisible()
  // A range with no readers says so.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01')
  await page.getByLabel('To', { exact: true }).fill('2020-01-31')
  await expect(page.getByTestId('figure-Views')).toHaveText('0')
  await expect(topStories).toContainText('No story was read in these days.')
  // The owner's tools are not reader pages: their views are not counted (a reader page is, after them).
  await page.goto(`${site.url}/category/sports`)
  await expect.poll(async () => (await eventsOf(site, 'view', '/category/sports')).length).toBe(1)
  expect(await eventsOf(site, 'view', '/analytics')).toEqual([])
  expect(await eventsOf(site, 'view', '/login')).toEqual([])
})

test('a client’s story read online and offline, and a click to its site, show in the dashboard and the client’s printable report', async ({
  site,
  page,
  owner,
  offlineMode,
}) => {
  const db = serviceClient(site)
  const name = 'Eastside Report Plumbing'
  const { data: listing } = await db
    .from('listings')
    .insert(
      parseListing({
        name,
        phone: '(313) 555-0166',
        website: 'https://eastside-report.example/',
        services: 'plumbing',
        cities: 'detroit',
        street_address: '14000 E Jefferson Ave',
        locality: 'Detroit',
        postal_code: '48215',
        published: true,
      }),
    )
    .select('id')
    .single()
    .throwOnError()
  const title = 'Eastside Report Plumbing on sump pumps before the thaw'
  await db
    .from('blog_posts')
    .insert({
      title,
      slug: 'eastside-report-sump-pumps',
      content: `<p>${'A sump pump keeps a basement dry when the snow melts. '.repeat(20)}</p>`,
      tags: ['Business'],
      business_name: name,
    })
    .throwOnError()
  const path = '/article/eastside-report-sump-pumps'

  // Read online, then again offline from the device: the second read is sent once back online.
  await page.goto(`${site.url}${path}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect.poll(async () => (await eventsOf(site, 'view', path)).length, { timeout: 30_000 }).toBe(1)
  await offlineMode.worker()
  await expect.poll(() => storedTitles(page), { message: 'the story kept on the device' }).toContain(title)
  await offlineMode.set(true)
  await page.reload()
  await expect(page.getByText('You are offline.')).toBeVisible()
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('newshub:events') ?? ''))
    .toContain(`"path":"${path}"`)
  await offlineMode.set(false)
  // Counted once, with its story (the offline shell's first page used to count twice).
  await expect
    .poll(async () => (await eventsOf(site, 'view', path)).map((event) => Boolean(event.post_id)), {
      timeout: 30_000,
    })
    .toEqual([true, true])

  // A click to the business's site from its landing page.
  await page.route('https://eastside-report.example/**', (route) => route.fulfill({ body: 'Eastside' }))
  const landingViews = (await eventsOf(site, 'view', '/detroit/plumbing')).length
  await page.goto(`${site.url}/detroit/plumbing`)
  await waitForHydration(page)
  // Counting loads once the page is idle; its first beacon (the view) says it listens for clicks.
  await expect
    .poll(async () => (await eventsOf(site, 'view', '/detroit/plumbing')).length)
    .toBeGreaterThan(landingViews)
  await page.getByRole('link', { name: `Website of ${name}` }).click()
  await expect(page).toHaveURL('https://eastside-report.example/')
  await expect
    .poll(async () => (await eventsOf(site, 'link_click', '/detroit/plumbing')).map((e) => e.business_id), {
      timeout: 30_000,
    })
    .toContain(listing.id)

  // The dashboard's Clients row, then the client's report from it.
  await owner.signIn('/analytics')
  const clients = page.getByRole('table', { name: 'Clients' })
  const row = clients.getByRole('row').filter({ hasText: name })
  await expect(row.getByRole('cell')).toHaveText([name, '1', '2', '1', '0', `Report for ${name}`])
  await row.getByRole('link', { name: `Report for ${name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/analytics/report\\?client=${listing.id}&`))
  const report = page.locator('.client-report')
  await expect(report.getByRole('heading', { level: 1 })).toHaveText(`${name}: NewsHub report`)
  const figure = (label: string) =>
    report.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd')
  await expect(figure('Posts published')).toHaveText('1')
  await expect(figure('Views of its posts')).toHaveText('2')
  await expect(figure('Visitors')).toHaveText('1')
  await expect(figure('Clicks to its site')).toHaveText('1')
  await expect(
    report.getByRole('img', { name: /^Views per day, .*: most on \d{4}-\d{2}-\d{2} \(2\)\.$/ }),
  ).toBeVisible()
  await expect(report.getByRole('row').filter({ hasText: title })).toContainText('2')
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled()
  // Printed, only the report shows: not the site's header, nor the owner's controls.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
  await expect(report.getByRole('heading', { level: 1 })).toBeVisible()
})
