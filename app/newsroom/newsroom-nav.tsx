import { Link } from '@tanstack/react-router'
import type { PostStatus } from '../../core/posts/status.ts'

const LINK = 'rounded-md px-3 py-1.5 font-semibold text-blue-800 hover:bg-blue-50'
const ACTIVE = { className: 'bg-blue-50' }

/** The newsroom's own menu: posts, a new post, the trash, the subscribers and the listings. */
export function NewsroomNav() {
  return (
    <nav aria-label="Newsroom" className="mt-4 flex flex-wrap gap-2 border-b border-slate-200 pb-3 text-sm">
      <Link to="/newsroom" className={LINK} activeOptions={{ exact: true, includeSearch: false }}>
        Posts
      </Link>
      <Link to="/newsroom/new" className={LINK} activeProps={ACTIVE}>
        New post
      </Link>
      <Link to="/newsroom" search={{ status: 'trashed' }} className={LINK}>
        Trash
      </Link>
      <Link to="/newsroom/subscribers" className={LINK} activeProps={ACTIVE}>
        Subscribers
      </Link>
      <Link to="/newsroom/listings" className={LINK} activeProps={ACTIVE}>
        Listings
      </Link>
    </nav>
  )
}

const BADGE: Record<PostStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
  unpublished: 'bg-orange-100 text-orange-900',
  trashed: 'bg-red-100 text-red-900',
}

const LABEL: Record<PostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  unpublished: 'Unpublished',
  trashed: 'In trash',
}

/** A post's status as a word with a colour (the word alone carries the meaning). */
export function StatusBadge({ status }: { status: PostStatus }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
      {LABEL[status]}
    </span>
  )
}

/** The label a status filter shows. */
export function statusLabel(status: PostStatus): string {
  return LABEL[status]
}
