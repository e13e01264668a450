import { useEffect, useState } from 'react'
import { CATEGORIES } from '../../core/data/categories.ts'
import type { Database } from '../../supabase/database.types.ts'
import type { OwnerSession } from '../components/owner-gate.tsx'

type Counts =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; counts: Map<string, number> }

/**
 * Push alerts: how many browsers follow each category and breaking news (public.push_follower_counts(),
 * counts only: no owner sees a reader's subscription).
 */
export function PushFollowers({ owner }: { owner: OwnerSession }) {
  const [state, setState] = useState<Counts>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    owner.client.rpc('push_follower_counts').then(({ data, error }) => {
      if (!active) return
      if (error) setState({ kind: 'error', message: `Could not load the push followers: ${error.message}` })
      else setState({ kind: 'done', counts: new Map(data.map((row) => [row.topic, Number(row.followers)])) })
    })
    return () => {
      active = false
    }
  }, [owner])
  if (state.kind === 'loading') return <p role="status">Loading push followers...</p>
  if (state.kind === 'error')
    return (
      <p role="alert" className="font-semibold text-red-800">
        {state.message}
      </p>
    )
  const count = (topic: string) => state.counts.get(topic) ?? 0
  const all = count('all')
  return (
    <section aria-labelledby="push-followers-heading" className="mt-8">
      <h2 id="push-followers-heading" className="text-xl font-bold">
        Push alerts: {all === 1 ? '1 browser' : `${all} browsers`}
      </h2>
      <table className="mt-3 border-collapse text-left text-sm">
        <caption className="sr-only">Browsers that get alerts, per category and for breaking news</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-6">
              Alerts for
            </th>
            <th scope="col" className="py-2 text-right">
              Followers
            </th>
          </tr>
        </thead>
        <tbody>
          {[{ slug: 'breaking', name: 'Breaking news' }, ...CATEGORIES].map((topic) => (
            <tr key={topic.slug} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-6 font-normal">
                {topic.name}
              </th>
              <td className="py-1 text-right tabular-nums">{count(topic.slug)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

type SendCounts = Database['public']['Views']['push_send_counts']['Row']
type Sends =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'done'; sends: (SendCounts & { title: string })[] }

const REASONS = { published: 'New story', breaking: 'Breaking news' } as const

/**
 * The alerts sent, newest first (public.push_send_counts): the story, why, when, and what became
 * of each browser's alert: sent, failed, gone (the push service said the subscription ended),
 * interrupted (the pusher stopped mid-request and never sends it twice) and waiting.
 */
export function PushSends({ owner }: { owner: OwnerSession }) {
  const [state, setState] = useState<Sends>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    const load = async (): Promise<Sends> => {
      const sends = await owner.client
        .from('push_send_counts')
        .select('*')
        .order('created_at', { ascending: false })
        .limit(50)
      if (sends.error)
        return { kind: 'error', message: `Could not load the alerts sent: ${sends.error.message}` }
      const ids = [...new Set(sends.data.map((send) => send.post_id).filter((id) => id !== null))]
      const posts = ids.length
        ? await owner.client.from('blog_posts').select('id, title').in('id', ids)
        : { data: [], error: null }
      if (posts.error)
        return { kind: 'error', message: `Could not load the alerts sent: ${posts.error.message}` }
      const titles = new Map(posts.data.map((post) => [post.id, post.title]))
      return {
        kind: 'done',
        sends: sends.data.map((send) => ({
          ...send,
          title: titles.get(send.post_id ?? '') ?? 'A deleted story',
        })),
      }
    }
    load().then((next) => active && setState(next))
    return () => {
      active = false
    }
  }, [owner])
  if (state.kind === 'loading') return <p role="status">Loading the alerts sent...</p>
  if (state.kind === 'error')
    return (
      <p role="alert" className="font-semibold text-red-800">
        {state.message}
      </p>
    )
  return (
    <section aria-labelledby="push-sends-heading" className="mt-8">
      <h2 id="push-sends-heading" className="text-xl font-bold">
        Alerts sent
      </h2>
      {state.sends.length === 0 ? (
        <p className="mt-2">No alert has been sent yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Alerts sent, newest first, with what became of them</caption>
            <thead>
              <tr className="border-b border-slate-300">
                {['Story', 'Why', 'When', 'Browsers', 'Sent', 'Failed', 'Gone', 'Interrupted', 'Waiting'].map(
                  (name) => (
                    <th key={name} scope="col" className="py-2 pr-3">
                      {name}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {state.sends.map((send) => (
                <tr key={send.id} className="border-b border-slate-200">
                  <td className="py-2 pr-3">{send.title}</td>
                  <td className="py-2 pr-3">{REASONS[send.reason as keyof typeof REASONS] ?? send.reason}</td>
                  <td className="py-2 pr-3">
                    {send.created_at ? (
                      <time dateTime={send.created_at}>{new Date(send.created_at).toLocaleString()}</time>
                    ) : null}
                  </td>
                  {[send.recipients, send.sent, send.failed, send.gone, send.unknown, send.waiting].map(
                    (count, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                      <td key={index} className="py-2 pr-3 tabular-nums">
                        {count ?? 0}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
