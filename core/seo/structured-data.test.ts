import { findCity } from '../data/cities.ts'
import { findService } from '../data/services.ts'
import {
  absoluteUrl,
  buildBreadcrumbJsonLd,
  buildLocalBusinessJsonLd,
  buildNewsArticleJsonLd,
  serializeJsonLd,
} from './structured-data.ts'

const site = 'https://newshub.test'

describe('buildLocalBusinessJsonLd', () => {
  const data = buildLocalBusinessJsonLd(findCity('troy')!, findService('hvac')!, site)
  it('is a schema.org LocalBusiness with the placeholder address and no rating nobody gave', () => {
    expect(data['@context']).toBe('https://schema.org')
    expect(data['@type']).toBe('LocalBusiness')
    expect(data.priceRange).toBe('$$')
    expect(data.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: '123 Main Street',
      addressLocality: 'Troy',
      addressRegion: 'Michigan',
      postalCode: '48000',
    })
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('review')
    expect(JSON.stringify(data)).not.toMatch(/rating|review/i)
    expect(data.url).toBe('https://newshub.test/troy/hvac')
    expect(data.geo).toMatchObject({ latitude: 42.6064, longitude: -83.1498 })
  })
})

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Detroit', url: '/detroit/services' },
        ],
        `${site}/`,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://newshub.test/' },
        { '@type': 'ListItem', position: 2, name: 'Detroit', item: 'https://newshub.test/detroit/services' },
      ],
    })
  })
})

describe('buildNewsArticleJsonLd', () => {
  const post = {
    id: '42',
    slug: 'a-story',
    title: 'A story',
    meta_description: 'About it.',
    created_at: '2024-01-01T00:00:00Z',
    published_at: '2024-01-02T00:00:00Z',
    author: 'Sam Lee',
    image_url: '/images/posts/a.svg',
    keywords: ['one', 'two'],
    tags: ['Business'],
  }
  it('describes a post as a NewsArticle', () => {
    const data = buildNewsArticleJsonLd(post, site)
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'A story',
      description: 'About it.',
      datePublished: '2024-01-02T00:00:00Z',
      author: { '@type': 'Person', name: 'Sam Lee' },
      publisher: { '@type': 'Organization', name: 'NewsHub' },
      image: ['https://newshub.test/images/posts/a.svg'],
      keywords: 'one, two',
      articleSection: 'Business',
      url: 'https://newshub.test/article/a-story',
    })
  })
  it('names the site as author and leaves out what a post lacks', () => {
    const data = buildNewsArticleJsonLd(
      { id: '42', slug: '', title: 'A', meta_description: null, created_at: '2024-01-01T00:00:00Z' },
      site,
    )
    expect(data.author).toEqual({ '@type': 'Organization', name: 'NewsHub' })
    expect(data.datePublished).toBe('2024-01-01T00:00:00Z')
    expect(data.url).toBe('https://newshub.test/article/42')
    expect(data).not.toHaveProperty('image')
    expect(data).not.toHaveProperty('keywords')
  })
})

describe('helpers', () => {
  it('makes paths absolute and keeps absolute URLs', () => {
    expect(absoluteUrl(site, '/a')).toBe('https://newshub.test/a')
    expect(absoluteUrl(site, 'https://other.test/b')).toBe('https://other.test/b')
  })
  it('serialises JSON-LD that cannot close its script element', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><b>' })
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><b>')
  })
})
