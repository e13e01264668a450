import { createFileRoute, Link } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { CATEGORIES } from '../../core/data/categories.ts'
import type { PostAction } from '../../core/newsroom/actions.ts'
import { formatLongDate } from '../../core/posts/dates.ts'
import { POST_STATUSES, postStatus } from '../../core/posts/status.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { ConfirmDialog } from '../newsroom/confirm-dialog.tsx'
import {
  LIST_PAGE_SIZE,
  LIST_SORTS,
  type ListSearch,
  type ListSort,
  parseListSearch,
} from '../newsroom/list-search.ts'
import { NewsroomNav, StatusBadge, statusLabel } from '../newsroom/newsroom-nav.tsx'
import { applyAction, listClients, listPosts, type PostRow, purgePosts } from '../newsroom/posts-admin.ts'

export const Route = createFileRoute('/newsroom/')({
  validateSearch: (raw: Record<string, unknown>): ListSearch => parseListSearch(raw),
  head: ({ match }) => buildToolHead('Newsroom', '/newsroom', match.context.config.siteUrl),
  component: () => <OwnerGate title="Newsroom">{(owner) => <PostsList owner={owner} />}</OwnerGate>,
})

type Loaded =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; rows: PostRow[]; total: number }

/** A bulk action the owner asked for and has yet to confirm. */
type Pending = { action: PostAction | 'purge'; ids: string[] }

const BULK: Record<Pending['action'], { button: string; question: string; done: string; danger?: boolean }> =
  {
    publish: {
      button: 'Publish',
      question: 'Publish {n} now? Readers will see them at once.',
      done: 'published',
    },
    unpublish: {
      button: 'Unpublish',
      question: 'Unpublish {n}? Readers will no longer see them.',
      done: 'unpublished',
    },
    trash: {
      button: 'Move to trash',
      question: 'Move {n} to the trash? You can restore them from the trash.',
      done: 'moved to the trash',
    },
    restore: { button: 'Restore', question: 'Restore {n} from the trash?', done: 'restored' },
    purge: {
      button: 'Delete for good',
      question: 'Delete {n} for good? This cannot be undone.',
      done: 'deleted for good',
      danger: true,
    },
    schedule: { button: 'Schedule', question: '', done: 'scheduled' },
    draft: {
      button: 'Back to draft',
      question: 'Turn {n} back into drafts?',
      done: 'turned back into drafts',
    },
  }

const posts = (n: number) => (n === 1 ? '1 post' : `${n} posts`)

