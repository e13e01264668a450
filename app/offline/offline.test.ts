import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query'
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import type { BlogPost } from '../../core/posts/post.ts'
import type { PostsApi } from '../lib/posts-api.ts'
import { keepHydratedPosts } from './keep-seen.ts'
import { OfflineUnavailableError, withOfflineStore } from './offline-api.ts'
import { PostStore } from './post-store.ts'
import { PREFETCH_IMAGES_AT_ONCE, prefetchNewestPosts } from './prefetch-newest.ts'

let counter = 0
function makePost(day: number, overrides: Partial<BlogPost> = {}): BlogPost {
  const date = `2024-03-${String(day).padStart(2, '0')}T12:00:00.000Z`
  return {
    id: `id-${day}`,
    slug: `post-${day}`,
    title: `Post ${day}`,
    content: `<p>Body ${day}</p>`,
    meta_description: null,
    tags: [day % 2 ? 'Business' : 'Sports'],
    keywords: null,
    canonical_url: null,
    backlink_url: null,
    image_ideas: null,
    business_name: null,
    business_address: null,
    business_phone: null,
    author: day % 3 ? 'Ann' : 'Bo',
    image_url: `/images/posts/${day}.svg`,
    published_at: date,
    created_at: date,
    ...overrides,
  }
}
const summary = ({ content: _content, ...post }: BlogPost) => post

function newStore(cap?: number) {
  counter++
  return new PostStore({
    name: `test-${counter}`,
    ...(cap ? { cap } : {}),
    dexie: { indexedDB: new IDBFactory(), IDBKeyRange },
  })
}

const offlineError = new TypeError('Failed to fetch')
const down: PostsApi = {
  listHomePosts: () => Promise.reject(offlineError),
  findHomeFlags: () => Promise.reject(offlineError),
  findArticleLinkSources: () => Promise.reject(offlineError),
  listPostsByTagSlug: () => Promise.reject(offlineError),
  listPostsByTag: () => Promise.reject(offlineError),
  findPost: () => Promise.reject(offlineError),
  listAuthorPosts: () => Promise.reject(offlineError),
  listNewestPosts: () => Promise.reject(offlineError),
  getSiteSetting: () => Promise.reject(offlineError),
  searchPosts: () => Promise.reject(offlineError),
  findSlugRedirect: () => Promise.reject(offlineError),
  listLandingListings: () => Promise.reject(offlineError),
  listListingCoverage: () => Promise.reject(offlineError),
}
function up(posts: BlogPost[]): PostsApi {
  const newest = [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at))
  return {
    listHomePosts: async ({ cursor, limit = 10 }) => ({
      posts: newest
        .filter((p) => !cursor || p.created_at < cursor)
        .slice(0, limit)
        .map(summary),
      total: posts.length,
    }),
    findHomeFlags: async () => ({ breaking: null, featured: null }),
    findArticleLinkSources: async () => ({ candidates: [], byAuthor: [], older: null, newest: [] }),
    listPostsByTagSlug: async () => [],
    listPostsByTag: async (tag) => newest.filter((p) => p.tags?.includes(tag)).map(summary),
    findPost: async (key) => posts.find((p) => p.slug === key || p.id === key) ?? null,
    listAuthorPosts: async (author) => newest.filter((p) => p.author === author),
    listNewestPosts: async (limit) => newest.slice(0, limit),
    getSiteSetting: async () => 'token',
    searchPosts: async () => ({ hits: [] }),
    findSlugRedirect: async () => null,
    listLandingListings: async () => ({ listings: [], total: 0 }),
    listListingCoverage: async () => [],
  }
}

