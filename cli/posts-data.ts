import type { SupabaseClient } from '@supabase/supabase-js'
import type { DuplicateCandidate } from '../core/newsroom/duplicates.ts'
import { readAllPages } from '../core/posts/paging.ts'
import type { Database } from '../supabase/database.types.ts'

/**
 * Every post not in the trash, with the few columns duplicate detection reads, a thousand per
 * request (the service role or an owner sees drafts too).
 */
export async function readDuplicateCandidates(
  client: SupabaseClient<Database>,
): Promise<(DuplicateCandidate & { id: string })[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await client
      .from('blog_posts')
      .select('id,title,slug,business_name,keywords')
      .is('deleted_at', null)
      .order('id')
      .range(from, to)
    if (error) throw new Error(`Could not read the posts: ${error.message}`)
    return data as (DuplicateCandidate & { id: string })[]
  })
}
