/**
 * The embedded stack's autovacuum stand-in (maintenance.ts, decision 051): after a bulk import
 * through the API and the deletion of half of it, the stack analyzes and vacuums the tables by
 * itself, and search answers exactly the posts that are left.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../database.types.ts'
import type { LocalStack } from '../index.ts'
import { nodeClient, startTestStack } from '../testing/index.ts'
import { maintainTables, tablesDue } from './maintenance.ts'

const POSTS = 10_000
const BATCH = 1_000
/** Posts 1, 2, 501, 502, ... also speak of a zephyrine: 40 posts, the 20 even ones deleted later. */
const RARE_EVERY = 500
const isRare = (n: number) => n % RARE_EVERY === 1 || n % RARE_EVERY === 2

let stack: LocalStack
let service: SupabaseClient<Database>
let anon: SupabaseClient<Database>

interface TableStats {
  table: string
  live: number
  dead: number
  analyzed: boolean
  vacuumed: boolean
}

async function stats(): Promise<TableStats[]> {
  await stack.db.query('select pg_stat_force_next_flush()')
  const { rows } = await stack.db.query<TableStats>(
    `select schemaname || '.' || relname as table, n_live_tup::int as live, n_dead_tup::int as dead,
            last_analyze is not null as analyzed, last_vacuum is not null as vacuumed
       from pg_stat_all_tables
      where (schemaname, relname) in (('public', 'blog_posts'), ('search', 'post_vectors'))
      order by 1`,
  )
  return rows
}

beforeAll(async () => {
  // A short interval, so the test sees the stack's own timer do the work.
  stack = await startTestStack({ maintenanceIntervalMs: 500 })
  service = nodeClient(stack.url, stack.serviceRoleKey)
  anon = nodeClient(stack.url, stack.anonKey)
}, 60_000)
afterAll(() => stack?.stop())

describe('database maintenance', () => {
  it('analyzes and vacuums after 10,000 posts are imported and half deleted; search finds what is left', async () => {
    for (let start = 1; start <= POSTS; start += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, index) => {
        const n = start + index
        const rare = isRare(n) ? ' A zephyrine was seen over the harbor.' : ''
        return {
          slug: `imported-post-${n}`,
          title: `Imported story ${n} about the bakery`,
          content: `<p>Story number ${n} from the import.${rare}</p>`,
          tags: ['Local News'],
          author: n % 2 === 0 ? 'Even Desk' : 'Odd Desk',
          published_at: new Date(Date.UTC(2025, 0, 1) - n * 60_000).toISOString(),
        }
      })
      const { error } = await service.from('blog_posts').insert(rows)
      expect(error).toBeNull()
    }
    // The even-numbered half is deleted in one request.
    const { error, count } = await service
      .from('blog_posts')
      .delete({ count: 'exact' })
      .eq('author', 'Even Desk')
    expect(error).toBeNull()
    expect(count).toBe(POSTS / 2)

    // The stack's own timer analyzes and vacuums both tables the import and deletions filled.
    await expect
      .poll(
        async () => (await stats()).map(({ table, analyzed, vacuumed }) => ({ table, analyzed, vacuumed })),
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toEqual([
        { table: 'public.blog_posts', analyzed: true, vacuumed: true },
        { table: 'search.post_vectors', analyzed: true, vacuumed: true },
      ])
    const after = await stats()
    expect(after.map(({ dead }) => dead)).toEqual([0, 0])
    expect(after[0]?.live).toBeGreaterThanOrEqual(POSTS / 2)
    // Nothing is left due: the next check costs one statistics query.
    await expect
      .poll(async () => (await tablesDue(stack.db)).map(({ name }) => name))
      .not.toContain('public.blog_posts')

    // Search answers the kept half only: the 20 odd-numbered zephyrine posts, none of the deleted.
    const { data: rare, error: searchError } = await anon.rpc('search_posts', {
      q: 'zephyrine',
      page_size: 50,
    })
    expect(searchError).toBeNull()
    const kept = Array.from({ length: POSTS }, (_, index) => index + 1)
      .filter((n) => isRare(n) && n % 2 === 1)
      .map((n) => `imported-post-${n}`)
    expect(kept).toHaveLength(20)
    expect((rare ?? []).map((hit) => hit.slug).sort()).toEqual(kept.sort())
    // A word every imported post has: the newest come first, and only kept ones.
    const { data: common } = await anon.rpc('search_posts', { q: 'bakery', page_size: 10 })
    expect((common ?? []).map((hit) => hit.slug)).toEqual(
      [1, 3, 5, 7, 9, 11, 13, 15, 17, 19].map((n) => `imported-post-${n}`),
    )
  }, 300_000)

  it('analyzes only tables past the thresholds, and reports what it did', async () => {
    await stack.db.exec(
      'create table public.maintenance_probe (n int); alter table public.maintenance_probe enable row level security',
    )
    await stack.db.exec('insert into public.maintenance_probe select g from generate_series(1, 10) g')
    expect((await maintainTables(stack.db)).map(({ name }) => name)).not.toContain('public.maintenance_probe')
    await stack.db.exec('insert into public.maintenance_probe select g from generate_series(1, 1000) g')
    await stack.db.exec('delete from public.maintenance_probe where n > 10')
    expect(await maintainTables(stack.db)).toContainEqual({ name: 'public.maintenance_probe', vacuum: true })
    expect((await maintainTables(stack.db)).map(({ name }) => name)).not.toContain('public.maintenance_probe')
  })
})
