import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createOwner,
  listMigrations,
  migrateDataDir,
  resetDataDir,
  seedDataDir,
  startLocalStack,
} from '../index.ts'
import { nodeClient, OWNER } from '../testing/index.ts'

let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'newshub-data-'))
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

async function countPosts(url: string, key: string): Promise<number | null> {
  const { count } = await nodeClient(url, key).from('blog_posts').select('id', { count: 'exact', head: true })
  return count
}

describe('a data folder', () => {
  it('keeps posts, owners and keys across a stop and a restart, applying migrations and seed once', async () => {
    const first = await startLocalStack({ dataDir })
    await createOwner(first, OWNER)
    const owner = nodeClient(first.url, first.anonKey)
    await owner.auth.signInWithPassword(OWNER)
    const saved = await owner
      .from('blog_posts')
      .insert({ title: 'Kept Across Restarts', content: 'still here' })
      .select('id')
      .single()
    expect(saved.error).toBeNull()
    expect(await countPosts(first.url, first.anonKey)).toBe(35)
    const keys = { anonKey: first.anonKey, serviceRoleKey: first.serviceRoleKey }
    await first.stop()
    await first.stop()

    const second = await startLocalStack({ dataDir })
    try {
      expect({ anonKey: second.anonKey, serviceRoleKey: second.serviceRoleKey }).toEqual(keys)
      expect(await countPosts(second.url, second.anonKey)).toBe(35)
      const again = nodeClient(second.url, second.anonKey)
      expect((await again.auth.signInWithPassword(OWNER)).error).toBeNull()
      const kept = await again
        .from('blog_posts')
        .select('content')
        .eq('id', saved.data?.id ?? '')
        .single()
      expect(kept.data).toEqual({ content: 'still here' })
      const migrations = await second.db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
      expect(migrations.rows.map((row) => row.version)).toEqual(
        (await listMigrations()).map((migration) => migration.version),
      )
      const seeds = await second.db.query('select path from supabase_migrations.seed_files order by path')
      expect(seeds.rows).toEqual([{ path: 'seed-examples.sql' }, { path: 'seed.sql' }])
    } finally {
      await second.stop()
    }
  })

  it('runs `db migrate`, `db seed` and `db reset` on the folder while no stack runs', async () => {
    expect(await migrateDataDir(dataDir)).toEqual([])
    expect(await seedDataDir(dataDir)).toBe(false)
    await resetDataDir(dataDir)
    const stack = await startLocalStack({ dataDir })
    try {
      // The extra post is gone, the seed is back, the owner account is kept.
      expect(await countPosts(stack.url, stack.anonKey)).toBe(34)
      expect((await nodeClient(stack.url, stack.anonKey).auth.signInWithPassword(OWNER)).error).toBeNull()
      await stack.reset({ seed: false })
      expect(await countPosts(stack.url, stack.anonKey)).toBe(0)
      const service = nodeClient(stack.url, stack.serviceRoleKey)
      expect(
        (await service.from('blog_posts').insert({ title: 'After reset', content: 'x' })).error,
      ).toBeNull()
    } finally {
      await stack.stop()
    }
  })
})
