import type { BlogPost } from '../posts/post.ts'

/** What the owner can do to a post from the newsroom or the CLI. */
export type PostAction = 'publish' | 'unpublish' | 'trash' | 'restore' | 'schedule' | 'draft'

/** The columns one action changes; columns it leaves out keep their value. */
export type PostPatch = Partial<Pick<BlogPost, 'status' | 'published_at'>> & { deleted_at?: string | null }

/**
 * The blog_posts columns to update for an action at `now` (one rule for the pages and the CLI):
 * publish makes the post public now, schedule makes it public at `at` (which must be later than
 * now), draft and unpublish hide it keeping its date, trash sets deleted_at and restore clears it,
 * leaving the status as it was (a restored post is what it was before the trash).
 * @example postPatch('schedule', now, at) // { status: 'published', published_at: at.toISOString(), deleted_at: null }
 */
export function postPatch(action: PostAction, now: Date, at?: Date): PostPatch {
  switch (action) {
    case 'publish':
      return { status: 'published', published_at: now.toISOString(), deleted_at: null }
    case 'schedule':
      if (!at || Number.isNaN(at.getTime())) throw new RangeError('Choose a date and time to publish at.')
      if (at.getTime() <= now.getTime())
        throw new RangeError('Choose a time in the future to schedule the post.')
      return { status: 'published', published_at: at.toISOString(), deleted_at: null }
    case 'draft':
      return { status: 'draft', deleted_at: null }
    case 'unpublish':
      return { status: 'unpublished', deleted_at: null }
    case 'trash':
      return { deleted_at: now.toISOString() }
    case 'restore':
      return { deleted_at: null }
  }
}
