import { POST_STATUSES, type PostStatus } from '../posts/status.ts'

/** Columns the posts list can be sorted by. */
export const POST_SORT_COLUMNS = ['updated_at', 'published_at', 'created_at', 'title'] as const
export type PostSortColumn = (typeof POST_SORT_COLUMNS)[number]

/** Rows per page of the posts list and `newshub posts list`, unless asked otherwise. */
export const POST_LIST_PAGE_SIZE = 20
export const POST_LIST_MAX_PAGE_SIZE = 100
/** Longest search text the list accepts (the rest is ignored). */
export const POST_SEARCH_MAX_LENGTH = 100

/** What the owner asked the posts list for: from the /newsroom query string or `newshub posts list` flags. */
export interface PostListParams {
  /** A PostStatus, or absent for every post not in the trash. */
  status?: PostStatus
  /** The post's category (its first tag). */
  category?: string
  /** The client business name. */
  client?: string
  /** Words of the title or slug. */
  search?: string
  sort: PostSortColumn
  ascending: boolean
  /** 1-based. */
  page: number
  pageSize: number
}

/** A list parameter that cannot be used; the message says what is accepted. */
export class PostListParamError extends Error {
  override name = 'PostListParamError'
}

function text(value: string | null | undefined, max = 200): string | undefined {
  const trimmed = value?.replace(/\s+/g, ' ').trim().slice(0, max)
  return trimmed ? trimmed : undefined
}

function wholeNumber(name: string, value: string | null | undefined, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new PostListParamError(`${name} must be a whole number from 1 to ${max}.`)
  }
  return Number(value)
}

/**
 * Reads the list parameters from strings (a URL's search params or CLI flags). Unknown status or
 * sort values are errors naming the accepted ones; `sort` may carry a leading '-' for descending
 * ('-updated_at' is the default: the most recently changed first).
 * @example parsePostListParams({ status: 'draft', sort: 'title' })
 */
export function parsePostListParams(raw: Record<string, string | null | undefined>): PostListParams {
  const status = text(raw.status)
  if (status !== undefined && !(POST_STATUSES as readonly string[]).includes(status)) {
    throw new PostListParamError(`Status must be one of ${POST_STATUSES.join(', ')}.`)
  }
  const sortText = text(raw.sort) ?? '-updated_at'
  const descending = sortText.startsWith('-')
  const sort = descending ? sortText.slice(1) : sortText
  if (!(POST_SORT_COLUMNS as readonly string[]).includes(sort)) {
    throw new PostListParamError(
      `Sort must be one of ${POST_SORT_COLUMNS.join(', ')} (a leading - sorts descending).`,
    )
  }
  const params: PostListParams = {
    sort: sort as PostSortColumn,
    ascending: !descending,
    page: wholeNumber('Page', raw.page, 1, 100_000),
    pageSize: wholeNumber('Page size', raw.pageSize, POST_LIST_PAGE_SIZE, POST_LIST_MAX_PAGE_SIZE),
  }
  const category = text(raw.category)
  const client = text(raw.client)
  const search = text(raw.search, POST_SEARCH_MAX_LENGTH)
  if (status) params.status = status as PostStatus
  if (category) params.category = category
  if (client) params.client = client
  if (search) params.search = search
  return params
}

/** The list parameters as a query string, without the defaults (for links and the address bar). */
export function formatPostListParams(params: PostListParams): Record<string, string> {
  const out: Record<string, string> = {}
  if (params.status) out.status = params.status
  if (params.category) out.category = params.category
  if (params.client) out.client = params.client
  if (params.search) out.search = params.search
  const sort = `${params.ascending ? '' : '-'}${params.sort}`
  if (sort !== '-updated_at') out.sort = sort
  if (params.page !== 1) out.page = String(params.page)
  if (params.pageSize !== POST_LIST_PAGE_SIZE) out.pageSize = String(params.pageSize)
  return out
}

/** One condition on a blog_posts column, in PostgREST's terms. */
export type PostFilter =
  | { column: 'status' | 'business_name'; op: 'eq'; value: string }
  | { column: 'deleted_at'; op: 'is-null' | 'not-null' }
  | { column: 'published_at'; op: 'lte' | 'gt'; value: string }
  | { column: 'tags'; op: 'contains'; value: string[] }
  /** Any of the columns contains the text, case-insensitive (an `or` of `ilike`s). */
  | { column: 'search'; op: 'ilike-any'; columns: ('title' | 'slug')[]; value: string }

