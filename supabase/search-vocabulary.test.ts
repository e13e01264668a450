/**
 * search_posts' spelling correction through the word vocabulary
 * (migrations/20241123000360_search_vocabulary.sql), as readers and owners call it: the real
 * supabase-js client over HTTP against the embedded stack, under row-level security.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database.types.ts'
import type { LocalStack } from './local/index.ts'
import { type Callers, createCallers, startTestStack } from './local/testing/index.ts'

interface Hit {
  id: string
  slug: string
  title: string
  snippet: string
  score: number
  matched_by: string
}

let stack: LocalStack
let callers: Callers

/** A draft, never published: its words are in the vocabulary, but no reader may see them. */
const DRAFT = {
  title: 'Zanzibarian plumbngs and the quetzalcoatlus fund',
  slug: 'vocabulary-draft',
  content: '<p>Unannounced zanzibarian plans.</p>',
  published_at: null,
}
/** Scheduled for later: hidden from readers until then, like a draft. */
const SCHEDULED = {
  title: 'Ornithopter parade next spring',
  slug: 'vocabulary-scheduled',
  content: '<p>The ornithopter route is a surprise.</p>',
  published_at: '2099-01-01T00:00:00Z',
}

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
  const { error } = await callers.service.from('blog_posts').insert([DRAFT, SCHEDULED])
  if (error) throw new Error(error.message)
})
afterAll(() => stack?.stop())

async function search(
  client: SupabaseClient<Database>,
  q: string,
  pageSize = 10,
  after?: Hit,
): Promise<Hit[]> {
  const { data, error } = await client.rpc('search_posts', {
    q,
    page_size: pageSize,
    after_score: after?.score ?? null,
    after_id: after?.id ?? null,
  })
  if (error) throw new Error(error.message)
  return data as Hit[]
}

/** The vocabulary as the triggers keep it, and as it would be counted afresh from the posts. */
async function vocabularyDrift(): Promise<number> {
  const { rows } = await stack.db.query<{ drift: number }>(`
    select count(*)::int as drift from (
      (select word, posts from search.words
       except select word, count(*)::int from public.blog_posts p,
              search.post_words(p.title, p.meta_description, p.content) word group by word)
      union all
      (select word, count(*)::int from public.blog_posts p,
              search.post_words(p.title, p.meta_description, p.content) word group by word
       except select word, posts from search.words)
    ) d`)
  return rows[0]?.drift ?? -1
}

