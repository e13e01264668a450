import type { PostgrestClient } from '@supabase/postgrest-js'
import { MAX_ROWS_PER_REQUEST } from '../../core/posts/paging.ts'
import { SITEMAP_POST_COLUMNS } from '../../core/posts/post.ts'
import type { NewsSitemapPost, SitemapPost, SitemapSource } from '../../core/seo/sitemap.ts'
import type { Database } from '../../supabase/database.types.ts'
import { unwrap } from './posts-api.ts'

/**
 * The sitemap's reads (core/seo/sitemap.ts sitemapFile), through PostgREST as a reader: each file
 * reads its own part of the posts, never the whole table. Server only (the site server's
 * /sitemap*.xml), so it stays out of the reader pages' PostsApi.
 */
export function createSitemapSource(client: PostgrestClient<Database>): SitemapSource {
  const posts = () => client.from('blog_posts')
  return {
    async countPosts() {
      const result = await posts().select('id', { count: 'exact', head: true })
      if (result.error) throw new Error(result.error.message)
      return result.count ?? 0
    },
    async listPostsBetween(lowId, highId) {
      // A range of the primary key, a request's worth at a time.
      const found: SitemapPost[] = []
      for (let after: string | undefined; ; ) {
        const query = posts().select(SITEMAP_POST_COLUMNS).lte('id', highId)
        const page = unwrap<SitemapPost[]>(
          await (after === undefined ? query.gte('id', lowId) : query.gt('id', after))
            .order('id', { ascending: true })
            .limit(MAX_ROWS_PER_REQUEST),
        )
        found.push(...page)
        if (page.length < MAX_ROWS_PER_REQUEST) return found
        after = page.at(-1)?.id
      }
    },
    async listTagSlugs(minStories) {
      const rows = unwrap<{ slug: string }[]>(await client.rpc('sitemap_tags', { min_stories: minStories }))
      return rows.map((row) => row.slug)
    },
    async listNewsPosts(since, limit) {
      return unwrap<NewsSitemapPost[]>(
        await posts()
          .select('id,slug,title,published_at')
          .gte('published_at', since.toISOString())
          .order('published_at', { ascending: false })
          .order('id', { ascending: true })
          .limit(limit),
      )
    },
  }
}
