/**
 * Counting in Chromium through the real site: a beacon from a reader page reaches POST /event and is
 * stored without any IP; a page sent with Do Not Track, or by a bot's user agent, is not counted.
 * (The reader pages do not send beacons on their own yet: these tests send them as that code will.)
 */

import { expect, test } from './support/fixtures.ts'
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
