/**
 * The RLS matrix: anonymous visitor, owner, another signed-in user and service role, times select,
 * insert, update and delete, on every table, through the real supabase-js client over HTTP. Each
 * cell works on its own fresh row, created and checked with the service role.
 */

import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postPatch } from '../../core/newsroom/actions.ts'
import type { LocalStack } from './index.ts'
import { type Callers, createCallers, startTestStack, untyped } from './testing/index.ts'

type Caller = 'anon' | 'owner' | 'reader' | 'service'
type Operation = 'select' | 'insert' | 'update' | 'delete'
/** allowed: it happens; filtered: no error, but RLS hides or leaves the row; refused: 401/403 error. */
type Outcome = 'allowed' | 'filtered' | 'refused'

/** Days handed out to analytics_daily_visitors cells, one each (the day is that table's key). */
let nextOldDay = 0

interface TableCase {
  table: string
  key: string
  /** A new row no caller can see unless allowed (a scheduled post, a setting, a subscriber). */
  newRow: (tag: string) => Record<string, unknown> | Promise<Record<string, unknown>>
  change: Record<string, unknown>
  expected: Record<Operation, Record<Caller, Outcome>>
}

const CALLERS: Caller[] = ['anon', 'owner', 'reader', 'service']
const OPERATIONS: Operation[] = ['select', 'insert', 'update', 'delete']
const ownerOnlyWrites = { anon: 'refused', owner: 'allowed', reader: 'refused', service: 'allowed' } as const
const ownerOnlyChanges = {
  anon: 'filtered',
  owner: 'allowed',
  reader: 'filtered',
  service: 'allowed',
} as const

/** Tables only the server writes: no write grant for anyone signed in, none at all for anonymous callers. */
const serverWrites = {
  insert: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
  update: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
  delete: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
} as const

/** Owner-only tables: anonymous callers hold no grant at all, other signed-in users see nothing. */
const ownersOnly = {
  select: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
  insert: ownerOnlyWrites,
  update: { ...ownerOnlyChanges, anon: 'refused' },
  delete: { ...ownerOnlyChanges, anon: 'refused' },
} as const

