import { type FixBatchResponse, runBacklinkFixer } from './backlink-fixer.ts'

function batch(overrides: Partial<FixBatchResponse>): FixBatchResponse {
  return {
    success: true,
    message: 'Processed 10 posts',
    processed: 10,
    updated: 0,
    updatedPosts: [],
    errors: [],
    hasMore: false,
    nextOffset: 10,
    ...overrides,
  }
}

describe('runBacklinkFixer', () => {
  it('runs batches of 10 with a 500 ms pause until there are no more, then reports the totals', async () => {
    const requests: { batchSize: number; offset: number }[] = []
    const waits: number[] = []
    const progress: unknown[] = []
    const answers = [
      batch({
        updated: 2,
        updatedPosts: [
          { id: 'a', title: 'A' },
          { id: 'b', title: 'B' },
        ],
        hasMore: true,
        nextOffset: 10,
      }),
      batch({
        message: 'Processed 4 posts',
        processed: 4,
        updated: 1,
        updatedPosts: [{ id: 'c', title: 'C' }],
        errors: [{ title: 'D', error: 'bad' }],
      }),
    ]
    const outcome = await runBacklinkFixer({
      callBatch: async (request) => {
        requests.push(request)
        return { data: answers.shift() as FixBatchResponse, error: null }
      },
      wait: async (ms) => {
        waits.push(ms)
      },
      onProgress: (p) => progress.push(p),
    })
    expect(requests).toEqual([
      { batchSize: 10, offset: 0 },
      { batchSize: 10, offset: 10 },
    ])
    expect(waits).toEqual([500])
    expect(progress).toEqual([
      { batches: 1, processed: 10, updated: 2 },
      { batches: 2, processed: 14, updated: 3 },
    ])
    expect(outcome).toEqual({
      ok: true,
      message: 'Completed! Updated 3 posts across 2 batches',
      progress: { batches: 2, processed: 14, updated: 3 },
      updatedPosts: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
        { id: 'c', title: 'C' },
      ],
      errors: [{ title: 'D', error: 'bad' }],
    })
  })
  it("stops with 'Failed to fix backlinks: {message}' when a call fails", async () => {
    const outcome = await runBacklinkFixer({
      callBatch: async () => ({ data: null, error: { message: 'Forbidden' } }),
    })
    expect(outcome.message).toBe('Failed to fix backlinks: Forbidden')
    expect(outcome.ok).toBe(false)
  })
  it("stops with 'Failed to process batch' when a batch reports no success", async () => {
    const outcome = await runBacklinkFixer({
      callBatch: async () => ({ data: batch({ success: false }), error: null }),
    })
    expect(outcome).toMatchObject({ ok: false, message: 'Failed to process batch', progress: { batches: 0 } })
  })
  it("stops with 'An error occurred while fixing backlinks' when a call throws", async () => {
    const outcome = await runBacklinkFixer({
      callBatch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    expect(outcome.message).toBe('An error occurred while fixing backlinks')
  })
  it('pauses for real between batches by default', async () => {
    const started = Date.now()
    let calls = 0
    await runBacklinkFixer({
      batchSize: 5,
      pauseMs: 20,
      callBatch: async () => ({ data: batch({ hasMore: calls++ === 0 }), error: null }),
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(15)
  })
})

describe('processed count', () => {
  it("comes from each batch's processed field; the message is only shown", async () => {
    const outcome = await runBacklinkFixer({
      callBatch: async () => ({
        data: batch({ message: 'Batch 2: processed 10 posts, updated 0', processed: 10 }),
        error: null,
      }),
    })
    expect(outcome.progress).toEqual({ batches: 1, processed: 10, updated: 0 })
  })
})
