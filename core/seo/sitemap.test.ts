import { describe, expect, it } from 'vitest'
import { buildSitemapXml } from './sitemap.ts'

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
