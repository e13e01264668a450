import type { SupabaseClient } from '@supabase/supabase-js'
import { type PostBrief, readPostBrief } from '../../core/generator/post-brief.ts'
import { type PostAction, type PostPatch, postPatch } from '../../core/newsroom/actions.ts'
import type { DuplicateCandidate as Candidate } from '../../core/newsroom/duplicates.ts'
import {
  applyPostListQuery,
  describePostListQuery,
  type PostQueryBuilder,
} from '../../core/newsroom/list-query.ts'
import type { CallResult } from '../../core/owner/call-result.ts'
import { type BlogPost, type NewBlogPost, POST_COLUMNS } from '../../core/posts/post.ts'
import type { Database } from '../../supabase/database.types.ts'
import { LIST_PAGE_SIZE, LIST_SORTS, type ListSearch } from './list-search.ts'
import type { PostFields } from './post-form.ts'

/** What a row of the posts list shows. */
export type PostRow = Pick<
  BlogPost,
  | 'id'
  | 'slug'
  | 'title'
  | 'author'
  | 'tags'
  | 'business_name'
  | 'status'
  | 'deleted_at'
  | 'published_at'
  | 'updated_at'
  | 'created_at'
>

const ROW_COLUMNS =
  'id, slug, title, author, tags, business_name, status, deleted_at, published_at, updated_at, created_at'

/** Every column the editor and the preview read. */
export const EDITOR_COLUMNS = [...POST_COLUMNS, 'status', 'deleted_at', 'updated_at'].join(', ')

/** A PostgREST answer's error as one thrown Error with the database's code kept. */
export class SaveError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'SaveError'
  }
}

function fail(error: { message: string; code?: string } | null): void {
  if (error) throw new SaveError(error.message, error.code)
}

/** A posts select as the list query sees it: filters that chain, then the answer. */
type ListBuilder = PostQueryBuilder<ListBuilder> &
  PromiseLike<{
    data: unknown[] | null
    error: { message: string; code?: string } | null
    count: number | null
  }>

/**
 * One page of the posts list as the URL describes it, through core's list query (the same filters
 * `newshub posts list` applies): without a status filter the trash is left out.
 */
export async function listPosts(
  client: SupabaseClient<Database>,
  search: ListSearch,
  now: Date,
): Promise<{ rows: PostRow[]; total: number }> {
  const sort = LIST_SORTS[search.sort ?? 'updated-desc']
  const query = describePostListQuery(
    {
      ...(search.status ? { status: search.status } : {}),
      ...(search.category ? { category: search.category } : {}),
      ...(search.client ? { client: search.client } : {}),
      ...(search.q ? { search: search.q } : {}),
      sort: sort.column,
      ascending: sort.ascending,
      page: search.page ?? 1,
      pageSize: LIST_PAGE_SIZE,
    },
    now,
  )
  // supabase-js's own builder types are too deep for the generic; its methods are the ones named.
  const select = client.from('blog_posts').select(ROW_COLUMNS, { count: 'exact' }) as unknown as ListBuilder
  const { data, error, count } = await applyPostListQuery(select, query)
  fail(error)
  return { rows: (data ?? []) as unknown as PostRow[], total: count ?? 0 }
}

/** The client businesses posts were written for, A to Z, for the list's filter. */
export async function listClients(client: SupabaseClient<Database>): Promise<string[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('business_name')
    .not('business_name', 'is', null)
    .order('business_name')
    .limit(1000)
  fail(error)
  return [...new Set((data ?? []).map((row) => String(row.business_name)))]
}

/** Posts a draft is compared with for the duplicate warning: every post not in the trash (up to 1000). */
export type DuplicateCandidate = Candidate & { id: string }

export async function listDuplicateCandidates(
  client: SupabaseClient<Database>,
): Promise<DuplicateCandidate[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('id, slug, title, business_name, keywords, deleted_at')
    .is('deleted_at', null)
    .order('updated_at', { ascending: false })
    .limit(1000)
  fail(error)
  return (data ?? []) as DuplicateCandidate[]
}

/** The post with this id, any status, or null. */
export async function loadPost(client: SupabaseClient<Database>, id: string): Promise<BlogPost | null> {
  const { data, error } = await client.from('blog_posts').select(EDITOR_COLUMNS).eq('id', id).maybeSingle()
  fail(error)
  return (data as unknown as BlogPost | null) ?? null
}

/** The brief a generated post was written to, or null (a hand-written post has none). */
export async function loadPostBrief(client: SupabaseClient<Database>, id: string): Promise<PostBrief | null> {
  const { data, error } = await client.from('post_briefs').select('brief').eq('post_id', id).maybeSingle()
  fail(error)
  return readPostBrief(data?.brief)
}

/**
 * Saves the editor's fields, with an action's columns when one is given (save and publish in one
 * write), and returns the stored row. A new post starts as a draft.
 */
export async function savePost(
  client: SupabaseClient<Database>,
  id: string | null,
  fields: PostFields,
  patch: Partial<PostPatch> = {},
): Promise<BlogPost> {
  const row = { ...fields, slug: fields.slug || null, ...patch }
  const request = id
    ? client.from('blog_posts').update(row).eq('id', id)
    : client.from('blog_posts').insert({ status: 'draft', published_at: null, ...row })
  const { data, error } = await request.select(EDITOR_COLUMNS).single()
  fail(error)
  return data as unknown as BlogPost
}

/**
 * Saves a generated post and the brief it was written to, both or neither: when the brief cannot
 * be kept the new post is removed again, so no report ever judges it without its topic and facts.
 */
export async function insertGeneratedPost(
  client: SupabaseClient<Database>,
  post: NewBlogPost,
  brief: PostBrief,
): Promise<CallResult<{ id: string }>> {
  const { data, error } = await client.from('blog_posts').insert(post).select('id').single()
  if (error) return { data: null, error: { message: error.message } }
  const kept = await client.from('post_briefs').insert({ post_id: data.id, brief: { ...brief } })
  if (!kept.error) return { data: { id: data.id }, error: null }
  await client.from('blog_posts').delete().eq('id', data.id)
  return { data: null, error: { message: kept.error.message } }
}

/** Applies one action (publish, schedule, unpublish, draft, trash, restore) to posts; returns how many changed. */
export async function applyAction(
  client: SupabaseClient<Database>,
  ids: string[],
  action: PostAction,
  now: Date,
  at?: Date,
): Promise<number> {
  const { data, error } = await client
    .from('blog_posts')
    .update(postPatch(action, now, at))
    .in('id', ids)
    .select('id')
  fail(error)
  return data?.length ?? 0
}

/** Deletes posts for good; only posts already in the trash are removed. */
export async function purgePosts(client: SupabaseClient<Database>, ids: string[]): Promise<number> {
  const { data, error } = await client
    .from('blog_posts')
    .delete()
    .in('id', ids)
    .not('deleted_at', 'is', null)
    .select('id')
  fail(error)
  return data?.length ?? 0
}
