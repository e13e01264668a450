import { buildRobotsTxt, buildRssFeed, escapeXml } from './rss.ts'

const post = {
  id: '1',
  slug: 'tigers-win',
  title: 'Tigers win & celebrate <big>',
  meta_description: 'A night at Comerica Park.',
  tags: ['Sports', 'Detroit'],
  keywords: null,
  canonical_url: null,
  backlink_url: null,
  image_url: null,
  author: 'Jo Park',
  published_at: '2024-06-01T20:00:00Z',
  created_at: '2024-06-01T19:00:00Z',
}

describe('buildRssFeed', () => {
  const xml = buildRssFeed(
    [post, { ...post, id: '2', slug: '', author: null, tags: null, published_at: null, created_at: 'bad' }],
    'https://newshub.test',
    new Date('2024-06-02T00:00:00Z'),
  )
  it('is an RSS 2.0 channel with escaped items', () => {
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('<title>Tigers win &amp; celebrate &lt;big&gt;</title>')
    expect(xml).toContain('<link>https://newshub.test/article/tigers-win</link>')
    expect(xml).toContain('<pubDate>Sat, 01 Jun 2024 20:00:00 GMT</pubDate>')
    expect(xml).toContain('<dc:creator>Jo Park</dc:creator>')
    expect(xml).toContain('<category>Sports</category>')
    expect(xml).toContain('<lastBuildDate>Sun, 02 Jun 2024 00:00:00 GMT</lastBuildDate>')
    expect(xml).toContain('<link>https://newshub.test/article/2</link>')
    expect(xml.match(/<item>/g)).toHaveLength(2)
  })
  it('gives each item its 1200x630 PNG preview image as media:content, under the Media RSS namespace', () => {
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"')
    const images = [...xml.matchAll(/<item>[\s\S]*?<\/item>/g)].map(
      ([item]) => /<media:content ([^>]*)\/>/.exec(item)?.[1],
    )
    expect(images).toEqual([
      'url="https://newshub.test/og/article/tigers-win.png" type="image/png" medium="image" width="1200" height="630"',
      'url="https://newshub.test/og/article/2.png" type="image/png" medium="image" width="1200" height="630"',
    ])
  })
  it('strips characters XML cannot carry', () => {
    expect(escapeXml('a\u0001b\'"')).toBe('ab&apos;&quot;')
  })
})

describe('buildRobotsTxt', () => {
  it('allows crawling, keeps tool pages out and names the sitemap', () => {
    const text = buildRobotsTxt('https://newshub.test')
    expect(text).toContain('User-agent: *')
    for (const path of ['/seo-dashboard', '/fix-backlinks', '/generate-', '/login']) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    expect(text).toContain('Sitemap: https://newshub.test/sitemap.xml')
  })
})
