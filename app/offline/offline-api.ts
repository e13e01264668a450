import { DEFAULT_QUERY_LIMIT, HOME_PAGE_SIZE } from '../../core/constants.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { tagSlugsOf } from '../../core/posts/related.ts'
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from '../../core/search/search.ts'
import { type PostsApi, SearchInputError } from '../lib/posts-api.ts'
import { type ListingStore, listingStore } from './listing-store.ts'
import type { PostStore, StoredPost } from './post-store.ts'
import type { DeviceSearch } from './search-index.ts'

/** Thrown when the network is gone and the device has no copy of what was asked for. */
export class OfflineUnavailableError extends Error {
  constructor() {
    super('This article is not available offline.')
    this.name = 'OfflineUnavailableError'
  }
}

function strip({ full: _full, storedAt: _storedAt, ...post }: StoredPost): BlogPost {
  return post as BlogPost
}

const some = (posts: StoredPost[]) => (posts.length ? posts.map(strip) : undefined)

const deviceSearches = new WeakMap<PostStore, Promise<DeviceSearch>>()

/** The device's search index for a store: MiniSearch and the index load only when first needed. */
function deviceSearchFor(store: PostStore): Promise<DeviceSearch> {
  let search = deviceSearches.get(store)
  if (!search) {
    search = import('./search-index.ts').then(({ DeviceSearch }) => new DeviceSearch(store))
    deviceSearches.set(store, search)
  }
  return search
}

/**
 * Posts queries that write every answer through to the device and, when the network fails,
 * answer from it instead. With nothing stored for a list, the original error stands, so the page
 * shows its error state; an article with no stored content is an OfflineUnavailableError.
 * Writes run after the answer is returned and never fail a query; `written()` resolves when the
 * writes started so far are done.
 */
export function withOfflineStore(
  online: PostsApi,
  getStore: () => Promise<PostStore>,
  listings: ListingStore = listingStore,
): PostsApi & { written(): Promise<void> } {
  let writes: Promise<unknown> = Promise.resolve()
  async function fallback<T>(
    call: () => Promise<T>,
    save: (store: PostStore, value: T) => Promise<void>,
    offline: (store: PostStore) => Promise<T | undefined>,
  ): Promise<T> {
    let answer: T
    try {
      answer = await call()
    } catch (error) {
      // offline() may throw a better error of its own (an article not stored).
      const stored = await offline(await getStore())
      if (stored === undefined) throw error
      return stored
    }
    writes = Promise.all([
      writes,
      getStore()
        .then((store) => save(store, answer))
        .catch(() => undefined),
    ])
    return answer
  }
  return {
    written: async () => {
      await writes
    },
    listHomePosts: (options) =>
      fallback(
        () => online.listHomePosts(options),
        (store, page) => store.putPosts(page.posts),
        async (store) => {
          const posts = some(await store.listNewest({ limit: options.limit ?? HOME_PAGE_SIZE, ...options }))
          return posts && { posts, total: options.cursor ? null : await store.count() }
        },
      ),
    findHomeFlags: (now) =>
      fallback(
        () => online.findHomeFlags(now),
        async (store, flags) =>
          store.putPosts([flags.breaking, flags.featured].filter((post) => post !== null)),
        // The device cannot know what the owner flagged since: offline, no banner and the newest
        // stored post as the featured story.
        async () => ({ breaking: null, featured: null }),
      ),
    findArticleLinkSources: (post) =>
      fallback(
        () => online.findArticleLinkSources(post),
        async (store, sources) =>
          store.putPosts([...sources.candidates, ...sources.byAuthor, ...sources.newest]),
        // Offline the article leads on to stories on the device: the same choice over what is stored.
        async (store) => {
          const stored = (await store.listNewest({ limit: DEFAULT_QUERY_LIMIT * 4 })).map(strip)
          const others = stored.filter((item) => item.id !== post.id)
          const slugs = new Set(tagSlugsOf(post.tags))
          return {
            candidates: others.filter((item) => tagSlugsOf(item.tags).some((slug) => slugs.has(slug))),
            byAuthor: post.author ? others.filter((item) => item.author === post.author) : [],
            older: others.find((item) => item.created_at < post.created_at) ?? null,
            newest: others.slice(0, 8),
          }
        },
      ),
    listPostsByTagSlug: (slug, options = {}) =>
      fallback(
        () => online.listPostsByTagSlug(slug, options),
        (store, posts) => store.putPosts(posts),
        async (store) =>
          some(
            (await store.listNewest({ limit: DEFAULT_QUERY_LIMIT * 4, ...options })).filter((item) =>
              tagSlugsOf(item.tags).includes(slug),
            ),
          ),
      ),
    listPostsByTag: (tag, options = {}) =>
      fallback(
        () => online.listPostsByTag(tag, options),
        (store, posts) => store.putPosts(posts),
        async (store) =>
          some(await store.listByTag(tag, { limit: options.limit ?? DEFAULT_QUERY_LIMIT, ...options })),
      ),
    findPost: (slugOrId) =>
      fallback(
        () => online.findPost(slugOrId),
        async (store, post) => (post ? store.putPosts([post]) : undefined),
        async (store) => {
          const post = await store.findPost(slugOrId)
          if (!post?.full) throw new OfflineUnavailableError()
          return strip(post)
        },
      ),
    listAuthorPosts: (author) =>
      fallback(
        () => online.listAuthorPosts(author),
        (store, posts) => store.putPosts(posts),
        async (store) => some(await store.listByAuthor(author)),
      ),
    listNewestPosts: (limit) =>
      fallback(
        () => online.listNewestPosts(limit),
        (store, posts) => store.putPosts(posts),
        async (store) => some(await store.listNewestPublished(limit)),
      ),
    async searchPosts(q, options) {
      try {
        const page = await online.searchPosts(q, options)
        // Results are stories like any list: stored, so they can be opened and found offline.
        const posts = page.hits.map(
          ({ snippet: _s, score: _score, matched_by: _m, searched_for: _f, ...post }) => post,
        )
        writes = Promise.all([
          writes,
          getStore()
            .then((store) => store.putPosts(posts))
            .catch(() => undefined),
        ])
        return page
      } catch (error) {
        if (error instanceof SearchInputError) throw error
        // The device answers in one page: nothing follows a first page it served.
        if (options?.after) return { hits: [], fromDevice: true }
        if (q.length > SEARCH_MAX_LENGTH) throw new SearchInputError(SEARCH_TOO_LONG)
        const search = await deviceSearchFor(await getStore())
        return { hits: await search.search(q), fromDevice: true }
      }
    },
    // A landing page's listings and the directory's counts: the last answer seen, when offline.
    async listLandingListings(city, service) {
      try {
        const answer = await online.listLandingListings(city, service)
        writes = Promise.all([writes, listings.putLanding(city, service, answer).catch(() => undefined)])
        return answer
      } catch (error) {
        const stored = await listings.getLanding(city, service).catch(() => undefined)
        if (stored === undefined) throw error
        return stored
      }
    },
    async listListingCoverage() {
      try {
        const answer = await online.listListingCoverage()
        writes = Promise.all([writes, listings.putCoverage(answer).catch(() => undefined)])
        return answer
      } catch (error) {
        const stored = await listings.getCoverage().catch(() => undefined)
        if (stored === undefined) throw error
        return stored
      }
    },
    getSiteSetting: (key) => online.getSiteSetting(key).catch(() => null),
    // Offline there is no redirect to follow: the old address answers as any unknown article.
    findSlugRedirect: (oldSlug) => online.findSlugRedirect(oldSlug).catch(() => null),
  }
}
