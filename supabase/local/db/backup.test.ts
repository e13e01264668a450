import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../auth/users.ts'
import { createOwner } from '../index.ts'
import { BackupError, dumpDatabase, restoreDatabase } from './backup.ts'
import { openDatabase } from './index.ts'

const OWNER = { email: 'owner@newshub.example', password: 'correct horse battery' }
// Text that a careless dump or loader would break: quotes, backslashes, a line that looks like a
// statement or a psql command, dollar quotes and non-ASCII letters.
const AWKWARD = "It's \\o/ $owners$ $$ café\nSET search_path = '';\n\\! echo hi\nCOMMIT;\n"

const allPosts = (db: PGlite) =>
  db.query('select * from public.blog_posts order by id').then((result) => result.rows)
const allOwners = (db: PGlite) =>
  db
    .query<{ email: string; encrypted_password: string }>('select * from auth.users order by id')
    .then((result) => result.rows)

let source: PGlite
let backup: string

beforeAll(async () => {
  source = await openDatabase({ inMemory: true })
  await createOwner(source, OWNER)
  await source.query('insert into public.blog_posts (title, content, author) values ($1, $2, $3)', [
    'Awkward Characters',
    AWKWARD,
    'Zoë',
  ])
  await source.query(
    "insert into public.site_settings (key, value) values ('google_site_verification', 'abc')",
  )
  backup = await dumpDatabase(source)
})
afterAll(() => source.close())

describe('dumpDatabase', () => {
  it('writes plain SQL statements (no COPY data, no psql commands) in one transaction', () => {
    expect(backup.startsWith('-- NewsHub backup')).toBe(true)
    expect(backup).toMatch(/^BEGIN;$/m)
    expect(backup.trimEnd().endsWith('COMMIT;')).toBe(true)
    expect(backup).not.toMatch(/^COPY /m)
    expect(backup).toMatch(/^INSERT INTO public\.blog_posts \(id, slug, title, /m)
    // Generated columns are rebuilt by the target database, never written.
    expect(backup).not.toMatch(/INSERT INTO public\.blog_posts \([^)]*\bfts\b/)
    // Settings only PostgreSQL 17+ knows would abort the load into a hosted project on 15.
    expect(backup).not.toContain('transaction_timeout')
    expect(backup).toContain('owner@newshub.example')
  })

  it('leaves the database writable, in no transaction, with row security and statements as before', async () => {
    await source.query('prepare kept_statement as select 1')
    await dumpDatabase(source)
    const { rows } = await source.query<Record<string, string>>(
      `select current_setting('transaction_read_only') as read_only,
              current_setting('row_security') as row_security,
              current_setting('extra_float_digits') as float_digits,
              current_setting('transaction_isolation') as isolation`,
    )
    expect(rows[0]).toEqual({
      read_only: 'off',
      row_security: 'on',
      float_digits: '1',
      isolation: 'read committed',
    })
    expect((await source.query('execute kept_statement')).rows).toEqual([{ '?column?': 1 }])
    await source.query("insert into public.site_settings (key, value) values ('after_backup', 'ok')")
    await source.query("delete from public.site_settings where key = 'after_backup'")
  })
})

describe('restoreDatabase', () => {
  it('reproduces every post and owner in a fresh database', async () => {
    const target = await openDatabase({ inMemory: true, seed: false })
    try {
      await restoreDatabase(target, backup)
      expect(await allPosts(target)).toEqual(await allPosts(source))
      expect((await allPosts(target)).length).toBe(35)
      const owners = await allOwners(target)
      expect(owners).toEqual(await allOwners(source))
      expect(await verifyPassword(OWNER.password, owners[0]?.encrypted_password ?? '')).toBe(true)
      const { rows } = await target.query('select value from public.site_settings where key = $1', [
        'google_site_verification',
      ])
      expect(rows).toEqual([{ value: 'abc' }])
      // The session is left as it was: unqualified names still resolve.
      expect((await target.query('select count(*)::int as n from blog_posts')).rows).toEqual([{ n: 35 }])
      // A later start adds neither the seed posts nor the example listings to the restored rows.
      expect(
        (await target.query('select path from supabase_migrations.seed_files order by path')).rows,
      ).toEqual([{ path: 'seed-examples.sql' }, { path: 'seed.sql' }])
    } finally {
      await target.close()
    }
  })

  it('replaces what the database held, and a damaged backup changes nothing', async () => {
    const target = await openDatabase({ inMemory: true })
    try {
      await target.query("insert into public.blog_posts (title) values ('Only Here')")
      const damaged = backup.replace(/'Awkward Characters'/, "'Awkward Characters'::int")
      await expect(restoreDatabase(target, damaged)).rejects.toThrow(
        /could not be loaded, and nothing was changed/,
      )
      expect((await target.query("select 1 from blog_posts where title = 'Only Here'")).rows).toHaveLength(1)
      await restoreDatabase(target, backup)
      expect(await allPosts(target)).toEqual(await allPosts(source))
    } finally {
      await target.close()
    }
  })

  it('refuses a file that is not a NewsHub backup', async () => {
    const target = await openDatabase({ inMemory: true, seed: false })
    try {
      await expect(restoreDatabase(target, 'drop table public.blog_posts;')).rejects.toBeInstanceOf(
        BackupError,
      )
      await expect(restoreDatabase(target, backup.slice(0, backup.indexOf('COMMIT;')))).rejects.toThrow(
        /incomplete/,
      )
      expect((await target.query('select 1 from public.blog_posts limit 1')).rows).toEqual([])
    } finally {
      await target.close()
    }
  })
})