const TABLES: TableCase[] = [
  {
    table: 'blog_posts',
    key: 'slug',
    // Scheduled for the future: only owners and the service role may see it before then.
    newRow: (tag) => ({
      title: `RLS ${tag}`,
      slug: `rls-${tag}`,
      content: 'body',
      published_at: '2099-01-01T00:00:00Z',
    }),
    change: { content: 'changed' },
    expected: {
      select: { anon: 'filtered', owner: 'allowed', reader: 'filtered', service: 'allowed' },
      insert: ownerOnlyWrites,
      update: ownerOnlyChanges,
      delete: ownerOnlyChanges,
    },
  },
  {
    table: 'site_settings',
    key: 'key',
    newRow: (tag) => ({ key: `rls_${tag.replace(/-/g, '_')}`, value: 'original' }),
    change: { value: 'changed' },
    expected: {
      select: { anon: 'allowed', owner: 'allowed', reader: 'allowed', service: 'allowed' },
      insert: ownerOnlyWrites,
      update: ownerOnlyChanges,
      delete: ownerOnlyChanges,
    },
  },
  {
    table: 'newsletter_subscribers',
    key: 'email',
    newRow: (tag) => ({ email: `rls-${tag}@newshub.example` }),
    change: { email: 'changed@newshub.example' },
    expected: {
      select: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
      // Sign-up goes through public.subscribe() (below); nobody but the service role inserts directly.
      insert: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      update: { anon: 'refused', owner: 'filtered', reader: 'filtered', service: 'allowed' },
      delete: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
    },
  },
  {
    table: 'quote_requests',
    key: 'contact',
    newRow: (tag) => ({
      name: 'RLS',
      contact: `rls-${tag}@newshub.example`,
      contact_key: `rls-${tag}@newshub.example`,
      city: 'Detroit',
      service: 'Plumbing',
    }),
    change: { message: 'changed' },
    expected: {
      // Visitors submit through public.request_quote() (below); owners only read; nobody edits.
      select: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
      insert: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      update: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      delete: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
    },
  },
  {
    table: 'listings',
    key: 'name',
    // Unpublished: only owners and the service role may see it (a published one is anyone's).
    newRow: (tag) => ({
      name: `RLS ${tag}`,
      services: ['plumbing'],
      cities: ['detroit'],
      phone: '(313) 555-0142',
      street_address: '1 Test St',
      locality: 'Detroit',
      postal_code: '48226',
      published: false,
    }),
    change: { description: 'changed' },
    expected: {
      select: { anon: 'filtered', owner: 'allowed', reader: 'filtered', service: 'allowed' },
      insert: ownerOnlyWrites,
      update: ownerOnlyChanges,
      delete: ownerOnlyChanges,
    },
  },
  {
    table: 'push_subscriptions',
    key: 'endpoint',
    newRow: (tag) => pushSubscriptionRow(tag),
    change: { categories: ['sports'] },
    expected: {
      // A browser's endpoint and keys are the service role's alone; readers go through
      // push_subscribe() and push_unsubscribe() (below), owners see counts only.
      select: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      insert: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      update: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
      delete: { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' },
    },
  },
  {
    table: 'post_briefs',
    key: 'post_id',
    // The owner's working material for a generated post (its topic and facts): owners only, even
    // once the post itself is published.
    newRow: async (tag) => {
      const { data } = await callers.service
        .from('blog_posts')
        .insert({ title: `Brief ${tag}`, slug: `brief-${tag}`, content: 'body' })
        .select('id')
        .single()
        .throwOnError()
      return {
        post_id: data.id,
        brief: { topic: `Topic ${tag}`, keyPoints: [], ownerText: '[]', locations: 1 },
      }
    },
    change: { brief: { topic: 'Changed', keyPoints: [], ownerText: '[]', locations: 1 } },
    expected: ownersOnly,
  },
  // Reader analytics (decision 080): owners read; only the server (service role) writes, so a
  // visitor can neither read the figures nor forge them past the event endpoint's checks.
  {
    table: 'analytics_events',
    key: 'visitor',
    newRow: (tag) => ({
      occurred_at: new Date().toISOString(),
      kind: 'view',
      path: `/rls/${tag}`,
      device: 'desktop',
      visitor: createHash('sha256').update(tag).digest('hex'),
    }),
    change: { path: '/changed' },
    expected: { select: ownersOnly.select, ...serverWrites },
  },
  {
    table: 'analytics_daily',
    key: 'path',
    newRow: (tag) => ({ day: '2026-11-01', kind: 'view', path: `/rls/${tag}`, events: 2 }),
    change: { events: 3 },
    expected: { select: ownersOnly.select, ...serverWrites },
  },
  {
    table: 'analytics_daily_sources',
    key: 'referrer_host',
    newRow: (tag) => ({ day: '2026-11-01', referrer_host: `${tag}.example`, views: 2 }),
    change: { views: 3 },
    expected: { select: ownersOnly.select, ...serverWrites },
  },
  {
    table: 'analytics_daily_clients',
    key: 'business_id',
    // A listing of its own for each cell, made by the service role (the figures name a business).
    newRow: async (tag) => {
      const { data, error } = await callers.service
        .from('listings')
        .insert({
          name: `RLS client ${tag}`,
          services: ['plumbing'],
          cities: ['detroit'],
          phone: '(313) 555-0142',
          street_address: '1 Test St',
          locality: 'Detroit',
          postal_code: '48226',
        })
        .select('id')
        .single()
      if (error) throw error
      return { day: '2026-11-01', business_id: data.id, views: 2, visitors: 1, clicks: 1 }
    },
    change: { views: 5 },
    expected: { select: ownersOnly.select, ...serverWrites },
  },
  {
    table: 'analytics_daily_visitors',
    key: 'day',
    // A day of its own for each cell, far in the past (days drawn at random once met: 1907-08-05 twice).
    newRow: () => ({
      day: new Date(Date.UTC(1900, 0, 1) + nextOldDay++ * 864e5).toISOString().slice(0, 10),
      visitors: 1,
      views: 1,
    }),
    change: { views: 5 },
    expected: { select: ownersOnly.select, ...serverWrites },
  },
]

/** A browser push subscription's row, as PushManager.subscribe() would give its parts. */
function pushSubscriptionRow(tag: string) {
  return {
    endpoint: `https://push.example/rls/${tag}`,
    p256dh: `B${'A'.repeat(86)}`,
    auth: `${tag
      .replace(/[^A-Za-z0-9]/g, '')
      .padEnd(22, 'x')
      .slice(0, 22)}`,
    categories: ['local'],
    breaking: false,
  }
}

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

// The matrix picks tables and rows at run time, so it speaks to the API without schema types.
function clientOf(caller: Caller): SupabaseClient {
  return untyped(callers[caller])
}

async function exists(table: TableCase, keyValue: string): Promise<Record<string, unknown> | undefined> {
  const { data, error } = await untyped(callers.service).from(table.table).select('*').eq(table.key, keyValue)
  if (error) throw error
  return (data as Record<string, unknown>[])[0]
}

function expectRefused(caller: Caller, result: { error: unknown; status: number }): void {
  expect(result.error).not.toBeNull()
  expect(result.status).toBe(caller === 'anon' ? 401 : 403)
  expect(result.error).toMatchObject({ code: '42501' })
}

describe.each(TABLES)('RLS on $table', (table) => {
  const cells = OPERATIONS.flatMap((operation) =>
    CALLERS.map((caller) => ({ operation, caller, outcome: table.expected[operation][caller] })),
  )

  it.each(cells)('$caller $operation: $outcome', async ({ operation, caller, outcome }) => {
    const tag = `${operation}-${caller}-${Math.random().toString(36).slice(2, 8)}`
    const row = await table.newRow(tag)
    const keyValue = String(row[table.key])
    const client = clientOf(caller)

    if (operation === 'insert') {
      const result = await client.from(table.table).insert(row)
      if (outcome === 'refused') {
        expectRefused(caller, result)
        expect(await exists(table, keyValue)).toBeUndefined()
      } else {
        expect(result.error).toBeNull()
        expect(await exists(table, keyValue)).toBeDefined()
      }
      return
    }

    const created = await untyped(callers.service).from(table.table).insert(row)
    expect(created.error).toBeNull()
    const before = await exists(table, keyValue)

    if (operation === 'select') {
      const result = await client.from(table.table).select('*').limit(1000)
      if (outcome === 'refused') return expectRefused(caller, result)
      expect(result.error).toBeNull()
      const keys = (result.data as Record<string, unknown>[]).map((item) => item[table.key])
      if (outcome === 'allowed') expect(keys).toContain(keyValue)
      else {
        expect(keys).not.toContain(keyValue)
        // Posts stay readable to everyone; only this hidden row is filtered out.
        if (table.table === 'blog_posts') expect(keys.length).toBeGreaterThanOrEqual(34)
      }
      return
    }

    const result =
      operation === 'update'
        ? await client.from(table.table).update(table.change).eq(table.key, keyValue)
        : await client.from(table.table).delete().eq(table.key, keyValue)
    const after = await exists(table, keyValue)
    if (outcome === 'refused') {
      expectRefused(caller, result)
      expect(after).toEqual(before)
    } else if (outcome === 'filtered') {
      expect(result.error).toBeNull()
      expect(after).toEqual(before)
    } else if (operation === 'delete') {
      expect(result.error).toBeNull()
      expect(after).toBeUndefined()
    } else {
      expect(result.error).toBeNull()
      const changedKey = table.change[table.key]
      const changed = changedKey === undefined ? after : await exists(table, String(changedKey))
      expect(changed).toMatchObject(table.change)
      if (changedKey !== undefined)
        await untyped(callers.service).from(table.table).delete().eq(table.key, String(changedKey))
    }
  })
})

describe('the brief of a post by its slug, public.post_brief(slug)', () => {
  const outcomes = { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' } as const
  it.each(CALLERS.map((caller) => ({ caller, outcome: outcomes[caller] as Outcome })))(
    '$caller: $outcome',
    async ({ caller, outcome }) => {
      const slug = `brief-rpc-${caller}-${Math.random().toString(36).slice(2, 8)}`
      const { data: post } = await callers.service
        .from('blog_posts')
        .insert({
          title: slug,
          slug,
          content: 'body',
          status: 'published',
          published_at: new Date().toISOString(),
        })
        .select('id')
        .single()
        .throwOnError()
      const brief = { topic: 'Piano tuning', keyPoints: [], ownerText: '[]', locations: 1 }
      await callers.service.from('post_briefs').insert({ post_id: post.id, brief }).throwOnError()
      const result = await clientOf(caller).rpc('post_brief', { slug })
      if (outcome === 'refused') return expect(result.error).not.toBeNull()
      expect(result.error).toBeNull()
      // A published post is anyone's to read; its brief stays the owners'.
      expect(result.data).toEqual(outcome === 'allowed' ? brief : null)
    },
  )
})

describe('the newsletter sign-up function, public.subscribe(email)', () => {
  it.each(CALLERS)('%s subscribes one address, and a second call answers the same', async (caller) => {
    const email = `rpc-${caller}-${Math.random().toString(36).slice(2, 8)}@newshub.example`
    const first = await clientOf(caller).rpc('subscribe', { email })
    const again = await clientOf(caller).rpc('subscribe', { email: ` ${email.toUpperCase()} ` })
    expect(first.error).toBeNull()
    expect({ status: again.status, data: again.data, error: again.error }).toEqual({
      status: first.status,
      data: first.data,
      error: first.error,
    })
    const { data } = await callers.service.from('newsletter_subscribers').select('email').eq('email', email)
    expect(data).toEqual([{ email }])
  })
})

describe('the quote request function, public.request_quote(...)', () => {
  it.each(CALLERS)('%s stores one request through it', async (caller) => {
    const contact = `quote-${caller}-${Math.random().toString(36).slice(2, 8)}@newshub.example`
    const result = await clientOf(caller).rpc('request_quote', {
      name: 'RLS',
      contact,
      message: '',
      city: 'Detroit',
      service: 'Plumbing',
    })
    expect(result.error).toBeNull()
    const { data } = await callers.service.from('quote_requests').select('contact').eq('contact', contact)
    expect(data).toEqual([{ contact }])
  })
})

describe('what RLS reads from the JWT', () => {
  it('takes owner rights only from app_metadata, which users cannot set themselves', async () => {
    const claims = JSON.parse(
      Buffer.from(callers.readerToken.split('.')[1] as string, 'base64url').toString(),
    )
    expect(claims.app_metadata.role).toBeUndefined()
    expect(claims.role).toBe('authenticated')
    const ownerClaims = JSON.parse(
      Buffer.from(callers.ownerToken.split('.')[1] as string, 'base64url').toString(),
    )
    expect(ownerClaims.app_metadata.role).toBe('owner')
  })
})

/**
 * The newsroom's operations: reading posts in every state, changing status, trash, restore and
 * purge, and post_slug_redirects. Each cell makes its own post with the service role, acts as the
 * caller, and checks the row with the service role.
 */
describe('RLS on the newsroom', () => {
  const NOW = new Date()
  const STATES = {
    draft: { status: 'draft' },
    scheduled: postPatch('schedule', NOW, new Date(NOW.getTime() + 24 * 3600_000)),
    unpublished: { status: 'unpublished', published_at: '2024-01-01T00:00:00Z' },
    trashed: { status: 'published', published_at: '2024-01-01T00:00:00Z', deleted_at: NOW.toISOString() },
    published: { status: 'published', published_at: '2024-01-01T00:00:00Z' },
  } as const
  type State = keyof typeof STATES
  const ownersOnly = { anon: 'filtered', owner: 'allowed', reader: 'filtered', service: 'allowed' } as const
  const everyone = { anon: 'allowed', owner: 'allowed', reader: 'allowed', service: 'allowed' } as const

  async function makePost(state: State, tag: string): Promise<{ id: string; slug: string }> {
    const { data, error } = await callers.service
      .from('blog_posts')
      .insert({ title: `Newsroom ${tag}`, slug: `newsroom-${tag}`, content: 'body', ...STATES[state] })
      .select('id,slug')
      .single()
    if (error) throw error
    return data as { id: string; slug: string }
  }

  async function row(id: string): Promise<Record<string, unknown> | undefined> {
    const { data, error } = await callers.service.from('blog_posts').select('*').eq('id', id)
    if (error) throw error
    return (data as Record<string, unknown>[])[0]
  }

  const tagOf = (name: string, caller: Caller) =>
    `${name}-${caller}-${Math.random().toString(36).slice(2, 8)}`.replace(/[^a-z0-9-]/g, '-')

  const reads = (['draft', 'scheduled', 'unpublished', 'trashed', 'published'] as const).flatMap((state) =>
    CALLERS.map((caller) => ({
      state,
      caller,
      outcome: (state === 'published' ? everyone : ownersOnly)[caller] as Outcome,
    })),
  )
  it.each(reads)('$caller reads a $state post: $outcome', async ({ state, caller, outcome }) => {
    const post = await makePost(state, tagOf(`read-${state}`, caller))
    const result = await clientOf(caller).from('blog_posts').select('id,status,deleted_at').eq('id', post.id)
    expect(result.error).toBeNull()
    expect(result.data).toHaveLength(outcome === 'allowed' ? 1 : 0)
  })

  const changes = [
    {
      name: 'publish a draft',
      from: 'draft',
      patch: () => postPatch('publish', new Date()),
      to: 'published',
    },
    {
      name: 'unpublish a post',
      from: 'published',
      patch: () => postPatch('unpublish', new Date()),
      to: 'unpublished',
    },
    { name: 'trash a post', from: 'published', patch: () => postPatch('trash', new Date()), to: 'trashed' },
    { name: 'restore a post', from: 'trashed', patch: () => postPatch('restore', new Date()), to: 'draft' },
  ] as const
  const changeCells = changes.flatMap((change) =>
    CALLERS.map((caller) => ({ ...change, caller, outcome: ownersOnly[caller] as Outcome })),
  )
  it.each(changeCells)('$caller may $name: $outcome', async ({ name, from, patch, to, caller, outcome }) => {
    const post = await makePost(from, tagOf(name, caller))
    const before = await row(post.id)
    const result = await clientOf(caller).from('blog_posts').update(patch()).eq('id', post.id)
    expect(result.error).toBeNull()
    const after = (await row(post.id)) as Record<string, unknown>
    if (outcome === 'allowed') {
      const state = after.deleted_at ? 'trashed' : (after.status as string)
      expect(state).toBe(to)
    } else expect(after).toEqual(before)
  })

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersOnly[caller] as Outcome })))(
    '$caller purges a post from the trash: $outcome',
    async ({ caller, outcome }) => {
      const post = await makePost('trashed', tagOf('purge', caller))
      const result = await clientOf(caller).from('blog_posts').delete().eq('id', post.id)
      expect(result.error).toBeNull()
      if (outcome === 'allowed') expect(await row(post.id)).toBeUndefined()
      else expect(await row(post.id)).toBeDefined()
    },
  )

  /** A published post renamed once: its old slug is a redirect. The post then takes `state`. */
  async function renamed(state: State, tag: string): Promise<{ id: string; oldSlug: string }> {
    const post = await makePost('published', tag)
    const update = await callers.service
      .from('blog_posts')
      .update({ slug: `${post.slug}-new` })
      .eq('id', post.id)
    if (update.error) throw update.error
    if (state !== 'published') {
      const { status, deleted_at = null } = STATES[state] as { status: string; deleted_at?: string }
      await callers.service.from('blog_posts').update({ status, deleted_at }).eq('id', post.id).throwOnError()
    }
    return { id: post.id, oldSlug: post.slug }
  }

  const redirectReads = (['published', 'draft', 'unpublished', 'trashed'] as const).flatMap((state) =>
    CALLERS.map((caller) => ({
      state,
      caller,
      outcome: (state === 'published' ? everyone : ownersOnly)[caller] as Outcome,
    })),
  )
  it.each(redirectReads)(
    '$caller reads a redirect to a $state post: $outcome',
    async ({ state, caller, outcome }) => {
      const { id, oldSlug } = await renamed(state, tagOf(`redirect-${state}`, caller))
      const result = await clientOf(caller)
        .from('post_slug_redirects')
        .select('old_slug,post_id')
        .eq('old_slug', oldSlug)
      expect(result.error).toBeNull()
      expect(result.data).toEqual(outcome === 'allowed' ? [{ old_slug: oldSlug, post_id: id }] : [])
    },
  )

  async function redirectRow(oldSlug: string) {
    const { data, error } = await callers.service
      .from('post_slug_redirects')
      .select('*')
      .eq('old_slug', oldSlug)
    if (error) throw error
    return (data as Record<string, unknown>[])[0]
  }

  const redirectWrites = {
    insert: { anon: 'refused', owner: 'allowed', reader: 'refused', service: 'allowed' },
    update: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
    delete: { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' },
  } as const
  const redirectWriteCells = (['insert', 'update', 'delete'] as const).flatMap((operation) =>
    CALLERS.map((caller) => ({ operation, caller, outcome: redirectWrites[operation][caller] as Outcome })),
  )
  it.each(redirectWriteCells)(
    '$caller may $operation a redirect: $outcome',
    async ({ operation, caller, outcome }) => {
      const { id, oldSlug } = await renamed('published', tagOf(`redirect-${operation}`, caller))
      const client = clientOf(caller).from('post_slug_redirects')
      const extra = `${oldSlug}-extra`
      const before = await redirectRow(oldSlug)
      const result =
        operation === 'insert'
          ? await client.insert({ old_slug: extra, post_id: id })
          : operation === 'update'
            ? await client.update({ old_slug: extra }).eq('old_slug', oldSlug)
            : await client.delete().eq('old_slug', oldSlug)
      if (outcome === 'refused') {
        expectRefused(caller, result)
        expect(await redirectRow(extra)).toBeUndefined()
        expect(await redirectRow(oldSlug)).toEqual(before)
        return
      }
      expect(result.error).toBeNull()
      if (outcome === 'filtered') {
        expect(await redirectRow(oldSlug)).toEqual(before)
        return
      }
      if (operation === 'insert') expect(await redirectRow(extra)).toMatchObject({ post_id: id })
      if (operation === 'update') {
        expect(await redirectRow(oldSlug)).toBeUndefined()
        expect(await redirectRow(extra)).toMatchObject({ post_id: id })
      }
      if (operation === 'delete') expect(await redirectRow(oldSlug)).toBeUndefined()
    },
  )
})

