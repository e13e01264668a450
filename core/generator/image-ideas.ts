import type { ArticleFacts } from './facts.ts'
import { namesAnAgent } from './keywords.ts'

/**
 * Photo suggestions for the post, written as briefs for a photographer or a stock search: the
 * storefronts, the team at work on the main services, and the city around them.
 */
export function buildImageIdeas(facts: ArticleFacts): string[] {
  const { business, family } = facts
  const ideas = facts.locations
    .slice(0, 2)
    .map((location) => `Street-level photo of the ${business} storefront at ${location.address}`)
  // Work is shown on a service ('piano tuning'), never on a keyword naming the worker ('piano tuner').
  for (const service of facts.services.filter((entry) => !namesAnAgent(entry.service)).slice(0, 2)) {
    ideas.push(`The ${family.team} at ${business} helping ${family.client} with ${service.service}`)
  }
  const place = facts.locations.find((location) => location.place)?.place
  if (place) ideas.push(`${place.landmarks[0]} in ${place.name} on a clear day, to set the local scene`)
  const city = facts.cities[0] ?? 'Michigan'
  ideas.push(`A seasonal view of ${city}: fall color or fresh snow on a main street`)
  ideas.push(`A friendly portrait of the ${business} team, ideally outdoors`)
  return ideas
}