/** The posts list: search, filters, sort and paging live in the URL; bulk actions ask first. */
function PostsList({ owner }: { owner: OwnerSession }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [clients, setClients] = useState<string[]>([])
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [pending, setPending] = useState<Pending | null>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const [version, setVersion] = useState(0)
  const ids = { q: useId(), status: useId(), category: useId(), client: useId(), sort: useId() }
  const trash = search.status === 'trashed'

  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads the list after an action
  useEffect(() => {
    let active = true
    setLoaded({ kind: 'loading' })
    listPosts(owner.client, search, new Date()).then(
      ({ rows, total }) => active && setLoaded({ kind: 'done', rows, total }),
      (error: Error) =>
        active && setLoaded({ kind: 'error', message: `Could not load the posts: ${error.message}` }),
    )
    return () => {
      active = false
    }
  }, [owner.client, search, version])

  useEffect(() => {
    listClients(owner.client).then(setClients, () => setClients([]))
  }, [owner.client])

  // A new list (another filter or page) starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cleared whenever the URL's list changes
  useEffect(() => setSelected(new Set()), [search])

  const go = useCallback(
    (change: Partial<ListSearch>) =>
      navigate({ search: (previous) => parseListSearch({ ...previous, page: undefined, ...change }) }),
    [navigate],
  )

  const announce = (text: string, error = false) => {
    setMessage({ text, error })
    // The result is read out (role=status) and focus lands on it, where Tab continues.
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  const run = async ({ action, ids: chosen }: Pending) => {
    setPending(null)
    try {
      const changed =
        action === 'purge'
          ? await purgePosts(owner.client, chosen)
          : await applyAction(owner.client, chosen, action, new Date())
      announce(`${posts(changed)} ${BULK[action].done}.`)
      setSelected(new Set())
      setVersion((n) => n + 1)
    } catch (error) {
      announce(`Could not change the posts: ${(error as Error).message}`, true)
    }
  }

  const rows = loaded.kind === 'done' ? loaded.rows : []
  const total = loaded.kind === 'done' ? loaded.total : 0
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
  const allChosen = rows.length > 0 && rows.every((row) => selected.has(row.id))
  const bulk: Pending['action'][] = trash ? ['restore', 'purge'] : ['publish', 'unpublish', 'trash']

  return (
    <div>
      <NewsroomNav />
      <h2 className="mt-6 text-xl font-bold">{trash ? 'Trash' : 'Posts'}</h2>
      <search className="block">
        <form
          aria-label="Find posts"
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            go({ q: String(new FormData(event.currentTarget).get('q') ?? '') })
          }}
        >
          <div>
            <label htmlFor={ids.q} className="block text-sm font-semibold">
              Search titles
            </label>
            <input
              id={ids.q}
              name="q"
              type="search"
              defaultValue={search.q ?? ''}
              key={search.q ?? ''}
              className="mt-1 w-56 rounded-md border border-slate-300 px-3 py-1.5"
            />
          </div>
          <button
            type="submit"
            className="rounded-md bg-blue-800 px-4 py-1.5 font-semibold text-white hover:bg-blue-900"
          >
            Search
          </button>
          <div>
            <label htmlFor={ids.status} className="block text-sm font-semibold">
              Status
            </label>
            <select
              id={ids.status}
              value={search.status ?? ''}
              onChange={(event) => go({ status: (event.target.value || undefined) as ListSearch['status'] })}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
            >
              <option value="">Any (not in trash)</option>
              {POST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.category} className="block text-sm font-semibold">
              Category
            </label>
            <select
              id={ids.category}
              value={search.category ?? ''}
              onChange={(event) => go({ category: event.target.value || undefined })}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
            >
              <option value="">Any</option>
              {CATEGORIES.map((category) => (
                <option key={category.slug} value={category.name}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.client} className="block text-sm font-semibold">
              Client
            </label>
            <select
              id={ids.client}
              value={search.client ?? ''}
              onChange={(event) => go({ client: event.target.value || undefined })}
              className="mt-1 max-w-48 rounded-md border border-slate-300 px-2 py-1.5"
            >
              <option value="">Any</option>
              {[...new Set([...clients, ...(search.client ? [search.client] : [])])].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.sort} className="block text-sm font-semibold">
              Sort
            </label>
            <select
              id={ids.sort}
              value={search.sort ?? 'updated-desc'}
              onChange={(event) => go({ sort: event.target.value as ListSort })}
              className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
            >
              {Object.entries(LIST_SORTS).map(([value, sort]) => (
                <option key={value} value={value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>

      <fieldset className="mt-4 flex flex-wrap items-center gap-2">
        <legend className="sr-only">With the selected posts</legend>
        <span className="text-sm text-slate-600">{selected.size} selected</span>
        {bulk.map((action) => (
          <button
            key={action}
            type="button"
            disabled={selected.size === 0}
            onClick={() => setPending({ action, ids: [...selected] })}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50"
          >
            {BULK[action].button}
          </button>
        ))}
      </fieldset>
      <p
        ref={messageRef}
        tabIndex={-1}
        role={message?.error ? 'alert' : 'status'}
        className={`mt-3 min-h-6 font-semibold ${message?.error ? 'text-red-800' : 'text-green-900'}`}
      >
        {message?.text}
      </p>

      {loaded.kind === 'loading' ? (
        <p role="status" className="mt-4">
          Loading posts...
        </p>
      ) : loaded.kind === 'error' ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {loaded.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="mt-4">{trash ? 'The trash is empty.' : 'No posts match.'}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">
              {trash ? 'Posts in the trash' : 'Posts'}, page {page} of {pages}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  <input
                    type="checkbox"
                    aria-label="Select every post on this page"
                    checked={allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.id)))}
                  />
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Title
                </th>
                <th scope="col" className="py-2 pr-3">
                  Author
                </th>
                <th scope="col" className="py-2 pr-3">
                  Category
                </th>
                <th scope="col" className="py-2 pr-3">
                  Client
                </th>
                <th scope="col" className="py-2">
                  Updated
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-slate-200 align-top">
                  <td className="py-2 pr-3">
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.title}`}
                      checked={selected.has(row.id)}
                      onChange={() =>
                        setSelected((current) => {
                          const next = new Set(current)
                          if (!next.delete(row.id)) next.add(row.id)
                          return next
                        })
                      }
                    />
                  </td>
                  <td className="py-2 pr-3">
                    <StatusBadge status={postStatus(row)} />
                  </td>
                  <td className="py-2 pr-3">
                    <Link
                      to="/newsroom/$id"
                      params={{ id: row.id }}
                      className="font-semibold text-blue-800 hover:underline"
                    >
                      {row.title}
                    </Link>
                  </td>
                  <td className="py-2 pr-3">{row.author ?? ''}</td>
                  <td className="py-2 pr-3">{row.tags?.[0] ?? ''}</td>
                  <td className="py-2 pr-3">{row.business_name ?? ''}</td>
                  <td className="py-2 whitespace-nowrap">
                    {row.updated_at ? (
                      <time dateTime={row.updated_at}>{formatLongDate(row.updated_at)}</time>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded.kind === 'done' && total > 0 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link
              from={Route.fullPath}
              search={(previous) => ({ ...previous, page: page - 1 })}
              className="font-semibold text-blue-800 underline"
            >
              Previous page
            </Link>
          ) : null}
          <span>
            Page {page} of {pages} ({posts(total)})
          </span>
          {page < pages ? (
            <Link
              from={Route.fullPath}
              search={(previous) => ({ ...previous, page: page + 1 })}
              className="font-semibold text-blue-800 underline"
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending ? `${BULK[pending.action].button}?` : ''}
        text={pending ? BULK[pending.action].question.replace('{n}', posts(pending.ids.length)) : ''}
        confirmLabel={pending ? BULK[pending.action].button : ''}
        danger={pending ? BULK[pending.action].danger : false}
        onConfirm={() => pending && run(pending)}
        onCancel={() => setPending(null)}
      />
    </div>
  )
}
