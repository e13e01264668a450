import { z } from 'zod'
import { BACKLINK_BATCH_SIZE } from '../../../core/constants.ts'
import { addBacklinks } from '../../../core/links/backlinks.ts'
import type { FixBatchResponse } from '../../../core/owner/backlink-fixer.ts'
import { requireOwner } from '../_shared/auth.ts'
import { clientFor, type FunctionContext } from '../_shared/context.ts'
import { FunctionError, handleRequests, jsonResponse, readJsonBody } from '../_shared/http.ts'

const inputSchema = z.object({
  batchSize: z
    .number({ error: 'batchSize must be a whole number from 1 to 100.' })
    .int({ error: 'batchSize must be a whole number from 1 to 100.' })
    .min(1, { error: 'batchSize must be a whole number from 1 to 100.' })
    .max(100, { error: 'batchSize must be a whole number from 1 to 100.' })
    .default(BACKLINK_BATCH_SIZE),
  offset: z
    .number({ error: 'offset must be a whole number, 0 or more.' })
    .int({ error: 'offset must be a whole number, 0 or more.' })
    .min(0, { error: 'offset must be a whole number, 0 or more.' })
    .default(0),
})

interface PostRow {
  id: string
  title: string
  content: string
  backlink_url: string | null
  canonical_url: string | null
  business_name: string | null
  keywords: string[] | null
  sponsored: boolean
}

/** The answer of one batch: the contract the fixer loop in core reads. */
export type FixBacklinksResult = FixBatchResponse & { success: true }

/**
 * POST /functions/v1/fix-backlinks {batchSize, offset}: owner or service role only. Reads one batch
 * of posts (oldest first, so offsets stay stable) and gives each post with fewer than 2 links to its
 * backlink host 2 or 3, using core's addBacklinks. Each post is saved by its own update, so a post
 * is either fully fixed or untouched; a fixed post already has its links, so a second run changes
 * nothing.
 */
export function createFixBacklinksHandler(context: FunctionContext): (request: Request) => Promise<Response> {
  return handleRequests(['POST'], async (request) => {
    const caller = await requireOwner(request, context)
    const input = inputSchema.safeParse(await readJsonBody(request))
    if (!input.success)
      throw new FunctionError(400, 'invalid_input', input.error.issues[0]?.message ?? 'Invalid input.')
    const { batchSize, offset } = input.data
    const client = clientFor(context, caller.token)
    const { data, error, count } = await client
      .from('blog_posts')
      .select('id,title,content,backlink_url,canonical_url,business_name,keywords,sponsored', {
        count: 'exact',
      })
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(offset, offset + batchSize - 1)
    if (error) throw new FunctionError(502, 'database_error', 'The posts could not be read.', error.message)

    const posts = (data ?? []) as PostRow[]
    const result: FixBacklinksResult = {
      success: true,
      message: '',
      processed: posts.length,
      updated: 0,
      updatedPosts: [],
      errors: [],
      hasMore: false,
      nextOffset: offset + posts.length,
    }
    for (const post of posts) {
      const fixed = addBacklinks(post)
      if (fixed.added === 0) continue
      const { error: updateError } = await client
        .from('blog_posts')
        .update({ content: fixed.content })
        .eq('id', post.id)
      if (updateError) {
        result.errors.push({ title: post.title, error: updateError.message })
        continue
      }
      result.updated++
      result.updatedPosts.push({ id: post.id, title: post.title })
    }
    result.hasMore = count === null ? posts.length === batchSize : result.nextOffset < count
    result.message = `Processed ${result.processed} posts, updated ${result.updated}`
    return jsonResponse(result)
  })
}
