import { DEFAULT_QUERY_LIMIT, HOME_PAGE_SIZE } from '../../core/constants.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import type { PostsApi } from '../lib/posts-api.ts'
import type { PostStore, StoredPost } from './post-store.ts'

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
    listSitemapEntries: () => online.listSitemapEntries(),
    getSiteSetting: (key) => online.getSiteSetting(key).catch(() => null),
  }
}
