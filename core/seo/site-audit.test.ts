import { auditPage, extractSitemapUrls, scoreSite } from './site-audit.ts'

describe('extractSitemapUrls', () => {
  it('reads every <loc> in order, decoding entities', () => {
    const xml =
      '<urlset><url><loc>https://a.test/</loc></url><url><loc> https://a.test/x?a=1&amp;b=2 </loc><lastmod>2024</lastmod></url></urlset>'
    expect(extractSitemapUrls(xml)).toEqual(['https://a.test/', 'https://a.test/x?a=1&b=2'])
  })
  it('reads <loc> tags with attributes or in upper case, and none inside comments', () => {
    const xml =
      '<urlset><!-- <url><loc>https://a.test/old</loc></url> --><url><LOC xml:lang="en">https://a.test/y</LOC></url></urlset>'
    expect(extractSitemapUrls(xml)).toEqual(['https://a.test/y'])
  })
})

describe('auditPage and scoreSite', () => {
  const site = {
    robots: { ok: true },
    sitemap: { ok: true },
    sitemapUrl: 'https://a.test/functions/v1/sitemap',
  }
  const full = `<head><title>T</title><meta name="description" content="D"><meta property="og:title" content="T">
    <meta name="twitter:card" content="summary"><link rel="canonical" href="https://a.test/">
    <meta name="google-site-verification" content="tok"><script type="application/ld+json">{}</script></head>`
  it('scores a page with the dashboard rules', () => {
    expect(auditPage('https://a.test/', full, site).score).toBe(100)
    const bare = auditPage('https://a.test/b', '<head><title>T</title></head>', site)
    expect(bare.score).toBe(25)
    expect(bare.checks.find((check) => check.name === 'Meta Tags')?.status).toBe('fail')
  })
  it('averages page scores into a site score', () => {
    expect(scoreSite([auditPage('a', full, site), auditPage('b', '', site)])).toBe(63)
    expect(scoreSite([])).toBe(0)
  })
})
