import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { CLIENT_REPORT_CSS, clientReportBody, reportRange } from '../../core/analytics/client-report.ts'
import { parseDay } from '../../core/analytics/figures.ts'
import { OwnerGate, type OwnerSession } from '../components/owner-gate.tsx'
import { buildToolHead } from '../lib/head.ts'
import { pageNonce } from '../lib/page-nonce.ts'
import { clientReportQuery } from '../queries/owner.ts'
import { DayInput } from './-components/day-input.tsx'

interface ReportSearch {
  client?: string
  from?: string
  to?: string
}

export const Route = createFileRoute('/analytics_/report')({
  // ?client=<listing id>&from=2026-11-01&to=2026-11-30; without days, last month.
  validateSearch: (raw: Record<string, unknown>): ReportSearch => {
    const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : undefined)
    return { client: text(raw.client), from: text(raw.from), to: text(raw.to) }
  },
  head: ({ match }) => buildToolHead('Client report', '/analytics/report', match.context.config.siteUrl),
  component: () => (
    <OwnerGate title="Client report">{(owner) => <ClientReportPage owner={owner} />}</OwnerGate>
  ),
})

/**
 * A client business's report, printable (the browser's Print saves it as PDF): the same figures
 * and the same HTML as `newshub report` writes (core/analytics/client-report.ts), from the same
 * database function.
 */
function ClientReportPage({ owner }: { owner: OwnerSession }) {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: '/analytics/report' })
  // The days asked for, else last month.
  const days = reportRange({ from: search.from, to: search.to }, new Date())
  const report = useQuery({
    ...clientReportQuery(
      owner,
      search.client ?? '',
      'error' in days ? '' : days.from,
      'error' in days ? '' : days.to,
    ),
    enabled: Boolean(search.client) && !('error' in days),
  })
  const setDay = (key: 'from' | 'to', value: string) => {
    const day = parseDay(value)
    if (!day || 'error' in days) return
    void navigate({ search: { ...search, ...days, [key]: day } })
  }
  return (
    <div className="mt-6">
      <div className="no-print flex flex-wrap items-end gap-4">
        <Link to="/analytics" className="font-semibold text-blue-800 underline">
          Back to reader analytics
        </Link>
        {'error' in days ? null : (
          <>
            <DayInput label="From" value={days.from} max={days.to} onDay={(day) => setDay('from', day)} />
            <DayInput label="To" value={days.to} min={days.from} onDay={(day) => setDay('to', day)} />
          </>
        )}
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!report.isSuccess}
          className="rounded-md bg-blue-800 px-4 py-2 font-semibold text-white hover:bg-blue-900 disabled:opacity-60"
        >
          Print or save as PDF
        </button>
      </div>
      {!search.client ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          Choose a client from the Clients table of the reader analytics.
        </p>
      ) : 'error' in days ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          {days.error}
        </p>
      ) : report.isPending ? (
        <p role="status" className="mt-6">
          Loading the report...
        </p>
      ) : report.isError ? (
        <p role="alert" className="mt-6 font-semibold text-red-800">
          Could not load the report: {report.error.message}
        </p>
      ) : (
        <div className="mt-8">
          <style nonce={pageNonce()}>{CLIENT_REPORT_CSS}</style>
          <div
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, every value escaped (core/analytics/client-report.test.ts), the one renderer the CLI shares
            dangerouslySetInnerHTML={{
              __html: clientReportBody(report.data, { url: window.location.origin, now: new Date() }),
            }}
          />
        </div>
      )}
    </div>
  )
}
