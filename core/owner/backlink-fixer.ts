import { BACKLINK_BATCH_PAUSE_MS, BACKLINK_BATCH_SIZE } from '../constants.ts'
import { type CallResult, pause } from './call-result.ts'

/** What one fix-backlinks call answers. */
export interface FixBatchResponse {
  success: boolean
  message: string
  /** How many posts the batch read; the message says it too, for people. */
  processed: number
  updated: number
  updatedPosts: { id: string; title: string }[]
  errors: { title: string; error: string }[]
  hasMore: boolean
  nextOffset: number
}

/** Live counts of a fixer run. */
export interface FixerProgress {
  batches: number
  processed: number
  updated: number
}

/** How a fixer run ended, with the message the page shows and the CLI prints. */
export interface FixerOutcome {
  ok: boolean
  message: string
  progress: FixerProgress
  updatedPosts: FixBatchResponse['updatedPosts']
  errors: FixBatchResponse['errors']
}

/**
 * Runs the backlink fixer to the end: batches of 10 from offset 0, a 500 ms pause between
 * batches, progress after each. It stops with 'Failed to fix backlinks: {message}' when a call
 * fails, 'Failed to process batch' when a batch reports no success, and 'An error occurred while
 * fixing backlinks' when a call throws; otherwise it ends with 'Completed! Updated {n} posts
 * across {m} batches'.
 */
export async function runBacklinkFixer(options: {
  callBatch: (request: { batchSize: number; offset: number }) => Promise<CallResult<FixBatchResponse>>
  batchSize?: number
  pauseMs?: number
  wait?: (ms: number) => Promise<void>
  onProgress?: (progress: FixerProgress) => void
}): Promise<FixerOutcome> {
  const batchSize = options.batchSize ?? BACKLINK_BATCH_SIZE
  const wait = options.wait ?? pause
  const progress: FixerProgress = { batches: 0, processed: 0, updated: 0 }
  const updatedPosts: FixBatchResponse['updatedPosts'] = []
  const errors: FixBatchResponse['errors'] = []
  const end = (ok: boolean, message: string): FixerOutcome => ({
    ok,
    message,
    progress: { ...progress },
    updatedPosts,
    errors,
  })
  let offset = 0
  try {
    for (;;) {
      const result = await options.callBatch({ batchSize, offset })
      if (result.error) return end(false, `Failed to fix backlinks: ${result.error.message}`)
      const batch = result.data
      if (!batch.success) return end(false, 'Failed to process batch')
      progress.batches++
      progress.processed += batch.processed
      progress.updated += batch.updated
      updatedPosts.push(...batch.updatedPosts)
      errors.push(...batch.errors)
      options.onProgress?.({ ...progress })
      if (!batch.hasMore) break
      offset = batch.nextOffset
      await wait(options.pauseMs ?? BACKLINK_BATCH_PAUSE_MS)
    }
  } catch {
    return end(false, 'An error occurred while fixing backlinks')
  }
  return end(true, `Completed! Updated ${progress.updated} posts across ${progress.batches} batches`)
}
