import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../supabase/local/index.ts'
import { startTestStack } from '../../supabase/local/testing/index.ts'
import { createPostgrestClient } from './posts-api.ts'
import { createSitemapSource } from './sitemap-source.ts'

let stack: LocalStack
beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  await stack.db.query(
    `insert into public.blog_posts (title, slug, content, created_at, published_at, tags)
     select 'Post ' || n, 'post-' || n, 'Words here.', now() - n * interval '1 minute',
            now() - n * interval '1 hour',
            case when n <= 3 then array['Local News', 'local-news', 'Royal Oak'] when n = 4 then array['Royal Oak'] else '{}' end
     from generate_series(1, 2105) as n`,
  )
  // A tag only drafts carry is no reader's page.
  await stack.db.query(
    `insert into public.blog_posts (title, slug, content, status, tags)
     select 'Draft ' || n, 'draft-' || n, 'Words.', 'draft', array['Secret Plans'] from generate_series(1, 3) as n`,
  )
})
afterAll(() => stack?.stop())

describe('the sitemap source, read as a reader', () => {
  it('counts published posts and reads every one in a range of ids, past PostgREST’s 1000-row page', async () => {
    const source = createSitemapSource(createPostgrestClient(stack.url, stack.anonKey))
    expect(await source.countPosts()).toBe(2105)
    const all = await source.listPostsBetween(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    )
    expect(all).toHaveLength(2105)
    expect(new Set(all.map((post) => post.slug)).size).toBe(2105)
    expect(all.some((post) => post.slug?.startsWith('draft-'))).toBe(false)
    const low = await source.listPostsBetween(
      '00000000-0000-0000-0000-000000000000',
      '7fffffff-ffff-ffff-ffff-ffffffffffff',
    )
    const high = await source.listPostsBetween(
      '80000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
    )
    expect(low.length + high.length).toBe(2105)
    expect(low.every((post) => post.id < '8')).toBe(true)
  })

  it('names tag slugs that enough readable stories carry, each story once', async () => {
    const source = createSitemapSource(createPostgrestClient(stack.url, stack.anonKey))
    expect(await source.listTagSlugs(2)).toEqual(['local-news', 'royal-oak'])
    // Three stories carry "Local News" and "local-news": three, not six.
    expect(await source.listTagSlugs(4)).toEqual(['royal-oak'])
  })

  it('lists the stories published since a time, newest first, at most the limit', async () => {
    const source = createSitemapSource(createPostgrestClient(stack.url, stack.anonKey))
    const news = await source.listNewsPosts(new Date(Date.now() - 48 * 60 * 60 * 1000), 1000)
    expect(news.map((post) => post.slug)).toEqual(
      Array.from({ length: 47 }, (_, index) => `post-${index + 1}`),
    )
    expect(news[0]?.title).toBe('Post 1')
    expect(await source.listNewsPosts(new Date(0), 5)).toHaveLength(5)
  })
})
