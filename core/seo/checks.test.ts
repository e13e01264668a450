import {
  describeSeoScore,
  type HeadSnapshot,
  runSeoChecks,
  type SeoSnapshot,
  scoreSeoChecks,
} from './checks.ts'

const fullHead: HeadSnapshot = {
  title: 'Home | NewsHub',
  description: 'News.',
  ogTitle: 'Home',
  twitterCard: 'summary_large_image',
  ogImage: 'https://newshub.test/icons/og-default.png',
  jsonLdCount: 1,
  canonical: 'https://newshub.test/',
  googleSiteVerification: 'abc',
}
const emptyHead: HeadSnapshot = {
  title: null,
  description: null,
  ogTitle: null,
  twitterCard: null,
  ogImage: null,
  jsonLdCount: 0,
  canonical: null,
  googleSiteVerification: null,
}
const snapshot = (overrides: Partial<SeoSnapshot> = {}): SeoSnapshot => ({
  head: fullHead,
  robots: { ok: true },
  sitemap: { ok: true },
  sitemapUrl: 'https://api.test/functions/v1/sitemap',
  ...overrides,
})
const byName = (results: ReturnType<typeof runSeoChecks>, name: string) =>
  results.find((r) => r.name === name)

describe('runSeoChecks', () => {
  it('passes every check on a complete page', () => {
    const results = runSeoChecks(snapshot())
    expect(results.map((r) => [r.name, r.status, r.message])).toEqual([
      ['Robots.txt', 'pass', 'robots.txt is accessible and properly configured'],
      ['XML Sitemap', 'pass', 'Dynamic sitemap is accessible and updating automatically'],
      ['Meta Tags', 'pass', 'Title and description meta tags present'],
      ['Open Graph', 'pass', 'Open Graph tags present'],
      ['Twitter Card', 'pass', 'Twitter Card tags present'],
      ['Structured Data', 'pass', 'Structured data (JSON-LD) found'],
      ['Canonical URL', 'pass', 'Canonical URL set'],
      ['Search Console', 'pass', 'GSC verification configured'],
    ])
    expect(scoreSeoChecks(results)).toBe(100)
  })
  it('gives the spec messages for a bare page and failed fetches', () => {
    const results = runSeoChecks(snapshot({ head: emptyHead, robots: { ok: false }, sitemap: { ok: false } }))
    expect(results.map((r) => [r.status, r.message])).toEqual([
      ['fail', 'robots.txt not found or inaccessible'],
      ['fail', 'Sitemap not accessible'],
      ['fail', 'Missing required meta tags'],
      ['warning', 'OG tags missing - social sharing may not work properly'],
      ['warning', 'Twitter Card tags missing'],
      ['warning', 'No structured data found on this page'],
      ['warning', 'Canonical URL missing'],
      ['warning', 'GSC verification not configured'],
    ])
    expect(scoreSeoChecks(results)).toBe(0)
  })
  it('reports fetch exceptions: robots as an error, the sitemap as a CORS warning', () => {
    const results = runSeoChecks(
      snapshot({ robots: { error: new TypeError('x') }, sitemap: { error: 'cors' } }),
    )
    expect(byName(results, 'Robots.txt')).toMatchObject({
      status: 'fail',
      message: 'Error checking robots.txt',
    })
    expect(byName(results, 'XML Sitemap')).toMatchObject({
      status: 'warning',
      message: 'Could not verify sitemap (may be CORS restricted)',
    })
  })
  it("gives the sitemap check a 'View' link to the sitemap", () => {
    expect(byName(runSeoChecks(snapshot()), 'XML Sitemap')?.action).toEqual({
      label: 'View',
      href: 'https://api.test/functions/v1/sitemap',
    })
  })
  it('needs both a title and a description for the meta tags check', () => {
    const results = runSeoChecks(snapshot({ head: { ...fullHead, description: '  ' } }))
    expect(byName(results, 'Meta Tags')?.status).toBe('fail')
  })
})

describe('scoreSeoChecks', () => {
  const result = (status: 'pass' | 'fail' | 'warning') => ({ name: 'x', status, message: 'x' })
  it('is passed over total as a rounded percent', () => {
    expect(scoreSeoChecks([result('pass'), result('pass'), result('fail')])).toBe(67)
    expect(scoreSeoChecks([result('pass'), result('warning'), result('fail')])).toBe(33)
    expect(scoreSeoChecks([])).toBe(0)
  })
})

describe('describeSeoScore', () => {
  it.each([
    [100, 'Excellent SEO health', 'green'],
    [80, 'Excellent SEO health', 'green'],
    [79, 'Good - Room for improvement', 'yellow'],
    [60, 'Good - Room for improvement', 'yellow'],
    [59, 'Needs attention', 'red'],
    [0, 'Needs attention', 'red'],
  ])('puts %i in the band %s (%s)', (score, label, color) => {
    expect(describeSeoScore(score)).toEqual({ label, color })
  })
})
