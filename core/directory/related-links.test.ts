import { findRelatedLinks, findTaggedCities } from './related-links.ts'

const urls = (links: { url: string }[]) => links.map((link) => link.url)

describe('findRelatedLinks', () => {
  it('shows 3 other categories first on a category page, 6 links in all', () => {
    const links = findRelatedLinks({ type: 'category', category: 'business' })
    expect(links).toHaveLength(6)
    expect(urls(links).slice(0, 3)).toEqual(['/category/local', '/category/national', '/category/lifestyle'])
    expect(urls(links)).not.toContain('/category/business')
  })
  it('shows 3 other cities first on a city page', () => {
    const links = findRelatedLinks({ type: 'city', city: 'troy' })
    expect(urls(links).slice(0, 3)).toEqual(['/ann-arbor/services', '/ferndale/services', '/warren/services'])
    expect(urls(links)[3]).toBe('/troy/auto-services')
    expect(links).toHaveLength(6)
  })
  it('shows the same service in 2 other cities first on a city x service page', () => {
    const links = findRelatedLinks({ type: 'service', city: 'detroit', service: 'plumbing' })
    expect(urls(links).slice(0, 2)).toEqual(['/royal-oak/plumbing', '/birmingham/plumbing'])
    expect(urls(links)).not.toContain('/detroit/plumbing')
    expect(urls(links)[2]).toBe('/detroit/auto-services')
    expect(links).toHaveLength(6)
  })
  it('checks only the first 3 tags of a post for the five recognised cities', () => {
    const links = findRelatedLinks({
      type: 'article',
      tags: ['Local News', 'Royal Oak', 'Troy', 'Detroit'],
      category: 'Local News',
    })
    expect(urls(links).slice(0, 3)).toEqual(['/royal-oak/services', '/troy/services', '/category/local'])
    expect(urls(links)).not.toContain('/detroit/services')
  })
  it('ignores cities outside the five recognised slugs', () => {
    expect(findTaggedCities(['Lansing', 'Ann Arbor', 'ferndale'])).toEqual([
      expect.objectContaining({ slug: 'ferndale' }),
    ])
  })
  it('fills an article block with the directory and categories without repeats', () => {
    const links = findRelatedLinks({ type: 'article', tags: ['detroit', 'Detroit'] })
    expect(urls(links)).toEqual([
      '/detroit/services',
      '/directory',
      '/category/local',
      '/category/national',
      '/category/business',
      '/category/lifestyle',
    ])
  })
  it('matches a post category by name', () => {
    expect(urls(findRelatedLinks({ type: 'article', tags: [], category: 'National' }))[0]).toBe(
      '/category/national',
    )
  })
  it('handles unknown cities and services', () => {
    expect(urls(findRelatedLinks({ type: 'city', city: 'atlantis' }))).toEqual([
      '/detroit/services',
      '/royal-oak/services',
      '/birmingham/services',
      '/directory',
    ])
    expect(urls(findRelatedLinks({ type: 'service', city: 'atlantis', service: 'juggling' }))).toEqual([
      '/directory',
    ])
  })
  it('respects a smaller limit', () => {
    expect(findRelatedLinks({ type: 'category', category: 'local' }, 2)).toHaveLength(2)
    expect(findRelatedLinks({ type: 'category', category: 'local' }, -1)).toEqual([])
  })
})