describe('search_posts corrects misspelt words', () => {
  it('finds the plumbing story for "plumbng", marked as a spelling match, with the word marked', async () => {
    const hits = await search(callers.anon, 'plumbng')
    expect(hits[0]).toMatchObject({
      slug: 'motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
      matched_by: 'spelling',
    })
    expect(hits[0]?.snippet).toContain('<mark>Plumbing</mark>')
    // Every hit says what was searched instead of the words as typed; a search as typed says nothing.
    expect(new Set(hits.map((hit) => (hit as { searched_for?: string }).searched_for))).toEqual(
      new Set(['plumbing']),
    )
    expect((await search(callers.anon, 'plumbing'))[0]).toMatchObject({ searched_for: null })
    expect((await search(callers.anon, 'frozen pipse'))[0]).toMatchObject({ searched_for: 'frozen pipe' })
    // The same stories, in the same order, as searching for the word spelt right.
    expect(hits.map((hit) => hit.slug)).toEqual(
      (await search(callers.anon, 'plumbing')).map((hit) => hit.slug),
    )
    const michigan = await search(callers.anon, 'michgan')
    expect(michigan.length).toBeGreaterThan(5)
    expect(michigan.map((hit) => hit.slug)).toEqual(
      (await search(callers.anon, 'michigan')).map((hit) => hit.slug),
    )
  })

  it('corrects only the misspelt word of several, and finds stories beyond the titles', async () => {
    const hits = await search(callers.anon, 'frozen pipse')
    expect(hits.map((hit) => hit.slug)).toContain('motor-city-plumbing-explains-how-to-prevent-frozen-pipes')
    expect(hits.every((hit) => hit.matched_by === 'spelling')).toBe(true)
    // "furnace filter" sits in the body of the snow story, not in any title.
    const body = await search(callers.anon, 'furnace filtr')
    expect(body.map((hit) => hit.slug)).toContain(
      'ann-arbor-neighborhoods-prepare-for-first-big-snow-of-the-season',
    )
  })

  it('pages through corrected results without repeating a story', async () => {
    const all = await search(callers.anon, 'michgan', 50)
    expect(all.length).toBeGreaterThan(2)
    const first = await search(callers.anon, 'michgan', 2)
    const second = await search(callers.anon, 'michgan', 50, first[1])
    expect([...first, ...second].map((hit) => hit.id)).toEqual(all.map((hit) => hit.id))
    expect(second.every((hit) => hit.matched_by === 'spelling')).toBe(true)
  })

  it('leaves phrases, "or" and exclusions as typed, and words nothing resembles find nothing', async () => {
    for (const q of ['"plumbng"', 'plumbng xqzvjk', 'xqzvjk', 'glasblowers']) {
      expect(await search(callers.anon, q), q).toEqual([])
    }
    // These find the stories their other words match, and no correction is tried.
    for (const q of ['plumbng or furnace', 'furnace -plumbng']) {
      const hits = await search(callers.anon, q)
      expect(hits.length, q).toBeGreaterThan(0)
      expect(hits.every((hit) => hit.matched_by === 'text')).toBe(true)
    }
  })
})

