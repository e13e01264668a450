import { findNearbyCities } from './nearby-cities.ts'

const slugs = (slug: string, count?: number) => findNearbyCities(slug, count).map((city) => city.slug)

describe('findNearbyCities', () => {
  it('alternates the next and previous cities, 5 by default', () => {
    expect(slugs('troy')).toEqual(['ann-arbor', 'ferndale', 'warren', 'birmingham', 'sterling-heights'])
  })
  it('skips past the start of the list', () => {
    expect(slugs('detroit', 4)).toEqual(['royal-oak', 'birmingham', 'ferndale', 'troy'])
  })
  it('skips past the end of the list', () => {
    expect(slugs('grand-rapids', 3)).toEqual(['lansing', 'sterling-heights', 'warren'])
  })
  it('gives the first N cities for an unknown slug', () => {
    expect(slugs('atlantis', 3)).toEqual(['detroit', 'royal-oak', 'birmingham'])
    expect(slugs('atlantis')).toHaveLength(5)
  })
  it('gives at most the other nine cities', () => {
    expect(slugs('lansing', 20)).toHaveLength(9)
    expect(slugs('lansing', 0)).toEqual([])
    expect(slugs('nowhere', -1)).toEqual([])
  })
})
