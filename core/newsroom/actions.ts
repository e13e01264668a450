import type { PostStatusColumn } from '../posts/post.ts'

/** What the owner can do to a post from the newsroom list, the editor or `newshub posts`. */
export type PostAction = 'publish' | 'unpublish' | 'trash' | 'restore' | 'schedule' | 'draft'

export const POST_ACTIONS: readonly PostAction[] = [
  'publish',
  'unpublish',
  'trash',
  'restore',
  'schedule',
  'draft',
]

/**
 * The blog_posts columns an action changes. Spread it into an update; columns it leaves out keep
 * their value (the trash keeps the status, so a trashed post is still known as a draft or a
 * published one while it sits there).
 */
export interface PostPatch {
  status?: PostStatusColumn
  published_at?: string
  deleted_at: string | null
}

/** An action that cannot be applied as asked (a schedule without a future time). */
export class PostActionError extends Error {
  override name = 'PostActionError'
}

/**
 * The columns to update for `action` at `now`; `at` is the time a post is scheduled for.
 *
 * - publish: published now, out of the trash. An earlier publishing time is replaced by `now`
 *   ("publish now" on a scheduled post brings it forward; a republished post is dated today).
 * - schedule: published with the future time `at`; readers see it from then on (the read policy
 *   compares published_at with now()). `at` must be after `now`.
 * - unpublish / draft: hidden from readers, publishing time kept so a later publish can be compared.
 * - trash: deleted_at = now; nothing else changes.
 * - restore: out of the trash as a draft, so restoring never republishes by surprise (WordPress
 *   does the same); the owner publishes again on purpose.
 */
export function postPatch(action: PostAction, now: Date, at?: Date): PostPatch {
  switch (action) {
    case 'publish':
      return { status: 'published', published_at: now.toISOString(), deleted_at: null }
    case 'schedule': {
      if (!at || Number.isNaN(at.getTime())) {
        throw new PostActionError('A scheduled post needs a date and time to appear at.')
      }
      if (at.getTime() <= now.getTime()) {
        throw new PostActionError(
          'The scheduled time has passed: choose a time in the future, or publish now.',
        )
      }
      return { status: 'published', published_at: at.toISOString(), deleted_at: null }
    }
    case 'unpublish':
      return { status: 'unpublished', deleted_at: null }
    case 'draft':
      return { status: 'draft', deleted_at: null }
    case 'trash':
      return { deleted_at: now.toISOString() }
    case 'restore':
      return { status: 'draft', deleted_at: null }
  }
}

/** True for the strings `newshub posts` and the list's bulk menu accept as actions. */
export function isPostAction(value: string): value is PostAction {
  return (POST_ACTIONS as readonly string[]).includes(value)
}
