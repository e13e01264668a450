import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_PAGE_SIZE, POPULAR_ARTICLES } from '../../../core/constants.ts'
import { type BlogPost, HOME_POST_COLUMNS } from '../../../core/posts/post.ts'
import type { LocalStack } from '../index.ts'
import { type Callers, createCallers, startTestStack, untyped } from '../testing/index.ts'

let stack: LocalStack
let callers: Callers
const SUMMARY = HOME_POST_COLUMNS.join(',')

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

function rest(path: string, init: RequestInit = {}, key = stack.anonKey): Promise<Response> {
  return fetch(`${stack.url}/rest/v1/${path}`, {
    ...init,
    headers: { apikey: key, Authorization: `Bearer ${key}`, ...(init.headers as Record<string, string>) },
  })
}

describe('the calls of spec section 7, as the app makes them', () => {
  it('pages the homepage by created_at with a cursor, 10 at a time, and counts every post', async () => {
    const first = await callers.anon
      .from('blog_posts')
      .select(SUMMARY, { count: 'exact' })
      .order('created_at', { ascending: false })
      .limit(HOME_PAGE_SIZE)
    expect(first.error).toBeNull()
    expect(first.count).toBe(34)
    expect(first.data).toHaveLength(10)
    const rows = first.data as unknown as BlogPost[]
    expect(Object.keys(rows[0] as object)).toEqual([...HOME_POST_COLUMNS])
    const times = rows.map((row) => Date.parse(row.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    const seen = new Set(rows.map((row) => row.id))
    let cursor = rows.at(-1)?.created_at as string
    let pages = 1
    for (;;) {
      const page = await callers.anon
        .from('blog_posts')
        .select(SUMMARY)
        .lt('created_at', cursor)
        .order('created_at', { ascending: false })
        .limit(HOME_PAGE_SIZE)
      expect(page.error).toBeNull()
      const pageRows = page.data as unknown as BlogPost[]
      if (pageRows.length === 0) break
      pages++
      for (const row of pageRows) {
        expect(seen.has(row.id)).toBe(false)
        expect(Date.parse(row.created_at)).toBeLessThan(Date.parse(cursor))
        seen.add(row.id)
      }
      cursor = pageRows.at(-1)?.created_at as string
    }
    expect(seen.size).toBe(34)
    expect(pages).toBe(4)
  })

  it('formats rows as PostgREST does: ISO timestamps with offset, arrays as JSON arrays, nulls kept', async () => {
    const { data } = await callers.anon.from('blog_posts').select('created_at,tags,backlink_url').limit(1)
    const row = (data as { created_at: string; tags: string[]; backlink_url: null }[])[0]
    expect(row?.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?\+00:00$/)
    expect(Array.isArray(row?.tags)).toBe(true)
    expect(row).toHaveProperty('backlink_url')
  })

  it('finds a post by slug, and by slug or id with or=()', async () => {
    const bySlug = await callers.anon
      .from('blog_posts')
      .select('*')
      .eq('slug', 'detroit-riverwalk-adds-new-lighting-and-seating-near-downtown')
      .limit(1)
    const post = (bySlug.data as BlogPost[])[0] as BlogPost
    expect(post.title).toBe('Detroit Riverwalk Adds New Lighting and Seating Near Downtown')
    const byId = await callers.anon
      .from('blog_posts')
      .select('id,title')
      .or(`slug.eq.${JSON.stringify(post.id)},id.eq.${post.id}`)
      .limit(1)
    expect(byId.data).toEqual([{ id: post.id, title: post.title }])
    const single = await callers.anon.from('blog_posts').select('title').eq('id', post.id).single()
    expect(single.data).toEqual({ title: post.title })
  })

  it('lists the 3 newest posts by published_at and an author’s posts', async () => {
    const newest = await callers.anon
      .from('blog_posts')
      .select('*')
      .order('published_at', { ascending: false })
      .limit(POPULAR_ARTICLES)
    expect((newest.data as BlogPost[]).map((post) => post.title)).toEqual([
      'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season',
      'Ann Arbor Neighborhoods Prepare for First Big Snow of the Season',
      'Why Home Insurance Costs Are Rising Nationwide',
    ])
    const byAuthor = await callers.anon
      .from('blog_posts')
      .select('*')
      .eq('author', 'Priya Raman')
      .order('published_at', { ascending: false })
    const posts = byAuthor.data as BlogPost[]
    expect(posts.length).toBeGreaterThanOrEqual(5)
    expect(posts.every((item) => item.author === 'Priya Raman')).toBe(true)
  })

  it('inserts a post returning the single row, with slug and dates filled in, then updates it', async () => {
    const inserted = await callers.owner
      .from('blog_posts')
      .insert({
        title: 'Troy Café & Bakery Opens!',
        content: '<p>Fresh bread.</p>',
        meta_description: 'A new bakery.',
        keywords: ['bakery'],
        backlink_url: 'https://troybakery.example/',
        canonical_url: 'https://troybakery.example/',
        business_name: 'Troy Bakery',
        business_address: '1 Main St, Troy, MI',
        business_phone: '(248) 555-0100',
        author: 'Editorial Team',
        tags: ['Business', 'Troy'],
      })
      .select()
      .single()
    expect(inserted.error).toBeNull()
    expect(inserted.status).toBe(201)
    const post = inserted.data as BlogPost
    expect(post.slug).toBe('troy-cafe-and-bakery-opens')
    expect(post.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(Date.parse(post.published_at as string)).toBeGreaterThan(Date.now() - 60_000)

    const again = await callers.owner
      .from('blog_posts')
      .insert({ title: 'Troy Café & Bakery Opens!', content: 'x' })
      .select('slug')
      .single()
    expect(again.data).toEqual({ slug: 'troy-cafe-and-bakery-opens-2' })

    const updated = await callers.owner
      .from('blog_posts')
      .update({ meta_description: 'Fresh bread daily.' })
      .eq('id', post.id)
      .select('meta_description,slug')
    expect(updated.data).toEqual([
      { meta_description: 'Fresh bread daily.', slug: 'troy-cafe-and-bakery-opens' },
    ])
    const minimal = await callers.owner.from('blog_posts').update({ author: 'Jane' }).eq('id', post.id)
    expect(minimal.status).toBe(204)
    expect(minimal.error).toBeNull()
    const removed = await callers.owner
      .from('blog_posts')
      .delete()
      .like('slug', 'troy-cafe-and-bakery-opens*')
      .select('slug')
    expect(removed.data).toHaveLength(2)
  })
})

describe('PostgREST grammar and headers', () => {
  it('supports in, is, not, ilike with *, cs, nested or/and and full-text search', async () => {
    const count = async (query: string) =>
      ((await (await rest(`blog_posts?select=id&${query}`)).json()) as unknown[]).length
    expect(await count('author=in.(Priya Raman,"Maria Alvarez")')).toBeGreaterThan(5)
    expect(await count('backlink_url=is.null')).toBe(25)
    expect(await count('backlink_url=not.is.null')).toBe(9)
    expect(await count('title=ilike.*ROYAL OAK*')).toBe(2)
    expect(await count('tags=cs.{Sports}')).toBe(5)
    expect(await count(`tags=cs.${encodeURIComponent('{"Health & Wellness"}')}`)).toBe(4)
    expect(await count('or=(tags.cs.{Sports},and(author.eq.Editorial Team,tags.cs.{Lifestyle}))')).toBe(8)
    expect(await count('fts=wfts(english).pickleball courts')).toBe(1)
    expect(await count('title=not.like.*a*&title=not.like.*e*')).toBe(0)
  })

  it('answers HEAD with a count and no body, and honours Range and offset', async () => {
    const head = await rest('blog_posts?select=id', { method: 'HEAD', headers: { Prefer: 'count=exact' } })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-range')).toBe('0-33/34')
    expect(await head.text()).toBe('')
    const ranged = await rest('blog_posts?select=id&order=created_at.desc', {
      headers: { Range: '10-19', Prefer: 'count=exact' },
    })
    expect(ranged.status).toBe(206)
    expect(ranged.headers.get('content-range')).toBe('10-19/34')
    const offset = await callers.anon.from('blog_posts').select('id').order('created_at').range(30, 39)
    expect(offset.data).toHaveLength(4)
  })

  it('answers a single object, or 406 PGRST116 when not exactly one row', async () => {
    const none = await callers.anon.from('blog_posts').select('id').eq('slug', 'no-such-post').single()
    expect(none.status).toBe(406)
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' })
    const stripped = await rest(
      'blog_posts?select=title,backlink_url&slug=eq.staying-active-through-a-michigan-winter',
      {
        headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
      },
    )
    expect(await stripped.json()).toEqual({ title: 'Staying Active Through a Michigan Winter' })
  })

  it('upserts on a conflict column and deletes with a filter, refusing unfiltered writes', async () => {
    const first = await callers.owner
      .from('site_settings')
      .upsert({ key: 'google_site_verification', value: 'abc' }, { onConflict: 'key' })
    expect(first.error).toBeNull()
    await callers.owner
      .from('site_settings')
      .upsert({ key: 'google_site_verification', value: 'def' }, { onConflict: 'key' })
    const { data } = await callers.anon.from('site_settings').select('key,value')
    expect(data).toEqual([{ key: 'google_site_verification', value: 'def' }])

    const unfiltered = await callers.service.from('site_settings').delete()
    expect(unfiltered.status).toBe(400)
    expect(unfiltered.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' })
    const removed = await callers.owner
      .from('site_settings')
      .delete()
      .eq('key', 'google_site_verification')
      .select('key')
    expect(removed.data).toEqual([{ key: 'google_site_verification' }])
  })

  it('inserts many rows: a key a row leaves out is null, or its default with missing=default', async () => {
    const rows = await callers.service
      .from('blog_posts')
      .insert([
        { title: 'Bulk one', content: 'a', author: 'Bulk' },
        { title: 'Bulk two', content: 'b' },
      ])
      .select('title,author,tags,published_at')
    expect(rows.error).toBeNull()
    expect(rows.data).toEqual([
      { title: 'Bulk one', author: 'Bulk', tags: [], published_at: expect.any(String) },
      { title: 'Bulk two', author: null, tags: [], published_at: expect.any(String) },
    ])
    const defaults = await callers.service
      .from('blog_posts')
      .insert(
        [
          { title: 'Bulk three', content: 'c', tags: ['Sports'] },
          { title: 'Bulk four', content: 'd' },
        ],
        { defaultToNull: false },
      )
      .select('title,tags')
    expect(defaults.data).toEqual([
      { title: 'Bulk three', tags: ['Sports'] },
      { title: 'Bulk four', tags: [] },
    ])
    const nulls = await callers.service
      .from('blog_posts')
      .insert([
        { title: 'Bulk five', content: 'e', tags: ['Sports'] },
        { title: 'Bulk six', content: 'f' },
      ])
      .select('title,tags')
    expect(nulls.data).toEqual([
      { title: 'Bulk five', tags: ['Sports'] },
      { title: 'Bulk six', tags: null },
    ])
    const removed = await callers.service.from('blog_posts').delete().like('title', 'Bulk *').select('id')
    expect(removed.data).toHaveLength(6)
  })

  it('answers CORS preflights for the browser', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/blog_posts`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,prefer',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH')
  })
})

describe('errors in PostgREST’s shape', () => {
  it('refuses an unknown column with 42703', async () => {
    const { error, status } = await callers.anon.from('blog_posts').select('id,nope')
    expect(status).toBe(400)
    expect(error).toEqual({
      code: '42703',
      details: null,
      hint: null,
      message: 'column blog_posts.nope does not exist',
    })
    const filter = await rest('blog_posts?nope=eq.1')
    expect(filter.status).toBe(400)
    expect((await filter.json()).code).toBe('42703')
  })

  it('refuses an unknown payload column with PGRST204', async () => {
    const { error, status } = await untyped(callers.owner)
      .from('blog_posts')
      .insert({ title: 'x', content: 'y', nope: 1 })
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'blog_posts' in the schema cache",
    })
  })

  it('refuses an unknown table with 404 PGRST205', async () => {
    const { error, status } = await untyped(callers.anon).from('posts').select('*')
    expect(status).toBe(404)
    expect(error).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.posts' in the schema cache",
    })
  })

  it('refuses unsupported operators and malformed filters with 400 PGRST100', async () => {
    for (const query of [
      'id=sl.(1,2)',
      'id=foo.1',
      'title=eq',
      'or=(title.eq.a',
      'id=in.1,2',
      'order=title.sideways',
      'limit=ten',
      'select=id->>x',
    ]) {
      const response = await rest(`blog_posts?${query}`)
      expect(response.status, query).toBe(400)
      const body = await response.json()
      expect(Object.keys(body).sort(), query).toEqual(['code', 'details', 'hint', 'message'])
      expect(body.code, query).toBe('PGRST100')
    }
  })

  it('reports a bad value the way Postgres words it, and a bad token with 401', async () => {
    const uuid = await rest('blog_posts?id=eq.not-a-uuid')
    expect(uuid.status).toBe(400)
    expect(await uuid.json()).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type uuid: "not-a-uuid"',
    })
    const forged = await rest('blog_posts?select=id', {}, `${stack.anonKey.slice(0, -4)}abcd`)
    expect(forged.status).toBe(401)
    expect(await forged.json()).toMatchObject({ code: 'PGRST301' })
    const missing = await fetch(`${stack.url}/rest/v1/blog_posts`)
    expect(missing.status).toBe(401)
  })

  it('refuses embedding, aggregates, other schemas and other methods with PostgREST’s codes', async () => {
    expect((await (await rest('blog_posts?select=id,authors(name)')).json()).code).toBe('PGRST200')
    expect((await (await rest('blog_posts?select=count()')).json()).code).toBe('PGRST123')
    expect((await rest('blog_posts', { headers: { 'Accept-Profile': 'auth' } })).status).toBe(406)
    expect((await rest('blog_posts', { method: 'PUT', body: '{}' })).status).toBe(405)
    expect((await rest('rpc/anything', { method: 'POST', body: '{}' })).status).toBe(404)
    const badJson = await rest(
      'blog_posts',
      { method: 'POST', body: '{nope', headers: { 'Content-Type': 'application/json' } },
      stack.serviceRoleKey,
    )
    expect(badJson.status).toBe(400)
    expect((await badJson.json()).code).toBe('PGRST102')
  })
})
