import { CITIES, type City } from '../data/cities.ts'
import { SERVICES, type Service } from '../data/services.ts'

/** A city x service landing page a search names. */
export interface LandingMatch {
  city: City
  service: Service
  /** /{city}/{service} */
  path: string
  /** 'Plumbing in Detroit, MI' */
  title: string
}

/** The search text as lowercase words of letters and digits. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? []
}

/** True when `phrase`'s words appear one after another in `words`. */
function mentions(words: readonly string[], phrase: string): boolean {
  const wanted = wordsOf(phrase)
  if (wanted.length === 0) return false
  return words.some((_, start) => wanted.every((word, offset) => words[start + offset] === word))
}

/**
 * The landing page a search names by city and service, in either order ('Detroit plumbing',
 * 'plumbing in royal oak', 'hvac ann arbor'), or null. The service is found by its name or its
 * slug's words ('auto services', 'legal'); the search results show it before the stories, online
 * and offline (it needs no network).
 * @example findLandingMatch('Detroit plumbing')?.path // '/detroit/plumbing'
 */
export function findLandingMatch(q: string): LandingMatch | null {
  const words = wordsOf(q)
  // Longer names first, so 'Royal Oak' wins over a shorter name inside it.
  const city = [...CITIES]
    .sort((a, b) => b.name.length - a.name.length)
    .find((item) => mentions(words, item.name))
  if (!city) return null
  const service = SERVICES.find(
    (item) => mentions(words, item.name) || mentions(words, item.slug.replace(/-/g, ' ')),
  )
  if (!service) return null
  return {
    city,
    service,
    path: `/${city.slug}/${service.slug}`,
    title: `${service.name} in ${city.name}, ${city.stateAbbr}`,
  }
}