/**
 * The newsletter's tables: sends, deliveries, their counts and the mail settings (which hold the SMTP
 * password). Readers and visitors see none of it; owners read, and change only the mail settings;
 * sends and deliveries are written by public.queue_newsletter() and the service role's mailer.
 */
describe('RLS on the newsletter tables', () => {
  async function makeSend(tag: string): Promise<{ sendId: string; email: string }> {
    const { data: post } = await callers.service
      .from('blog_posts')
      .insert({ title: `Newsletter ${tag}`, slug: `newsletter-${tag}`, content: 'body' })
      .select('id')
      .single()
      .throwOnError()
    const email = `rls-${tag}@newshub.example`
    const { data: sendId } = await callers.service
      .rpc('queue_newsletter', { kind: 'test', subject: `RLS ${tag}`, post_id: post.id, test_to: email })
      .throwOnError()
    return { sendId: sendId as string, email }
  }
  const tag = (name: string, caller: Caller) => `${name}-${caller}-${Math.random().toString(36).slice(2, 8)}`
  const ownersRead = { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' } as const

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRead[caller] as Outcome })))(
    '$caller reads sends, deliveries and counts: $outcome',
    async ({ caller, outcome }) => {
      const { sendId, email } = await makeSend(tag('read', caller))
      const client = clientOf(caller)
      for (const [table, column, value] of [
        ['newsletter_sends', 'id', sendId],
        ['newsletter_deliveries', 'email', email],
        ['newsletter_send_counts', 'id', sendId],
      ] as const) {
        const result = await client.from(table).select('*').eq(column, value)
        if (outcome === 'refused') expectRefused(caller, result)
        else expect(result.data).toHaveLength(outcome === 'allowed' ? 1 : 0)
      }
    },
  )

  const writes = { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' } as const
  it.each(CALLERS.map((caller) => ({ caller, outcome: writes[caller] as Outcome })))(
    '$caller writes sends and deliveries directly: $outcome',
    async ({ caller, outcome }) => {
      const { sendId, email } = await makeSend(tag('write', caller))
      const client = clientOf(caller)
      const results = [
        await client.from('newsletter_sends').update({ subject: 'changed' }).eq('id', sendId),
        await client.from('newsletter_deliveries').update({ status: 'sent' }).eq('email', email),
        await client.from('newsletter_deliveries').insert({ send_id: sendId, email: `more-${email}` }),
        await client.from('newsletter_sends').delete().eq('id', sendId),
      ]
      if (outcome === 'refused') for (const result of results) expectRefused(caller, result)
      else for (const result of results) expect(result.error).toBeNull()
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: writes[caller] as Outcome })))(
    '$caller runs the mailer’s claim_deliveries: $outcome',
    async ({ caller, outcome }) => {
      const { sendId } = await makeSend(tag('claim', caller))
      const result = await clientOf(caller).rpc('claim_deliveries', { send: sendId, worker: 'test' })
      if (outcome === 'refused') expect(result.error).not.toBeNull()
      else expect(result.error).toBeNull()
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRead[caller] as Outcome })))(
    '$caller queues a newsletter: $outcome',
    async ({ caller, outcome }) => {
      const { data: post } = await callers.service
        .from('blog_posts')
        .insert({ title: 'Queued', slug: `queued-${tag('q', caller)}`, content: 'body' })
        .select('id')
        .single()
        .throwOnError()
      const result = await clientOf(caller).rpc('queue_newsletter', {
        kind: 'post',
        subject: 'x',
        post_id: post.id,
      })
      if (outcome === 'allowed') expect(result.error).toBeNull()
      else expect(result.error).not.toBeNull()
    },
  )

  const settings = {
    select: ownersRead,
    upsert: { anon: 'refused', owner: 'allowed', reader: 'refused', service: 'allowed' },
  } as const
  it.each(
    (['select', 'upsert'] as const).flatMap((operation) =>
      CALLERS.map((caller) => ({ operation, caller, outcome: settings[operation][caller] as Outcome })),
    ),
  )(
    '$caller may $operation the mail settings (SMTP password): $outcome',
    async ({ operation, caller, outcome }) => {
      await callers.service
        .from('mail_settings')
        .upsert({ id: true, smtp_url: 'smtp://user:secret@mail.example:587' })
        .throwOnError()
      const client = clientOf(caller)
      if (operation === 'select') {
        const result = await client.from('mail_settings').select('smtp_url')
        if (outcome === 'refused') return expectRefused(caller, result)
        expect(result.data).toHaveLength(outcome === 'allowed' ? 1 : 0)
        return
      }
      const result = await client.from('mail_settings').upsert({ id: true, sender_name: `By ${caller}` })
      const { data } = await callers.service.from('mail_settings').select('sender_name').single()
      if (outcome === 'refused') {
        expectRefused(caller, result)
        expect(data?.sender_name).not.toBe(`By ${caller}`)
      } else {
        expect(result.error).toBeNull()
        expect(data?.sender_name).toBe(`By ${caller}`)
      }
    },
  )
})

