import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  type ClientReport,
  clientReportHtml,
  reportFileName,
  reportPeriod,
  reportRange,
} from '../../core/analytics/client-report.ts'
import { readAllPages } from '../../core/posts/paging.ts'
import { clientReportPdf } from '../analytics/report-pdf.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { toSafeCsv } from '../csv.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

export interface ReportOptions extends BackendOptions {
  client?: string
  month?: string
  from?: string
  to?: string
  out?: string
  csv?: boolean
  force?: boolean
}

/**
 * The listing a report is for (never a seed's example listing): by id, else by name (case aside), else the one listing whose name
 * holds the words given. None or several is a one-line error naming what to type instead.
 */
async function findClient(backend: Backend, wanted: string): Promise<{ id: string; name: string }> {
  const listings = await readAllPages(async (from, to) => {
    const { data, error } = await backend.client
      .from('listings')
      .select('id,name')
      .eq('example', false)
      .order('name')
      .order('id')
      .range(from, to)
    if (error) throw new Error(`Could not read the listings: ${error.message}`)
    return data
  })
  const name = wanted.trim().toLowerCase()
  const exact = listings.filter((listing) => listing.id === wanted || listing.name.toLowerCase() === name)
  const found =
    exact.length > 0 ? exact : listings.filter((listing) => listing.name.toLowerCase().includes(name))
  if (found.length === 1 && found[0]) return found[0]
  if (found.length === 0) {
    throw new UsageError(`No listing is named "${wanted}"; \`newshub listings list\` shows every business.`)
  }
  const names = found.slice(0, 5).map((listing) => `${listing.name} (${listing.id})`)
  throw new UsageError(
    `${found.length} listings match "${wanted}": ${names.join(', ')}${found.length > 5 ? ', ...' : ''}; give its id.`,
  )
}

/** The report's days: --month, or --from and --to, or else last month. */
function chooseRange(options: ReportOptions, now: Date): { from: string; to: string } {
  const range = reportRange(options, now)
  if ('error' in range) throw new UsageError(range.error)
  return range
}

/** The report's days as CSV rows (one per day), the form a spreadsheet takes. */
export function clientReportCsv(report: ClientReport): string {
  const rows = report.days.map(({ day, views, visitors, clicks, leads }) => ({
    day,
    views,
    visitors,
    clicks,
    quote_requests: leads,
  }))
  return toSafeCsv(rows, ['day', 'views', 'visitors', 'clicks', 'quote_requests'])
}

/** Writes the files, all or none when one exists already (unless `force`). */
function writeReportFiles(files: [path: string, content: string | Uint8Array][], force: boolean): void {
  const taken = force ? undefined : files.find(([path]) => existsSync(path))
  if (taken) throw new UsageError(`${taken[0]} exists; add --force to replace it.`)
  for (const [path, content] of files) {
    try {
      writeFileSync(path, content)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      throw new Error(`Could not write ${path} (${code ?? (error as Error).message}).`)
    }
  }
}

/**
 * `newshub report --client NAME --month 2026-11`: one client business's report (posts published,
 * views, visitors, clicks, quote requests, referrers, a chart) as HTML and PDF files, and CSV with
 * --csv; --json prints the report and the files written.
 */
export async function runReport(options: ReportOptions): Promise<void> {
  const output = createOutput(options)
  if (!options.client?.trim()) {
    throw new UsageError('Name the client: --client "Business name" (or its listing id).')
  }
  const now = new Date()
  const range = chooseRange(options, now)
  const folder = resolve(options.out ?? '.')
  await withBackend(options, 'newshub report', async (backend) => {
    const client = await findClient(backend, options.client ?? '')
    const { data, error } = await backend.client.rpc('client_report', {
      business: client.id,
      from_day: range.from,
      to_day: range.to,
    })
    if (error) throw new Error(`Could not make the report: ${error.message}`)
    const report = data as unknown as ClientReport
    const site = { url: backend.siteUrl, now }
    const base = join(folder, reportFileName(report))
    const contents: [string, string | Uint8Array][] = [
      [`${base}.html`, clientReportHtml(report, site)],
      [`${base}.pdf`, await clientReportPdf(report, site)],
      ...(options.csv ? [[`${base}.csv`, clientReportCsv(report)] as [string, string]] : []),
    ]
    try {
      mkdirSync(folder, { recursive: true })
    } catch (error) {
      throw new UsageError(`Could not make the folder ${folder} (${(error as NodeJS.ErrnoException).code}).`)
    }
    writeReportFiles(contents, options.force ?? false)
    const files = contents.map(([path]) => path)
    output.line(
      `${report.business.name}, ${reportPeriod(report)}: ${report.postsPublished} posts published, ${report.views} views, ${report.visitors} visitors, ${report.clicks} clicks, ${report.leads} quote requests.`,
    )
    for (const file of files) output.line(`Wrote ${file}`)
    output.result({ files, report })
  })
}
