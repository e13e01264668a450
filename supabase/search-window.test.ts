/**
 * search_posts' candidate window (migrations/20241123000600_search_window.sql): a word that more
 * than 1,000 posts use is searched among the newest 1,000 matches only, which is what keeps a
 * common word fast. Readers and the owner call it as the app does, through the real supabase-js
 * client over HTTP, under row-level security, paging with Load More's cursor.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './database.types.ts'
import type { LocalStack } from './local/index.ts'
import { type Callers, createCallers, startTestStack } from './local/testing/index.ts'

interface Hit {
  id: string
  slug: string
  score: number
  matched_by: string
}

/** Published posts using "lighthouse", story-n published n hours ago: more than the window holds. */
const STORIES = 1_500
const WINDOW = 1_000
/** Every hundredth story has the word in its title too, so it ranks above the others. */
const inTitle = (n: number) => n % 100 === 0

/** Newer than every story and using the word in the title, but no reader may see them. */
const HIDDEN = ['lighthouse-draft', 'lighthouse-scheduled', 'lighthouse-trashed']

let stack: LocalStack
let callers: Callers

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
  await stack.db.exec(`
    insert into public.blog_posts (slug, title, content, published_at)
    select 'lighthouse-story-' || n,
           case when n % 100 = 0 then 'Lighthouse keepers of the bay, part ' || n
                else 'Harbor notes, part ' || n end,
           '<p>The old lighthouse on the pier was repainted, part ' || n || '.</p>',
           now() - n * interval '1 hour'
    from generate_series(1, ${STORIES}) as n;
    insert into public.blog_posts (slug, title, content, status, published_at, deleted_at) values
      ('lighthouse-draft', 'Lighthouse draft', '<p>A lighthouse draft.</p>', 'draft', null, null),
      ('lighthouse-scheduled', 'Lighthouse tour next year', '<p>The lighthouse.</p>', 'published',
       now() + interval '300 days', null),
      ('lighthouse-trashed', 'Lighthouse story in the trash', '<p>The lighthouse.</p>', 'published',
       now() - interval '1 minute', now());
    analyze public.blog_posts;
  `)
}, 120_000)
afterAll(() => stack?.stop())

async function searchPage(client: SupabaseClient<Database>, q: string, after?: Hit): Promise<Hit[]> {
  const { data, error } = await client.rpc('search_posts', {
    q,
    page_size: 50,
    after_score: after?.score ?? null,
    after_id: after?.id ?? null,
  })
  if (error) throw new Error(error.message)
  return data as Hit[]
}

/** Every page Load More would fetch, until one comes back short. */
async function searchAll(client: SupabaseClient<Database>, q: string): Promise<Hit[]> {
  const hits: Hit[] = []
  for (;;) {
    const page = await searchPage(client, q, hits.at(-1))
    hits.push(...page)
    if (page.length < 50 || hits.length > STORIES + 100) return hits
  }
}

const story = (n: number) => `lighthouse-story-${n}`
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * What a reader should get: the newest 1,000 posts using the word are the window; the three
 * hidden posts are the newest of them, so stories 1 to 997 are the visible rest. Title matches
 * first, then the others, newest first within each.
 */
const readerWindow = range(1, WINDOW - HIDDEN.length)
const readerOrder = [...readerWindow.filter(inTitle), ...readerWindow.filter((n) => !inTitle(n))].map(story)

describe('search_posts over a word more than 1,000 posts use', () => {
  it('pages through the newest 1,000 matches, best first, with no story repeated or skipped', async () => {
    const hits = await searchAll(callers.anon, 'lighthouse')
    expect(new Set(hits.map((hit) => hit.id)).size).toBe(hits.length)
    expect(hits.map((hit) => hit.slug)).toEqual(readerOrder)
    expect(hits.every((hit) => hit.matched_by === 'text')).toBe(true)
    // Older stories, even those with the word in their title, are past the window's end.
    expect(hits.map((hit) => hit.slug)).not.toContain(story(1_000))
    expect(hits.map((hit) => hit.slug)).not.toContain(story(1_500))
    // The page after the last one is empty, as Load More expects.
    expect(await searchPage(callers.anon, 'lighthouse', hits.at(-1))).toEqual([])
  })

  it('shows the most relevant recent stories first', async () => {
    const first = await searchPage(callers.anon, 'lighthouse')
    expect(first.slice(0, 3).map((hit) => hit.slug)).toEqual([story(100), story(200), story(300)])
  })

  it('never shows a reader a draft, a scheduled or a trashed post, on any page', async () => {
    const hits = await searchAll(callers.reader, 'lighthouse')
    expect(hits.map((hit) => hit.slug)).toEqual(readerOrder)
    for (const slug of HIDDEN) expect(hits.map((hit) => hit.slug)).not.toContain(slug)
  })

  it('gives the owner, who may read every post, the whole window', async () => {
    const hits = await searchAll(callers.owner, 'lighthouse')
    expect(hits).toHaveLength(WINDOW)
    expect(
      hits
        .slice(0, 3)
        .map((hit) => hit.slug)
        .sort(),
    ).toEqual([...HIDDEN].sort())
    expect(hits.slice(3).map((hit) => hit.slug)).toEqual(readerOrder)
  })

  it('corrects a misspelt common word and pages through the same window', async () => {
    const hits = await searchAll(callers.anon, 'lighthuose')
    expect(hits.map((hit) => hit.slug)).toEqual(readerOrder)
    expect(hits.every((hit) => hit.matched_by === 'spelling')).toBe(true)
  })
})

describe('spelling correction looks at the newest matches first', () => {
  it('still corrects to a word whose newest 50 uses are all hidden from the reader', async () => {
    // One published story from last year, then 60 newer drafts using the same word.
    await stack.db.exec(`
      insert into public.blog_posts (slug, title, content, published_at)
      values ('quillwork-story', 'Quillwork at the museum', '<p>Quillwork.</p>', now() - interval '1 year');
      insert into public.blog_posts (slug, title, content, status, published_at)
      select 'quillwork-draft-' || n, 'Quillwork draft ' || n, '<p>Quillwork.</p>', 'draft', null
      from generate_series(1, 60) as n;
    `)
    const hits = await searchAll(callers.anon, 'quilwork')
    expect(hits.map((hit) => [hit.slug, hit.matched_by])).toEqual([['quillwork-story', 'spelling']])
  })
})
