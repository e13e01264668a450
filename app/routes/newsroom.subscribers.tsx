import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { SUBSCRIBER_STATES } from '../../core/newsletter/states.ts'
import type { Subscriber } from '../../core/newsroom/subscribers.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { ConfirmDialog } from '../newsroom/confirm-dialog.tsx'
import { NewsletterPanel } from '../newsroom/newsletter-panel.tsx'
import { NewsroomNav } from '../newsroom/newsroom-nav.tsx'
import { PushFollowers, PushSends } from '../newsroom/push-followers.tsx'

export const Route = createFileRoute('/newsroom/subscribers')({
  head: ({ match }) => buildToolHead('Subscribers', '/newsroom/subscribers', match.context.config.siteUrl),
  component: () => <OwnerGate title="Subscribers">{(owner) => <Subscribers owner={owner} />}</OwnerGate>,
})

/** PostgREST's largest page: the export reads the list in pages of this size. */
const PAGE = 1000

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'done'; rows: Subscriber[] }

/** Every subscriber, newest first, a page at a time (row security lets only owners read them). */
async function allSubscribers(owner: OwnerSession): Promise<Subscriber[]> {
  const rows: Subscriber[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await owner.client
      .from('newsletter_subscribers')
      .select('id, email, created_at, status, confirmed_at, unsubscribed_at')
      .order('created_at', { ascending: false })
      .order('id')
      .range(from, from + PAGE - 1)
    if (error) throw new Error(error.message)
    rows.push(...(data as Subscriber[]))
    if (data.length < PAGE) return rows
  }
}

/**
 * The newsletter: sending it (newsletter-panel.tsx), and its subscribers by state: how many, who,
 * remove one (asks first), and a CSV download. Then push alerts' followers per category.
 */
function Subscribers({ owner }: { owner: OwnerSession }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [removing, setRemoving] = useState<Subscriber | null>(null)
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null)
  const messageRef = useRef<HTMLParagraphElement>(null)
  const [version, setVersion] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: version reloads after a removal
  useEffect(() => {
    let active = true
    allSubscribers(owner).then(
      (rows) => active && setState({ kind: 'done', rows }),
      (error: Error) =>
        active && setState({ kind: 'error', message: `Could not load the subscribers: ${error.message}` }),
    )
    return () => {
      active = false
    }
  }, [owner, version])

  const announce = (text: string, error = false) => {
    setMessage({ text, error })
    requestAnimationFrame(() => messageRef.current?.focus())
  }

  const remove = async (subscriber: Subscriber) => {
    setRemoving(null)
    const { data, error } = await owner.client
      .from('newsletter_subscribers')
      .delete()
      .eq('id', subscriber.id)
      .select('id')
    if (error || data.length === 0)
      announce(`Could not remove ${subscriber.email}: ${error?.message ?? 'not found'}`, true)
    else {
      announce(`${subscriber.email} was removed from the newsletter.`)
      setVersion((n) => n + 1)
    }
  }

  const download = async () => {
    if (state.kind !== 'done') return
    const { subscribersCsv } = await import('../../core/newsroom/subscribers.ts')
    const csv = subscribersCsv([...state.rows].reverse())
    const link = document.createElement('a')
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
    link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`
    link.click()
    URL.revokeObjectURL(link.href)
    announce(`Exported ${state.rows.length} subscribers as ${link.download}.`)
  }

  return (
    <div>
      <NewsroomNav />
      <p
        ref={messageRef}
        tabIndex={-1}
        role={message?.error ? 'alert' : 'status'}
        className={`mt-3 min-h-6 font-semibold ${message?.error ? 'text-red-800' : 'text-green-900'}`}
      >
        {message?.text}
      </p>
      {state.kind === 'loading' ? (
        <p role="status">Loading subscribers...</p>
      ) : state.kind === 'error' ? (
        <p role="alert" className="font-semibold text-red-800">
          {state.message}
        </p>
      ) : (
        <>
          <NewsletterPanel
            owner={owner}
            confirmed={state.rows.filter((row) => row.status === 'confirmed').length}
            announce={announce}
          />
          <PushFollowers owner={owner} />
          <PushSends owner={owner} />
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <h2 className="text-xl font-bold">
              {state.rows.length === 1 ? '1 subscriber' : `${state.rows.length} subscribers`}
            </h2>
            <p>
              {SUBSCRIBER_STATES.map(
                (name) => `${state.rows.filter((row) => row.status === name).length} ${name}`,
              ).join(', ')}
            </p>
            <button
              type="button"
              disabled={state.rows.length === 0}
              onClick={download}
              className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-50"
            >
              Export CSV
            </button>
          </div>
          {state.rows.length === 0 ? (
            <p className="mt-4">Nobody has subscribed yet.</p>
          ) : (
            <table className="mt-4 w-full border-collapse text-left text-sm">
              <caption className="sr-only">Newsletter subscribers, newest first</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4">
                    Email
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Signed up
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.rows.map((row) => (
                  <tr key={row.id} className="border-b border-slate-200">
                    <td className="py-2 pr-4">{row.email}</td>
                    <td className="py-2 pr-4">{row.status}</td>
                    <td className="py-2 pr-4">
                      <time dateTime={row.created_at}>{new Date(row.created_at).toLocaleString()}</time>
                    </td>
                    <td className="py-2">
                      <button
                        type="button"
                        onClick={() => setRemoving(row)}
                        aria-label={`Remove ${row.email}`}
                        className="font-semibold text-red-800 underline"
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove subscriber?"
        text={removing ? `${removing.email} will get no more newsletters. This cannot be undone.` : ''}
        confirmLabel="Remove"
        danger
        onConfirm={() => removing && remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </div>
  )
}
