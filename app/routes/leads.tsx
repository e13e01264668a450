import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { QuoteRequest } from '../../core/leads/quote.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'

export const Route = createFileRoute('/leads')({
  head: ({ match }) => buildToolHead('Quote Requests', '/leads', match.context.config.siteUrl),
  component: () => <OwnerGate title="Quote Requests">{(owner) => <Leads owner={owner} />}</OwnerGate>,
})

/** The newest this many requests; `newshub leads export` writes them all. */
const SHOWN = 200

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'done'; rows: QuoteRequest[] }

/** The quote requests sent from the landing pages, newest first; row security lets only owners read them. */
function Leads({ owner }: { owner: OwnerSession }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    let active = true
    owner.client
      .from('quote_requests')
      .select('id, created_at, name, contact, city, service, message, listing_id, listing_name')
      .order('created_at', { ascending: false })
      .limit(SHOWN)
      .then(({ data, error }) => {
        if (!active) return
        setState(
          error
            ? { kind: 'error', message: `Could not load the quote requests: ${error.message}` }
            : { kind: 'done', rows: data as QuoteRequest[] },
        )
      })
    return () => {
      active = false
    }
  }, [owner.client])
  if (state.kind === 'loading')
    return (
      <p role="status" className="mt-6">
        Loading quote requests...
      </p>
    )
  if (state.kind === 'error')
    return (
      <p role="alert" className="mt-6 font-semibold text-red-800">
        {state.message}
      </p>
    )
  if (state.rows.length === 0) return <p className="mt-6">No quote requests yet.</p>
  return (
    <div className="mt-6 overflow-x-auto">
      <p className="text-sm text-slate-600">
        The newest {SHOWN} at most. Export them all with <code>newshub leads export leads.csv</code>.
      </p>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Quote requests, newest first</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Received
            </th>
            <th scope="col" className="py-2 pr-4">
              Name
            </th>
            <th scope="col" className="py-2 pr-4">
              Contact
            </th>
            <th scope="col" className="py-2 pr-4">
              Service in city
            </th>
            <th scope="col" className="py-2 pr-4">
              For
            </th>
            <th scope="col" className="py-2">
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {state.rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 align-top">
              <td className="py-2 pr-4 whitespace-nowrap">
                <time dateTime={row.created_at}>{new Date(row.created_at).toLocaleString()}</time>
              </td>
              <td className="py-2 pr-4">{row.name}</td>
              <td className="py-2 pr-4">{row.contact}</td>
              <td className="py-2 pr-4">
                {row.service} in {row.city}
              </td>
              <td className="py-2 pr-4">{row.listing_name ?? 'You (no business chosen)'}</td>
              <td className="py-2 whitespace-pre-line">{row.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
