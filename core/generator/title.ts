import { META_DESCRIPTION_LIMIT } from '../constants.ts'
import type { Random } from '../random.ts'
import type { ArticleFacts } from './facts.ts'
import { capitalizeFirst, titleCase } from './grammar.ts'
import { countPhrase } from './keywords.ts'

/** Longest title the generator writes; search results cut longer ones. */
export const TITLE_LIMIT = 65

interface Parts {
  /** Primary keyword in headline case. */
  K: string
  /** Primary keyword as typed. */
  k: string
  /** The keyword with ' in {city}' when it names no place itself. */
  kc: string
  Kc: string
  B: string
  C: string | undefined
  P: string | undefined
  kind: string
  /** Whether the keyword already names a place ('bail bonds Detroit', 'salon near me'). */
  named: boolean
}

type Template = (parts: Parts) => string | undefined

const TITLES: readonly Template[] = [
  ({ Kc, B }) => `${Kc}: Why Locals Choose ${B}`,
  ({ Kc, B }) => `${B}: Your Guide to ${Kc}`,
  ({ Kc }) => `${Kc}: What to Know Before You Call`,
  ({ K, B, C, named }) => (C && !named ? `${K} at ${B}: A ${C} Guide` : undefined),
  ({ Kc }) => `The Local Guide to ${Kc}`,
  ({ Kc, B }) => `${Kc}, Explained by ${B}`,
]
const TITLE_FALLBACKS: readonly Template[] = [
  ({ Kc }) => `${Kc}: A Local Guide`,
  ({ K }) => `${K}: A Local Guide`,
  ({ K }) => K,
]

const DESCRIPTIONS: readonly Template[] = [
  ({ kc, B }) =>
    `Looking for ${kc}? See what ${B} offers, with services, locations, tips and answers to common questions.`,
  ({ kc, B, P }) =>
    P
      ? `${B} offers ${kc}. Read about services, locations, tips for choosing well and common questions, then call ${P}.`
      : undefined,
  ({ kc, B }) =>
    `A local guide to ${kc}: what ${B} offers, where to find them, how to choose well and what people ask most.`,
  ({ kc, B, kind }) =>
    `Everything to know about ${kc}, from what ${B} offers to tips for choosing the right ${kind}.`,
]
const DESCRIPTION_FALLBACKS: readonly Template[] = [
  ({ kc, B }) => `${kc} from ${B}: services, locations and answers to common questions.`,
  ({ k }) => `${k}: a local guide to services, locations and common questions.`,
]

function parts(facts: ArticleFacts): Parts {
  const primary = facts.keywords[0]?.keyword ?? facts.business
  const city = facts.cities[0]
  const named = facts.cities.some((name) => countPhrase(primary, name) > 0) || /\bnear me\b/i.test(primary)
  const kc = city && !named ? `${primary} in ${city}` : primary
  return {
    K: titleCase(primary),
    k: primary,
    kc,
    Kc: titleCase(kc),
    B: facts.business,
    C: city,
    P: facts.locations.find((location) => location.phone)?.phone,
    kind: facts.family.kind,
    named,
  }
}

function firstThatFits(
  templates: readonly Template[],
  fallbacks: readonly Template[],
  values: Parts,
  limit: number,
): string {
  for (const template of [...templates, ...fallbacks]) {
    const text = template(values)
    if (text !== undefined && text.length <= limit) return text
  }
  // Validation keeps keywords to 60 characters, so the bare keyword always fits.
  return values.K.slice(0, limit)
}

/** A title of at most 65 characters that contains the primary keyword; the wording varies with the seed. */
export function writeTitle(facts: ArticleFacts, random: Random): string {
  return firstThatFits(random.shuffle(TITLES), TITLE_FALLBACKS, parts(facts), TITLE_LIMIT)
}

/** A meta description of at most 160 characters that contains the primary keyword. */
export function writeMetaDescription(facts: ArticleFacts, random: Random): string {
  return capitalizeFirst(
    firstThatFits(random.shuffle(DESCRIPTIONS), DESCRIPTION_FALLBACKS, parts(facts), META_DESCRIPTION_LIMIT),
  )
}
