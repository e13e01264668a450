import type { SupabaseClient } from '@supabase/supabase-js'
import type { DuplicateCandidate } from '../core/newsroom/duplicates.ts'
import type { Database } from '../supabase/database.types.ts'

/** PostgREST's max_rows: one page of a request. */
const PAGE = 1000

/**
 * Every post not in the trash, with the few columns duplicate detection reads, a thousand per
 * request (the service role or an owner sees drafts too).
 */
export async function readDuplicateCandidates(
  client: SupabaseClient<Database>,
): Promise<(DuplicateCandidate & { id: string })[]> {
  const posts: (DuplicateCandidate & { id: string })[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from('blog_posts')
      .select('id,title,slug,business_name,keywords')
      .is('deleted_at', null)
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw new Error(`Could not read the posts: ${error.message}`)
    posts.push(...(data as (DuplicateCandidate & { id: string })[]))
    if (data.length < PAGE) return posts
  }
}
