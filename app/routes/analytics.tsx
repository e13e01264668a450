import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { lastDays, parseDay, type ReaderFigures } from '../../core/analytics/figures.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { readerFiguresQuery } from '../queries/owner.ts'
import { DayInput } from './-components/day-input.tsx'
import { VisitorsChart } from './-components/visitors-chart.tsx'

export const Route = createFileRoute('/analytics')({
  head: ({ match }) => buildToolHead('Reader analytics', '/analytics', match.context.config.siteUrl),
  component: () => <OwnerGate title="Reader analytics">{(owner) => <Analytics owner={owner} />}</OwnerGate>,
})

const RANGES = [7, 30, 90] as const

/**
 * The owner's reader figures: views and visitors over a range of days (chart and table), visitors
 * in the last 30 minutes, top stories, referrers, categories, and each client business's posts,
 * views, clicks to its site and quote requests. Counted without cookies (decision 080).
 */
function Analytics({ owner }: { owner: OwnerSession }) {
  const [range, setRange] = useState(() => lastDays(30, new Date()))
  const figures = useQuery(readerFiguresQuery(owner, range.from, range.to))
  const setDay = (key: 'from' | 'to', value: string) => {
    const day = parseDay(value)
    if (day) setRange((current) => ({ ...current, [key]: day }))
  }
  return (
    <div className="mt-6">
      <form className="flex flex-wrap items-end gap-4" onSubmit={(event) => event.preventDefault()}>
        <DayInput label="From" value={range.from} max={range.to} onDay={(day) => setDay('from', day)} />
        <DayInput label="To" value={range.to} min={range.from} onDay={(day) => setDay('to', day)} />
        <div className="flex gap-2">
          {RANGES.map((days) => (
            <button
              key={days}
              type="button"
              onClick={() => setRange(lastDays(days, new Date()))}
              className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-slate-50"
            >
              Last {days} days
            </button>
          ))}
        </div>
      </form>
      {figures.isPending ? (
        <p role="status" className="mt-6">
          Loading reader figures...
        </p>
      ) : figures.isError ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          Could not load the reader figures: {figures.error.message}
        </p>
      ) : (
        <Figures figures={figures.data} />
      )}
    </div>
  )
}

function Figures({ figures }: { figures: ReaderFigures }) {
  const reportLink = (client: ReaderFigures['clients'][number]) => (
    <Link
      to="/analytics/report"
      search={{ client: client.businessId, from: figures.from, to: figures.to }}
      className="font-semibold text-blue-800 underline"
    >
      Report<span className="sr-only"> for {client.name}</span>
    </Link>
  )
  return (
    <>
      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {(
          [
            ['Views', figures.views],
            ['Visitors', figures.visitors],
            ['Visitors in the last 30 minutes', figures.visitorsLast30Minutes],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold" data-testid={`figure-${label}`}>
              {value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="over-time" className="mt-8">
        <h2 id="over-time" className="text-xl font-bold">
          Views and visitors per day
        </h2>
        <VisitorsChart days={figures.days} />
        <details className="mt-2">
          <summary className="cursor-pointer text-blue-800">The figures per day</summary>
          <FigureTable
            caption="Views and visitors per day"
            headers={['Day', 'Views', 'Visitors']}
            rows={figures.days.map((day) => [day.day, day.views, day.visitors])}
          />
        </details>
      </section>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <FigureTable
          caption="Top stories"
          headers={['Story', 'Views']}
          rows={figures.topStories.map((story) => [story.title, story.views])}
          empty="No story was read in these days."
        />
        <FigureTable
          caption="Top referrers"
          headers={['Site', 'Views']}
          rows={figures.topReferrers.map((referrer) => [referrer.host, referrer.views])}
          empty="No reader came from another site in these days."
        />
        <FigureTable
          caption="Categories"
          headers={['Category', 'Views']}
          rows={figures.categories.map((category) => [category.category, category.views])}
          empty="No story was read in these days."
        />
      </div>
      <FigureTable
        caption="Clients"
        headers={[
          'Business',
          'Posts',
          'Views of its posts',
          'Clicks to its site',
          'Quote requests',
          'Report',
        ]}
        rows={figures.clients.map((client) => [
          client.name,
          client.posts,
          client.views,
          client.clicks,
          client.quoteRequests,
          reportLink(client),
        ])}
        empty="No client business has posts, clicks or quote requests yet."
      />
    </>
  )
}

function FigureTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string
  headers: readonly string[]
  rows: (string | number | ReactNode)[][]
  empty?: string
}) {
  return (
    <section className="mt-8 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="text-left text-lg font-bold">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {headers.map((header, index) => (
              <th key={header} scope="col" className={`py-2 pr-4 ${index > 0 ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={headers.length} className="py-2 text-slate-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={String(row[0])} className="border-b border-slate-100">
                {row.map((cell, index) => (
                  <td
                    key={headers[index]}
                    className={`py-2 pr-4 ${index > 0 ? 'text-right tabular-nums' : ''}`}
                  >
                    {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}
