import Dexie, { type DexieOptions, type EntityTable } from 'dexie'
import type { BlogPost, BlogPostSummary } from '../../core/posts/post.ts'

/**
 * A post kept on the device: `full` once its content is stored, so an article can open offline;
 * `pinned` when the reader saved it for later, which keeps it out of eviction.
 */
export type StoredPost = BlogPostSummary & { full: 0 | 1; pinned?: 0 | 1; storedAt: number }

/** Most posts kept on the device besides those saved for later; beyond it the oldest (by created_at) go. */
export const OFFLINE_POST_CAP = 200

class PostDatabase extends Dexie {
  posts!: EntityTable<StoredPost, 'id'>

  constructor(name: string, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores({ posts: 'id, slug, created_at, published_at, author, *tags, full' })
    // Saved for later: an index of its own, so the list and the eviction never scan every post.
    this.version(2)
      .stores({ posts: 'id, slug, created_at, published_at, author, *tags, full, pinned' })
      .upgrade((tx) =>
        tx
          .table('posts')
          .toCollection()
          .modify((post: StoredPost) => {
            post.pinned ??= 0
          }),
      )
  }
}

function isFull(post: BlogPostSummary): post is BlogPost {
  return typeof post.content === 'string'
}

/** The posts of the device, in IndexedDB through Dexie. */
export class PostStore {
  readonly db: PostDatabase

  constructor(options: { name?: string; cap?: number; dexie?: DexieOptions } = {}) {
    this.db = new PostDatabase(options.name ?? 'newshub', options.dexie)
    this.cap = options.cap ?? OFFLINE_POST_CAP
  }

  private readonly cap: number

  /** Opens the database (Dexie opens it on first use otherwise): a step of its own at idle time. */
  async open(): Promise<void> {
    await this.db.open()
  }

  /**
   * Writes posts through; a summary never overwrites content already stored, and a post saved for
   * later stays saved. Evicts the oldest posts not saved for later beyond the cap.
   */
  async putPosts(posts: readonly BlogPostSummary[], options: { pin?: boolean } = {}): Promise<void> {
    if (posts.length === 0) return
    // The same post twice (a list's summary and the article in full): one record, content kept.
    const byId = new Map<string, BlogPostSummary>()
    for (const post of posts) byId.set(post.id, { ...byId.get(post.id), ...post })
    const unique = [...byId.values()]
    await this.db.transaction('rw', this.db.posts, async () => {
      const existing = await this.db.posts.bulkGet(unique.map((post) => post.id))
      const now = Date.now()
      await this.db.posts.bulkPut(
        unique.map((post, index) => {
          const before = existing[index]
          const merged = { ...before, ...post }
          const pinned = options.pin || before?.pinned === 1 ? 1 : 0
          return { ...merged, full: isFull(merged) ? 1 : 0, pinned, storedAt: now } as StoredPost
        }),
      )
      const extra = (await this.db.posts.where('pinned').notEqual(1).count()) - this.cap
      if (extra > 0) {
        const oldest = await this.db.posts
          .orderBy('created_at')
          .filter((post) => post.pinned !== 1)
          .limit(extra)
          .primaryKeys()
        await this.db.posts.bulkDelete(oldest)
      }
    })
  }

  /** Saves a post for later: stored (in full when it is) and kept out of eviction. */
  async saveForLater(post: BlogPostSummary): Promise<void> {
    await this.putPosts([post], { pin: true })
  }

  /** Takes a post off the 'saved for later' list; it stays on the device like any other post. */
  async unsaveForLater(id: string): Promise<void> {
    await this.db.posts.update(id, { pinned: 0 })
  }

  /**
   * The ids of the posts saved for later, from the index alone: one read answers every 'Save for
   * later' button of a page, where a read per card made long tasks on a page of cards.
   */
  async savedForLaterIds(): Promise<string[]> {
    return (await this.db.posts.where('pinned').equals(1).primaryKeys()) as string[]
  }

  /** The posts saved for later, newest first. */
  async listSavedForLater(): Promise<StoredPost[]> {
    return newestFirst(await this.db.posts.where('pinned').equals(1).toArray())
  }

  /** Removes every post from the device, saved for later or not. */
  async clear(): Promise<void> {
    await this.db.posts.clear()
  }

  /** Newest posts by created_at, older than the cursor when paging. */
  async listNewest(options: { cursor?: string; limit: number }): Promise<StoredPost[]> {
    const range = options.cursor
      ? this.db.posts.where('created_at').below(options.cursor)
      : this.db.posts.orderBy('created_at')
    return range.reverse().limit(options.limit).toArray()
  }

  /** Posts carrying a tag, newest first. */
  async listByTag(tag: string, options: { cursor?: string; limit: number }): Promise<StoredPost[]> {
    const posts = await this.db.posts.where('tags').equals(tag).toArray()
    return newestFirst(posts)
      .filter((post) => !options.cursor || post.created_at < options.cursor)
      .slice(0, options.limit)
  }

  /** The stored post whose slug or id matches, or undefined. */
  async findPost(slugOrId: string): Promise<StoredPost | undefined> {
    return (await this.db.posts.get(slugOrId)) ?? (await this.db.posts.where('slug').equals(slugOrId).first())
  }

  /** An author's posts, newest published first. */
  async listByAuthor(author: string): Promise<StoredPost[]> {
    const posts = await this.db.posts.where('author').equals(author).toArray()
    return posts.sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))
  }

  /** The newest posts by published_at. */
  async listNewestPublished(limit: number): Promise<StoredPost[]> {
    return this.db.posts.orderBy('published_at').reverse().limit(limit).toArray()
  }

  /** Every post whose content is stored, newest first: the 'Saved for offline' list. */
  async listSaved(): Promise<StoredPost[]> {
    return newestFirst(await this.db.posts.where('full').equals(1).toArray())
  }

  /** Number of posts stored. */
  count(): Promise<number> {
    return this.db.posts.count()
  }

  /** Number of posts whose content is stored: the stories that open offline. */
  countStories(): Promise<number> {
    return this.db.posts.where('full').equals(1).count()
  }
}

function newestFirst<T extends { created_at: string }>(posts: T[]): T[] {
  return posts.sort((a, b) => b.created_at.localeCompare(a.created_at))
}
