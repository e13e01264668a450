import { addBacklinks } from '../../core/links/backlinks.ts'
import { type FixBatchResponse, runBacklinkFixer } from '../../core/owner/backlink-fixer.ts'
import { invokeFunction } from '../../core/owner/call-result.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { type BackendOptions, withBackend } from '../backend.ts'
import { createOutput } from '../output.ts'

/** Options of `newshub fix-backlinks`. */
export interface FixBacklinksOptions extends BackendOptions {
  batchSize: number
  dryRun?: boolean
  json?: boolean
}

/**
 * `newshub fix-backlinks`: the fix-backlinks function in batches with live counts, ending with the
 * page's message. --dry-run reads the posts and reports, with the same core rule, which would change.
 */
export async function runFixBacklinks(options: FixBacklinksOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub fix-backlinks', async (backend) => {
    if (options.dryRun) {
      const { data, error } = await backend.client
        .from('blog_posts')
        .select('id,title,content,backlink_url,canonical_url,business_name,keywords')
        .not('backlink_url', 'is', null)
      if (error) throw new Error(`Failed to fix backlinks: ${error.message}`)
      const posts = (data ?? []) as Pick<
        BlogPost,
        'id' | 'title' | 'content' | 'backlink_url' | 'business_name' | 'keywords'
      >[]
      const wouldUpdate = posts.filter((post) => addBacklinks(post).added > 0)
      output.line(`Dry run: ${wouldUpdate.length} of ${posts.length} posts with a backlink would get links.`)
      for (const post of wouldUpdate) output.line(`  ${post.title}`)
      output.result({
        dryRun: true,
        checked: posts.length,
        wouldUpdate: wouldUpdate.map(({ id, title }) => ({ id, title })),
      })
      return
    }
    const spinner = output.spin('Fixing backlinks...')
    const outcome = await runBacklinkFixer({
      batchSize: options.batchSize,
      callBatch: (request) => invokeFunction<FixBatchResponse>(backend.client, 'fix-backlinks', request),
      onProgress: (progress) =>
        output.progress(
          spinner,
          `Batches ${progress.batches} · posts processed ${progress.processed} · posts updated ${progress.updated}`,
        ),
    })
    output.finish(spinner, outcome.ok, outcome.message)
    for (const post of outcome.updatedPosts) output.line(`  updated: ${post.title}`)
    for (const failure of outcome.errors) output.line(`  error: ${failure.title}: ${failure.error}`)
    output.result(outcome)
    if (!outcome.ok) throw new Error(outcome.message)
  })
}
