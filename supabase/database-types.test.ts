/**
 * supabase/database.types.ts against the migrations: a fresh stack runs them, pg_catalog says what
 * schema public holds, and the file's `Database` type must say the same, table by table and column
 * by column (optional or not, `T | null`, generated columns as `never`, function arguments and
 * results). After a migration, `npm run db:types` rewrites the file.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from './local/index.ts'
import {
  FILLED_BY_TRIGGERS,
  readSchema,
  renderDatabaseTypes,
  type Schema,
  typesOf,
} from './local/testing/database-types.ts'
import { startTestStack } from './local/testing/index.ts'

type Shape = Record<string, Record<string, unknown>>

let stack: LocalStack
let schema: Schema
let expected: Shape
let actual: Shape

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  schema = await readSchema(stack.db)
  expected = (typesOf(renderDatabaseTypes(schema)) as Shape).public as Shape
  actual = (typesOf(readFileSync(new URL('./database.types.ts', import.meta.url), 'utf8')) as Shape)
    .public as Shape
}, 120_000)

afterAll(() => stack?.stop())

describe('supabase/database.types.ts (run `npm run db:types` after a migration)', () => {
  it('reads the tables, columns and functions the migrations create', () => {
    expect(schema.tables.map((table) => table.name)).toEqual([
      'analytics_daily',
      'analytics_daily_clients',
      'analytics_daily_sources',
      'analytics_daily_visitors',
      'analytics_events',
      'blog_posts',
      'listings',
      'mail_settings',
      'newsletter_deliveries',
      'newsletter_sends',
      'newsletter_subscribers',
      'post_briefs',
      'post_slug_redirects',
      'push_deliveries',
      'push_sends',
      'push_subscriptions',
      'quote_requests',
      'site_settings',
    ])
    const posts = schema.tables.find((table) => table.name === 'blog_posts')
    expect(posts?.columns.find((column) => column.name === 'fts')).toMatchObject({
      type: 'unknown',
      generated: true,
    })
    expect(posts?.columns.find((column) => column.name === 'tags')).toMatchObject({
      type: 'string[]',
      nullable: true,
    })
    expect(schema.functions.map((fn) => fn.name)).toEqual(
      expect.arrayContaining(['is_owner', 'request_quote', 'search_posts', 'slugify', 'subscribe']),
    )
  })

  it('leaves out of Insert and takes null only where the triggers fill (FILLED_BY_TRIGGERS)', async () => {
    const { rows } = await stack.db.query<{ slug: string; sponsored: boolean }>(
      `insert into public.blog_posts (title, business_name) values ('Filled by triggers', 'Acme Plumbing')
       returning slug, sponsored`,
    )
    expect(rows[0]).toEqual({ slug: 'filled-by-triggers', sponsored: true })
    const updated = await stack.db.query<{ slug: string; sponsored: boolean }>(
      `update public.blog_posts set slug = null, sponsored = null, title = 'Filled again'
        where slug = 'filled-by-triggers' returning slug, sponsored`,
    )
    expect(updated.rows[0]).toEqual({ slug: 'filled-again', sponsored: true })
    expect(Object.keys(FILLED_BY_TRIGGERS)).toEqual(['blog_posts'])
  })

  for (const section of ['Tables', 'Views', 'Functions', 'Enums', 'CompositeTypes']) {
    it(`describes every one of ${section} as the database has it`, () => {
      expect(Object.keys(actual[section] ?? {}).sort()).toEqual(Object.keys(expected[section] ?? {}).sort())
      expect(actual[section]).toEqual(expected[section])
    })
  }
})
