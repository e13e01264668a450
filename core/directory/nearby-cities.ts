import { NEARBY_CITIES_DEFAULT } from '../constants.ts'
import { CITIES, type City } from '../data/cities.ts'

/**
 * Cities near a city in the directory list: alternately the next and the previous entries
 * (next 1, previous 1, next 2, previous 2, ...), skipping ends of the list, up to `count`.
 * An unknown slug gives the first `count` cities.
 * @example findNearbyCities('troy', 3).map((c) => c.slug) // ['ann-arbor', 'ferndale', 'warren']
 */
export function findNearbyCities(slug: string, count: number = NEARBY_CITIES_DEFAULT): City[] {
  const index = CITIES.findIndex((city) => city.slug === slug)
  if (index === -1) return CITIES.slice(0, Math.max(0, count))
  const nearby: City[] = []
  for (let step = 1; nearby.length < count && step < CITIES.length; step++) {
    for (const candidate of [CITIES[index + step], CITIES[index - step]]) {
      if (candidate && nearby.length < count) nearby.push(candidate)
    }
  }
  return nearby
}
