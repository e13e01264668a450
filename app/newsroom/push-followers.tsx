import { useEffect, useState } from 'react'
import { CATEGORIES } from '../../core/data/categories.ts'
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
