/**
 * search.post_vectors (migrations/20241123000700_search_post_vectors.sql): the narrow copy of each
 * post's id, recency date and tsvector that search.post_window chooses its candidates from. It must
 * follow every write to public.blog_posts in the same transaction, and it holds the words of
 * drafts, scheduled and trashed posts: no API caller may read it, and searches still show readers
 * only what row-level security lets them read. Callers use the real supabase-js client over HTTP.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from './local/index.ts'
import { type Callers, createCallers, startTestStack } from './local/testing/index.ts'

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
}, 120_000)
afterAll(() => stack?.stop())

/** Rows of the copy that differ from what blog_posts says, either way (none when in step). */
async function outOfStep(): Promise<unknown[]> {
  const { rows } = await stack.db.query(`
    with expected as (select id, coalesce(published_at, created_at) as sort_at, fts from public.blog_posts),
         copied as (select id, sort_at, fts from search.post_vectors)
    (select 'missing' as problem, id from (select * from expected except select * from copied) e)
    union all
    (select 'stale' as problem, id from (select * from copied except select * from expected) c)`)
  return rows
}

const count = async () =>
  (await stack.db.query<{ n: number }>('select count(*)::int as n from search.post_vectors')).rows[0]?.n

async function search(client: Callers['anon'], q: string): Promise<string[]> {
  const { data, error } = await client.rpc('search_posts', { q })
  if (error) throw new Error(error.message)
  return (data ?? []).map((hit) => hit.slug)
}

describe('search.post_vectors', () => {
  it('follows inserts, edits, publishing, unpublishing, trash, deletes and truncation', async () => {
    expect(await outOfStep()).toEqual([])
    await stack.db.exec(`
      insert into public.blog_posts (slug, title, content, status, published_at) values
        ('vector-one', 'Quarry swimming rules', '<p>The quarry opens.</p>', 'published', now() - interval '1 day'),
        ('vector-two', 'Draft about the quarry', '<p>Unfinished.</p>', 'draft', null);`)
    expect(await outOfStep()).toEqual([])

    // Through the app's own path: the owner edits, schedules, unpublishes and trashes posts.
    const edited = await callers.owner
      .from('blog_posts')
      .update({ title: 'Quarry swimming rules change', content: '<p>Lifeguards at the quarry.</p>' })
      .eq('slug', 'vector-one')
    expect(edited.error).toBeNull()
    expect(await outOfStep()).toEqual([])
    const { rows } = await stack.db.query<{ lifeguard: boolean }>(
      `select fts @@ to_tsquery('english', 'lifeguard') as lifeguard
       from search.post_vectors where id = (select id from public.blog_posts where slug = 'vector-one')`,
    )
    expect(rows[0]?.lifeguard).toBe(true)

    for (const change of [
      { status: 'published', published_at: new Date(Date.now() + 86_400_000).toISOString() },
      { status: 'unpublished' },
      { deleted_at: new Date().toISOString() },
      { deleted_at: null, status: 'published', published_at: new Date().toISOString() },
    ]) {
      const answer = await callers.owner.from('blog_posts').update(change).eq('slug', 'vector-two')
      expect(answer.error, JSON.stringify(change)).toBeNull()
      expect(await outOfStep(), JSON.stringify(change)).toEqual([])
    }

    const before = await count()
    const removed = await callers.owner.from('blog_posts').delete().eq('slug', 'vector-one')
    expect(removed.error).toBeNull()
    expect(await count()).toBe((before ?? 0) - 1)
    expect(await outOfStep()).toEqual([])

    await stack.db.exec(`begin; truncate public.blog_posts cascade;`)
    try {
      expect(await count()).toBe(0)
    } finally {
      await stack.db.exec('rollback')
    }
    expect(await outOfStep()).toEqual([])
  })

  it('is out of the API: no caller reads it, and searches show readers only posts they may read', async () => {
    await stack.db.exec(`
      insert into public.blog_posts (slug, title, content, status, published_at, deleted_at) values
        ('zeppelin-draft', 'Zeppelin hangar draft', '<p>A zeppelin secret.</p>', 'draft', null, null),
        ('zeppelin-scheduled', 'Zeppelin visit', '<p>The zeppelin.</p>', 'published', now() + interval '5 days', null),
        ('zeppelin-trashed', 'Zeppelin trashed', '<p>The zeppelin.</p>', 'published', now() - interval '1 day', now()),
        ('zeppelin-story', 'Zeppelin over the lake', '<p>A zeppelin flew.</p>', 'published', now() - interval '1 day', null);`)
    for (const client of [callers.anon, callers.reader]) {
      const table = await client.schema('search').from('post_vectors').select('id, fts')
      expect(table.data).toBeNull()
      expect(table.error?.code).toBe('PGRST106')
      const inPublic = await client.from('post_vectors' as 'blog_posts').select('*')
      expect(inPublic.data).toBeNull()
      expect(inPublic.error).not.toBeNull()
      expect(await search(client, 'zeppelin')).toEqual(['zeppelin-story'])
      expect(await search(client, 'hangar')).toEqual([])
    }
    expect((await search(callers.owner, 'zeppelin')).sort()).toEqual(
      ['zeppelin-draft', 'zeppelin-scheduled', 'zeppelin-story', 'zeppelin-trashed'].sort(),
    )
    const { rows } = await stack.db.query<{ allowed: boolean }>(
      `select bool_or(has_table_privilege(r, 'search.post_vectors', 'select,insert,update,delete')) as allowed
       from unnest(array['anon', 'authenticated']) r`,
    )
    expect(rows[0]?.allowed).toBe(false)
  })

  it('gives search.post_window the same candidates and ranks as when it read blog_posts', async () => {
    // 20241123000600's window, written out over blog_posts, against today's over the copy.
    const { rows } = await stack.db.query<{ differences: number; candidates: number }>(`
      with q as (select websearch_to_tsquery('english', 'zeppelin or quarry') as ts_query),
      before as (
        select m.id, ts_rank_cd(m.fts, q.ts_query, 32)::double precision
                 + extract(epoch from coalesce(m.published_at, m.created_at))::double precision / 315360000.0 as rank
        from q, lateral (
          select p.id, p.fts, p.published_at, p.created_at from public.blog_posts p
          where p.fts @@ q.ts_query
          order by coalesce(p.published_at, p.created_at) desc, p.id desc limit 1000
        ) m
      ),
      after as (select w.id, w.rank from q, search.post_window(q.ts_query, 1000) w)
      select (select count(*)::int from ((select * from before except select * from after)
                                         union all (select * from after except select * from before)) d) as differences,
             (select count(*)::int from after) as candidates`)
    expect(rows[0]).toEqual({ differences: 0, candidates: 5 })
  })
})
