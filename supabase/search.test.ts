/**
 * search_posts (migrations/20241123000100_search_posts.sql, spelling correction in
 * 20241123000360_search_vocabulary.sql, the sponsored column in 20241123000500_search_sponsored.sql)
 * as readers call it: as the anon role, under row-level security.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack, PostgresError } from './local/index.ts'
import { nodeClient, startTestStack } from './local/testing/index.ts'

interface Hit {
  slug: string
  title: string
  snippet: string
  score: number
  matched_by: 'text' | 'spelling'
}

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack()
  await stack.db.exec(`
    insert into public.blog_posts (title, content, status, published_at)
    values ('Draft about plumbing secrets', 'Unpublished plumbing notes.', 'draft', null),
           ('Future plumbing story', 'Plumbing from the future.', 'published', now() + interval '1 day');
  `)
})
afterAll(() => stack?.stop())

async function search(q: string, after?: { score: number; id: string }): Promise<(Hit & { id: string })[]> {
  return stack.db.transaction(async (tx) => {
    await tx.exec('set local role anon; select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true)')
    const { rows } = await tx.query<Hit & { id: string }>(
      'select id, slug, title, snippet, score, matched_by from public.search_posts($1, $2, $3, 3)',
      [q, after?.score ?? null, after?.id ?? null],
    )
    return rows
  })
}

describe('search_posts', () => {
  it('finds stories by their words, marks the matched words, and never a draft or a future post', async () => {
    const hits = await search('plumbing')
    expect(hits.map((hit) => hit.slug)).toContain('motor-city-plumbing-explains-how-to-prevent-frozen-pipes')
    expect(hits.every((hit) => hit.matched_by === 'text')).toBe(true)
    expect(hits[0]?.snippet).toContain('<mark>Plumbing</mark>')
    expect(hits.map((hit) => hit.title).join()).not.toMatch(/Draft about|Future plumbing/)
  })

  it('understands quoted phrases, or and exclusions', async () => {
    expect((await search('"holiday season"')).map((hit) => hit.slug)).toContain(
      'small-businesses-on-main-street-royal-oak-report-a-strong-holiday-season',
    )
    const either = await search('plumbing or furnace')
    expect(either.length).toBeGreaterThanOrEqual(2)
    const without = await search('plumbing -pipes')
    expect(without.map((hit) => hit.slug)).not.toContain(
      'motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
    )
  })

  it('still finds stories through a typo', async () => {
    const hits = await search('plumbng')
    expect(hits[0]).toMatchObject({
      slug: 'motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
      matched_by: 'spelling',
    })
  })

  it('pages by a cursor without repeating a story', async () => {
    const first = await search('michigan')
    expect(first).toHaveLength(3)
    const last = first[2] as Hit & { id: string }
    const second = await search('michigan', { score: last.score, id: last.id })
    expect(second.length).toBeGreaterThan(0)
    expect(second.map((hit) => hit.id).filter((id) => first.some((hit) => hit.id === id))).toEqual([])
  })

  it('says which results are sponsored, as the cards and the article page do', async () => {
    // Motor City Plumbing's story is written for the business (it has a business name), so it is
    // sponsored; the newsroom's winter stories that also match are not.
    const hits = await stack.db.transaction(async (tx) => {
      await tx.exec(
        'set local role anon; select set_config(\'request.jwt.claims\', \'{"role":"anon"}\', true)',
      )
      const { rows } = await tx.query<{ slug: string; sponsored: boolean }>(
        "select slug, sponsored from public.search_posts('winter or pipes', null, null, 50)",
      )
      return rows
    })
    expect(
      hits.find((hit) => hit.slug === 'motor-city-plumbing-explains-how-to-prevent-frozen-pipes'),
    ).toEqual({
      slug: 'motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
      sponsored: true,
    })
    expect(
      hits.find((hit) => hit.slug === 'how-the-great-lakes-shape-winter-weather-across-the-country'),
    ).toEqual({
      slug: 'how-the-great-lakes-shape-winter-weather-across-the-country',
      sponsored: false,
    })
  })

  it('answers nothing for empty or punctuation-only text, and refuses 2,000 characters', async () => {
    expect(await search('')).toEqual([])
    expect(await search('?!*&|')).toEqual([])
    await expect(search('x'.repeat(2000))).rejects.toMatchObject({
      code: '22023',
      message: 'Search text is too long (at most 200 characters).',
    } satisfies Partial<PostgresError>)
  })
})

describe('search_posts through supabase-js, as the app calls it', () => {
  it('answers text the search parser cannot read with a 400 that says so, never a 500', async () => {
    const anon = nodeClient(stack.url, stack.anonKey)
    for (const q of ['-'.repeat(199), `${'-'.repeat(150)} water`]) {
      const answer = await anon.rpc('search_posts', { q })
      expect(answer.status, q).toBe(400)
      expect(answer.error, q).toMatchObject({
        code: '22023',
        message: expect.stringMatching(/could not be read/),
      })
    }
  })

  it('answers .rpc() with POST and with GET', async () => {
    const anon = nodeClient(stack.url, stack.anonKey)
    const posted = await anon.rpc('search_posts', { q: 'frozen pipes', page_size: 2 })
    expect(posted.error).toBeNull()
    expect((posted.data as Hit[])[0]?.slug).toBe('motor-city-plumbing-explains-how-to-prevent-frozen-pipes')
    const got = await anon.rpc('search_posts', { q: 'frozen pipes', page_size: 2 }, { get: true })
    expect(got.error).toBeNull()
    expect(got.data).toEqual(posted.data)
    // The app reads the disclosure from the same answer.
    expect((posted.data as (Hit & { sponsored: boolean })[])[0]?.sponsored).toBe(true)
  })

  it('gives bad input a 400 or nothing, never a 500', async () => {
    const anon = nodeClient(stack.url, stack.anonKey)
    for (const q of ['', '"', '-', '!!! ???', 'or', '\\0', 'x'.repeat(2000)]) {
      const { status, data } = await anon.rpc('search_posts', { q })
      expect([200, 400], JSON.stringify(q.slice(0, 10))).toContain(status)
      if (status === 200) expect(data).toEqual([])
    }
    const wrong = await anon.rpc('search_posts', { query: 'plumbing' })
    expect(wrong.status).toBe(404)
    expect(wrong.error?.code).toBe('PGRST202')
  })
})
