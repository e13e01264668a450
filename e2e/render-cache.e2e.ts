import type { SupabaseClient } from '@supabase/supabase-js'
import type { RunningSite } from '../cli/start-site.ts'
import type { Database } from '../supabase/database.types.ts'
import { expect, siteOf, test } from './support/fixtures.ts'
import { rawRequest } from './support/http.ts'
import { serviceClient } from './support/site.ts'

/**
 * The render cache (decision 015) seen from outside: a reader's second visit is answered from
 * memory, yet every answer has its own nonce, a post published or edited through the site shows
 * on the next request, and nothing meant for an owner is shared.
 */
let site: RunningSite
let owner: SupabaseClient<Database>

// This file's site (the `site` fixture's): the tests speak HTTP only, through `get`, which shares it.
test.beforeAll(async ({ sites }, info) => {
  site = await siteOf(sites, info)
  owner = serviceClient(site)
})

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${site.url}${path}`, { headers })

/** The nonce of an answer's CSP and every nonce attribute in its HTML. */
function noncesOf(answer: { headers: Record<string, string>; body: string }) {
  return {
    policy: /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')?.[1],
    inPage: new Set([...answer.body.matchAll(/\bnonce="([^"]+)"/g)].map((match) => match[1])),
  }
}

test('answers a reader’s repeated visit from memory, each time with a fresh nonce that the page uses', async () => {
  const first = await get('/directory')
  const second = await get('/directory')
  const third = await get('/directory')
  expect(second.headers['x-render-cache']).toBe('hit')
  expect(third.headers['x-render-cache']).toBe('hit')
  const nonces = [first, second, third].map(noncesOf)
  for (const { policy, inPage } of nonces) {
    expect(policy).toBeTruthy()
    expect([...inPage]).toEqual([policy])
  }
  expect(new Set(nonces.map(({ policy }) => policy)).size).toBe(3)
  // The page is the same apart from its nonce.
  const strip = (html: string, nonce?: string) => html.split(nonce ?? '').join('NONCE')
  expect(strip(third.body, nonces[2]?.policy)).toBe(strip(second.body, nonces[1]?.policy))
})

test('shows a post on the homepage as soon as it is published through the site', async () => {
  await get('/')
  expect((await get('/')).headers['x-render-cache']).toBe('hit')
  const title = 'Render cache test: Lansing opens a new riverfront market'
  const { error } = await owner.from('blog_posts').insert({
    title,
    content: 'The market opens on Saturday with thirty stalls.',
    tags: ['Local News'],
  })
  expect(error).toBeNull()
  const after = await get('/')
  expect(after.headers['x-render-cache']).toBe('miss')
  expect(after.body).toContain(title)
})

test('shows an owner’s edit of an article on the next request', async () => {
  const { data } = await owner
    .from('blog_posts')
    .select('slug')
    .not('published_at', 'is', null)
    .limit(1)
    .single()
  const path = `/article/${data?.slug}`
  await get(path)
  expect((await get(path)).headers['x-render-cache']).toBe('hit')
  const title = 'Edited: a headline the owner just corrected'
  const { error } = await owner
    .from('blog_posts')
    .update({ title })
    .eq('slug', data?.slug ?? '')
  expect(error).toBeNull()
  expect((await get(path)).body).toContain(title)
})

test('never shares a draft, an owner page or a request that carries credentials', async () => {
  const slug = 'render-cache-draft-not-for-readers'
  const { error } = await owner.from('blog_posts').insert({
    title: 'A draft readers must not see',
    slug,
    content: 'Not yet.',
    published_at: null,
  })
  expect(error).toBeNull()
  for (let i = 0; i < 2; i++) {
    const draft = await get(`/article/${slug}`)
    expect(draft.status).toBe(404)
    expect(draft.body).not.toContain('A draft readers must not see')
    expect(draft.headers['x-render-cache']).not.toBe('hit')
  }
  for (let i = 0; i < 2; i++) {
    const tools = await get('/seo-dashboard')
    expect(tools.headers['x-render-cache']).not.toBe('hit')
    expect(tools.headers['cache-control']).toBe('no-store')
  }
  await get('/directory')
  const signedIn = await get('/directory', { Authorization: `Bearer ${site.serviceRoleKey}` })
  const withCookie = await get('/directory', { Cookie: 'sb-access-token=x' })
  expect(signedIn.headers['x-render-cache']).toBeUndefined()
  expect(withCookie.headers['x-render-cache']).toBeUndefined()
})

test('keeps answering readers from memory after failing, refused and unrelated requests to the API', async () => {
  const key = site.anonKey
  const api = (method: string, path: string, body?: string, headers: Record<string, string> = {}) =>
    rawRequest(`${site.url}${path}`, {
      method,
      headers: {
        apikey: key,
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        ...headers,
      },
      ...(body === undefined ? {} : { body }),
    })
  const requests: [string, () => Promise<{ status: number }>][] = [
    ['a write to a table that does not exist', () => api('POST', '/rest/v1/x', '{}')],
    ['an anonymous post write', () => api('POST', '/rest/v1/blog_posts', '{"title":"no"}')],
    [
      'an anonymous update that row-level security stops',
      () => api('PATCH', '/rest/v1/blog_posts?id=gt.0', '{"title":"no"}'),
    ],
    [
      'a sign-up with a bad address',
      () => api('POST', '/rest/v1/rpc/subscribe', '{"email":"not an address"}'),
    ],
    [
      'a newsletter sign-up',
      () => api('POST', '/rest/v1/rpc/subscribe', '{"email":"reader-cache@example.com"}'),
    ],
    [
      'a quote request with no name',
      () =>
        api(
          'POST',
          '/rest/v1/rpc/request_quote',
          '{"name":"","contact":"a@b.example","message":"Hi","city":"Detroit","service":"plumbing"}',
        ),
    ],
    [
      'a wrong password',
      () =>
        api(
          'POST',
          '/auth/v1/token?grant_type=password',
          '{"email":"nobody@example.com","password":"wrong-password-1"}',
        ),
    ],
    ['a search', () => api('POST', '/rest/v1/rpc/search_posts', '{"query":"plumbing"}')],
  ]
  for (const [what, send] of requests) {
    await get('/directory')
    expect((await get('/directory')).headers['x-render-cache'], `before ${what}`).toBe('hit')
    await send()
    expect((await get('/directory')).headers['x-render-cache'], `after ${what}`).toBe('hit')
  }
})

test('a post write empties only the pages the post shows on; a draft saved empties none', async () => {
  // Pages the post is not on: they stay in memory.
  const elsewhere = ['/directory', '/category/sports', '/detroit/plumbing']
  const warm = async (paths: string[]) => {
    for (const path of paths) {
      await get(path)
      expect((await get(path)).headers['x-render-cache'], `warm ${path}`).toBe('hit')
    }
  }
  await warm(['/', '/category/business', ...elsewhere])
  const title = 'Render cache test: a Detroit bakery adds a second shift'
  const { data: post, error } = await owner
    .from('blog_posts')
    .insert({ title, content: 'The bakery hires twelve people.', tags: ['Business', 'Detroit'] })
    .select('slug')
    .single()
  expect(error).toBeNull()
  for (const path of ['/', '/category/business', `/article/${post?.slug}`]) {
    const page = await get(path)
    expect(page.headers['x-render-cache'], path).toBe('miss')
    expect(page.body, path).toContain(title)
  }
  for (const path of elsewhere) expect((await get(path)).headers['x-render-cache'], path).toBe('hit')

  // A draft, and an edit of it, show on no reader page: home stays in memory.
  await warm(['/'])
  const draft = await owner
    .from('blog_posts')
    .insert({ title: 'An unfinished draft', content: 'Later.', tags: ['Business'], published_at: null })
    .select('id')
    .single()
  expect(draft.error).toBeNull()
  const edit = await owner
    .from('blog_posts')
    .update({ title: 'An unfinished draft, retitled' })
    .eq('id', draft.data?.id ?? '')
  expect(edit.error).toBeNull()
  expect((await get('/')).headers['x-render-cache']).toBe('hit')
})
