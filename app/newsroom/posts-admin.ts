import type { SupabaseClient } from '@supabase/supabase-js'
import { type PostAction, type PostPatch, postPatch } from '../../core/newsroom/actions.ts'
import { type BlogPost, POST_COLUMNS } from '../../core/posts/post.ts'
import { containsPattern, LIST_PAGE_SIZE, LIST_SORTS, type ListSearch } from './list-search.ts'
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

/**
 * One page of the posts list as the URL describes it. The status filter is the same rule as
 * core/posts/status.ts postStatus, written as column filters; without one the trash is left out.
 */
export async function listPosts(
  client: SupabaseClient,
  search: ListSearch,
  now: Date,
): Promise<{ rows: PostRow[]; total: number }> {
  const sort = LIST_SORTS[search.sort ?? 'updated-desc']
  const from = ((search.page ?? 1) - 1) * LIST_PAGE_SIZE
  let query = client.from('blog_posts').select(ROW_COLUMNS, { count: 'exact' })
  const nowIso = now.toISOString()
  switch (search.status) {
    case 'trashed':
      query = query.not('deleted_at', 'is', null)
      break
    case 'draft':
      query = query.is('deleted_at', null).eq('status', 'draft')
      break
    case 'unpublished':
      query = query.is('deleted_at', null).eq('status', 'unpublished')
      break
    case 'scheduled':
      query = query.is('deleted_at', null).eq('status', 'published').gt('published_at', nowIso)
      break
    case 'published':
      query = query.is('deleted_at', null).eq('status', 'published').lte('published_at', nowIso)
      break
    default:
      query = query.is('deleted_at', null)
  }
  if (search.q) query = query.ilike('title', containsPattern(search.q))
  if (search.category) query = query.contains('tags', [search.category])
  if (search.client) query = query.eq('business_name', search.client)
  const { data, error, count } = await query
    .order(sort.column, { ascending: sort.ascending, nullsFirst: false })
    .order('id', { ascending: true })
    .range(from, from + LIST_PAGE_SIZE - 1)
  fail(error)
  return { rows: (data ?? []) as PostRow[], total: count ?? 0 }
}

/** The client businesses posts were written for, A to Z, for the list's filter. */
export async function listClients(client: SupabaseClient): Promise<string[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select('business_name')
    .not('business_name', 'is', null)
    .order('business_name')
    .limit(1000)
  fail(error)
  return [...new Set((data ?? []).map((row) => String(row.business_name)))]
}

/** The post with this id, any status, or null. */
export async function loadPost(client: SupabaseClient, id: string): Promise<BlogPost | null> {
  const { data, error } = await client.from('blog_posts').select(EDITOR_COLUMNS).eq('id', id).maybeSingle()
  fail(error)
  return (data as unknown as BlogPost | null) ?? null
}

/**
 * Saves the editor's fields, with an action's columns when one is given (save and publish in one
 * write), and returns the stored row. A new post starts as a draft.
 */
export async function savePost(
  client: SupabaseClient,
  id: string | null,
  fields: PostFields,
  patch: PostPatch = {},
): Promise<BlogPost> {
  const row = { ...fields, slug: fields.slug || null, ...patch }
  const request = id
    ? client.from('blog_posts').update(row).eq('id', id)
    : client.from('blog_posts').insert({ status: 'draft', published_at: null, ...row })
  const { data, error } = await request.select(EDITOR_COLUMNS).single()
  fail(error)
  return data as unknown as BlogPost
}

/** Applies one action (publish, schedule, unpublish, draft, trash, restore) to posts; returns how many changed. */
export async function applyAction(
  client: SupabaseClient,
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
export async function purgePosts(client: SupabaseClient, ids: string[]): Promise<number> {
  const { data, error } = await client
    .from('blog_posts')
    .delete()
    .in('id', ids)
    .not('deleted_at', 'is', null)
    .select('id')
  fail(error)
  return data?.length ?? 0
}

/** The bucket featured images are uploaded to (public read, owner write). */
export const POST_IMAGES_BUCKET = 'post-images'

/**
 * Uploads a featured image as `{yyyy}/{mm}/{uuid}.{ext}` and returns its public URL. The bucket's
 * own limits (size, type) are the rule; its refusal comes back as the error's message.
 */
export async function uploadPostImage(client: SupabaseClient, file: File, now: Date): Promise<string> {
  const ext = (file.name.match(/\.([a-z0-9]+)$/i)?.[1] ?? file.type.split('/')[1] ?? 'img').toLowerCase()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  const path = `${now.getUTCFullYear()}/${month}/${crypto.randomUUID()}.${ext}`
  const bucket = client.storage.from(POST_IMAGES_BUCKET)
  const { error } = await bucket.upload(path, file, { contentType: file.type, upsert: false })
  if (error) throw new SaveError(`Could not upload the image: ${error.message}`)
  return bucket.getPublicUrl(path).data.publicUrl
}
