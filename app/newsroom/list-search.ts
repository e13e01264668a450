import { POST_LIST_PAGE_SIZE } from '../../core/newsroom/list-query.ts'
import { POST_STATUSES, type PostStatus } from '../../core/posts/status.ts'

/** How the posts list can be ordered: column and direction. */
export const LIST_SORTS = {
  'updated-desc': { column: 'updated_at', ascending: false, label: 'Last updated' },
  'created-desc': { column: 'created_at', ascending: false, label: 'Newest first' },
  'created-asc': { column: 'created_at', ascending: true, label: 'Oldest first' },
  'published-desc': { column: 'published_at', ascending: false, label: 'Publish date' },
  'title-asc': { column: 'title', ascending: true, label: 'Title A to Z' },
} as const

export type ListSort = keyof typeof LIST_SORTS

/** Posts on one page of the list. */
export const LIST_PAGE_SIZE = POST_LIST_PAGE_SIZE

/**
 * The posts list's state, kept in the URL (?q=&status=&category=&client=&sort=&page=) so Back,
 * reload and a shared link show the same list. Absent means "any" (status: every post not in the trash).
 */
export interface ListSearch {
  q?: string
  status?: PostStatus
  category?: string
  client?: string
  sort?: ListSort
  page?: number
}

function text(value: unknown): string | undefined {
  const trimmed = typeof value === 'string' ? value.trim() : ''
  return trimmed === '' ? undefined : trimmed.slice(0, 200)
}

/**
 * The list state from raw URL search params: unknown values are dropped rather than refused, so an
 * old or edited link still opens the list.
 * @example parseListSearch({ status: 'draft', page: '2' }) // { status: 'draft', page: 2 }
 */
export function parseListSearch(raw: Record<string, unknown>): ListSearch {
  const search: ListSearch = {}
  const q = text(raw.q)
  if (q) search.q = q
  if (POST_STATUSES.includes(raw.status as PostStatus)) search.status = raw.status as PostStatus
  const category = text(raw.category)
  if (category) search.category = category
  const client = text(raw.client)
  if (client) search.client = client
  if (typeof raw.sort === 'string' && Object.hasOwn(LIST_SORTS, raw.sort)) search.sort = raw.sort as ListSort
  const page = Number(raw.page)
  if (Number.isInteger(page) && page > 1 && page < 100_000) search.page = page
  return search
}