/** What the data layer applies: filters, then order, then the row range (inclusive). */
export interface PostListQuery {
  filters: PostFilter[]
  order: { column: PostSortColumn | 'id'; ascending: boolean }[]
  range: { from: number; to: number }
}

/** The status filter of each PostStatus (core/posts/status.ts says what each one means). */
function statusFilters(status: PostStatus | undefined, now: Date): PostFilter[] {
  const notTrashed: PostFilter = { column: 'deleted_at', op: 'is-null' }
  const at = now.toISOString()
  switch (status) {
    case undefined:
      return [notTrashed]
    case 'trashed':
      return [{ column: 'deleted_at', op: 'not-null' }]
    case 'draft':
    case 'unpublished':
      return [notTrashed, { column: 'status', op: 'eq', value: status }]
    case 'published':
      return [
        notTrashed,
        { column: 'status', op: 'eq', value: 'published' },
        { column: 'published_at', op: 'lte', value: at },
      ]
    case 'scheduled':
      return [
        notTrashed,
        { column: 'status', op: 'eq', value: 'published' },
        { column: 'published_at', op: 'gt', value: at },
      ]
  }
}

/**
 * The query for the list parameters at `now`. Without a status the trash is left out, as in
 * WordPress's "All". The category is matched as a tag (PostgREST cannot filter on the first
 * element of an array; the page shows the first tag). Ties in the sort are broken by id so paging
 * never repeats or skips a post.
 */
export function describePostListQuery(params: PostListParams, now: Date): PostListQuery {
  const filters = statusFilters(params.status, now)
  if (params.category) filters.push({ column: 'tags', op: 'contains', value: [params.category] })
  if (params.client) filters.push({ column: 'business_name', op: 'eq', value: params.client })
  if (params.search) {
    filters.push({ column: 'search', op: 'ilike-any', columns: ['title', 'slug'], value: params.search })
  }
  const from = (params.page - 1) * params.pageSize
  return {
    filters,
    order: [
      { column: params.sort, ascending: params.ascending },
      { column: 'id', ascending: params.ascending },
    ],
    range: { from, to: from + params.pageSize - 1 },
  }
}

/**
 * A PostgREST `ilike` pattern for text typed by the owner: `%` and `_` are taken literally (SQL's
 * backslash escape); `*`, which PostgREST turns into `%` with no way to escape it, is dropped.
 */
export function ilikePattern(search: string): string {
  const escaped = search.replace(/\*/g, '').replace(/[\\%_]/g, (char) => `\\${char}`)
  return `*${escaped}*`
}

/** The PostgREST `or=()` expression of an `ilike-any` filter, its value double-quoted. */
export function ilikeAnyExpression(columns: readonly string[], search: string): string {
  const quoted = `"${ilikePattern(search).replace(/["\\]/g, (char) => `\\${char}`)}"`
  return columns.map((column) => `${column}.ilike.${quoted}`).join(',')
}

/**
 * The subset of supabase-js's filter builder the list uses, so app and CLI apply a PostListQuery
 * the same way without core knowing Supabase.
 */
export interface PostQueryBuilder<B> {
  eq(column: string, value: string): B
  is(column: string, value: null): B
  not(column: string, operator: string, value: null): B
  lte(column: string, value: string): B
  gt(column: string, value: string): B
  contains(column: string, value: string[]): B
  or(filters: string): B
  order(column: string, options: { ascending: boolean }): B
  range(from: number, to: number): B
}

/** Applies a PostListQuery to a supabase-js select (`client.from('blog_posts').select(...)`). */
export function applyPostListQuery<B extends PostQueryBuilder<B>>(builder: B, query: PostListQuery): B {
  let next = builder
  for (const filter of query.filters) {
    switch (filter.op) {
      case 'eq':
        next = next.eq(filter.column, filter.value)
        break
      case 'is-null':
        next = next.is(filter.column, null)
        break
      case 'not-null':
        next = next.not(filter.column, 'is', null)
        break
      case 'lte':
        next = next.lte(filter.column, filter.value)
        break
      case 'gt':
        next = next.gt(filter.column, filter.value)
        break
      case 'contains':
        next = next.contains(filter.column, filter.value)
        break
      case 'ilike-any':
        next = next.or(ilikeAnyExpression(filter.columns, filter.value))
        break
    }
  }
  for (const { column, ascending } of query.order) next = next.order(column, { ascending })
  return next.range(query.range.from, query.range.to)
}