describe('offline post store', () => {
  const posts = Array.from({ length: 12 }, (_, index) => makePost(index + 1))

  it('writes every list through and answers the same queries from the device when the network fails', async () => {
    const store = newStore()
    const online = withOfflineStore(up(posts), async () => store)
    await online.listHomePosts({})
    await online.listHomePosts({ cursor: posts[2]?.created_at as string })
    await online.written()
    const offline = withOfflineStore(down, async () => store)
    const first = await offline.listHomePosts({})
    expect(first.posts.map((p) => p.id)).toEqual([
      'id-12',
      'id-11',
      'id-10',
      'id-9',
      'id-8',
      'id-7',
      'id-6',
      'id-5',
      'id-4',
      'id-3',
    ])
    expect(first.total).toBe(12)
    const next = await offline.listHomePosts({ cursor: posts[2]?.created_at as string })
    expect(next.posts.map((p) => p.id)).toEqual(['id-2', 'id-1'])
    expect(next.total).toBeNull()
    expect((await offline.listPostsByTag('Sports')).map((p) => p.id)).toEqual([
      'id-12',
      'id-10',
      'id-8',
      'id-6',
      'id-4',
      'id-2',
    ])
    expect((await offline.listAuthorPosts('Bo')).map((p) => p.id)).toEqual(['id-12', 'id-9', 'id-6', 'id-3'])
    expect((await offline.listNewestPosts(3)).map((p) => p.id)).toEqual(['id-12', 'id-11', 'id-10'])
  })

  it('opens an article offline only when its content was stored, and never loses stored content to a summary', async () => {
    const store = newStore()
    const online = withOfflineStore(up(posts), async () => store)
    await online.findPost('post-5')
    await online.listHomePosts({ limit: 12 })
    await online.written()
    const offline = withOfflineStore(down, async () => store)
    await expect(offline.findPost('post-5')).resolves.toMatchObject({ id: 'id-5', content: '<p>Body 5</p>' })
    await expect(offline.findPost('id-5')).resolves.toMatchObject({ slug: 'post-5' })
    await expect(offline.findPost('post-6')).rejects.toBeInstanceOf(OfflineUnavailableError)
    await expect(offline.findPost('nope')).rejects.toThrow('This article is not available offline.')
    expect((await store.listSaved()).map((p) => p.id)).toEqual(['id-5'])
  })

  it('keeps the original error when the device has nothing for a query', async () => {
    const offline = withOfflineStore(down, async () => newStore())
    await expect(offline.listHomePosts({})).rejects.toBe(offlineError)
    await expect(offline.listPostsByTag('Business')).rejects.toBe(offlineError)
    await expect(offline.listAuthorPosts('Ann')).rejects.toBe(offlineError)
    await expect(offline.listNewestPosts(3)).rejects.toBe(offlineError)
    await expect(offline.getSiteSetting('google_site_verification')).resolves.toBeNull()
    await expect(withOfflineStore(up([]), async () => newStore()).getSiteSetting('x')).resolves.toBe('token')
  })

  it('evicts the oldest posts beyond the cap', async () => {
    const store = newStore(5)
    await store.putPosts(posts)
    expect(await store.count()).toBe(5)
    expect((await store.listNewest({ limit: 10 })).map((p) => p.id)).toEqual([
      'id-12',
      'id-11',
      'id-10',
      'id-9',
      'id-8',
    ])
    await store.putPosts([])
    expect(await store.count()).toBe(5)
  })

  it('keeps the posts saved for later beyond the cap, until the reader unsaves them or clears the device', async () => {
    const store = newStore(5)
    const [oldest, second] = posts
    if (!oldest || !second) throw new Error('no posts')
    await store.saveForLater(oldest)
    await store.saveForLater(summary(second))
    await store.putPosts(posts)
    await store.putPosts(posts.map(summary))
    expect(await store.count()).toBe(7)
    expect((await store.listSavedForLater()).map((p) => p.id)).toEqual(['id-2', 'id-1'])
    // What a page of cards asks, once for all of them.
    expect((await store.savedForLaterIds()).sort()).toEqual(['id-1', 'id-2'])
    // Still the full post, saved for later: it opens offline.
    await expect(withOfflineStore(down, async () => store).findPost('post-1')).resolves.toMatchObject({
      content: '<p>Body 1</p>',
    })
    expect(await store.countStories()).toBe(7)

    await store.unsaveForLater(oldest.id)
    expect((await store.listSavedForLater()).map((p) => p.id)).toEqual(['id-2'])
    expect(await store.savedForLaterIds()).toEqual(['id-2'])
    await store.putPosts([makePost(20)])
    await expect(store.findPost('id-1')).resolves.toBeUndefined()
    await expect(store.findPost('id-2')).resolves.toMatchObject({ pinned: 1 })

    await store.clear()
    expect(await store.count()).toBe(0)
  })

  it('writes the posts of a server-rendered page to the device when its state is hydrated', async () => {
    const server = new QueryClient()
    server.setQueryData(['posts', 'article', 'post-1'], { key: 'post-1', title: 'Post 1', post: posts[0] })
    server.setQueryData(['posts', 'article', '1'], { key: 'built-in', title: 'Built in', post: null })
    server.setQueryData(['posts', 'home'], {
      pages: [{ posts: posts.slice(1, 4).map(summary), total: 12 }],
      pageParams: [''],
    })
    server.setQueryData(['posts', 'author', 'Bo'], [posts[5]])
    server.setQueryData(['settings', 'x'], 'token')
    const store = newStore()
    const browser = new QueryClient()
    keepHydratedPosts(browser, async () => store)
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))))
    await vi.waitFor(async () => expect(await store.count()).toBe(5))
    const offline = withOfflineStore(down, async () => store)
    await expect(offline.findPost('post-1')).resolves.toMatchObject({ content: '<p>Body 1</p>' })
    await expect(offline.findPost('post-6')).resolves.toMatchObject({ content: '<p>Body 6</p>' })
    await expect(offline.findPost('post-2')).rejects.toBeInstanceOf(OfflineUnavailableError)
    expect((await offline.listHomePosts({})).posts.map((p) => p.id)).toEqual([
      'id-6',
      'id-4',
      'id-3',
      'id-2',
      'id-1',
    ])
  })

  it('prefetches the newest 50 posts in full with their images', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      makePost(1, {
        id: `m-${index}`,
        slug: `m-${index}`,
        created_at: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
        published_at: new Date(Date.UTC(2024, 0, 1 + index)).toISOString(),
        image_url: index % 2 ? `/images/${index}.svg` : null,
      }),
    )
    const store = newStore()
    const requested: string[] = []
    const online = withOfflineStore(up(many), async () => store)
    const result = await prefetchNewestPosts(online, {
      fetchImage: async (url) => {
        requested.push(url)
        if (url.endsWith('59.svg')) throw new Error('offline')
      },
    })
    expect(result).toEqual({ posts: 50, images: 24 })
    expect(requested).toHaveLength(25)
    await online.written()
    expect((await store.listSaved()).length).toBe(50)
    const offline = withOfflineStore(down, async () => store)
    await expect(offline.findPost('m-59')).resolves.toMatchObject({ id: 'm-59' })
    await expect(offline.findPost('m-5')).rejects.toBeInstanceOf(OfflineUnavailableError)
  })

  it('asks for a few images at a time, not all at once', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      makePost(1, { id: `c-${index}`, slug: `c-${index}`, image_url: `/images/c-${index}.svg` }),
    )
    const online = withOfflineStore(up(many), async () => newStore())
    let inFlight = 0
    let most = 0
    const result = await prefetchNewestPosts(online, {
      fetchImage: async (url) => {
        inFlight++
        most = Math.max(most, inFlight)
        await new Promise((resolve) => setTimeout(resolve, 1))
        inFlight--
        if (url.endsWith('c-3.svg')) throw new Error('offline')
      },
    })
    expect(result).toEqual({ posts: 30, images: 29 })
    expect(most).toBe(PREFETCH_IMAGES_AT_ONCE)
  })
})
