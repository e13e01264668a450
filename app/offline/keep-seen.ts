import type { QueryClient } from '@tanstack/react-query'
import type { BlogPostSummary } from '../../core/posts/post.ts'
import type { PostStore } from './post-store.ts'

function isPost(value: object): value is BlogPostSummary {
  const post = value as Partial<BlogPostSummary>
  return typeof post.id === 'string' && typeof post.title === 'string' && typeof post.created_at === 'string'
}

/**
 * The posts in a query's data, whatever the query: a list, a homepage page (`posts`), the pages
 * of an infinite list (`pages`), or an article view (`post`, null for a built-in article).
 */
export function postsInQueryData(data: unknown): BlogPostSummary[] {
  if (Array.isArray(data)) return data.flatMap(postsInQueryData)
  if (typeof data !== 'object' || data === null) return []
  if (isPost(data)) return [data]
  const { posts, pages, post } = data as { posts?: unknown; pages?: unknown; post?: unknown }
  return [...postsInQueryData(posts), ...postsInQueryData(pages), ...postsInQueryData(post)]
}

/**
 * Writes the posts of every query that arrives with its data already there, which is the
 * server-rendered page's dehydrated state (including what is in the cache already when called), to the device, so a story read on a first,
 * server-rendered visit opens offline. (Queries the browser runs itself are written through by
 * the offline posts API.) Writes batch per task and never fail the page.
 */
export function keepHydratedPosts(queryClient: QueryClient, getStore: () => Promise<PostStore>): () => void {
  let batch: BlogPostSummary[] = []
  const flush = () => {
    const posts = batch
    batch = []
    void getStore()
      .then((store) => store.putPosts(posts))
      .catch(() => undefined)
  }
  const keep = (data: unknown) => {
    if (data === undefined) return
    const posts = postsInQueryData(data)
    if (posts.length === 0) return
    if (batch.length === 0) setTimeout(flush, 0)
    batch.push(...posts)
  }
  // Started after the page has loaded: the hydrated queries are already there.
  for (const query of queryClient.getQueryCache().getAll()) keep(query.state.data)
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added') keep(event.query.state.data)
  })
}
