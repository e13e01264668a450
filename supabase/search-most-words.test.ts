/**
 * search_posts with several plain words (migrations/20261128200000_search_most_words.sql): the
 * stories holding most of the words (half, rounded up), every word first, then fewer, in one list
 * and one cursor; as readers call it, over HTTP against the embedded stack, under RLS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from './local/index.ts'
import { type Callers, createCallers, startTestStack } from './local/testing/index.ts'

interface Hit {
  id: string
  slug: string
  snippet: string
  score: number
  matched_by: string
  searched_for: string | null
}

let stack: LocalStack
let callers: Callers

const hour = 60 * 60 * 1000
function story(slug: string, title: string, body: string, hoursAgo: number, published = true) {
  const at = new Date(Date.now() - hoursAgo * hour).toISOString()
  return { slug, title, content: `<p>${body}</p>`, created_at: at, published_at: published ? at : null }
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
  const { error } = await callers.service.from('blog_posts').insert([
    // The oldest holds every word: it leads all the same.
    story(
      'all-three',
      'Wobbleton ferry and the grommet fair',
      'The quillbank crowd came to the grommet stalls.',
      30,
    ),
    story('two-new', 'Wobbleton ferry schedule', 'Boats leave hourly.', 1),
    story('two-old', 'Ferry grommet repairs', 'The yard is busy.', 20),
    story('one', 'Wobbleton council notes', 'A short meeting.', 2),
    story('hidden-all', 'Wobbleton ferry grommet quillbank draft', 'Not yet.', 3, false),
  ])
  if (error) throw new Error(error.message)
})
afterAll(() => stack?.stop())

async function search(q: string, pageSize = 10, after?: Hit): Promise<Hit[]> {
  const { data, error } = await callers.anon.rpc('search_posts', {
    q,
    page_size: pageSize,
    after_score: after?.score ?? null,
    after_id: after?.id ?? null,
  })
  if (error) throw new Error(error.message)
  return data as Hit[]
}

describe('search_posts with several words', () => {
  it('finds the stories holding most of them, every word first, then by how many, never a draft', async () => {
    const hits = await search('wobbleton ferry grommet')
    expect(hits.map((hit) => [hit.slug, hit.matched_by])).toEqual([
      ['all-three', 'text'],
      // Two of three, however new: ranked by how many, then how well and how recent.
      ['two-new', 'some-words'],
      ['two-old', 'some-words'],
    ])
    // Any of the words is marked in the snippet.
    expect(hits[0]?.snippet).toContain('<mark>grommet</mark>')
  })

  it('pages through the one list by its cursor, each story once', async () => {
    const first = await search('wobbleton ferry grommet', 1)
    const second = await search('wobbleton ferry grommet', 1, first[0])
    const third = await search('wobbleton ferry grommet', 1, second[0])
    const fourth = await search('wobbleton ferry grommet', 1, third[0])
    expect([...first, ...second, ...third, ...fourth].map((hit) => hit.slug)).toEqual([
      'all-three',
      'two-new',
      'two-old',
    ])
  })

  it('with two words, takes a story with either, after those with both; leaves stop words out', async () => {
    const hits = await search('the wobbleton grommet')
    expect(hits[0]).toMatchObject({ slug: 'all-three', matched_by: 'text' })
    expect(hits.slice(1).map((hit) => hit.matched_by)).toEqual(['some-words', 'some-words', 'some-words'])
    expect(hits.map((hit) => hit.slug).sort()).toEqual(['all-three', 'one', 'two-new', 'two-old'])
  })

  it('corrects a misspelt word first when no story holds every word as typed', async () => {
    const hits = await search('wobleton ferry grommet')
    expect(hits[0]).toMatchObject({ slug: 'all-three', matched_by: 'spelling' })
    expect(hits[0]?.searched_for).toContain('wobbleton')
    // Phrases, "or" and exclusions say how to combine the words: searched as before.
    expect((await search('"wobbleton ferry" grommet')).map((hit) => hit.slug)).toEqual(['all-three'])
    expect((await search('wobbleton -ferry')).map((hit) => hit.slug)).toEqual(['one'])
  })
})
