import {
  articleSlugOfUrl,
  auditPage,
  auditSite,
  extractSitemapUrls,
  readSitemapUrls,
  scoreSite,
  summarizeChecks,
} from './site-audit.ts'

describe('readSitemapUrls', () => {
  it('follows a sitemap index into its files, each page once, and reads a plain sitemap as it is', async () => {
    const files: Record<string, string> = {
      'https://a.test/sitemap.xml':
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://a.test/one.xml</loc></sitemap><sitemap><loc>https://a.test/news.xml</loc></sitemap></sitemapindex>',
      'https://a.test/one.xml':
        '<urlset><url><loc>https://a.test/</loc></url><url><loc>https://a.test/a</loc></url></urlset>',
      'https://a.test/news.xml': '<urlset><url><loc>https://a.test/a</loc></url></urlset>',
    }
    const read = async (url: string) => files[url] ?? Promise.reject(new Error(`404 ${url}`))
    expect(await readSitemapUrls('https://a.test/sitemap.xml', read)).toEqual([
      'https://a.test/',
      'https://a.test/a',
    ])
    expect(await readSitemapUrls('https://a.test/one.xml', read)).toEqual([
      'https://a.test/',
      'https://a.test/a',
    ])
  })
})

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

const full = `<head><title>Home | NewsHub</title><meta name="description" content="Local news from Michigan.">
  <meta property="og:title" content="Home"><meta property="og:type" content="website">
  <meta name="twitter:card" content="summary"><link rel="canonical" href="https://a.test/">
  <meta name="google-site-verification" content="tok"><script type="application/ld+json">{}</script></head>`

describe('auditPage and scoreSite', () => {
  it('scores a page with the one page score', () => {
    expect(auditPage('https://a.test/', full)).toMatchObject({ url: 'https://a.test/', score: 100 })
    const bare = auditPage('https://a.test/b', '<head><title>T</title></head>')
    expect(bare.score).toBe(14)
    expect(bare.checks.find((check) => check.name === 'Meta Description')?.status).toBe('fail')
    expect(bare.checks.find((check) => check.name === 'Meta Tags')).toMatchObject({
      status: 'fail',
      message: 'Missing required meta tags',
    })
    expect(auditPage('https://a.test/', full).checks[0]).toMatchObject({
      name: 'Meta Tags',
      message: 'Title and description meta tags present',
    })
  })
  it('counts passed checks over every check of the site and its pages', () => {
    const site = [{ name: 'Robots.txt', status: 'pass' as const, message: 'ok' }]
    // 1 site check + 7 + 7 page checks; 1 + 7 + 1 passed.
    expect(scoreSite(site, [auditPage('a', full), auditPage('b', '<title>T</title>')])).toBe(60)
    expect(scoreSite([], [])).toBe(0)
  })
})

describe('auditSite', () => {
  const pages: Record<string, string> = {
    'https://a.test/': full,
    'https://a.test/sitemap.xml':
      '<urlset><url><loc>https://a.test/</loc></url><url><loc>https://a.test/gone</loc></url></urlset>',
  }
  const fetchText = async (url: string) => {
    const page = pages[url]
    if (page === undefined) throw new Error(`${url} answered 404`)
    return page
  }
  it('audits every sitemap page, keeps an unfetchable one at 0 and reports progress', async () => {
    const progress: string[] = []
    const audit = await auditSite({
      origin: 'https://a.test',
      sitemapUrl: 'https://a.test/functions/v1/sitemap',
      fetchText,
      probe: async (url) => ({ ok: url.endsWith('/robots.txt') }),
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    })
    expect(audit.siteChecks.map((check) => [check.name, check.status])).toEqual([
      ['Robots.txt', 'pass'],
      ['XML Sitemap', 'fail'],
      ['Search Console', 'pass'],
    ])
    expect(audit.pages.map((page) => [page.url, page.score, page.error])).toEqual([
      ['https://a.test/', 100, undefined],
      ['https://a.test/gone', 0, 'https://a.test/gone answered 404'],
    ])
    expect(progress).toEqual(['1/2', '2/2'])
    // 3 site checks (2 passed), 7 checks of the home page (all passed), 1 failed 'Page' check.
    expect(audit.score).toBe(82)
  })
  it('summarizes each page check over every page, worst status first quoted', async () => {
    const audit = await auditSite({
      origin: 'https://a.test',
      sitemapUrl: 'https://a.test/functions/v1/sitemap',
      urls: ['https://a.test/', 'https://a.test/bare'],
      fetchText: async (url) => (url.endsWith('/bare') ? '<title>Bare</title>' : full),
      probe: async () => ({ ok: true }),
    })
    const cards = summarizeChecks(audit)
    expect(cards.find((card) => card.name === 'Canonical URL')).toMatchObject({
      status: 'warning',
      message: '1 of 2 pages: Canonical URL missing (https://a.test/bare)',
    })
    expect(cards.find((card) => card.name === 'Title')).toMatchObject({
      status: 'pass',
      message: 'All 2 pages: Title present, 65 characters or fewer',
    })
  })
})

describe('auditSite with the briefs of generated posts', () => {
  const article = (body: string) => `<head><title>Lake tours | NewsHub</title>
    <meta name="description" content="Tours of the lake."><meta property="og:title" content="Lake tours">
    <meta property="og:type" content="article"></head><body><div class="article-body">${body}</div></body>`
  const brief = {
    topic: 'How often should a home piano be tuned',
    keyPoints: [],
    ownerText: '["Northside Piano Tuning"]',
    locations: 1,
  }

  it('reads an article page’s slug from its address, and nothing from other pages', () => {
    expect(articleSlugOfUrl('https://a.test/article/lake-tours')).toBe('lake-tours')
    expect(articleSlugOfUrl('https://a.test/article/caf%C3%A9?x=1')).toBe('café')
    expect(articleSlugOfUrl('https://a.test/article/%E0%A4%A')).toBeNull()
    expect(articleSlugOfUrl('https://a.test/detroit/plumbing')).toBeNull()
    expect(articleSlugOfUrl('https://a.test/article/a/b')).toBeNull()
  })

  it('scores an article on its brief when the auditor can read it, and without it when not', async () => {
    const asked: string[] = []
    const audit = await auditSite({
      origin: 'https://a.test',
      sitemapUrl: 'https://a.test/functions/v1/sitemap',
      urls: ['https://a.test/', 'https://a.test/article/lake-tours', 'https://a.test/article/broken'],
      fetchText: async (url) =>
        url.includes('/article/') ? article('<p>Our award-winning crew.</p>') : full,
      probe: async () => ({ ok: true }),
      briefOf: async (slug) => {
        asked.push(slug)
        if (slug === 'broken') throw new Error('no connection')
        return brief
      },
    })
    expect(asked.sort()).toEqual(['broken', 'lake-tours'])
    const checksOf = (url: string) => audit.pages.find((page) => page.url === url)?.checks ?? []
    const judged = checksOf('https://a.test/article/lake-tours')
    expect(judged.find((check) => check.name === 'Topic')).toMatchObject({ status: 'fail' })
    expect(judged.find((check) => check.name === 'Claims')).toMatchObject({
      status: 'fail',
      message: 'The post claims what its brief does not say: "award-winning".',
    })
    expect(checksOf('https://a.test/article/broken').map((check) => check.name)).not.toContain('Topic')
    expect(checksOf('https://a.test/').map((check) => check.name)).not.toContain('Topic')
  })
})
