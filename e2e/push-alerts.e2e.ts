/**
 * Push alerts in Chromium: the site's pusher sends a new post's alert over HTTPS to a stand-in push
 * service (cli/push/push-sink.ts), which checks the VAPID token and decrypts the message with the
 * subscription's keys; the test hands that message to the page's service worker with the DevTools
 * protocol's ServiceWorker.deliverPushMessage, as the browser's push service would. The worker
 * shows the headline and picture, stores the story; a click on the notification opens it, offline.
 * (PushManager.subscribe() needs a real push service, which does not exist here: the subscription is
 * the stand-in's, stored as the site's own subscribe call stores it.)
 */
import type { CDPSession } from '@playwright/test'
import { startPushSink } from '../cli/push/push-sink.ts'
import type { RunningSite } from '../cli/start-site.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { waitForHydration } from './support/browser.ts'
import { expect, test } from './support/fixtures.ts'
import { storedTitles, waitForWorker } from './support/offline.ts'
import { serviceClient, startTestSite } from './support/site.ts'

let sink: Awaited<ReturnType<typeof startPushSink>>
let site: RunningSite

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook asks for from its first parameter.
test.beforeAll(async ({}, info) => {
  info.setTimeout(120_000)
  sink = await startPushSink()
  site = await startTestSite({ pushAgent: sink.agent, pushIntervalMs: 300 })
})
test.afterAll(async () => {
  await site?.stop()
  await sink?.stop()
})

/** The registration id of the page's service worker, from the DevTools protocol's ServiceWorker domain. */
async function registrationOf(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted)
      if (live) resolve(live.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return found
}

test('an alert shows the new story’s headline and picture, stores it, and its click opens it offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const subscription = sink.subscribe()
  const anon = createNodeClient(site.url, site.anonKey)
  await anon
    .rpc('push_subscribe', {
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      categories: ['local'],
      breaking: false,
    })
    .throwOnError()

  await context.grantPermissions(['notifications'], { origin: site.url })
  await page.goto(`${site.url}/`)
  await waitForWorker(page)
  const cdp = await context.newCDPSession(page)
  const registrationId = await registrationOf(cdp)

  const { data: post } = await serviceClient(site)
    .from('blog_posts')
    .insert({
      title: 'Ferry service returns to Mackinac',
      content: '<p>The ferry runs again from Monday, the harbour office said.</p>',
      meta_description: 'The ferry runs again from Monday.',
      tags: ['Local News'],
      image_url: '/images/articles/city-hall.svg',
    })
    .select('id, slug')
    .single()
    .throwOnError()

  await expect
    .poll(() => sink.received.filter((item) => item.subscriptionId === subscription.id).length, {
      timeout: 60_000,
    })
    .toBe(1)
  const message = sink.received.find((item) => item.subscriptionId === subscription.id)
  expect(sink.failures).toEqual([])
  expect(await storedTitles(page)).not.toContain('Ferry service returns to Mackinac')
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(site.url).origin,
    registrationId,
    data: message?.text ?? '',
  })

  const notifications = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return (await registration.getNotifications()).map((item) => ({
        title: item.title,
        body: item.body,
        image: (item as Notification & { image?: string }).image,
        data: item.data as unknown,
      }))
    })
  await expect.poll(notifications, { timeout: 30_000 }).toEqual([
    {
      title: 'Ferry service returns to Mackinac',
      body: 'The ferry runs again from Monday.',
      image: `${site.url}/images/articles/city-hall.svg`,
      data: { url: `/article/${post.slug}` },
    },
  ])
  // Stored on receipt: the story is on the device before anyone opens it.
  await expect
    .poll(() => storedTitles(page), { timeout: 30_000 })
    .toContain('Ferry service returns to Mackinac')

  await context.setOffline(true)
  const worker = context.serviceWorkers()[0]
  if (!worker) throw new Error('no service worker')
  // A click on the notification: the worker's notificationclick handler with the notification shown.
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: { getNotifications(): Promise<Notification[]> }
      dispatchEvent(event: Event): boolean
    }
    const [shown] = await scope.registration.getNotifications()
    const NotificationEventClass = (
      globalThis as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent
    scope.dispatchEvent(new NotificationEventClass('notificationclick', { notification: shown }))
  })
  await expect(page).toHaveURL(`${site.url}/article/${post.slug}`, { timeout: 30_000 })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ferry service returns to Mackinac' }),
  ).toBeVisible({
    timeout: 30_000,
  })
  await expect.poll(notifications).toEqual([])
})

