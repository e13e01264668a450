import type { Random } from '../random.ts'
import { LINK_BUSINESS, LINK_KEYWORD, LINK_WEBSITE, WEBSITE_ANCHORS } from './bank/intro.ts'
import type { BuildContext } from './build-context.ts'
import type { ArticleFacts } from './facts.ts'
import type { Pool } from './template.ts'

/**
 * Decides the two or three backlinks: which sections carry them and their anchor texts, one of each
 * kind (the business name, a keyword phrase, 'visit their website') so the anchors never repeat.
 */
export function planLinks(facts: ArticleFacts, random: Random): BuildContext['links'] {
  const count = facts.wordCount < 700 ? 2 : 2 + random.int(2)
  const hosts = count === 3 ? ['introduction', 'why-choose', 'get-started'] : ['introduction', 'get-started']
  // A keyword that names the service itself reads naturally as anchor text ('balayage'); one that
  // names a provider or a search ('bail bondsman', 'salon near me') does not, so the service stands in.
  const natural = facts.keywords.filter((info) => info.keyword.toLowerCase() === info.service.toLowerCase())
  const keywordText =
    natural.length > 0 ? random.pick(natural).keyword : (facts.services[0]?.service ?? facts.business)
  const kinds = random.shuffle([
    { pool: LINK_BUSINESS, text: facts.business },
    { pool: LINK_KEYWORD, text: keywordText },
    { pool: LINK_WEBSITE, text: random.pick(WEBSITE_ANCHORS) },
  ])
  return new Map(hosts.map((host, index) => [host, kinds[index] as { pool: Pool; text: string }]))
}
