import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import type { BlogPost } from '../../core/posts/post.ts'
import { SEARCH_TOO_LONG } from '../../core/search/search.ts'
import type { PostsApi } from '../lib/posts-api.ts'
import { withOfflineStore } from './offline-api.ts'
import { PostStore } from './post-store.ts'
import { DeviceSearch } from './search-index.ts'

let counter = 0
function newStore(cap?: number) {
  counter++
  return new PostStore({
    name: `search-${counter}`,
    ...(cap ? { cap } : {}),
    dexie: { indexedDB: new IDBFactory(), IDBKeyRange },
  })
}

function post(day: number, title: string, content: string, extra: Partial<BlogPost> = {}): BlogPost {
  const date = `2024-03-${String(day).padStart(2, '0')}T12:00:00.000Z`
  return {
    id: `id-${day}`,
    slug: `post-${day}`,
    title,
    content,
    meta_description: null,
    tags: ['Local News'],
    keywords: null,
    canonical_url: null,
    backlink_url: null,
    image_ideas: null,
    business_name: null,
    business_address: null,
    business_phone: null,
    author: 'Ann',
    image_url: null,
    published_at: date,
    created_at: date,
    ...extra,
  }
}

const stories = [
  post(1, 'Frozen pipes in Royal Oak', '<p>A plumber explains how to keep water flowing in winter.</p>'),
  post(2, 'Furnace tune-ups before the cold', '<p>Heating experts say pipes near walls freeze first.</p>'),
  post(3, 'Holiday season on Main Street', '<p>Shops report strong sales.</p>'),
]

describe('DeviceSearch', () => {
  it('finds the stories holding most of several words, every word first, stop words left out', async () => {
    const store = newStore()
    await store.putPosts([
      post(11, 'Kayak rentals open', '<p>The kayak dock opens on Saturday.</p>'),
      post(12, 'River kayak tours in Kalamazoo', '<p>Guides lead the tours.</p>'),
      post(13, 'Kalamazoo river cleanup', '<p>Volunteers cleared the banks.</p>'),
      post(14, 'A quiet week', '<p>Nothing of note.</p>'),
    ])
    const search = new DeviceSearch(store)
    const hits = await search.search('kalamazoo river kayak')
    // Three words: two of them is most of them; one is not.
    expect(hits.map((hit) => [hit.slug, hit.matched_by])).toEqual([
      ['post-12', 'title'],
      ['post-13', 'some-words'],
    ])
    // "the" is not a word to hold: "the kayak" is one word, searched as before.
    expect((await search.search('the kayak')).map((hit) => hit.slug).sort()).toEqual(['post-11', 'post-12'])
  })

  it('finds stored stories by prefix and with a typo, titles first, with matched words marked', async () => {
    const store = newStore()
    await store.putPosts(stories)
    const search = new DeviceSearch(store)

    const pipes = await search.search('pipes')
    // Both mention pipes; the one with pipes in its title ranks first and says so.
    expect(pipes.map((hit) => hit.slug)).toEqual(['post-1', 'post-2'])
    expect(pipes[1]?.snippet).toContain('<mark>pipes</mark>')
    expect(pipes[1]?.matched_by).toBe('text')

    expect((await search.search('plumb')).map((hit) => hit.slug)).toEqual(['post-1'])
    expect((await search.search('furnance')).map((hit) => hit.slug)).toEqual(['post-2'])
    expect(await search.search('volcano')).toEqual([])
    // A result is a card: the device's bookkeeping stays out.
    expect(pipes[0]).not.toHaveProperty('storedAt')
  })

  it('says what it searched for when it corrected a word, and searches quoted words as typed', async () => {
    const store = newStore()
    await store.putPosts(stories)
    const search = new DeviceSearch(store)

    const corrected = await search.search('furnance')
    expect(corrected.map((hit) => hit.slug)).toEqual(['post-2'])
    expect(corrected[0]).toMatchObject({ matched_by: 'spelling', searched_for: 'furnace' })
    // Only the misspelt word is replaced; words found as typed (or as a prefix) stay.
    expect((await search.search('frozen pipse'))[0]).toMatchObject({
      matched_by: 'spelling',
      searched_for: 'frozen pipes',
    })
    // Typed right, or a prefix of a word: no correction to report.
    for (const typed of ['furnace', 'plumb', 'Frozen pipes']) {
      const [hit] = await search.search(typed)
      expect(hit?.matched_by, typed).not.toBe('spelling')
      expect(hit?.searched_for ?? null, typed).toBeNull()
    }
    // "Search instead for" sends the words as a phrase: never corrected, so nothing found here.
    expect(await search.search('"furnance"')).toEqual([])
  })

  it('says whether a result is sponsored, also for a story stored before posts had the field', async () => {
    const store = newStore()
    await store.putPosts([
      post(5, 'Frozen pipes: call Motor City Plumbing', '<p>Paid for by the plumber.</p>', {
        sponsored: true,
      }),
      post(6, 'Frozen pipes in the newsroom', '<p>Our own story.</p>', { sponsored: false }),
      // Stored by an earlier version of the app, whose lists did not select the column.
      post(7, 'Frozen pipes last winter', '<p>An older copy.</p>'),
    ])
    const hits = await new DeviceSearch(store).search('frozen pipes')
    expect(Object.fromEntries(hits.map((hit) => [hit.slug, hit.sponsored]))).toEqual({
      'post-5': true,
      'post-6': false,
      'post-7': false,
    })
  })

  it('searches the words a reader sees, from the opening of long stories', async () => {
    const store = newStore()
    const filler = Array.from({ length: 600 }, (_, index) => `word${index}`).join(' ')
    await store.putPosts([
      post(
        4,
        'Harbor news',
        `<h2 id="lede">Ferries</h2><p>The <a href="https://harbor.example/schedule">ferry schedule</a> changes.</p><p>${filler} lateword</p>`,
      ),
    ])
    const search = new DeviceSearch(store)
    expect((await search.search('ferry schedule')).map((hit) => hit.slug)).toEqual(['post-4'])
    // Tag names, attributes and link targets are markup, not words of the story.
    for (const q of ['href', 'h2', 'lede', 'harbor.example']) expect(await search.search(q), q).toEqual([])
    // Beyond DEVICE_INDEX_BODY_WORDS the body is not indexed on the device.
    expect(await search.search('lateword')).toEqual([])
  })

  it('follows the store: stories stored or evicted after the index was built', async () => {
    const store = newStore(2)
    await store.putPosts(stories.slice(0, 2))
    const search = new DeviceSearch(store)
    expect((await search.search('holiday')).length).toBe(0)

    // The third story evicts the oldest (cap 2), and an update changes a title.
    await store.putPosts([stories[2] as BlogPost])
    await store.putPosts([{ ...(stories[1] as BlogPost), title: 'Boiler tune-ups before the cold' }])
    expect((await search.search('holiday')).map((hit) => hit.slug)).toEqual(['post-3'])
    expect((await search.search('frozen')).length).toBe(0)
    expect((await search.search('boiler')).map((hit) => hit.slug)).toEqual(['post-2'])
    expect((await search.search('furnace')).length).toBe(0)
  })
})