describe('the vocabulary never leaks hidden posts', () => {
  it('never corrects to, or finds, a word only a draft or a scheduled post uses', async () => {
    for (const q of [
      'zanzibarian',
      'zanzibarain',
      'quetzalcoatlus',
      'quetzalcoatl',
      'ornithopter',
      'ornithoptr',
    ]) {
      expect(await search(callers.anon, q), q).toEqual([])
      expect(await search(callers.reader, q), q).toEqual([])
    }
    // The draft's "plumbngs" is nearer to "plumbng" than "plumbing" is: readers still get the
    // published plumbing stories, as if the draft did not exist.
    const hits = await search(callers.anon, 'plumbng')
    expect(hits.map((hit) => hit.slug)).not.toContain(DRAFT.slug)
    expect(hits[0]?.slug).toBe('motor-city-plumbing-explains-how-to-prevent-frozen-pipes')
  })

  it('does correct to those words for an owner, who may read drafts', async () => {
    // The words are in the vocabulary: row-level security is what keeps them from readers.
    expect((await search(callers.owner, 'zanzibarain')).map((hit) => hit.slug)).toEqual([DRAFT.slug])
    expect((await search(callers.owner, 'plumbng')).map((hit) => hit.slug)).toEqual([DRAFT.slug])
    expect((await search(callers.owner, 'ornithoptr')).map((hit) => hit.slug)).toEqual([SCHEDULED.slug])
  })

  it('keeps the vocabulary out of the API: no table, no function to call', async () => {
    const table = await callers.anon.schema('search').from('words').select('word')
    expect(table.data).toBeNull()
    expect(table.error?.code).toBe('PGRST106')
    for (const [name, args] of [
      ['similar_words', { typed: 'zanzibarain' }],
      ['post_ids_matching', { ts_query: 'zanzibarian', most: 10 }],
    ] as const) {
      const answer = await callers.anon.schema('search').rpc(name, args)
      expect(answer.data, name).toBeNull()
      expect([404, 406], name).toContain(answer.status)
    }
    // And the API roles hold no privilege on the table itself.
    const { rows } = await stack.db.query<{ role: string; allowed: boolean }>(
      `select r as role, has_table_privilege(r, 'search.words', 'select') as allowed
       from unnest(array['anon', 'authenticated']) r`,
    )
    expect(rows.every((row) => !row.allowed)).toBe(true)
  })

  it('follows publishing: a story published later is found through a typo', async () => {
    const { error } = await callers.service
      .from('blog_posts')
      .update({ published_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('slug', SCHEDULED.slug)
    expect(error).toBeNull()
    expect((await search(callers.anon, 'ornithoptr')).map((hit) => hit.slug)).toEqual([SCHEDULED.slug])
  })
})

describe('the vocabulary follows every write', () => {
  it('counts words through inserts, edits, deletes and a truncate', async () => {
    expect(await vocabularyDrift()).toBe(0)
    const { error: inserted } = await callers.owner.from('blog_posts').insert([
      {
        title: 'Glassblowers open a studio',
        slug: 'vocabulary-glass',
        content: '<p>Molten glassblowing.</p>',
      },
      { title: 'Glassblowers return', slug: 'vocabulary-glass-2', content: '<p>Glassblowers again.</p>' },
    ])
    expect(inserted).toBeNull()
    expect(await vocabularyDrift()).toBe(0)
    const words = async () =>
      (
        await stack.db.query<{ word: string; posts: number }>(
          `select word, posts from search.words where word in ('glassblowers', 'glassblowing', 'kilnworks') order by word`,
        )
      ).rows
    expect(await words()).toEqual([
      { word: 'glassblowers', posts: 2 },
      { word: 'glassblowing', posts: 1 },
    ])

    await callers.owner
      .from('blog_posts')
      .update({ content: '<p>Kilnworks.</p>' })
      .eq('slug', 'vocabulary-glass')
    expect(await words()).toEqual([
      { word: 'glassblowers', posts: 2 },
      { word: 'kilnworks', posts: 1 },
    ])
    // An update that leaves the text alone changes nothing.
    await callers.owner
      .from('blog_posts')
      .update({ tags: ['Business'] })
      .like('slug', 'vocabulary-glass%')
    expect(await vocabularyDrift()).toBe(0)

    await callers.owner.from('blog_posts').delete().like('slug', 'vocabulary-glass%')
    expect(await words()).toEqual([])
    expect(await vocabularyDrift()).toBe(0)
    expect(await search(callers.anon, 'glasblowers')).toEqual([])

    // A restore empties the tables with truncate ... cascade (db/backup.ts) and inserts them again.
    await stack.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ columns: string }>(
        `select string_agg(quote_ident(column_name), ', ') as columns from information_schema.columns
         where table_schema = 'public' and table_name = 'blog_posts' and is_generated = 'NEVER'`,
      )
      const columns = rows[0]?.columns as string
      await tx.exec('create temporary table kept on commit drop as select * from public.blog_posts')
      await tx.exec('truncate public.blog_posts cascade')
      expect((await tx.query('select 1 from search.words limit 1')).rows).toEqual([])
      await tx.exec(`insert into public.blog_posts (${columns}) select ${columns} from kept`)
    })
    expect(await vocabularyDrift()).toBe(0)
    expect((await search(callers.anon, 'plumbng'))[0]?.matched_by).toBe('spelling')
  })
})

describe('bad input on the spelling path', () => {
  it('answers 400 or nothing, never a 500', async () => {
    const inputs = [
      'plumbng'.repeat(28),
      `${'a'.repeat(40)} plumbng`,
      'plumbng 2024 !!!',
      "plumbng's",
      'plúmbng ñandú',
      '🙂 plumbng',
      'plumbng & | ! <-> :*',
      '\\0 plumbng',
      'x'.repeat(201),
    ]
    for (const q of inputs) {
      const { status, data } = await callers.anon.rpc('search_posts', { q })
      expect([200, 400], JSON.stringify(q.slice(0, 20))).toContain(status)
      if (status === 200) expect(Array.isArray(data)).toBe(true)
    }
  })
})
