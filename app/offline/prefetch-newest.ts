import { DEFAULT_QUERY_LIMIT } from '../../core/constants.ts'
import type { PostsApi } from '../lib/posts-api.ts'

/**
 * How many images the prefetch asks for at once: fifty requests started together were one long
 * task on a phone's main thread, and a few at a time keep the connection as busy.
 */
export const PREFETCH_IMAGES_AT_ONCE = 4

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
  let next = 0
  let fetched = 0
  const worker = async () => {
    while (next < images.length) {
      const url = images[next++] as string
      const ok = await fetchImage(url).then(
        () => true,
        () => false,
      )
      if (ok) fetched++
    }
  }
  await Promise.all(Array.from({ length: Math.min(PREFETCH_IMAGES_AT_ONCE, images.length) }, worker))
  return { posts: posts.length, images: fetched }
}
