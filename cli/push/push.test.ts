/**
 * Push alerts against real parts: the embedded stack through the real supabase-js client, web-push
 * sending over HTTPS to a stand-in push service on loopback (push-sink.ts), which checks each
 * request's VAPID token and decrypts each message with the subscription's private key (RFC 8291).
 */
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parsePushAlert } from '../../core/push/alert.ts'
import type { Database } from '../../supabase/database.types.ts'
import { prepareDataDir } from '../../supabase/local/data-dir.ts'
import type { LocalStack } from '../../supabase/local/index.ts'
import { nodeClient, startTestStack } from '../../supabase/local/testing/index.ts'
import { decryptPush, type PushSink, type SinkSubscription, startPushSink } from './push-sink.ts'
import { createPusher, type Pusher } from './pusher.ts'
import { loadVapidKeys, VAPID_FILE, type VapidKeys } from './vapid.ts'

const SITE = 'https://news.test'
let stack: LocalStack
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>
let sink: PushSink
let keys: VapidKeys
let pusher: Pusher

beforeAll(async () => {
  stack = await startTestStack({ seed: false, formLimits: { perClient: 1000, windowSeconds: 3600 } })
  service = nodeClient(stack.url, stack.serviceRoleKey)
  anon = nodeClient(stack.url, stack.anonKey)
  sink = await startPushSink()
  keys = loadVapidKeys({ env: {} })
  pusher = createPusher({
    client: service,
    keys,
    siteUrl: () => SITE,
    publicApi: () => ({ url: SITE, key: stack.anonKey }),
    agent: sink.agent,
    retryBaseMs: 1000,
    env: { NEWSHUB_VAPID_SUBJECT: 'mailto:owner@news.test' },
  })
})
afterAll(async () => {
  pusher?.stop()
  await sink?.stop()
  await stack?.stop()
})

async function follow(subscription: SinkSubscription, categories: string[], breaking = false) {
  const result = await anon.rpc('push_subscribe', {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    categories,
    breaking,
  })
  expect(result.error).toBeNull()
}

async function publish(title: string, category: string, extra: Record<string, unknown> = {}) {
  const slug = `${title.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 6)}`
  const { data } = await service
    .from('blog_posts')
    .insert({
      title,
      slug,
      content: `<p>${title}. The council voted on Tuesday evening.</p>`,
      tags: [category],
      image_url: '/images/articles/city-hall.svg',
      ...extra,
    })
    .select('id, slug')
    .single()
    .throwOnError()
  return data
}

const alertsTo = (subscription: SinkSubscription) =>
  sink.received
    .filter((message) => message.subscriptionId === subscription.id)
    .map((message) => JSON.parse(message.text))

