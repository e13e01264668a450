import { PostgrestClient } from '@supabase/postgrest-js'
import { DEFAULT_QUERY_LIMIT, HOME_PAGE_SIZE } from '../../core/constants.ts'
import type { CoverageRow } from '../../core/listings/coverage.ts'
import { LANDING_LISTINGS_LIMIT, type PublicListing } from '../../core/listings/public.ts'
import { breakingCutoff } from '../../core/posts/flags.ts'
import {
  type BlogPost,
  type BlogPostSummary,
  HOME_POST_COLUMNS,
  POST_COLUMNS,
} from '../../core/posts/post.ts'
import { MORE_FROM_AUTHOR, RELATED_STORIES_MAX, tagSlugsOf } from '../../core/posts/related.ts'
import { SEARCH_PAGE_SIZE, type SearchCursor, type SearchPage } from '../../core/search/search.ts'
import type { Database } from '../../supabase/database.types.ts'

/** Every posts query the reader pages make. */
export interface PostsApi {
  /** Newest posts by created_at, older than the cursor when paging; total is the count of all posts. */
  listHomePosts(options: {
    cursor?: string
    limit?: number
  }): Promise<{ posts: BlogPostSummary[]; total: number | null }>
  /**
   * The home page's flagged stories at `now`: the post marked breaking most recently within the
   * last BREAKING_HOURS, and the newest post marked featured (either null when there is none).
   */
  findHomeFlags(now: Date): Promise<HomeFlags>
  /**
   * What an article can lead on to (core/posts/related.ts arranges it): posts sharing any of its
   * tags, the author's other posts, the post published just before it, and the newest posts.
   */
  findArticleLinkSources(post: ArticleLinkPost): Promise<ArticleLinkSources>
  /** Posts with a tag, by the tag's URL slug (tag_slugs), newest first, older than the cursor when paging. */
  listPostsByTagSlug(slug: string, options?: { cursor?: string; limit?: number }): Promise<BlogPostSummary[]>
  /** Posts carrying a tag (a category label), newest first. */
  listPostsByTag(tag: string, options?: { cursor?: string; limit?: number }): Promise<BlogPostSummary[]>
  /** The post whose slug or id matches, or null. */
  findPost(slugOrId: string): Promise<BlogPost | null>
  /**
   * The current slug of the post a renamed post's old slug points at (post_slug_redirects), or
   * null. Row-level security hides a redirect to a post readers cannot read.
   */
  findSlugRedirect(oldSlug: string): Promise<string | null>
  /** Every post of an author, newest published first. */
  listAuthorPosts(author: string): Promise<BlogPost[]>
  /** The newest posts by published_at (the 404 page's popular articles). */
  listNewestPosts(limit: number): Promise<BlogPost[]>
  /** A public site setting (site_settings), or null when unset. */
  getSiteSetting(key: string): Promise<string | null>
  /**
   * Published stories matching the reader's words, best first (search_posts), after the cursor
   * when paging. Bad input throws a SearchInputError with the backend's message.
   */
  searchPosts(q: string, options?: { after?: SearchCursor; pageSize?: number }): Promise<SearchPage>
  /**
   * The published listings of a landing page (serving the city and the service), sponsored first
   * then by name, at most LANDING_LISTINGS_LIMIT, with how many there are in all.
   */
  listLandingListings(city: string, service: string): Promise<LandingListings>
  /** listing_coverage(): published listings per city and service, per city, per service, in all. */
  listListingCoverage(): Promise<CoverageRow[]>
}

/** A landing page's listings and their number (more than shown when past the limit). */
export interface LandingListings {
  listings: PublicListing[]
  total: number
}

/** The stories the owner flagged for the home page (core/posts/flags.ts). */
export interface HomeFlags {
  breaking: BlogPostSummary | null
  featured: BlogPostSummary | null
}

/** What the article's lead-on queries need of it. */
export type ArticleLinkPost = Pick<BlogPost, 'id' | 'tags' | 'author' | 'created_at'>

/** The posts an article's ending is chosen from. */
export interface ArticleLinkSources {
  candidates: BlogPostSummary[]
  byAuthor: BlogPostSummary[]
  older: BlogPostSummary | null
  newest: BlogPostSummary[]
}

/** How many posts sharing a tag are ranked for an article's related stories. */
const RELATED_CANDIDATES = 40

/** The backend refused the search text (too long): its message is for the reader. */
export class SearchInputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SearchInputError'
  }
}

/** search_posts' SQLSTATE for a search text it will not take. */
const INVALID_PARAMETER = '22023'

const SUMMARY = HOME_POST_COLUMNS.join(',')
const FULL = POST_COLUMNS.join(',')

/** Post ids are UUIDs; anything else can only be a slug. */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The rows of a PostgREST answer as the caller's type (columns are named in the select), or its error thrown. */
export function unwrap<T>(result: { data: unknown; error: { message: string } | null }): T {
  if (result.error) throw new Error(result.error.message)
  return result.data as T
}

/** PostgREST client for the public tables, with the anon key as apikey and bearer token. */
export function createPostgrestClient(
  supabaseUrl: string,
  anonKey: string,
  fetchImpl?: typeof fetch,
): PostgrestClient<Database> {
  return new PostgrestClient(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    // React Query owns retries (2, app/lib/retry.ts); the client's own would multiply them.
    retry: false,
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  })
}

