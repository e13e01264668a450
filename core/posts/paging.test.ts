import { flattenUniquePosts } from './paging.ts'

describe('flattenUniquePosts', () => {
  it('appends pages in order and skips posts already loaded', () => {
    expect(
      flattenUniquePosts([[{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }], []]).map((p) => p.id),
    ).toEqual(['a', 'b', 'c'])
  })
})
