import { flattenUniquePosts, MAX_ROWS_PER_REQUEST, readAllPages } from './paging.ts'

describe('flattenUniquePosts', () => {
  it('appends pages in order and skips posts already loaded', () => {
    expect(
      flattenUniquePosts([[{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], []]).map((p) => p.id),
    ).toEqual(['a', 'b', 'c'])
  })
})

describe('readAllPages', () => {
  const rows = (count: number) => Array.from({ length: count }, (_, index) => index)

  it('reads pages of 1000 rows until a short page', async () => {
    const ranges: [number, number][] = []
    const all = await readAllPages(async (from, to) => {
      ranges.push([from, to])
      return rows(from < 2000 ? MAX_ROWS_PER_REQUEST : 3)
    })
    expect(ranges).toEqual([
      [0, 999],
      [1000, 1999],
      [2000, 2999],
    ])
    expect(all).toHaveLength(2003)
  })
  it('asks once more after a full last page, and passes a failure on', async () => {
    let calls = 0
    expect(await readAllPages(async () => rows(calls++ === 0 ? MAX_ROWS_PER_REQUEST : 0))).toHaveLength(1000)
    expect(calls).toBe(2)
    await expect(
      readAllPages(async () => {
        throw new Error('down')
      }),
    ).rejects.toThrow('down')
  })
})