/** Posts queries over PostgREST; a failed request throws an Error with PostgREST's message. */
export function createPostsApi(client: PostgrestClient<Database>): PostsApi {
  const posts = () => client.from('blog_posts')
  return {
    async listHomePosts({ cursor, limit = HOME_PAGE_SIZE }) {
      let query = posts().select(SUMMARY, { count: cursor ? undefined : 'exact' })
      if (cursor) query = query.lt('created_at', cursor)
      const result = await query.order('created_at', { ascending: false }).limit(limit)
      return { posts: unwrap<BlogPostSummary[]>(result), total: result.count ?? null }
    },
    async findHomeFlags(now) {
      const [breaking, featured] = await Promise.all([
        posts()
          .select(SUMMARY)
          .gte('breaking_at', breakingCutoff(now))
          .lte('breaking_at', now.toISOString())
          .order('breaking_at', { ascending: false })
          .limit(1),
        posts().select(SUMMARY).eq('featured', true).order('published_at', { ascending: false }).limit(1),
      ])
      return {
        breaking: unwrap<BlogPostSummary[]>(breaking)[0] ?? null,
        featured: unwrap<BlogPostSummary[]>(featured)[0] ?? null,
      }
    },
    async findArticleLinkSources(post) {
      const slugs = tagSlugsOf(post.tags)
      const [candidates, byAuthor, older, newest] = await Promise.all([
        slugs.length
          ? posts()
              .select(SUMMARY)
              .overlaps('tag_slugs', slugs)
              .neq('id', post.id)
              .order('created_at', { ascending: false })
              .limit(RELATED_CANDIDATES)
          : Promise.resolve({ data: [], error: null }),
        post.author
          ? posts()
              .select(SUMMARY)
              .eq('author', post.author)
              .neq('id', post.id)
              .order('created_at', { ascending: false })
              .limit(MORE_FROM_AUTHOR + RELATED_STORIES_MAX + 1)
          : Promise.resolve({ data: [], error: null }),
        posts()
          .select(SUMMARY)
          .lt('created_at', post.created_at)
          .order('created_at', { ascending: false })
          .limit(1),
        posts()
          .select(SUMMARY)
          .order('created_at', { ascending: false })
          .limit(RELATED_STORIES_MAX + 2),
      ])
      return {
        candidates: unwrap<BlogPostSummary[]>(candidates),
        byAuthor: unwrap<BlogPostSummary[]>(byAuthor),
        older: unwrap<BlogPostSummary[]>(older)[0] ?? null,
        newest: unwrap<BlogPostSummary[]>(newest),
      }
    },
    async listPostsByTagSlug(slug, { cursor, limit = DEFAULT_QUERY_LIMIT } = {}) {
      let query = posts().select(SUMMARY).contains('tag_slugs', [slug])
      if (cursor) query = query.lt('created_at', cursor)
      return unwrap<BlogPostSummary[]>(await query.order('created_at', { ascending: false }).limit(limit))
    },
    async listPostsByTag(tag, { cursor, limit = DEFAULT_QUERY_LIMIT } = {}) {
      let query = posts().select(SUMMARY).contains('tags', [tag])
      if (cursor) query = query.lt('created_at', cursor)
      return unwrap<BlogPostSummary[]>(await query.order('created_at', { ascending: false }).limit(limit))
    },
    async findPost(slugOrId) {
      const query = posts().select(FULL)
      const filtered = ID_PATTERN.test(slugOrId)
        ? query.or(`slug.eq.${slugOrId},id.eq.${slugOrId}`)
        : query.eq('slug', slugOrId)
      const rows = unwrap<BlogPost[]>(await filtered.limit(1))
      return rows[0] ?? null
    },
    async findSlugRedirect(oldSlug) {
      const redirects = unwrap<{ post_id: string }[]>(
        await client.from('post_slug_redirects').select('post_id').eq('old_slug', oldSlug).limit(1),
      )
      const postId = redirects[0]?.post_id
      if (!postId) return null
      const rows = unwrap<{ slug: string }[]>(await posts().select('slug').eq('id', postId).limit(1))
      return rows[0]?.slug ?? null
    },
    async listAuthorPosts(author) {
      return unwrap<BlogPost[]>(
        await posts()
          .select(FULL)
          .eq('author', author)
          .order('published_at', { ascending: false })
          .limit(DEFAULT_QUERY_LIMIT),
      )
    },
    async listNewestPosts(limit) {
      return unwrap<BlogPost[]>(
        await posts().select(FULL).order('published_at', { ascending: false }).limit(limit),
      )
    },
    async searchPosts(q, { after, pageSize = SEARCH_PAGE_SIZE } = {}) {
      // Several words: search_posts itself finds the stories holding most of them, more first.
      const result = await client.rpc('search_posts', {
        q,
        // The first page leaves the cursor out (the function's defaults are null).
        ...(after ? { after_score: after.score, after_id: after.id } : {}),
        page_size: pageSize,
      })
      if (result.error?.code === INVALID_PARAMETER) throw new SearchInputError(result.error.message)
      return { hits: unwrap<SearchPage['hits']>(result) }
    },
    async listLandingListings(city, service) {
      const rows = unwrap<(PublicListing & { total: number })[]>(
        await client.rpc('landing_listings', { city, service, max_rows: LANDING_LISTINGS_LIMIT }),
      )
      return {
        listings: rows.map(({ total: _total, ...listing }) => listing),
        total: Number(rows[0]?.total ?? 0),
      }
    },
    async listListingCoverage() {
      return unwrap<CoverageRow[]>(await client.rpc('listing_coverage'))
    },
    async getSiteSetting(key) {
      const rows = unwrap<{ value: string }[]>(
        await client.from('site_settings').select('value').eq('key', key).limit(1),
      )
      return rows[0]?.value || null
    },
  }
}
