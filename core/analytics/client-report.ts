import { BRAND } from '../constants.ts'
import { escapeXml } from '../seo/rss.ts'
import { parseDay } from './figures.ts'

/**
 * One client business's figures over a range of days, as public.client_report answers them
 * (migration 20261128220000, decision 082): what `newshub report` writes and the dashboard's
 * printable report shows.
 */
export interface ClientReport {
  business: { id: string; name: string; website: string | null }
  from: string
  to: string
  /** Posts about the business published in the range. */
  postsPublished: number
  /** Views of the business's posts. */
  views: number
  /** The sum of each day's distinct readers of its posts (a reader is known for one day only). */
  visitors: number
  /** Clicks to the business's site, phone or directions. */
  clicks: number
  /** Quote requests sent for the business. */
  leads: number
  days: { day: string; views: number; visitors: number; clicks: number; leads: number }[]
  /** Its posts published in the range or read in it, most read first. */
  posts: { postId: string; title: string; slug: string; publishedAt: string; views: number }[]
  topReferrers: { host: string; views: number }[]
}

/** The days of a month 'YYYY-MM', or null when `month` is not one. */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return null
  const year = Number(match[1])
  const index = Number(match[2]) - 1
  if (index < 0 || index > 11) return null
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return { from: day(new Date(Date.UTC(year, index, 1))), to: day(new Date(Date.UTC(year, index + 1, 0))) }
}

/** The month before `now`'s (UTC): the days a report covers when none are chosen. */
export function lastMonthRange(now: Date): { from: string; to: string } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return monthRange(first.toISOString().slice(0, 7)) as { from: string; to: string }
}

/**
 * The range a report covers, from `--month` or `--from`/`--to` (the page's fields alike): a month,
 * or two days in order at most ten years apart; none chosen, last month (before `now`). An error
 * is one line for the owner.
 */
