import { CITIES } from '../data/cities.ts'
import { filterByName } from './filter.ts'

describe('filterByName', () => {
  it('keeps names containing the query, ignoring case and surrounding spaces', () => {
    expect(filterByName(CITIES, ' OAK ').map((city) => city.name)).toEqual(['Royal Oak'])
    expect(filterByName(CITIES, 'r').length).toBeGreaterThan(3)
  })
  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterByName(CITIES, '')).toHaveLength(10)
    expect(filterByName(CITIES, 'zzz')).toEqual([])
  })
})
