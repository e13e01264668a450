import { DEFAULT_QUERY_LIMIT } from '../../core/constants.ts'
import type { PostsApi } from '../lib/posts-api.ts'

/**
 * Fetches the newest posts in full (written through to the device by the offline API) and
 * requests their images, which the service worker caches, so a reader can open them offline
 * without having opened them online. Answers how many posts and images were fetched.
 */
export async function prefetchNewestPosts(
  api: PostsApi,
  options: { limit?: number; fetchImage?: (url: string) => Promise<unknown> } = {},
): Promise<{ posts: number; images: number }> {
  const posts = await api.listNewestPosts(options.limit ?? DEFAULT_QUERY_LIMIT)
  const fetchImage = options.fetchImage ?? ((url: string) => fetch(url, { credentials: 'omit' }))
  const images = [...new Set(posts.flatMap((post) => (post.image_url ? [post.image_url] : [])))]
  const fetched = await Promise.allSettled(images.map((url) => fetchImage(url)))
  return { posts: posts.length, images: fetched.filter((result) => result.status === 'fulfilled').length }
}
