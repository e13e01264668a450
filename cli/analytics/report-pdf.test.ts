import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { ClientReport } from '../../core/analytics/client-report.ts'
import { clientReportPdf } from './report-pdf.ts'

function report(days: number, name: string): ClientReport {
  return {
    business: { id: 'b', name, website: null },
    from: '2026-09-01',
    to: '2026-11-29',
    postsPublished: 1,
    views: 10,
    visitors: 5,
    clicks: 1,
    leads: 1,
    days: Array.from({ length: days }, (_, index) => ({
      day: new Date(Date.UTC(2026, 8, 1 + index)).toISOString().slice(0, 10),
      views: index % 5,
      visitors: index % 3,
      clicks: 0,
      leads: 0,
    })),
    posts: [
      {
        postId: 'p',
        title: 'Zoë’s 🚿 guide to 水 heaters',
        slug: 'p',
        publishedAt: '2026-09-02T00:00:00Z',
        views: 10,
      },
    ],
    topReferrers: [],
  }
}

describe('clientReportPdf', () => {
  const now = new Date('2026-12-01T00:00:00Z')

  it('draws any name and title with the standard fonts (what they lack becomes ?)', async () => {
    const pdf = await PDFDocument.load(await clientReportPdf(report(3, 'Café 🚿 Ōtsu'), { now }))
    expect(pdf.getTitle()).toBe('Café 🚿 Ōtsu: NewsHub report, Sep 1, 2026 to Nov 29, 2026')
    expect(pdf.getPageCount()).toBe(1)
  })

  it('goes on to a new page when the days do not fit on one', async () => {
    const pdf = await PDFDocument.load(await clientReportPdf(report(90, 'Gratiot Plumbing'), { now }))
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3)
  })
})
