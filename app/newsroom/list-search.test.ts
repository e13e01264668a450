import { describe, expect, it } from 'vitest'
import { parseListSearch } from './list-search.ts'

describe('parseListSearch', () => {
  it('keeps known values and drops the rest, so an edited link still opens the list', () => {
    expect(
      parseListSearch({
        q: '  lake  ',
        status: 'draft',
        category: 'Local',
        client: 'Acme',
        sort: 'title-asc',
        page: '3',
      }),
    ).toEqual({ q: 'lake', status: 'draft', category: 'Local', client: 'Acme', sort: 'title-asc', page: 3 })
    expect(parseListSearch({ q: ' ', status: 'gone', sort: 'toString', page: '1.5' })).toEqual({})
    expect(parseListSearch({ page: 1 })).toEqual({})
  })
})
