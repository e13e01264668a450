import { parseHeadSnapshot } from './head-snapshot.ts'

describe('parseHeadSnapshot', () => {
  it('reads every tag the checks need from a document head', () => {
    const html = `<!doctype html><html><head>
      <title>Plumbing &amp; More | NewsHub</title>
      <meta name="description" content="Find &quot;plumbers&quot;.">
      <meta property="og:title" content="Plumbing"><meta property="og:type" content="website">
      <meta name="keywords" content="plumbing Detroit, drains">
      <meta name="twitter:card" content="summary">
      <meta property="og:image:width" content="1200"><meta property="og:image" content="https://newshub.test/og/detroit/plumbing.png?a=1&amp;b=2">
      <meta name="google-site-verification" content="token123" />
      <link rel="stylesheet" href="/a.css"><link rel="canonical" href="https://newshub.test/detroit/plumbing">
      <script type="application/ld+json">{}</script><script type='application/ld+json'>{}</script>
      </head><body><meta name="description" content="ignored"><script type="application/ld+json">{}</script></body></html>`
    expect(parseHeadSnapshot(html)).toEqual({
      title: 'Plumbing & More | NewsHub',
      description: 'Find "plumbers".',
      ogTitle: 'Plumbing',
      twitterCard: 'summary',
      ogImage: 'https://newshub.test/og/detroit/plumbing.png?a=1&b=2',
      ogType: 'website',
      keywords: 'plumbing Detroit, drains',
      jsonLdCount: 2,
      canonical: 'https://newshub.test/detroit/plumbing',
      googleSiteVerification: 'token123',
    })
  })
  it('reports what is missing as null or 0', () => {
    expect(parseHeadSnapshot('<html><head><meta name="description"></head></html>')).toEqual({
      title: null,
      description: null,
      ogTitle: null,
      twitterCard: null,
      ogImage: null,
      ogType: null,
      keywords: null,
      jsonLdCount: 0,
      canonical: null,
      googleSiteVerification: null,
    })
  })
  it("reads tags with '>' in attributes and upper-case names, and skips commented-out ones", () => {
    const html = `<HEAD><!-- <title>Old</title><link rel="canonical" href="/old"> -->
      <META NAME="Description" CONTENT='Fish > chips'><TITLE>Now &eacute;</TITLE>
      <link href="/new" rel="alternate canonical"></head><title>Body</title>`
    expect(parseHeadSnapshot(html)).toMatchObject({
      title: 'Now é',
      description: 'Fish > chips',
      canonical: '/new',
    })
  })
})