describe('withOfflineStore search', () => {
  const offlineError = new TypeError('Failed to fetch')
  const down = { searchPosts: () => Promise.reject(offlineError) } as unknown as PostsApi

  it('answers from the device when the network fails, marked as such, in one page', async () => {
    const store = newStore()
    await store.putPosts(stories)
    const api = withOfflineStore(down, async () => store)
    const page = await api.searchPosts('frozen pipes')
    expect(page.fromDevice).toBe(true)
    // Both words first; a story with one of the two (half of them) after it.
    expect(page.hits.map((hit) => [hit.title, hit.matched_by])).toEqual([
      ['Frozen pipes in Royal Oak', 'title'],
      ['Furnace tune-ups before the cold', 'some-words'],
    ])
    expect(await api.searchPosts('pipes', { after: { score: 1, id: 'id-1' } })).toEqual({
      hits: [],
      fromDevice: true,
    })
    await expect(api.searchPosts('x'.repeat(201))).rejects.toThrow(SEARCH_TOO_LONG)
  })

  it('stores what an online search found, so it opens and is found offline later', async () => {
    const store = newStore()
    const found = {
      ...(stories[2] as BlogPost),
      sponsored: true,
      snippet: 'x',
      score: 1,
      matched_by: 'text' as const,
    }
    const up = { searchPosts: async () => ({ hits: [found] }) } as unknown as PostsApi
    const api = withOfflineStore(up, async () => store)
    expect((await api.searchPosts('holiday')).fromDevice).toBeUndefined()
    await api.written()
    const stored = await store.findPost('post-3')
    expect(stored?.title).toBe('Holiday season on Main Street')
    expect(stored).not.toHaveProperty('snippet')
    // The disclosure is a column of the post: the stored copy keeps it for the device's results.
    expect(stored?.sponsored).toBe(true)
  })
})