/**
 * Push alerts: a reader subscribes, changes and stops their own browser's subscription through three
 * functions that need its endpoint and auth secret; nobody but the service role reads one. Owners
 * read the sends, deliveries and follower counts; the pusher's functions are the service role's.
 */
describe('RLS on push alerts', () => {
  const tag = (name: string, caller: Caller) => `${name}-${caller}-${Math.random().toString(36).slice(2, 8)}`
  const everyone = { anon: 'allowed', owner: 'allowed', reader: 'allowed', service: 'allowed' } as const
  const ownersRead = { anon: 'refused', owner: 'allowed', reader: 'filtered', service: 'allowed' } as const
  const serviceOnly = { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' } as const

  it.each(CALLERS.map((caller) => ({ caller, outcome: everyone[caller] as Outcome })))(
    '$caller subscribes, reads and stops their own subscription: $outcome',
    async ({ caller }) => {
      const row = pushSubscriptionRow(tag('own', caller))
      const client = clientOf(caller)
      await client.rpc('push_subscribe', row).throwOnError()
      const own = await client.rpc('push_subscription', { endpoint: row.endpoint, auth: row.auth })
      expect(own.data).toEqual([{ categories: ['local'], breaking: false }])
      await client.rpc('push_unsubscribe', { endpoint: row.endpoint, auth: row.auth }).throwOnError()
      const { data } = await untyped(callers.service)
        .from('push_subscriptions')
        .select('id')
        .eq('endpoint', row.endpoint)
      expect(data).toEqual([])
    },
  )

  it.each(CALLERS.map((caller) => ({ caller })))(
    '$caller cannot read, change or stop another browser’s subscription',
    async ({ caller }) => {
      const row = pushSubscriptionRow(tag('other', caller))
      await untyped(callers.service).from('push_subscriptions').insert(row).throwOnError()
      const client = clientOf(caller)
      const guess = `${'y'.repeat(22)}`
      expect((await client.rpc('push_subscription', { endpoint: row.endpoint, auth: guess })).data).toEqual(
        [],
      )
      await client.rpc('push_subscribe', { ...row, auth: guess, categories: ['sports'], breaking: true })
      await client.rpc('push_unsubscribe', { endpoint: row.endpoint, auth: guess })
      const { data } = await untyped(callers.service)
        .from('push_subscriptions')
        .select('categories, breaking')
        .eq('endpoint', row.endpoint)
      expect(data).toEqual([{ categories: ['local'], breaking: false }])
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRead[caller] as Outcome })))(
    '$caller reads follower counts, alerts sent and their deliveries: $outcome',
    async ({ caller, outcome }) => {
      const row = pushSubscriptionRow(tag('count', caller))
      await untyped(callers.service)
        .from('push_subscriptions')
        .insert({ ...row, categories: ['opinion'] })
        .throwOnError()
      const { data: post } = await callers.service
        .from('blog_posts')
        .insert({
          title: `Push ${row.auth}`,
          slug: `push-${row.auth.toLowerCase()}`,
          content: 'body',
          tags: ['Opinion'],
        })
        .select('id')
        .single()
        .throwOnError()
      const { data: sendId } = await callers.service
        .rpc('queue_push', { post: post.id, reason: 'published', category: 'opinion', payload: { v: 1 } })
        .throwOnError()
      const client = clientOf(caller)
      const counts = await client.rpc('push_follower_counts')
      if (outcome === 'allowed') {
        expect(counts.error).toBeNull()
        expect(
          (counts.data as { topic: string; followers: number }[]).find((item) => item.topic === 'opinion')
            ?.followers,
        ).toBeGreaterThanOrEqual(1)
      } else expect(counts.error).toMatchObject({ code: '42501' })
      for (const [table, column] of [
        ['push_sends', 'id'],
        ['push_deliveries', 'send_id'],
        ['push_send_counts', 'id'],
      ] as const) {
        const result = await client.from(table).select('*').eq(column, sendId)
        if (outcome === 'refused') expectRefused(caller, result)
        else if (outcome === 'filtered') expect(result.data).toEqual([])
        // Every opinion follower of the other cells is a recipient too.
        else expect(result.data?.length).toBeGreaterThanOrEqual(1)
      }
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: serviceOnly[caller] as Outcome })))(
    '$caller runs the pusher’s queue, claim and finish: $outcome',
    async ({ caller, outcome }) => {
      const client = clientOf(caller)
      const results = [
        await client.rpc('claim_push_deliveries', { batch: 0 }),
        await client.rpc('finish_push_deliveries', { results: [] }),
        await client.rpc('queue_push', {
          post: '00000000-0000-4000-8000-000000000000',
          reason: 'published',
          category: 'local',
          payload: {},
        }),
      ]
      for (const result of results) {
        if (outcome === 'refused') expect(result.error).not.toBeNull()
        else expect(result.error).toBeNull()
      }
    },
  )
})