test('“Get alerts” is offered once a story is read to its end, never on load, and “Not now” is remembered', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await context.grantPermissions(['notifications'], { origin: site.url })
  const { data: post } = await serviceClient(site)
    .from('blog_posts')
    .select('slug, title')
    .not('content', 'is', null)
    .order('published_at', { ascending: false })
    .limit(1)
    .single()
    .throwOnError()
  const offer = page.getByRole('region', { name: 'Get alerts' })
  await page.goto(`${site.url}/article/${post.slug}`)
  await waitForHydration(page)
  await waitForWorker(page)
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  await expect(offer).toHaveCount(0)

  await page.getByRole('complementary', { name: 'About the author' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 400)
  await expect(offer).toBeVisible({ timeout: 30_000 })
  await expect(offer.getByRole('checkbox', { name: 'Local News' })).not.toBeChecked()
  await expect(offer.getByRole('checkbox', { name: 'Breaking news' })).toBeChecked()
  await offer.getByRole('checkbox', { name: 'Sports' }).check()
  await offer.getByRole('button', { name: 'Not now' }).click()
  await expect(offer).toHaveCount(0)

  // Answered on this device: the offer does not come back.
  expect(await page.evaluate(() => localStorage.getItem('newshub:alerts-offer-done'))).toBe('1')
  await page.goto(`${site.url}/alerts`)
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible()
  await expect(page.getByText('This browser gets no alerts.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('checkbox', { name: 'Health & Wellness' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Get alerts' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Get alerts' })).toHaveCount(0)
})

test('the owner sees push followers per category and of breaking news on the subscribers page', async ({
  site: ownerSite,
  page,
  owner,
}) => {
  test.setTimeout(120_000)
  const anon = createNodeClient(ownerSite.url, ownerSite.anonKey)
  for (const [categories, breaking] of [
    [['local', 'sports'], true],
    [['local'], false],
  ] as const) {
    const subscription = sink.subscribe()
    await anon
      .rpc('push_subscribe', {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        categories: [...categories],
        breaking,
      })
      .throwOnError()
  }
  await owner.signIn('/newsroom/subscribers')
  const followers = page.getByRole('region', { name: 'Push alerts: 2 browsers' })
  await expect(followers).toBeVisible({ timeout: 30_000 })
  await expect(followers.getByRole('row', { name: 'Local News 2' })).toBeVisible()
  await expect(followers.getByRole('row', { name: 'Sports 1' })).toBeVisible()
  await expect(followers.getByRole('row', { name: 'Breaking news 1' })).toBeVisible()
  await expect(followers.getByRole('row', { name: 'Business 0' })).toBeVisible()
})

test('the owner sees each alert sent, with what became of it', async ({ site: ownerSite, page, owner }) => {
  test.setTimeout(120_000)
  const service = serviceClient(ownerSite)
  const { data: post } = await service
    .from('blog_posts')
    .insert({
      title: 'Harbor ice breaks early',
      content: '<p>The ice broke early.</p>',
      tags: ['Local News'],
    })
    .select('id')
    .single()
    .throwOnError()
  const { data: send } = await service
    .from('push_sends')
    .insert({ post_id: post.id, reason: 'breaking', category: 'local', payload: { title: 'Harbor ice' } })
    .select('id')
    .single()
    .throwOnError()
  // What the pusher records: three sent, one failed, one gone (404/410), one waiting.
  await service
    .from('push_deliveries')
    .insert(
      ['sent', 'sent', 'sent', 'failed', 'gone', 'pending'].map((status) => ({
        send_id: send.id,
        post_id: post.id,
        status,
      })),
    )
    .throwOnError()
  await owner.signIn('/newsroom/subscribers')
  const alerts = page.getByRole('table', { name: 'Alerts sent, newest first, with what became of them' })
  await expect(alerts).toBeVisible({ timeout: 30_000 })
  await expect(
    alerts.getByRole('row', { name: /^Harbor ice breaks early Breaking news .+ 6 3 1 1 0 1$/ }),
  ).toBeVisible()
})
