import { describe, expect, it } from 'vitest'
import {
  type ClientReport,
  clientReportBody,
  clientReportHtml,
  lastMonthRange,
  monthRange,
  reportChart,
  reportFileName,
  reportPeriod,
  reportRange,
} from './client-report.ts'

const report: ClientReport = {
  business: { id: 'b1', name: 'Gratiot <Plumbing> & Sons', website: 'https://gratiot.example' },
  from: '2026-11-01',
  to: '2026-11-03',
  postsPublished: 1,
  views: 12,
  visitors: 7,
  clicks: 3,
  leads: 2,
  days: [
    { day: '2026-11-01', views: 4, visitors: 2, clicks: 1, leads: 0 },
    { day: '2026-11-02', views: 0, visitors: 0, clicks: 0, leads: 1 },
    { day: '2026-11-03', views: 8, visitors: 5, clicks: 2, leads: 1 },
  ],
  posts: [
    {
      postId: 'p1',
      title: 'Frozen pipes: "what to do"',
      slug: 'frozen',
      publishedAt: '2026-11-01T10:00:00Z',
      views: 12,
    },
  ],
  topReferrers: [{ host: 'duckduckgo.com', views: 5 }],
}

const NOW = new Date('2026-11-28T12:00:00Z')

describe('monthRange and reportRange', () => {
  it('gives a month’s first and last day, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(monthRange('2026-13')).toBeNull()
    expect(monthRange('November')).toBeNull()
  })

  it('gives last month for a report whose days are not chosen, across a year', () => {
    expect(lastMonthRange(new Date('2026-11-28T12:00:00Z'))).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(lastMonthRange(new Date('2027-01-05T00:30:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' })
  })

  it('covers last month when no days are chosen', () => {
    expect(reportRange({}, NOW)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
  })

  it('takes a month or two days, and says in one line what is wrong', () => {
    expect(reportRange({ month: '2026-12' }, NOW)).toEqual({ from: '2026-12-01', to: '2026-12-31' })
    expect(reportRange({ from: '2026-11-03', to: '2026-11-09' }, NOW)).toEqual({
      from: '2026-11-03',
      to: '2026-11-09',
    })
    expect(reportRange({ month: '2026-1' }, NOW)).toEqual({
      error: '"2026-1" is not a month; write it as 2026-11.',
    })
    expect(reportRange({ month: '2026-11', from: '2026-11-01' }, NOW)).toEqual({
      error: 'Give a month or a range (from and to), not both.',
    })
    expect(reportRange({ from: '2026-11-01' }, NOW)).toHaveProperty('error')
    expect(reportRange({ from: '2026-02-30', to: '2026-03-01' }, NOW)).toEqual({
      error: '"2026-02-30" is not a day; write it as 2026-11-01.',
    })
    expect(reportRange({ from: '2026-11-09', to: '2026-11-03' }, NOW)).toEqual({
      error: 'The last day comes before the first.',
    })
    expect(reportRange({ from: '2000-01-01', to: '2026-01-01' }, NOW)).toEqual({
      error: 'Choose a range of at most ten years.',
    })
  })
})

describe('reportPeriod and reportFileName', () => {
  it('names a whole month by its name, other ranges by their days', () => {
    expect(reportPeriod({ from: '2026-11-01', to: '2026-11-30' })).toBe('November 2026')
    expect(reportPeriod({ from: '2026-11-01', to: '2026-11-03' })).toBe('Nov 1, 2026 to Nov 3, 2026')
    expect(reportPeriod({ from: '2026-11-05', to: '2026-11-05' })).toBe('Nov 5, 2026')
  })

  it('makes a file name of plain letters from any business name', () => {
    expect(reportFileName(report)).toBe('report-gratiot-plumbing-sons-2026-11-01-2026-11-03')
    expect(reportFileName({ ...report, business: { ...report.business, name: 'Café Zoë' } })).toBe(
      'report-cafe-zoe-2026-11-01-2026-11-03',
    )
    expect(reportFileName({ ...report, business: { ...report.business, name: '***' } })).toBe(
      'report-client-2026-11-01-2026-11-03',
    )
  })
})

describe('reportChart', () => {
  it('draws the busiest day full height, an empty day as nothing, each bar in its slot', () => {
    const { bars, most } = reportChart(report.days, 300, 100)
    expect(most).toBe(8)
    expect(bars.map((bar) => [bar.day, Math.round(bar.height), Math.round(bar.y)])).toEqual([
      ['2026-11-01', 50, 50],
      ['2026-11-02', 0, 100],
      ['2026-11-03', 100, 0],
    ])
    for (const [index, bar] of bars.entries()) {
      expect(bar.x).toBeGreaterThanOrEqual(index * 100)
      expect(bar.x + bar.width).toBeLessThanOrEqual((index + 1) * 100)
    }
  })

  it('draws no bars when nothing was read', () => {
    const { bars, most } = reportChart(
      [{ day: '2026-11-01', views: 0, visitors: 0, clicks: 0, leads: 0 }],
      300,
      100,
    )
    expect(most).toBe(0)
    expect(bars[0]?.height).toBe(0)
  })
})

describe('clientReportHtml', () => {
  const now = new Date('2026-12-01T09:30:00Z')
  const html = clientReportHtml(report, { url: 'https://news.example', now })

  it('shows the figures, the chart, the posts, the referrers and each day', () => {
    expect(html).toMatch(/^<!doctype html>/)
    expect(html).toContain(
      '<title>Gratiot &lt;Plumbing&gt; &amp; Sons: NewsHub report, Nov 1, 2026 to Nov 3, 2026</title>',
    )
    for (const [label, value] of [
      ['Posts published', '1'],
      ['Views of its posts', '12'],
      ['Visitors', '7'],
      ['Clicks to its site', '3'],
      ['Quote requests', '2'],
    ]) {
      expect(html).toContain(`<dt>${label}</dt><dd>${value}</dd>`)
    }
    expect(html).toContain('aria-label="Views per day, Nov 1, 2026 to Nov 3, 2026: most on 2026-11-03 (8)."')
    expect(html.match(/<rect /g)).toHaveLength(2)
    expect(html).toContain(
      '<td>Frozen pipes: &quot;what to do&quot;</td><td><time datetime="2026-11-01">2026-11-01</time></td><td class="n">12</td>',
    )
    expect(html).toContain('<td>duckduckgo.com</td><td class="n">5</td>')
    expect(html).toContain(
      '<td><time datetime="2026-11-03">2026-11-03</time></td><td class="n">8</td><td class="n">5</td><td class="n">2</td><td class="n">1</td>',
    )
    expect(html).toContain('Made 2026-12-01 09:30 UTC.')
  })

  it('escapes what readers and writers typed: no markup of theirs reaches the page', () => {
    const hostile = clientReportBody(
      {
        ...report,
        posts: [{ ...report.posts[0], title: '<img src=x onerror=alert(1)>' } as ClientReport['posts'][0]],
        topReferrers: [{ host: '"><script>alert(1)</script>', views: 1 }],
      },
      { now },
    )
    expect(hostile).not.toContain('<img')
    expect(hostile).not.toContain('<script')
    expect(hostile).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('says so when nothing was published or read', () => {
    const empty = clientReportBody({ ...report, posts: [], topReferrers: [] }, { now })
    expect(empty).toContain('No post about the business was published or read in these days.')
    expect(empty).toContain('No reader came to its posts from another site in these days.')
  })
})
