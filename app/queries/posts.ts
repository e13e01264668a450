import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  DEFAULT_QUERY_LIMIT,
  HOME_PAGE_SIZE,
  POPULAR_ARTICLES,
  POSTS_STALE_TIME_MS,
} from '../../core/constants.ts'
import type { HardCodedArticle } from '../../core/data/articles/model.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { arrangeArticleLinks } from '../../core/posts/related.ts'
import { SEARCH_PAGE_SIZE, type SearchCursor } from '../../core/search/search.ts'
import { type ArticleView, viewFromFallback, viewFromPost } from '../lib/article-view.ts'
import type { ArticleLinkPost, PostsApi } from '../lib/posts-api.ts'
import { retryPolicy } from '../lib/retry.ts'
import type { Sanitize } from '../lib/sanitize.ts'

/** Posts stay fresh for 5 minutes; retries follow the router's policy. */
const freshness = { staleTime: POSTS_STALE_TIME_MS, retry: retryPolicy, networkMode: 'always' } as const

/** The homepage list: pages of 10 by created_at, each next page older than the last post loaded. */
export function homePostsQuery(api: PostsApi) {
  return infiniteQueryOptions({
    queryKey: ['posts', 'home'],
    queryFn: ({ pageParam }) => api.listHomePosts(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '' as string,
    getNextPageParam: (last) =>
      last.posts.length === HOME_PAGE_SIZE
        ? (last.posts[last.posts.length - 1]?.created_at ?? undefined)
        : undefined,
    ...freshness,
  })
}

/** The home page's breaking and featured stories, as the owner flagged them (core/posts/flags.ts). */
export function homeFlagsQuery(api: PostsApi) {
  return queryOptions({
    queryKey: ['posts', 'home-flags'],
    queryFn: () => api.findHomeFlags(new Date()),
    ...freshness,
  })
}

/** Posts tagged with a category label (a homepage section or a category page), newest first. */
export function taggedPostsQuery(api: PostsApi, tag: string, limit?: number) {
  return queryOptions({
    queryKey: ['posts', 'tag', tag, limit ?? 'all'],
    queryFn: () => api.listPostsByTag(tag, limit ? { limit } : {}),
    ...freshness,
  })
}

/**
 * The article at /article/{slug or id}: the stored post that matches first, else a built-in
 * fallback article (ids 1 to 5), else null. When the backend cannot be reached, the fallback
 * articles still open and anything else is an error. The article page and the server's
 * link-preview images (cli/start-site.ts) both find articles this way.
 */
export async function findArticleSource(
  api: PostsApi,
  slugOrId: string,
): Promise<{ post: BlogPost } | { fallback: HardCodedArticle } | null> {
  let failure: unknown
  try {
    const post = await api.findPost(slugOrId)
    if (post) return { post }
  } catch (error) {
    failure = error
  }
  // The built-in articles are loaded only when the backend has no match, keeping them out of first loads.
  const { findFallbackArticle } = await import('../../core/data/articles/index.ts')
  const fallback = findFallbackArticle(slugOrId)
  if (fallback) return { fallback }
  if (failure) throw failure
  return null
}

/** The article page's view of /article/{slug or id} (see findArticleSource), or null when there is none. */
export function articleQuery(api: PostsApi, slugOrId: string, sanitize: Sanitize) {
  return queryOptions({
    queryKey: ['posts', 'article', slugOrId],
    queryFn: async (): Promise<ArticleView | null> => {
      const source = await findArticleSource(api, slugOrId)
      if (!source) return null
      if ('post' in source) {
        // Markdown and link rules load with the first article fetched, not with every page.
        const { renderPostBody } = await import('../lib/post-body.ts')
        return viewFromPost(source.post, await renderPostBody(source.post, sanitize))
      }
      return viewFromFallback(source.fallback, await sanitize(source.fallback.content))
    },
    ...freshness,
  })
}

/** What an article leads on to: its related stories, more from its author and the next story. */
export function articleLinksQuery(api: PostsApi, post: ArticleLinkPost) {
  return queryOptions({
    queryKey: ['posts', 'article-links', post.id],
    queryFn: async () => arrangeArticleLinks({ post, ...(await api.findArticleLinkSources(post)) }),
    ...freshness,
  })
}

/** A tag page's posts (/tag/{slug}): pages of 50 by created_at, like a category's. */
export function tagPostsQuery(api: PostsApi, slug: string) {
  return infiniteQueryOptions({
    queryKey: ['posts', 'tag-slug', slug],
    queryFn: ({ pageParam }) => api.listPostsByTagSlug(slug, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '' as string,
    getNextPageParam: (last) =>
      last.length === DEFAULT_QUERY_LIMIT ? (last[last.length - 1]?.created_at ?? undefined) : undefined,
    ...freshness,
  })
}

/** Where a renamed post's old slug leads now (its current slug), or null. */
export function slugRedirectQuery(api: PostsApi, oldSlug: string) {
  return queryOptions({
    queryKey: ['posts', 'slug-redirect', oldSlug],
    queryFn: () => api.findSlugRedirect(oldSlug),
    ...freshness,
  })
}

/** An author's posts, newest published first. */
export function authorPostsQuery(api: PostsApi, author: string) {
  return queryOptions({
    queryKey: ['posts', 'author', author],
    queryFn: () => api.listAuthorPosts(author),
    ...freshness,
  })
}

/** The 3 newest posts by published_at, for the 404 page. */
export function newestPostsQuery(api: PostsApi) {
  return queryOptions({
    queryKey: ['posts', 'newest', POPULAR_ARTICLES],
    queryFn: () => api.listNewestPosts(POPULAR_ARTICLES),
    ...freshness,
  })
}

/** A category page's posts: pages of 50 by created_at, like the homepage's paging. */
export function categoryPostsQuery(api: PostsApi, tag: string) {
  return infiniteQueryOptions({
    queryKey: ['posts', 'category', tag],
    queryFn: ({ pageParam }) => api.listPostsByTag(tag, pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '' as string,
    getNextPageParam: (last) =>
      last.length === DEFAULT_QUERY_LIMIT ? (last[last.length - 1]?.created_at ?? undefined) : undefined,
    ...freshness,
  })
}

/** A public site setting, such as the Search Console token; an unreachable backend reads as unset. */
export function siteSettingQuery(api: PostsApi, key: string) {
  return queryOptions({
    queryKey: ['settings', key],
    queryFn: () => api.getSiteSetting(key).catch(() => null),
    ...freshness,
  })
}

/**
 * Search results for the reader's words: pages of 10, each next page after the last hit's
 * (score, id). A page the device answered is the only one.
 */
export function searchPostsQuery(api: PostsApi, q: string) {
  return infiniteQueryOptions({
    queryKey: ['posts', 'search', q],
    queryFn: ({ pageParam }) => api.searchPosts(q, pageParam ? { after: pageParam } : {}),
    initialPageParam: null as SearchCursor | null,
    getNextPageParam: (last) => {
      const hit = last.hits.at(-1)
      return !last.fromDevice && hit && last.hits.length === SEARCH_PAGE_SIZE
        ? { score: hit.score, id: hit.id }
        : undefined
    },
    ...freshness,
    // Results follow the posts as they are now; a new visit asks again.
    staleTime: 0,
  })
}
