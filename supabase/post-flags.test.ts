/**
 * The columns of migrations/20261126120000_post_flags.sql: tag_slugs agrees with core's slugify
 * (tag pages and related stories rely on it), and revised_at moves only when readers' text changes
 * after publishing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugify } from '../core/posts/slugs.ts'
import type { LocalStack } from './local/index.ts'
import { startTestStack } from './local/testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
})
afterAll(() => stack?.stop())

describe('post flags and tag slugs', () => {
  it("writes each tag's slug as core's slugify does", async () => {
    const tags = [
      'Royal Oak',
      'Health & Wellness',
      'Café Crème',
      '  Detroit — Lions!! ',
      'HVAC/Plumbing',
      '&',
    ]
    const { rows } = await stack.db.query<{ tag_slugs: string[] }>(
      `insert into public.blog_posts (title, content, tags) values ('Slugs', 'x', $1) returning tag_slugs`,
      [tags],
    )
    expect(rows[0]?.tag_slugs).toEqual(tags.map(slugify))
  })

  it('notes a revision of a published story, and not a flag or a draft edit', async () => {
    const { rows } = await stack.db.query<{ id: string }>(
      `insert into public.blog_posts (title, content, status, published_at)
       values ('Revised', 'x', 'published', now() - interval '2 days') returning id`,
    )
    const id = rows[0]?.id
    const revised = async () =>
      (
        await stack.db.query<{ revised_at: string | null }>(
          'select revised_at from public.blog_posts where id = $1',
          [id],
        )
      ).rows[0]?.revised_at ?? null
    await stack.db.query(`update public.blog_posts set featured = true, breaking_at = now() where id = $1`, [
      id,
    ])
    expect(await revised()).toBeNull()
    await stack.db.query(`update public.blog_posts set content = 'x, corrected' where id = $1`, [id])
    expect(await revised()).not.toBeNull()
    const { rows: drafts } = await stack.db.query<{ revised_at: string | null }>(
      `insert into public.blog_posts (title, content, status) values ('Draft', 'x', 'draft') returning revised_at`,
    )
    expect(drafts[0]?.revised_at).toBeNull()
  })
})
