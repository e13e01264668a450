import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'
import { ConcurrencyGate, GateBusyError, type Release } from './fairness.ts'

describe('ConcurrencyGate', () => {
  it('admits up to the per-client and total limits, queues a few, refuses the rest', async () => {
    const gate = new ConcurrencyGate({
      perClient: 2,
      total: 3,
      queuePerClient: 1,
      queueTotal: 2,
      maxWaitMs: 60_000,
    })
    const a1 = await gate.enter('a')
    const a2 = await gate.enter('a')
    const a3 = gate.enter('a')
    await expect(gate.enter('a')).rejects.toBeInstanceOf(GateBusyError)
    const b1 = await gate.enter('b')
    const b2 = gate.enter('b')
    await expect(gate.enter('c')).rejects.toMatchObject({ retryAfterSeconds: 60 })
    expect(gate.load).toEqual({ active: 3, queued: 2 })
    // A freed place goes to the client whose turn it is, within its own limit.
    a1()
    const admitted: string[] = []
    void a3.then(() => admitted.push('a'))
    void b2.then(() => admitted.push('b'))
    await new Promise((resolve) => setImmediate(resolve))
    expect(admitted).toEqual(['a'])
    b1()
    await b2
    expect(gate.load).toEqual({ active: 3, queued: 0 })
    for (const release of [a2, await a3, await b2]) release()
    expect(gate.load).toEqual({ active: 0, queued: 0 })
  })

  it('serves waiting clients in turn, so one busy client cannot starve another', async () => {
    const gate = new ConcurrencyGate({
      perClient: 4,
      total: 1,
      queuePerClient: 10,
      queueTotal: 20,
      maxWaitMs: 60_000,
    })
    const first = await gate.enter('busy')
    const order: string[] = []
    const waiting: Promise<void>[] = []
    for (let index = 0; index < 3; index++)
      waiting.push(
        gate.enter('busy').then((release) => {
          order.push('busy')
          release()
        }),
      )
    waiting.push(
      gate.enter('quiet').then((release) => {
        order.push('quiet')
        release()
      }),
    )
    first()
    await Promise.all(waiting)
    expect(order.indexOf('quiet')).toBeLessThanOrEqual(1)
  })

  it('answers a request that waited too long with GateBusyError', async () => {
    const gate = new ConcurrencyGate({
      perClient: 1,
      total: 1,
      queuePerClient: 1,
      queueTotal: 1,
      maxWaitMs: 1,
    })
    const held: Release = await gate.enter('a')
    await expect(gate.enter('a')).rejects.toBeInstanceOf(GateBusyError)
    expect(gate.load).toEqual({ active: 1, queued: 0 })
    held()
  })
})

describe('the gate in front of the public API', () => {
  let stack: LocalStack
  beforeAll(async () => {
    stack = await startTestStack({
      gateLimits: { perClient: 1, total: 1, queuePerClient: 0, queueTotal: 0, maxWaitMs: 1000 },
    })
  })
  afterAll(() => stack?.stop())

  it('answers 429 with Retry-After past the limit, and never holds back the server’s own calls', async () => {
    const url = new URL(stack.url)
    const key = stack.anonKey
    // A request whose body never ends holds this client's one place.
    const held = request({
      host: url.hostname,
      port: url.port,
      method: 'POST',
      path: '/rest/v1/rpc/subscribe',
      headers: { apikey: key, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
    })
    held.on('error', () => undefined)
    const heldAnswer = new Promise<number>((resolve) =>
      held.on('response', (r) => resolve(r.statusCode ?? 0)),
    )
    held.write('{"email":')
    const headers = { apikey: key, Authorization: `Bearer ${key}` }
    await expect
      .poll(async () => (await fetch(`${stack.url}/rest/v1/blog_posts?select=id`, { headers })).status)
      .toBe(429)
    const refused = await fetch(`${stack.url}/rest/v1/blog_posts?select=id&limit=1`, { headers })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toMatchObject({ code: 'over_request_rate_limit', details: null, hint: null })
    const auth = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: key, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(auth.status).toBe(429)
    expect(await auth.json()).toMatchObject({ error_code: 'over_request_rate_limit' })
    // In-process calls (the site's own renders) do not pass the gate.
    const own = await stack.app.request('/rest/v1/blog_posts?select=id&limit=1', { headers })
    expect(own.status).toBe(200)
    held.end('"reader@example.com"}')
    expect(await heldAnswer).toBe(204)
    const after = await fetch(`${stack.url}/rest/v1/blog_posts?select=id&limit=1`, { headers })
    expect(after.status).toBe(200)
  })
})
