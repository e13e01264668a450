import { describeSeoScore, runSiteChecks, type SiteSnapshot, scoreSeoChecks } from './checks.ts'

const snapshot = (overrides: Partial<SiteSnapshot> = {}): SiteSnapshot => ({
  robots: { ok: true },
  sitemap: { ok: true },
  sitemapUrl: 'https://api.test/functions/v1/sitemap',
  googleSiteVerification: 'abc',
  ...overrides,
})
const byName = (results: ReturnType<typeof runSiteChecks>, name: string) =>
  results.find((result) => result.name === name)

describe('runSiteChecks', () => {
  it('passes every site-wide check on a complete site', () => {
    const results = runSiteChecks(snapshot())
    expect(results.map((result) => [result.name, result.status, result.message])).toEqual([
      ['Robots.txt', 'pass', 'robots.txt is accessible and properly configured'],
      ['XML Sitemap', 'pass', 'Dynamic sitemap is accessible and updating automatically'],
      ['Search Console', 'pass', 'GSC verification configured'],
    ])
    expect(scoreSeoChecks(results)).toBe(100)
  })
  it('gives its messages for failed fetches and no verification tag', () => {
    const results = runSiteChecks(
      snapshot({ robots: { ok: false }, sitemap: { ok: false }, googleSiteVerification: '  ' }),
    )
    expect(results.map((result) => [result.status, result.message])).toEqual([
      ['fail', 'robots.txt not found or inaccessible'],
      ['fail', 'Sitemap not accessible'],
      ['warning', 'GSC verification not configured'],
    ])
    expect(scoreSeoChecks(results)).toBe(0)
  })
  it('reports fetch exceptions: robots as an error, the sitemap as a CORS warning', () => {
    const results = runSiteChecks(
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
    expect(byName(runSiteChecks(snapshot()), 'XML Sitemap')?.action).toEqual({
      label: 'View',
      href: 'https://api.test/functions/v1/sitemap',
    })
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
