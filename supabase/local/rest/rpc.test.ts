import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../index.ts'
import { type Callers, createCallers, startTestStack, untyped } from '../testing/index.ts'

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

async function subscriberCount(): Promise<number> {
  const { count, error } = await callers.service
    .from('newsletter_subscribers')
    .select('*', { count: 'exact', head: true })
  if (error) throw error
  return count as number
}

describe('newsletter sign-up through rpc("subscribe")', () => {
  it('answers a new and an already subscribed address alike, and stores one row', async () => {
    const before = await subscriberCount()
    const first = await callers.anon.rpc('subscribe', { email: 'reader.one@newshub.example' })
    const second = await callers.anon.rpc('subscribe', { email: '  Reader.One@NewsHub.example ' })
    expect(first).toMatchObject({ error: null, data: null, status: 204 })
    expect({ ...second }).toEqual({ ...first })
    expect(await subscriberCount()).toBe(before + 1)
  })

  it('refuses a bad address with a clean 400 (22023), storing nothing', async () => {
    const before = await subscriberCount()
    for (const email of ['not-an-address', 'two@@at.example', `${'a'.repeat(250)}@newshub.example`, '']) {
      const { error, status } = await callers.anon.rpc('subscribe', { email })
      expect(status).toBe(400)
      expect(error).toMatchObject({ code: '22023', message: 'Enter a valid e-mail address.' })
    }
    const nullEmail = await untyped(callers.anon).rpc('subscribe', { email: null })
    expect(nullEmail.error).toMatchObject({ code: '22023' })
    expect(await subscriberCount()).toBe(before)
  })

  it('refuses an anonymous bulk insert into the table itself', async () => {
    const before = await subscriberCount()
    const rows = Array.from({ length: 2000 }, (_, index) => ({ email: `bulk-${index}@newshub.example` }))
    const anon = await callers.anon.from('newsletter_subscribers').insert(rows)
    expect(anon.status).toBe(401)
    expect(anon.error).toMatchObject({ code: '42501' })
    const reader = await callers.reader.from('newsletter_subscribers').insert(rows.slice(0, 10))
    expect(reader.status).toBe(403)
    expect(await subscriberCount()).toBe(before)
  })
})

describe('calling functions as PostgREST does', () => {
  it('checks names against the schema: PGRST202 for an unknown function or argument', async () => {
    const unknown = await untyped(callers.anon).rpc('no_such_function', { a: 1 })
    expect(unknown.status).toBe(404)
    expect(unknown.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.no_such_function(a) in the schema cache',
      details:
        'Searched for the function public.no_such_function with parameter a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    })
    const wrongArgument = await untyped(callers.anon).rpc('subscribe', { address: 'x@newshub.example' })
    expect(wrongArgument.status).toBe(404)
    expect(wrongArgument.error).toMatchObject({
      code: 'PGRST202',
      hint: 'Perhaps you meant to call the function public.subscribe(email)',
    })
    const noArguments = await callers.anon.rpc('subscribe')
    expect(noArguments.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.subscribe without parameters in the schema cache',
    })
  })

  it('calls a read-only function with GET and its arguments in the query string', async () => {
    const { data, error, status } = await callers.anon.rpc(
      'slugify',
      { value: 'Café & Bar, Detroit' },
      { get: true },
    )
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toBe('cafe-and-bar-detroit')
    const posted = await callers.anon.rpc('is_owner')
    expect(posted.data).toBe(false)
    const asOwner = await callers.owner.rpc('is_owner', undefined, { get: true })
    expect(asOwner.data).toBe(true)
  })

  it('runs GET in a read-only transaction, so a function that writes fails there (405)', async () => {
    const before = await subscriberCount()
    const { error, status } = await callers.anon.rpc(
      'subscribe',
      { email: 'get@newshub.example' },
      { get: true },
    )
    expect(status).toBe(405)
    expect(error).toMatchObject({ code: '25006' })
    expect(await subscriberCount()).toBe(before)
  })

  it('refuses other verbs with PGRST101', async () => {
    const response = await fetch(`${stack.url}/rest/v1/rpc/subscribe`, {
      method: 'PATCH',
      headers: { apikey: stack.anonKey, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(405)
    expect(await response.json()).toMatchObject({ code: 'PGRST101' })
  })
})