describe('VAPID keys', () => {
  it('are made on first start in the data folder, readable by the owner only, and kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'newshub-vapid-'))
    try {
      const first = loadVapidKeys({ dataDir: dir, env: {} })
      expect((await stat(join(dir, VAPID_FILE))).mode & 0o777).toBe(0o600)
      expect(loadVapidKeys({ dataDir: dir, env: {} })).toEqual(first)
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('are one of the data folder’s own files: a folder holding only its keys may get a new database', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'newshub-vapid-'))
    try {
      await writeFile(join(dir, 'keys.json'), '{}')
      loadVapidKeys({ dataDir: dir, env: {} })
      expect(prepareDataDir(dir, { create: true })).toBe(dir)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('come from the environment when it sets them, and half a pair is refused', () => {
    const pair = loadVapidKeys({ env: {} })
    const env = { NEWSHUB_VAPID_PUBLIC_KEY: pair.publicKey, NEWSHUB_VAPID_PRIVATE_KEY: pair.privateKey }
    expect(loadVapidKeys({ dataDir: '/nonexistent', env })).toEqual(pair)
    expect(() => loadVapidKeys({ env: { NEWSHUB_VAPID_PUBLIC_KEY: pair.publicKey } })).toThrow(
      /must both be set/,
    )
  })
})

describe('push alerts', () => {
  it('sends a post published in a category to its followers only, encrypted to each browser', async () => {
    const local = sink.subscribe()
    const sports = sink.subscribe()
    await follow(local, ['local', 'business'])
    await follow(sports, ['sports'])
    const post = await publish('Library reopens downtown', 'Local News')
    const results = await pusher.tick()
    expect(sink.failures).toEqual([])
    expect(results.filter((result) => result.outcome === 'sent')).toHaveLength(1)
    const [alert] = alertsTo(local)
    expect(parsePushAlert(alert)).toMatchObject({
      id: post.id,
      title: 'Library reopens downtown',
      url: `/article/${post.slug}`,
      image: `${SITE}/images/articles/city-hall.svg`,
      breaking: false,
    })
    expect(alertsTo(sports)).toEqual([])
    const message = sink.received.find((item) => item.subscriptionId === local.id)
    expect(message?.vapid).toMatchObject({
      aud: sink.origin,
      sub: 'mailto:owner@news.test',
      publicKey: keys.publicKey,
    })
    expect(message?.vapid.exp).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600)
    expect(message?.headers.urgency).toBe('normal')
    // Another round sends nothing again.
    expect(await pusher.tick()).toEqual([])
    expect(alertsTo(local)).toHaveLength(1)
  })

  it('alerts breaking-news followers once, even those who had the post through its category', async () => {
    const both = sink.subscribe()
    const breakingOnly = sink.subscribe()
    await follow(both, ['business'], true)
    await follow(breakingOnly, [], true)
    const post = await publish('Plant closes', 'Business')
    await pusher.tick()
    expect(alertsTo(both).map((alert) => alert.id)).toEqual([post.id])
    await service
      .from('blog_posts')
      .update({ breaking_at: new Date().toISOString() })
      .eq('id', post.id)
      .throwOnError()
    await pusher.tick()
    expect(alertsTo(both).map((alert) => alert.id)).toEqual([post.id])
    const [breaking] = alertsTo(breakingOnly)
    expect(breaking).toMatchObject({ id: post.id, title: 'Breaking: Plant closes', breaking: true })
    expect(sink.received.find((item) => item.subscriptionId === breakingOnly.id)?.headers.urgency).toBe(
      'high',
    )
  })

  it('never alerts about drafts, scheduled posts or posts older than a day', async () => {
    const reader = sink.subscribe()
    await follow(reader, ['sports'])
    await publish('Draft game', 'Sports', { status: 'draft', published_at: null })
    await publish('Future game', 'Sports', { published_at: new Date(Date.now() + 3_600_000).toISOString() })
    await publish('Old game', 'Sports', { published_at: new Date(Date.now() - 3 * 86_400_000).toISOString() })
    await pusher.tick()
    expect(alertsTo(reader)).toEqual([])
  })

  it('deletes a subscription the push service says is gone (404 or 410) and retries a busy one', async () => {
    const gone = sink.subscribe()
    const missing = sink.subscribe()
    const busy = sink.subscribe()
    for (const subscription of [gone, missing, busy]) await follow(subscription, ['lifestyle'])
    sink.answer(gone.id, 410)
    sink.answer(missing.id, 404)
    sink.answer(busy.id, 503)
    await publish('Farmers market season', 'Lifestyle')
    const results = await pusher.tick()
    expect(results.map((result) => result.outcome).sort()).toEqual(['gone', 'gone', 'retry'])
    const { data: left } = await service
      .from('push_subscriptions')
      .select('endpoint')
      .in('endpoint', [gone.endpoint, missing.endpoint, busy.endpoint])
    expect(left?.map((row) => row.endpoint)).toEqual([busy.endpoint])
    const { data: deliveries } = await service
      .from('push_deliveries')
      .select('status, attempts, last_error')
      .eq('status', 'pending')
    expect(deliveries).toEqual([
      { status: 'pending', attempts: 1, last_error: 'The push service answered 503.' },
    ])
  })

  it('reports a delivery a dead pusher left mid-request as unknown and never sends it again', async () => {
    const reader = sink.subscribe()
    await follow(reader, ['finance'])
    const before = sink.received.length
    await publish('Rates fall', 'Finance')
    await pusher.queueDue()
    // A pusher claims the delivery, then dies before finishing it.
    const claimed = await service.rpc('claim_push_deliveries', { batch: 1000 })
    const mine = (claimed.data as { endpoint: string }[]).filter((row) => row.endpoint === reader.endpoint)
    expect(mine).toHaveLength(1)
    await service.rpc('claim_push_deliveries', { batch: 0, stale_seconds: 0 }).throwOnError()
    await pusher.sendDue()
    expect(alertsTo(reader)).toEqual([])
    const { data } = await service.from('push_send_counts').select('unknown, sent').eq('category', 'finance')
    expect(data).toEqual([{ unknown: 1, sent: 0 }])
    expect(sink.received.length - before).toBe(0)
  })

  it('counts followers per category and of breaking news for the owner', async () => {
    const { data } = await service.rpc('push_follower_counts').throwOnError()
    const counts = Object.fromEntries((data ?? []).map((row) => [row.topic, row.followers]))
    expect(counts).toMatchObject({ local: 1, sports: 2, breaking: 2 })
    expect(counts.all).toBeGreaterThanOrEqual(6)
  })
})

describe('a reader’s own subscription', () => {
  it('changes, reads and stops only with its auth secret', async () => {
    const mine = sink.subscribe()
    await follow(mine, ['local'])
    const read = (auth: string) => anon.rpc('push_subscription', { endpoint: mine.endpoint, auth })
    expect((await read(mine.keys.auth)).data).toEqual([{ categories: ['local'], breaking: false }])
    const stranger = sink.subscribe().keys.auth
    expect((await read(stranger)).data).toEqual([])
    // Someone who knows the endpoint but not the secret changes nothing.
    await anon.rpc('push_subscribe', {
      endpoint: mine.endpoint,
      p256dh: mine.keys.p256dh,
      auth: stranger,
      categories: ['sports'],
      breaking: true,
    })
    await anon.rpc('push_unsubscribe', { endpoint: mine.endpoint, auth: stranger })
    expect((await read(mine.keys.auth)).data).toEqual([{ categories: ['local'], breaking: false }])
    await follow(mine, ['sports', 'local', 'sports'], true)
    expect((await read(mine.keys.auth)).data).toEqual([{ categories: ['local', 'sports'], breaking: true }])
    // Following nothing stops alerts, as does the stop button.
    await follow(mine, [], false)
    expect((await read(mine.keys.auth)).data).toEqual([])
    await follow(mine, ['local'])
    await anon.rpc('push_unsubscribe', { endpoint: mine.endpoint, auth: mine.keys.auth }).throwOnError()
    expect((await read(mine.keys.auth)).data).toEqual([])
  })

  it('refuses what is not a browser subscription in one sentence', async () => {
    const good = sink.subscribe()
    for (const bad of [
      { endpoint: 'http://127.0.0.1/push/x' },
      { endpoint: `https://push.example/${'x'.repeat(1000)}` },
      { p256dh: 'short' },
      { categories: ['Local News'] },
      { categories: Array.from({ length: 21 }, (_, index) => `c${index}`) },
    ]) {
      const result = await anon.rpc('push_subscribe', {
        endpoint: good.endpoint,
        p256dh: good.keys.p256dh,
        auth: good.keys.auth,
        categories: ['local'],
        breaking: false,
        ...bad,
      })
      expect(result.error?.message).toBe('That is not a browser push subscription.')
    }
  })
})

describe('the stand-in', () => {
  it('refuses a message encrypted to other keys', () => {
    const a = sink.subscribe()
    const b = sink.subscribe()
    return import('web-push').then(({ default: webpush }) => {
      const body = webpush.encrypt(a.keys.p256dh, a.keys.auth, 'hello', 'aes128gcm').cipherText
      expect(decryptPush(body, a)).toBe('hello')
      expect(() => decryptPush(body, b)).toThrow()
    })
  })
})
