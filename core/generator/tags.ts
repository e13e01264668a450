import type { ArticleFacts } from './facts.ts'
import { titleCase } from './grammar.ts'

const MAX_TAGS = 8

/**
 * The post's tags: its category first (the card shows the first tag as the category), then the
 * locations' cities (related links look for city names in the first tags), then the services.
 * @example buildTags(facts) // ['Lifestyle', 'Royal Oak', 'Balayage', 'Hair Coloring']
 */
export function buildTags(facts: ArticleFacts): string[] {
  const seen = new Set<string>()
  const tags: string[] = []
  for (const tag of [
    facts.family.category,
    ...facts.cities,
    ...facts.services.map((service) => titleCase(service.service)),
  ]) {
    if (seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    tags.push(tag)
  }
  return tags.slice(0, MAX_TAGS)
}
