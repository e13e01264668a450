import { describe, expect, it } from 'vitest'
import {
  buildSitemapXml,
  isSitemapPath,
  NEWS_SITEMAP_MAX,
  type NewsSitemapPost,
  SITEMAP_POSTS_PER_FILE,
  type SitemapPost,
  type SitemapSource,
  sitemapFile,
} from './sitemap.ts'

const SITE = 'https://news.example'

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] as string)
}

describe('buildSitemapXml', () => {
  it('lists home, the 10 categories, the directory, 10 city hubs and 100 landing pages in sitemaps.org XML', () => {
    const xml = buildSitemapXml(SITE, [])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
      ),
    ).toBe(true)
    expect(xml.endsWith('</urlset>\n')).toBe(true)
    const locs = locations(xml)
    expect(locs).toHaveLength(122)
    expect(locs.slice(0, 12)).toEqual([
      'https://news.example/',
      'https://news.example/category/local',
      'https://news.example/category/national',
      'https://news.example/category/business',
      'https://news.example/category/lifestyle',
      'https://news.example/category/sports',
      'https://news.example/category/health-wellness',
      'https://news.example/category/finance',
      'https://news.example/category/home-garden',
      'https://news.example/category/travel-recreation',
      'https://news.example/category/opinion',
      'https://news.example/directory',
    ])
    expect(locs).toContain('https://news.example/detroit/services')
    expect(locs).toContain('https://news.example/grand-rapids/restaurants')
    expect(locs.filter((loc) => /\.example\/[a-z-]+\/services$/.test(loc))).toHaveLength(10)
  })

  it('adds every post at /article/{slug, else id} with the later of its dates as lastmod', () => {
    const xml = buildSitemapXml(`${SITE}/`, [
      {
        id: 'a1',
        slug: 'hello-detroit',
        created_at: '2024-03-01T10:00:00+00:00',
        published_at: '2024-03-02T08:30:00+00:00',
      },
      { id: '7f0c', slug: null, created_at: '2024-04-01T00:00:00Z' },
      { id: 'x', slug: 'no-dates' },
      {
        id: 'y',
        slug: 'explicit',
        lastmod: new Date('2024-05-05T05:05:05Z'),
        created_at: '2024-09-09T00:00:00Z',
      },
    ])
    expect(xml).toContain(
      '<loc>https://news.example/article/hello-detroit</loc>\n    <lastmod>2024-03-02T08:30:00.000Z</lastmod>',
    )
    expect(xml).toContain(
      '<loc>https://news.example/article/7f0c</loc>\n    <lastmod>2024-04-01T00:00:00.000Z</lastmod>',
    )
    expect(xml).toContain('<loc>https://news.example/article/no-dates</loc>\n    <changefreq>')
    expect(xml).toContain(
      '<loc>https://news.example/article/explicit</loc>\n    <lastmod>2024-05-05T05:05:05.000Z</lastmod>',
    )
  })

  it('escapes XML and encodes slugs, and lists a post given twice once', () => {
    const xml = buildSitemapXml('https://news.example/?a=1&b=2', [
      { id: '1', slug: 'café & co <best>' },
      { id: '2', slug: 'café & co <best>' },
    ])
    expect(xml).toContain('<loc>https://news.example/article/caf%C3%A9%20%26%20co%20%3Cbest%3E</loc>')
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
    expect(locations(xml).filter((loc) => loc.includes('/article/'))).toHaveLength(1)
  })
})

describe('tag pages in the sitemap', () => {
  it('lists a tag page once two stories carry the tag, not before', () => {
    const xml = buildSitemapXml('https://news.example', [
      { id: '1', slug: 'a', tags: ['Local News', 'Royal Oak'] },
      { id: '2', slug: 'b', tags: ['Business', 'royal oak', 'Ferries'] },
      { id: '3', slug: 'c', tags: ['Local News'] },
    ])
    expect(xml).toContain('<loc>https://news.example/tag/royal-oak</loc>')
    expect(xml).toContain('<loc>https://news.example/tag/local-news</loc>')
    expect(xml).not.toContain('/tag/ferries')
    expect(xml).not.toContain('/tag/business')
  })
})

/** Posts held in arrays, read the way the PostgREST source reads them (by a range of ids). */
function arraySource(posts: SitemapPost[], news: NewsSitemapPost[] = [], tags: string[] = []) {
  const reads: string[] = []
  const source: SitemapSource = {
    async countPosts() {
      reads.push('count')
      return posts.length
    },
    async listPostsBetween(low, high) {
      reads.push(`posts ${low}..${high}`)
      return posts.filter((post) => post.id >= low && post.id <= high)
    },
    async listTagSlugs(minStories) {
      reads.push(`tags ${minStories}`)
      return tags
    },
    async listNewsPosts(since, limit) {
      reads.push(`news ${since.toISOString()} ${limit}`)
      return news
    },
  }
  return { source, reads }
}

/** A UUID-shaped id spreading `index` over the id space, as random UUIDs are. */
function spreadId(index: number, count: number): string {
  const hex = Math.floor((index / count) * 0xffffffff)
    .toString(16)
    .padStart(8, '0')
  return `${hex}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`
}

