import {
  absoluteUrl,
  buildBreadcrumbJsonLd,
  buildListingsJsonLd,
  buildNewsArticleJsonLd,
  serializeJsonLd,
} from './structured-data.ts'

const site = 'https://newshub.test'

describe('buildListingsJsonLd', () => {
  const listing = {
    id: '6f1c2d4e-0000-4000-8000-000000000001',
    name: 'Big Beaver Heating',
    services: ['hvac'],
    cities: ['troy'],
    phone: '(248) 555-0101',
    street_address: '100 W Big Beaver Rd',
    locality: 'Troy',
    postal_code: '48084',
    hours: 'Mon-Fri 08:00-17:00',
    website: 'https://big-beaver.example',
    description: 'Furnaces and boilers.',
    logo_path: null,
    sponsored: false,
    example: false,
  }

  it('is an ItemList with one LocalBusiness per real listing, its own address and phone, no rating', () => {
    const data = buildListingsJsonLd(
      [listing, { ...listing, id: 'x', name: 'Made up', example: true }],
      '/troy/hvac',
      site,
    )
    expect(data).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 1,
      url: 'https://newshub.test/troy/hvac',
    })
    const items = (data?.itemListElement ?? []) as { item: Record<string, unknown> }[]
    expect(items.map((entry) => entry.item)).toEqual([
      {
        '@type': 'LocalBusiness',
        '@id': `https://newshub.test/troy/hvac#listing-${listing.id}`,
        name: 'Big Beaver Heating',
        telephone: '(248) 555-0101',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '100 W Big Beaver Rd',
          addressLocality: 'Troy',
          addressRegion: 'MI',
          postalCode: '48084',
          addressCountry: 'US',
        },
        url: 'https://big-beaver.example',
        description: 'Furnaces and boilers.',
      },
    ])
    expect(JSON.stringify(data)).not.toMatch(/rating|review|48000|Main Street|priceRange/i)
  })

  it('is nothing when no real listing is left (example listings never count)', () => {
    expect(buildListingsJsonLd([], '/troy/hvac', site)).toBeNull()
    expect(buildListingsJsonLd([{ ...listing, example: true }], '/troy/hvac', site)).toBeNull()
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