describe('reader analytics functions', () => {
  const ownersRun = { anon: 'refused', owner: 'allowed', reader: 'refused', service: 'allowed' } as const
  const serverRuns = { anon: 'refused', owner: 'refused', reader: 'refused', service: 'allowed' } as const

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRun[caller] as Outcome })))(
    '$caller rolls up reader events: $outcome',
    async ({ caller, outcome }) => {
      const result = await clientOf(caller).rpc('roll_up_reader_events', {
        from_day: '2000-01-01',
        to_day: '2000-01-02',
      })
      if (outcome === 'refused') expectRefused(caller, result)
      else expect(result.error).toBeNull()
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRun[caller] as Outcome })))(
    '$caller reads the reader figures: $outcome',
    async ({ caller, outcome }) => {
      const result = await clientOf(caller).rpc('reader_figures', {
        from_day: '2000-01-01',
        to_day: '2000-01-07',
      })
      if (outcome === 'refused') expectRefused(caller, result)
      else expect(result.error).toBeNull()
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: ownersRun[caller] as Outcome })))(
    '$caller reads a client report and the client figures per day: $outcome',
    async ({ caller, outcome }) => {
      const range = { from_day: '2000-01-01', to_day: '2000-01-07' }
      const report = await clientOf(caller).rpc('client_report', {
        ...range,
        business: '00000000-0000-4000-8000-000000000000',
      })
      if (outcome === 'refused') expectRefused(caller, report)
      // Allowed to ask: the answer is that no business has this id.
      else expect(report.error).toMatchObject({ code: 'P0002' })
      // client_days and client_events_by_day read through the tables' RLS: nothing for a reader.
      const days = await clientOf(caller).rpc('client_days', range)
      if (caller === 'anon') expectRefused(caller, days)
      else expect(days.error).toBeNull()
    },
  )

  it.each(CALLERS.map((caller) => ({ caller, outcome: serverRuns[caller] as Outcome })))(
    '$caller purges old reader events: $outcome',
    async ({ caller, outcome }) => {
      const result = await clientOf(caller).rpc('purge_reader_events')
      if (outcome === 'refused') expectRefused(caller, result)
      else expect(result.error).toBeNull()
    },
  )
})
