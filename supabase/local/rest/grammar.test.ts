import { describe, expect, it } from 'vitest'
import { ApiError } from '../errors.ts'
import { parseFilter, parseLogic, parseOrder, parseQuery, parseSelect } from './grammar.ts'

function errorOf(run: () => unknown): ApiError {
  try {
    run()
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected an ApiError')
}

describe('filters', () => {
  it('reads operator and value, keeping dots and commas of a top-level value', () => {
    expect(parseFilter('created_at', 'lt.2024-05-01T10:00:00.000Z')).toEqual({
      kind: 'filter',
      column: 'created_at',
      negate: false,
      operator: 'lt',
      value: { kind: 'scalar', text: '2024-05-01T10:00:00.000Z' },
    })
    expect(parseFilter('title', 'eq.a,b.c').value).toEqual({ kind: 'scalar', text: 'a,b.c' })
  })

  it('reads not., in lists with quotes, is values and full-text configs', () => {
    expect(parseFilter('author', 'not.in.(Ann,"Doe, Jane","say \\"hi\\"")')).toMatchObject({
      negate: true,
      operator: 'in',
      value: { kind: 'list', items: ['Ann', 'Doe, Jane', 'say "hi"'] },
    })
    expect(parseFilter('published_at', 'is.NULL').value).toEqual({ kind: 'is', value: 'null' })
    expect(parseFilter('fts', 'wfts(english).pickleball courts').value).toEqual({
      kind: 'fts',
      config: 'english',
      query: 'pickleball courts',
    })
  })

  it('refuses unknown and unsupported operators, bad is values and lists without parentheses', () => {
    for (const [key, value] of [
      ['id', 'foo.1'],
      ['id', 'sl.(1,2)'],
      ['id', 'eq'],
      ['id', 'eq(any).{1,2}'],
      ['id', 'is.maybe'],
      ['id', 'in.1,2'],
      ['id->x', 'eq.1'],
      ['bad column', 'eq.1'],
    ] as const) {
      const error = errorOf(() => parseFilter(key, value))
      expect(error.status, `${key}=${value}`).toBe(400)
      expect(error.body.code, `${key}=${value}`).toBe('PGRST100')
    }
    expect(errorOf(() => parseFilter('author.name', 'eq.x')).body.code).toBe('PGRST108')
  })
})

describe('logic trees', () => {
  it('nests and/or/not and unquotes values', () => {
    expect(parseLogic('or', false, '(slug.eq."a,b",and(id.gt.1,not.or(title.is.null,title.eq.x)))')).toEqual({
      kind: 'logic',
      operator: 'or',
      negate: false,
      conditions: [
        {
          kind: 'filter',
          column: 'slug',
          negate: false,
          operator: 'eq',
          value: { kind: 'scalar', text: 'a,b' },
        },
        {
          kind: 'logic',
          operator: 'and',
          negate: false,
          conditions: [
            {
              kind: 'filter',
              column: 'id',
              negate: false,
              operator: 'gt',
              value: { kind: 'scalar', text: '1' },
            },
            {
              kind: 'logic',
              operator: 'or',
              negate: true,
              conditions: [
                {
                  kind: 'filter',
                  column: 'title',
                  negate: false,
                  operator: 'is',
                  value: { kind: 'is', value: 'null' },
                },
                {
                  kind: 'filter',
                  column: 'title',
                  negate: false,
                  operator: 'eq',
                  value: { kind: 'scalar', text: 'x' },
                },
              ],
            },
          ],
        },
      ],
    })
  })

  it('refuses unbalanced parentheses, open quotes and empty trees', () => {
    for (const value of ['(a.eq.1', 'a.eq.1)', '()', '(a.eq."x)', '(a)', '(a.eq.1))']) {
      expect(errorOf(() => parseLogic('or', false, value)).body.code, value).toBe('PGRST100')
    }
  })
})

describe('select, order and paging', () => {
  it('reads aliases, casts and star', () => {
    expect(parseSelect('id,headline:title,created_at::text,*')).toEqual([
      { kind: 'column', column: 'id', alias: undefined, cast: undefined },
      { kind: 'column', column: 'title', alias: 'headline', cast: undefined },
      { kind: 'column', column: 'created_at', alias: undefined, cast: 'text' },
      { kind: 'star' },
    ])
    expect(parseSelect('id,author(name)')[1]).toEqual({ kind: 'embed', name: 'author' })
    expect(errorOf(() => parseSelect('count()')).body.code).toBe('PGRST123')
    expect(errorOf(() => parseSelect('id::regclass')).body.code).toBe('PGRST100')
  })

  it('reads order terms with direction and nulls', () => {
    expect(parseOrder('created_at.desc,title.asc.nullslast,id')).toEqual([
      { column: 'created_at', descending: true, nulls: undefined },
      { column: 'title', descending: false, nulls: 'last' },
      { column: 'id', descending: false, nulls: undefined },
    ])
    expect(errorOf(() => parseOrder('id.desc.asc')).body.code).toBe('PGRST100')
  })

  it('reads the whole query string, repeated filters included', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id&id=gt.1&id=lt.9&order=id&limit=10&offset=20&on_conflict=slug&columns="title","content"',
      ),
    )
    expect(query.where).toHaveLength(2)
    expect(query).toMatchObject({
      limit: 10,
      offset: 20,
      onConflict: ['slug'],
      columns: ['title', 'content'],
    })
    expect(errorOf(() => parseQuery(new URLSearchParams('limit=-1'))).body.code).toBe('PGRST100')
  })
})