export function reportRange(
  choice: { month?: string; from?: string; to?: string },
  now: Date,
): { from: string; to: string } | { error: string } {
  if (choice.month === undefined && choice.from === undefined && choice.to === undefined) {
    return lastMonthRange(now)
  }
  if (choice.month !== undefined) {
    if (choice.from !== undefined || choice.to !== undefined) {
      return { error: 'Give a month or a range (from and to), not both.' }
    }
    return monthRange(choice.month) ?? { error: `"${choice.month}" is not a month; write it as 2026-11.` }
  }
  if (choice.from === undefined || choice.to === undefined) {
    return { error: 'Choose the report’s days: a month (2026-11), or a first and a last day.' }
  }
  const from = parseDay(choice.from)
  const to = parseDay(choice.to)
  if (!from) return { error: `"${choice.from}" is not a day; write it as 2026-11-01.` }
  if (!to) return { error: `"${choice.to}" is not a day; write it as 2026-11-30.` }
  if (to < from) return { error: 'The last day comes before the first.' }
  if (Date.parse(to) - Date.parse(from) > 3660 * 24 * 60 * 60 * 1000) {
    return { error: 'Choose a range of at most ten years.' }
  }
  return { from, to }
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const number = (value: number) => value.toLocaleString('en-US')

/** The report's period in words: "November 2026" for a whole month, else "Nov 3, 2026 to Nov 9, 2026". */
export function reportPeriod(report: Pick<ClientReport, 'from' | 'to'>): string {
  const month = monthRange(report.from.slice(0, 7))
  if (month && month.from === report.from && month.to === report.to) {
    return monthFormat.format(new Date(`${report.from}T00:00:00Z`))
  }
  const day = (value: string) => dateFormat.format(new Date(`${value}T00:00:00Z`))
  return report.from === report.to ? day(report.from) : `${day(report.from)} to ${day(report.to)}`
}

/** The report's file name without extension: 'report-gratiot-plumbing-2026-11-01-2026-11-30'. */
export function reportFileName(report: Pick<ClientReport, 'business' | 'from' | 'to'>): string {
  const name = report.business.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `report-${name || 'client'}-${report.from}-${report.to}`
}

/** The headline figures, in the order every form of the report shows them. */
export function reportFigures(report: ClientReport): [label: string, value: number][] {
  return [
    ['Posts published', report.postsPublished],
    ['Views of its posts', report.views],
    ['Visitors', report.visitors],
    ['Clicks to its site', report.clicks],
    ['Quote requests', report.leads],
  ]
}

/** A table of the report: its title, column headers, rows (numbers after the first column) and what an empty one says. */
export interface ReportTable {
  title: string
  headers: string[]
  rows: (string | number)[][]
  empty: string
}

/** The report's tables, in order, after its chart: one content for the HTML and the PDF. */
export function reportTables(report: ClientReport): ReportTable[] {
  return [
    {
      title: 'Posts',
      headers: ['Post', 'Published', 'Views'],
      rows: report.posts.map((post) => [post.title, post.publishedAt.slice(0, 10), post.views]),
      empty: 'No post about the business was published or read in these days.',
    },
    {
      title: 'Top referrers',
      headers: ['Site', 'Views'],
      rows: report.topReferrers.map((referrer) => [referrer.host, referrer.views]),
      empty: 'No reader came to its posts from another site in these days.',
    },
    {
      title: 'Day by day',
      headers: ['Day', 'Views', 'Visitors', 'Clicks', 'Quote requests'],
      rows: report.days.map((day) => [day.day, day.views, day.visitors, day.clicks, day.leads]),
      empty: 'No days.',
    },
  ]
}

/** The report's closing line: how it was counted, and when it was made. */
export function reportNote(site: { url?: string; now: Date }): string {
  return `Counted by ${BRAND}${site.url ? ` (${site.url})` : ''} without cookies: a visitor is a reader on one day; readers with Do Not Track are not counted, their quote requests are. Made ${site.now.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
}

/** The report's title: the business and the site. */
export function reportTitle(report: Pick<ClientReport, 'business'>): string {
  return `${report.business.name}: ${BRAND} report`
}

/** A bar of the views-per-day chart, in chart units (the origin at the top left). */
export interface ChartBar {
  day: string
  views: number
  x: number
  y: number
  width: number
  height: number
}

/**
 * The views-per-day chart's bars in a `width` x `height` box, tallest = the busiest day: one
 * geometry for the HTML's SVG and the PDF's drawing.
 */
export function reportChart(
  days: ClientReport['days'],
  width: number,
  height: number,
): { bars: ChartBar[]; most: number } {
  const most = Math.max(0, ...days.map((day) => day.views))
  const slot = days.length > 0 ? width / days.length : width
  const gap = Math.min(2, slot * 0.2)
  const bars = days.map((day, index) => {
    const barHeight = most === 0 ? 0 : (day.views / most) * height
    return {
      day: day.day,
      views: day.views,
      x: index * slot + gap / 2,
      y: height - barHeight,
      width: slot - gap,
      height: barHeight,
    }
  })
  return { bars, most }
}

/** The report's stylesheet: the page's and the printout's (the dashboard renders it with its nonce). */
export const CLIENT_REPORT_CSS = `
.client-report { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; max-width: 48rem; margin: 0 auto; line-height: 1.5; }
.client-report h1 { font-size: 1.75rem; margin: 0 0 0.25rem; }
.client-report h2 { font-size: 1.2rem; margin: 2rem 0 0.5rem; }
.client-report .period { color: #475569; margin: 0; }
.client-report dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; margin: 1.5rem 0 0; }
.client-report dl div { border: 1px solid #cbd5e1; border-radius: 0.5rem; padding: 0.75rem; }
.client-report dt { color: #475569; font-size: 0.875rem; }
.client-report dd { margin: 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.client-report svg { width: 100%; height: auto; }
.client-report table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.client-report th, .client-report td { text-align: left; padding: 0.35rem 0.5rem 0.35rem 0; border-bottom: 1px solid #e2e8f0; }
.client-report td.n, .client-report th.n { text-align: right; font-variant-numeric: tabular-nums; }
.client-report td.n, .client-report time { white-space: nowrap; }
.client-report .note { color: #475569; font-size: 0.8rem; margin-top: 2rem; }
/* Printed, only the report shows, whatever page holds it. */
@media print { body * { visibility: hidden; } .client-report, .client-report * { visibility: visible; } .client-report { position: absolute; inset: 0 auto auto 0; max-width: none; width: 100%; } }
`.trim()

function table(headers: string[], rows: (string | number)[][], empty: string): string {
  const head = headers
    .map((header, index) => `<th scope="col"${index > 0 ? ' class="n"' : ''}>${escapeXml(header)}</th>`)
    .join('')
  const body =
    rows.length === 0
      ? `<tr><td colspan="${headers.length}">${escapeXml(empty)}</td></tr>`
      : rows
          .map(
            (row) =>
              `<tr>${row
                .map((cell, index) =>
                  typeof cell === 'number' && index > 0
                    ? `<td class="n">${number(cell)}</td>`
                    : /^\d{4}-\d{2}-\d{2}$/.test(String(cell))
                      ? `<td><time datetime="${cell}">${cell}</time></td>`
                      : `<td>${escapeXml(String(cell))}</td>`,
                )
                .join('')}</tr>`,
          )
          .join('')
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`
}

function chartSvg(report: ClientReport): string {
  const width = 600
  const height = 160
  const { bars, most } = reportChart(report.days, width, height)
  const busiest = bars.reduce<ChartBar | undefined>(
    (best, bar) => (!best || bar.views > best.views ? bar : best),
    undefined,
  )
  const label =
    most === 0
      ? `Views per day, ${reportPeriod(report)}: no views.`
      : `Views per day, ${reportPeriod(report)}: most on ${busiest?.day} (${number(most)}).`
  const rects = bars
    .filter((bar) => bar.height > 0)
    .map(
      (bar) =>
        `<rect x="${bar.x.toFixed(1)}" y="${bar.y.toFixed(1)}" width="${bar.width.toFixed(1)}" height="${bar.height.toFixed(1)}" fill="#1e40af"><title>${escapeXml(`${bar.day}: ${number(bar.views)} views`)}</title></rect>`,
    )
    .join('')
  return `<svg role="img" aria-label="${escapeXml(label)}" viewBox="0 -16 ${width} ${height + 36}" xmlns="http://www.w3.org/2000/svg"><line x1="0" y1="${height}" x2="${width}" y2="${height}" stroke="#94a3b8"/><text x="0" y="-4" font-size="12" fill="#475569">${number(most)} views</text>${rects}<text x="0" y="${height + 16}" font-size="12" fill="#475569">${escapeXml(report.from)}</text><text x="${width}" y="${height + 16}" font-size="12" fill="#475569" text-anchor="end">${escapeXml(report.to)}</text></svg>`
}

/**
 * The report as an HTML fragment (a `<article class="client-report">`): every value escaped, so the
 * dashboard may place it in its page as is. The chart is an SVG with the days' table below it.
 */
export function clientReportBody(report: ClientReport, site: { url?: string; now: Date }): string {
  const figures = reportFigures(report)
    .map(([label, value]) => `<div><dt>${escapeXml(label)}</dt><dd>${number(value)}</dd></div>`)
    .join('')
  return [
    `<article class="client-report">`,
    `<h1>${escapeXml(reportTitle(report))}</h1>`,
    `<p class="period">${escapeXml(reportPeriod(report))}</p>`,
    `<dl>${figures}</dl>`,
    `<h2>Views per day</h2>`,
    chartSvg(report),
    ...reportTables(report).map(
      (section) =>
        `<h2>${escapeXml(section.title)}</h2>\n${table(section.headers, section.rows, section.empty)}`,
    ),
    `<p class="note">${escapeXml(reportNote(site))}</p>`,
    `</article>`,
  ].join('\n')
}

/** The report as a whole HTML document, ready to open, mail or print. */
export function clientReportHtml(report: ClientReport, site: { url?: string; now: Date }): string {
  const title = `${reportTitle(report)}, ${reportPeriod(report)}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
body { margin: 2rem 1rem; }
${CLIENT_REPORT_CSS}
</style>
</head>
<body>
${clientReportBody(report, site)}
</body>
</html>
`
}
