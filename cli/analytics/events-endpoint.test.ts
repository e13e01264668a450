/**
 * The event endpoint against the real embedded stack: events are checked, counted without any IP
 * stored, and left out for Do Not Track, Global Privacy Control and bots; bodies and clients are
 * bounded; the endpoint answers nothing it stored.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LocalStack } from '../../supabase/local/index.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'
import { type Callers, createCallers, startTestStack } from '../../supabase/local/testing/index.ts'
import { createEventEndpoint } from './events-endpoint.ts'

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://site.test/event', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': CHROME, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function eventsAt(path: string) {
  const { data } = await callers.service.from('analytics_events').select('*').eq('path', path).throwOnError()
  return data
}

describe('the event endpoint', () => {
  it('stores a page view with a daily visitor hash, its device and UTM, and no IP', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const response = await endpoint.handle(
      post({ kind: 'view', path: '/posts/counted?utm_source=News', referrer: 'https://www.example.org/x' }),
      '203.0.113.9',
    )
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    await endpoint.flush()
    const rows = await eventsAt('/posts/counted')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'view',
      device: 'desktop',
      utm_source: 'news',
      referrer_host: 'example.org',
    })
    expect(rows[0]?.visitor).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(rows)).not.toContain('203.0.113.9')
  })

  it('gives the same reader the same visitor id within the day, another reader another', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    await endpoint.handle(post({ kind: 'view', path: '/posts/same' }), '203.0.113.10')
    await endpoint.handle(post({ kind: 'view', path: '/posts/same' }), '203.0.113.10')
    await endpoint.handle(post({ kind: 'view', path: '/posts/same' }), '203.0.113.11')
    await endpoint.flush()
    const visitors = (await eventsAt('/posts/same')).map((row) => row.visitor)
    expect(visitors).toHaveLength(3)
    expect(new Set(visitors).size).toBe(2)
  })

  it('stores a queued offline batch with each read’s own time', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const at = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString()
    const response = await endpoint.handle(
      post({ events: [{ kind: 'view', path: '/posts/offline', at }] }),
      '203.0.113.12',
    )
    expect(response.status).toBe(204)
    await endpoint.flush()
    const rows = await eventsAt('/posts/offline')
    expect(new Date(rows[0]?.occurred_at ?? 0).toISOString()).toBe(at)
  })

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    ['a bot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
  ])('does not count %s', async (_name, headers) => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const path = `/posts/not-counted-${Object.keys(headers)[0]}`
    const response = await endpoint.handle(post({ kind: 'view', path }, headers), '203.0.113.13')
    expect(response.status).toBe(204)
    await endpoint.flush()
    expect(await eventsAt(path)).toEqual([])
  })

  it('refuses an unreadable event with one line, and a body over the limit', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const bad = await endpoint.handle(post({ kind: 'view', path: 'https://evil.example/' }), '203.0.113.14')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'The path must be a page of this site.' })
    const garbled = await endpoint.handle(post('{not json'), '203.0.113.14')
    expect(garbled.status).toBe(400)
    const big = await endpoint.handle(post({ kind: 'view', path: `/${'a'.repeat(20_000)}` }), '203.0.113.14')
    expect(big.status).toBe(413)
  })

  it('limits each client, and answers 429 with Retry-After', async () => {
    const endpoint = createEventEndpoint({
      client: callers.service,
      limits: { perClient: 2, windowSeconds: 60 },
    })
    const send = (ip: string) => endpoint.handle(post({ kind: 'view', path: '/posts/limited' }), ip)
    expect((await send('203.0.113.15')).status).toBe(204)
    expect((await send('203.0.113.15')).status).toBe(204)
    const refused = await send('203.0.113.15')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send('203.0.113.16')).status).toBe(204)
  })

  it('rolls the day up: views and distinct visitors', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    await endpoint.handle(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.1')
    await endpoint.handle(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.1')
    await endpoint.handle(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.2')
    await endpoint.flush()
    const today = new Date().toISOString().slice(0, 10)
    await callers.service.rpc('roll_up_reader_events', { from_day: today, to_day: today }).throwOnError()
    const { data } = await callers.service
      .from('analytics_daily')
      .select('events')
      .eq('path', '/posts/rolled')
      .throwOnError()
    expect(data).toEqual([{ events: 3 }])
    // The day's visitors are the distinct visitors of all its events.
    const { data: raw } = await callers.service
      .from('analytics_events')
      .select('visitor,occurred_at')
      .throwOnError()
    const { data: day } = await callers.service
      .from('analytics_daily_visitors')
      .select('visitors')
      .eq('day', today)
      .single()
      .throwOnError()
    const ofToday = raw.filter(
      (row) => row.occurred_at.startsWith(today) || new Date(row.occurred_at).toISOString().startsWith(today),
    )
    expect(day.visitors).toBe(new Set(ofToday.map((row) => row.visitor)).size)
  })
})

describe('the event writer', () => {
  /** The service client, counting the inserts it sends and failing the first `failures` of them. */
  function countingClient(failures = 0) {
    const sent = { inserts: 0 }
    let failing = failures
    const client = createNodeClient(stack.url, stack.serviceRoleKey, {
      global: {
        fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
          if (init?.method === 'POST' && String(input).includes('/analytics_events')) {
            sent.inserts++
            if (failing-- > 0) throw new TypeError('fetch failed')
          }
          return fetch(input, init)
        },
      },
    })
    return { client, sent }
  }

  it('stores many readers’ beacons in a few inserts, each answered before it is written', async () => {
    const { client, sent } = countingClient()
    const endpoint = createEventEndpoint({ client, writer: { maxWaitMs: 10_000, maxBatch: 100 } })
    const answers = await Promise.all(
      Array.from({ length: 250 }, (_, n) =>
        endpoint.handle(post({ kind: 'view', path: '/posts/batched' }), `192.0.2.${n % 250}`),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(250).fill(204))
    await endpoint.flush()
    expect(await eventsAt('/posts/batched')).toHaveLength(250)
    expect(sent.inserts).toBe(3)
  })

  it('keeps events while the database cannot take them, and stores them once it can', async () => {
    const { client, sent } = countingClient(2)
    const endpoint = createEventEndpoint({ client, writer: { maxWaitMs: 5, retryMs: 20 } })
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    try {
      await endpoint.handle(post({ kind: 'view', path: '/posts/kept' }), '192.0.2.1')
      await vi.waitFor(async () => expect(await eventsAt('/posts/kept')).toHaveLength(1), { timeout: 10_000 })
      expect(sent.inserts).toBe(3)
      // Said once, in one line.
      expect(stderr.mock.calls.map(([line]) => String(line))).toEqual([
        'newshub: reader events wait to be stored (TypeError: fetch failed); retrying.\n',
      ])
    } finally {
      stderr.mockRestore()
    }
  })

  it('stores a batch naming a deleted post: that view without its post, the others with theirs', async () => {
    const { data: post_ } = await callers.service
      .from('blog_posts')
      .select('id')
      .limit(1)
      .single()
      .throwOnError()
    const endpoint = createEventEndpoint({ client: callers.service, writer: { maxWaitMs: 10_000 } })
    await endpoint.handle(post({ kind: 'view', path: '/posts/kept-id', postId: post_.id }), '192.0.2.2')
    await endpoint.handle(
      post({ kind: 'view', path: '/posts/gone-id', postId: '00000000-0000-4000-8000-000000000000' }),
      '192.0.2.3',
    )
    await endpoint.flush()
    expect((await eventsAt('/posts/kept-id')).map((row) => row.post_id)).toEqual([post_.id])
    expect((await eventsAt('/posts/gone-id')).map((row) => row.post_id)).toEqual([null])
  })
})
