import type { BlogPost } from './post.ts'

/**
 * What the owner is told about a post. Readers see only `published`; the database's read policy
 * (migration 20241123000300_newsroom.sql) applies the same rule, so this is for labels and filters.
 */
export type PostStatus = 'draft' | 'scheduled' | 'published' | 'unpublished' | 'trashed'

export const POST_STATUSES: readonly PostStatus[] = [
  'draft',
  'scheduled',
  'published',
  'unpublished',
  'trashed',
]

/** The status of a post at `now`: the trash wins, then the status column, then the publishing time. */
export function postStatus(
  post: Pick<BlogPost, 'status' | 'deleted_at' | 'published_at'>,
  now: Date = new Date(),
): PostStatus {
  if (post.deleted_at) return 'trashed'
  if (post.status === 'draft') return 'draft'
  if (post.status === 'unpublished') return 'unpublished'
  if (!post.published_at) return 'draft'
  return Date.parse(post.published_at) > now.getTime() ? 'scheduled' : 'published'
}

/** True when readers can open the post at `now`. */
export function isReadable(
  post: Pick<BlogPost, 'status' | 'deleted_at' | 'published_at'>,
  now?: Date,
): boolean {
  return postStatus(post, now) === 'published'
}
