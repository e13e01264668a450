import { describe, expect, it } from 'vitest'
import {
  applyPostListQuery,
  describePostListQuery,
  formatPostListParams,
  ilikeAnyExpression,
  PostListParamError,
  type PostQueryBuilder,
  parsePostListParams,
} from './list-query.ts'

const NOW = new Date('2026-11-23T12:00:00Z')

describe('parsePostListParams', () => {
  it('defaults to every post, most recently changed first, 20 a page', () => {
    expect(parsePostListParams({})).toEqual({ sort: 'updated_at', ascending: false, page: 1, pageSize: 20 })
  })

  it('reads filters, an ascending or descending sort and paging, trimming the text', () => {
    expect(
      parsePostListParams({
        status: 'scheduled',
        category: ' Business ',
        client: 'Mitten State  Bail Bonds',
        search: '  roof ',
        sort: 'title',
        page: '3',
        pageSize: '50',
      }),
    ).toEqual({
      status: 'scheduled',
      category: 'Business',
      client: 'Mitten State Bail Bonds',
      search: 'roof',
      sort: 'title',
      ascending: true,
      page: 3,
      pageSize: 50,
    })
    expect(parsePostListParams({ sort: '-published_at', status: '' })).toMatchObject({
      sort: 'published_at',
      ascending: false,
    })
  })

  it('refuses unknown statuses, sorts and bad page numbers, saying what is accepted', () => {
    expect(() => parsePostListParams({ status: 'live' })).toThrow(
      'Status must be one of draft, scheduled, published, unpublished, trashed.',
    )
    expect(() => parsePostListParams({ sort: 'content' })).toThrow(PostListParamError)
    expect(() => parsePostListParams({ page: '0' })).toThrow('Page must be a whole number from 1 to 100000.')
    expect(() => parsePostListParams({ pageSize: '101' })).toThrow(/Page size/)
    expect(() => parsePostListParams({ page: '2.5' })).toThrow(/Page/)
  })

  it('formats back to the query string without the defaults', () => {
    const params = parsePostListParams({ status: 'draft', sort: 'title', page: '2' })
    expect(formatPostListParams(params)).toEqual({ status: 'draft', sort: 'title', page: '2' })
    expect(parsePostListParams(formatPostListParams(params))).toEqual(params)
    expect(formatPostListParams(parsePostListParams({}))).toEqual({})
  })
})

describe('describePostListQuery', () => {
  const describe_ = (raw: Record<string, string>) => describePostListQuery(parsePostListParams(raw), NOW)

  it('leaves the trash out unless it is asked for', () => {
    expect(describe_({}).filters).toEqual([{ column: 'deleted_at', op: 'is-null' }])
    expect(describe_({ status: 'trashed' }).filters).toEqual([{ column: 'deleted_at', op: 'not-null' }])
  })

  it('tells published from scheduled by the publishing time at now', () => {
    expect(describe_({ status: 'published' }).filters).toContainEqual({
      column: 'published_at',
      op: 'lte',
      value: NOW.toISOString(),
    })
    expect(describe_({ status: 'scheduled' }).filters).toContainEqual({
      column: 'published_at',
      op: 'gt',
      value: NOW.toISOString(),
    })
    expect(describe_({ status: 'draft' }).filters).toContainEqual({
      column: 'status',
      op: 'eq',
      value: 'draft',
    })
  })

  it('pages with an inclusive range and breaks sort ties by id', () => {
    const query = describe_({ page: '3', pageSize: '10', sort: 'title' })
    expect(query.range).toEqual({ from: 20, to: 29 })
    expect(query.order).toEqual([
      { column: 'title', ascending: true },
      { column: 'id', ascending: true },
    ])
  })
})

describe('ilikeAnyExpression', () => {
  it('quotes the owner’s text so commas, dots, parentheses and wildcards are literal', () => {
    expect(ilikeAnyExpression(['title', 'slug'], 'roof')).toBe('title.ilike."*roof*",slug.ilike."*roof*"')
    expect(ilikeAnyExpression(['title'], 'a,b.(c)')).toBe('title.ilike."*a,b.(c)*"')
    expect(ilikeAnyExpression(['title'], '50%_off*"x"')).toBe('title.ilike."*50\\\\%\\\\_off\\"x\\"*"')
  })
})

describe('applyPostListQuery', () => {
  it('calls the builder once per filter, then order and range', () => {
    const calls: string[] = []
    interface Recorder extends PostQueryBuilder<Recorder> {}
    const builder: Recorder = new Proxy({} as Recorder, {
      get:
        (_target, name) =>
        (...args: unknown[]) => {
          calls.push(`${String(name)}(${args.map((arg) => JSON.stringify(arg)).join(',')})`)
          return builder
        },
    })
    applyPostListQuery(
      builder,
      describePostListQuery(
        parsePostListParams({ status: 'trashed', category: 'Business', search: 'x' }),
        NOW,
      ),
    )
    expect(calls).toEqual([
      'not("deleted_at","is",null)',
      'contains("tags",["Business"])',
      'or("title.ilike.\\"*x*\\",slug.ilike.\\"*x*\\"")',
      'order("updated_at",{"ascending":false})',
      'order("id",{"ascending":false})',
      'range(0,19)',
    ])
  })
})