describe('sitemapFile: an index of files that never grow past their bound', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  const count = SITEMAP_POSTS_PER_FILE * 3
  const many = Array.from({ length: count }, (_, index) => ({
    id: spreadId(index, count),
    slug: `post-${index}`,
  }))

  it('indexes the pages file, one posts file while the posts fit, and the news sitemap', async () => {
    const few = arraySource(many.slice(0, SITEMAP_POSTS_PER_FILE))
    const index = await sitemapFile('/sitemap.xml', {
      siteUrl: SITE,
      siteName: 'NewsHub',
      source: few.source,
      now,
    })
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locations(index ?? '')).toEqual([
      `${SITE}/sitemap-pages.xml`,
      `${SITE}/sitemap-posts.xml`,
      `${SITE}/sitemap-news.xml`,
    ])
    // The index only counts: it reads no post.
    expect(few.reads).toEqual(['count'])
    const all = await sitemapFile('/sitemap-posts.xml', {
      siteUrl: SITE,
      siteName: 'NewsHub',
      source: few.source,
      now,
    })
    expect(locations(all ?? '')).toHaveLength(SITEMAP_POSTS_PER_FILE)
  })

  it('splits more posts by the first hex digits of their ids, each file read by its range', async () => {
    const { source, reads } = arraySource(many)
    const options = { siteUrl: SITE, siteName: 'NewsHub', source, now }
    const files = locations((await sitemapFile('/sitemap.xml', options)) ?? '').slice(1, -1)
    expect(files).toEqual([...'0123456789abcdef'].map((digit) => `${SITE}/sitemap-posts-${digit}.xml`))
    const listed: string[] = []
    for (const file of files)
      listed.push(...locations((await sitemapFile(file.slice(SITE.length), options)) ?? ''))
    // Every post once, no file near the 50,000 a sitemap file may hold.
    expect(new Set(listed).size).toBe(count)
    expect(listed).toHaveLength(count)
    expect(reads).toContain(
      'posts a0000000-0000-0000-0000-000000000000..afffffff-ffff-ffff-ffff-ffffffffffff',
    )
    const larger = arraySource(
      Array.from({ length: 16 * SITEMAP_POSTS_PER_FILE + 1 }, (_, i) => ({ id: `${i}` })),
    )
    const index = locations((await sitemapFile('/sitemap.xml', { ...options, source: larger.source })) ?? '')
    expect(index).toHaveLength(256 + 2)
    expect(index[1]).toBe(`${SITE}/sitemap-posts-00.xml`)
    expect(index.at(-2)).toBe(`${SITE}/sitemap-posts-ff.xml`)
    expect(await sitemapFile('/sitemap-posts-g.xml', options)).toBeNull()
    expect(await sitemapFile('/sitemap-posts-12345.xml', options)).toBeNull()
    expect(await sitemapFile('/sitemap-other.xml', options)).toBeNull()
  })
  it('lists every page that is not a post in the pages file, with the tag pages two stories share', async () => {
    const { source, reads } = arraySource(many, [], ['royal-oak', 'local-news'])
    const pages = locations(
      (await sitemapFile('/sitemap-pages.xml', { siteUrl: SITE, siteName: 'NewsHub', source, now })) ?? '',
    )
    expect(pages).toHaveLength(122 + 2)
    expect(pages.slice(-2)).toEqual([`${SITE}/tag/local-news`, `${SITE}/tag/royal-oak`])
    expect(pages.some((loc) => loc.includes('/article/'))).toBe(false)
    expect(reads).toEqual(['tags 2'])
  })

  it('lists the last two days of stories in a Google news sitemap, headlines escaped', async () => {
    const news = [
      {
        id: '1',
        slug: 'ferry-back',
        title: 'Ferry back & running <today>',
        published_at: '2026-11-28T09:00:00Z',
      },
      { id: '2', slug: null, title: 'No slug', published_at: '2026-11-27T09:00:00+00:00' },
      { id: '3', slug: 'never', title: 'Never published', published_at: null },
    ]
    const { source, reads } = arraySource([], news)
    const xml =
      (await sitemapFile('/sitemap-news.xml', { siteUrl: SITE, siteName: 'NewsHub', source, now })) ?? ''
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"')
    expect(locations(xml)).toEqual([`${SITE}/article/ferry-back`, `${SITE}/article/2`])
    expect(xml).toContain('<news:name>NewsHub</news:name>')
    expect(xml).toContain('<news:publication_date>2026-11-28T09:00:00.000Z</news:publication_date>')
    expect(xml).toContain('<news:title>Ferry back &amp; running &lt;today&gt;</news:title>')
    expect(reads).toEqual([`news 2026-11-26T12:00:00.000Z ${NEWS_SITEMAP_MAX}`])
  })

  it('knows its paths and nothing else', () => {
    const paths = [
      '/sitemap.xml',
      '/sitemap-pages.xml',
      '/sitemap-news.xml',
      '/sitemap-posts.xml',
      '/sitemap-posts-0f.xml',
    ]
    for (const path of paths) expect(isSitemapPath(path), path).toBe(true)
    const others = [
      '/sitemap-posts-.xml',
      '/sitemap-posts-12345.xml',
      '/sitemap-posts-x.xml',
      '/sitemaps.xml',
    ]
    for (const path of others) expect(isSitemapPath(path), path).toBe(false)
  })
})
