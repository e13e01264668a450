/**
 * The event endpoint against the real embedded stack: events are checked, counted without any IP
 * stored, and left out for Do Not Track, Global Privacy Control and bots; bodies and clients are
 * bounded; the endpoint answers nothing it stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/index.ts'
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
    const response = await endpoint(
      post({ kind: 'view', path: '/posts/counted?utm_source=News', referrer: 'https://www.example.org/x' }),
      '203.0.113.9',
    )
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
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
    await endpoint(post({ kind: 'view', path: '/posts/same' }), '203.0.113.10')
    await endpoint(post({ kind: 'view', path: '/posts/same' }), '203.0.113.10')
    await endpoint(post({ kind: 'view', path: '/posts/same' }), '203.0.113.11')
    const visitors = (await eventsAt('/posts/same')).map((row) => row.visitor)
    expect(visitors).toHaveLength(3)
    expect(new Set(visitors).size).toBe(2)
  })

  it('stores a queued offline batch with each read’s own time', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const at = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString()
    const response = await endpoint(
      post({ events: [{ kind: 'view', path: '/posts/offline', at }] }),
      '203.0.113.12',
    )
    expect(response.status).toBe(204)
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
    const response = await endpoint(post({ kind: 'view', path }, headers), '203.0.113.13')
    expect(response.status).toBe(204)
    expect(await eventsAt(path)).toEqual([])
  })

  it('refuses an unreadable event with one line, and a body over the limit', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    const bad = await endpoint(post({ kind: 'view', path: 'https://evil.example/' }), '203.0.113.14')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'The path must be a page of this site.' })
    const garbled = await endpoint(post('{not json'), '203.0.113.14')
    expect(garbled.status).toBe(400)
    const big = await endpoint(post({ kind: 'view', path: `/${'a'.repeat(20_000)}` }), '203.0.113.14')
    expect(big.status).toBe(413)
  })

  it('limits each client, and answers 429 with Retry-After', async () => {
    const endpoint = createEventEndpoint({
      client: callers.service,
      limits: { perClient: 2, windowSeconds: 60 },
    })
    const send = (ip: string) => endpoint(post({ kind: 'view', path: '/posts/limited' }), ip)
    expect((await send('203.0.113.15')).status).toBe(204)
    expect((await send('203.0.113.15')).status).toBe(204)
    const refused = await send('203.0.113.15')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await send('203.0.113.16')).status).toBe(204)
  })

  it('rolls the day up: views and distinct visitors', async () => {
    const endpoint = createEventEndpoint({ client: callers.service })
    await endpoint(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.1')
    await endpoint(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.1')
    await endpoint(post({ kind: 'view', path: '/posts/rolled' }), '198.51.100.2')
    const today = new Date().toISOString().slice(0, 10)
    await callers.service.rpc('roll_up_reader_events', { from_day: today, to_day: today }).throwOnError()
    const { data } = await callers.service
      .from('analytics_daily')
      .select('events, visitors')
      .eq('path', '/posts/rolled')
      .throwOnError()
    expect(data).toEqual([{ events: 3, visitors: 2 }])
  })
})
