/**
 * Quote requests from the landing pages through public.request_quote(), with the real supabase-js
 * client over HTTP: what a visitor can store, what is refused and how, the rate limit, and who reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from './index.ts'
import { type Callers, createCallers, nodeClient, startTestStack } from './testing/index.ts'

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

const unique = () => Math.random().toString(36).slice(2, 8)

function request(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Pat Reader',
    contact: `pat-${unique()}@newshub.example`,
    message: 'A leaking kitchen tap.',
    city: 'Detroit',
    service: 'Plumbing',
    ...overrides,
  }
}

async function storedFor(contact: string) {
  const { data, error } = await callers.service.from('quote_requests').select('*').eq('contact', contact)
  if (error) throw error
  return data
}

describe('public.request_quote', () => {
  it('stores an anonymous visitor’s request, trimmed, with the city and service', async () => {
    const input = request({ name: '  Pat Reader ', message: ' A leaking kitchen tap. ' })
    const { status, error } = await callers.anon.rpc('request_quote', input)
    expect(error).toBeNull()
    expect(status).toBe(204)
    expect(await storedFor(input.contact)).toMatchObject([
      { name: 'Pat Reader', message: 'A leaking kitchen tap.', city: 'Detroit', service: 'Plumbing' },
    ])
  })

  it('takes a phone number as the contact', async () => {
    const contact = `+1 (555) 0${Math.floor(100000 + Math.random() * 899999)}`
    const { error } = await callers.anon.rpc('request_quote', request({ contact, message: '' }))
    expect(error).toBeNull()
    expect(await storedFor(contact)).toHaveLength(1)
  })

  it.each([
    ['an empty name', { name: '  ' }, 'Enter your name (at most 100 characters).'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'Enter your name (at most 100 characters).'],
    ['a bad address', { contact: 'pat@nowhere' }, 'Enter a valid e-mail address.'],
    [
      'a short phone number',
      { contact: '555 12' },
      'Enter a phone number (7 to 15 digits) or an e-mail address.',
    ],
    [
      'words as contact',
      { contact: 'call me maybe' },
      'Enter a phone number (7 to 15 digits) or an e-mail address.',
    ],
    [
      'a contact of 255 characters',
      { contact: `${'a'.repeat(240)}@newshub.example` },
      'Enter a phone number or an e-mail address (at most 254 characters).',
    ],
    [
      'a message of 2001 characters',
      { message: 'm'.repeat(2001) },
      'Keep the message to at most 2000 characters.',
    ],
    ['no city', { city: null }, 'Name the city and the service (at most 100 characters each).'],
    [
      'a service of 101 characters',
      { service: 's'.repeat(101) },
      'Name the city and the service (at most 100 characters each).',
    ],
  ])('refuses %s with 400 and code 22023, storing nothing', async (_what, overrides, message) => {
    const input = request(overrides)
    const { status, error } = await callers.anon.rpc('request_quote', input)
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '22023', message })
    const { count } = await callers.service
      .from('quote_requests')
      .select('*', { count: 'exact', head: true })
      .eq('contact', String(input.contact))
    expect(count).toBe(0)
  })

  it('accepts 5 requests per contact an hour and answers the 6th with 429', async () => {
    const contact = `busy-${unique()}@newshub.example`
    for (let i = 0; i < 5; i++) {
      const { error } = await callers.anon.rpc('request_quote', request({ contact, message: `try ${i}` }))
      expect(error).toBeNull()
    }
    // The same address in other letters is the same contact.
    const sixth = await callers.anon.rpc('request_quote', request({ contact: contact.toUpperCase() }))
    expect(sixth.status).toBe(429)
    expect(sixth.error).toMatchObject({
      code: 'PT429',
      message: 'Too many quote requests from this contact. Try again in an hour, or call us.',
    })
    expect(await storedFor(contact)).toHaveLength(5)
    // Another contact is not held up.
    expect((await callers.anon.rpc('request_quote', request())).error).toBeNull()
  })

  it('keeps the table closed to visitors: no direct select or insert', async () => {
    const read = await callers.anon.from('quote_requests').select('*')
    expect(read.status).toBe(401)
    expect(read.error).toMatchObject({ code: '42501' })
    const input = request()
    const write = await callers.anon.from('quote_requests').insert({ ...input, contact_key: input.contact })
    expect(write.status).toBe(401)
    expect(await storedFor(input.contact)).toEqual([])
  })

  it('lets the owner read the requests, and no other signed-in user', async () => {
    const input = request()
    expect((await callers.reader.rpc('request_quote', input)).error).toBeNull()
    const owner = await callers.owner
      .from('quote_requests')
      .select('name, contact')
      .eq('contact', input.contact)
    expect(owner.data).toEqual([{ name: 'Pat Reader', contact: input.contact }])
    const reader = await callers.reader.from('quote_requests').select('*')
    expect(reader.error).toBeNull()
    expect(reader.data).toEqual([])
  })
})

describe('sign-ups and quote requests per client', () => {
  let limited: LocalStack
  beforeAll(async () => {
    limited = await startTestStack({ seed: false, formLimits: { perClient: 3, windowSeconds: 3600 } })
  })
  afterAll(() => limited?.stop())

  it('refuses a client’s fourth call of each form with 429 and Retry-After, whatever the contact', async () => {
    const call = (fn: string, body: Record<string, unknown>) =>
      fetch(`${limited.url}/rest/v1/rpc/${fn}`, {
        method: 'POST',
        headers: { apikey: limited.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    for (let index = 0; index < 3; index++) {
      expect((await call('request_quote', request())).status).toBe(204)
      expect((await call('subscribe', { email: `new-${unique()}@newshub.example` })).status).toBe(204)
    }
    const quote = await call('request_quote', request())
    expect(quote.status).toBe(429)
    expect(Number(quote.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await quote.json()).toMatchObject({ code: 'over_request_rate_limit', details: null, hint: null })
    const signUp = await call('subscribe', { email: `new-${unique()}@newshub.example` })
    expect(signUp.status).toBe(429)
    const { data } = await nodeClient(limited.url, limited.serviceRoleKey).from('quote_requests').select('id')
    expect(data).toHaveLength(3)
    // Other calls from the same client are not counted against the forms.
    const read = await fetch(`${limited.url}/rest/v1/blog_posts?select=id&limit=1`, {
      headers: { apikey: limited.anonKey },
    })
    expect(read.status).toBe(200)
  })
})
