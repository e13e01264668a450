import type { Block, Part, Section } from './article.ts'
import { CTA_BODY, CTA_LEAD, CTA_LEAD_NO_PHONE } from './bank/closing.ts'
import { HOW_BODY, HOW_COMPARE, HOW_FLAGS, HOW_LEAD, HOW_LIST, HOW_LIST_INTRO } from './bank/how-to-choose.ts'
import { INTRO_BODY } from './bank/intro.ts'
import {
  LOCATION_LEAD,
  LOCATION_LEAD_NO_PHONE,
  LOCATION_LOCAL,
  LOCATION_LOCAL_HEADING,
  LOCATION_SEASON,
  LOCATION_VISIT,
} from './bank/locations.ts'
import {
  OUTLINE_CHOOSE,
  OUTLINE_CLOSING,
  OUTLINE_FACTS,
  OUTLINE_INTRO,
  OUTLINE_LOCATIONS,
  OUTLINE_SERVICES,
  OUTLINE_WHY,
} from './bank/outline-headings.ts'
import { SERVICE_BODY, SERVICE_EXPECT, SERVICE_LEAD, SERVICE_SEASON, SERVICE_TIPS } from './bank/services.ts'
import { TOPIC_BODY, TOPIC_HEADINGS, TOPIC_LINK_TO_BUSINESS, TOPIC_POOLS } from './bank/topics.ts'
import { WHY_BODY, WHY_COMMUNITY, WHY_LEAD, WHY_LIST, WHY_PEOPLE } from './bank/why-choose.ts'
import { type BuildContext, heading, linkSentence, opening, required, section } from './build-context.ts'
import type { ArticleFacts } from './facts.ts'
import { joinList } from './grammar.ts'
import { createPool, type Pool, type Slots } from './template.ts'
import type { Intent } from './topic.ts'

/** The sections an intent's article has after the introduction and its own topic section, in order. */
const SUPPORT: Readonly<Record<Intent, readonly ('services' | 'choose' | 'why')[]>> = {
  guide: ['services', 'choose'],
  'how-to': ['services', 'why'],
  checklist: ['services', 'why'],
  cost: ['services', 'choose'],
  comparison: ['choose', 'services'],
  seasonal: ['services', 'why'],
  problems: ['services', 'why'],
  questions: ['choose', 'services'],
  announcement: ['services', 'why'],
}

/** Intents whose topic section carries a list, and its kind. */
const LISTS: Partial<Record<Intent, 'ul' | 'ol'>> = {
  'how-to': 'ol',
  checklist: 'ul',
  cost: 'ul',
  problems: 'ul',
  questions: 'ol',
}

/** How the introduction frames the topic; the topic is quoted when it reads as a headline. */
const TOPIC_INTRO = createPool('outline.intro.lead', [
  'This [guide|article] is about {topicLine}, with plain advice for people in {city}.',
  'Here is a [practical|plain] look at {topicLine} for readers in {city}.',
  '[Read on|Keep reading] for what to know about {topicLine}, written for people in {city}.',
])

/** Introduction: the topic first, then who the business is, then the first backlink. */
export function buildTopicIntro(context: BuildContext): Section {
  const { facts, base, writer } = context
  const city = facts.cities[0]
  const founded = facts.owner.yearFounded ? ` It was founded in ${facts.owner.yearFounded}.` : ''
  const who = writer.write(
    `${facts.business} offers ${facts.services[0]?.service ?? 'local services'}${city ? ` in ${city}` : ''}.${founded}`,
  )
  const sentences = [
    required(context, TOPIC_INTRO, base, `This article is about ${facts.topic}.`),
    who,
    ...linkSentence(context, 'introduction', base),
  ]
  return section('introduction', 8, [
    heading(context, 'h2', OUTLINE_INTRO, base, 'introduction'),
    opening(context, sentences, [INTRO_BODY, TOPIC_BODY], base, 2),
  ])
}

/** The topic's own section: its intent's heading, sentences and subsections, and the trade's knowledge. */
export function buildTopicSection(context: BuildContext): Section {
  const { facts, base, random } = context
  const intent = facts.reading.intent
  const [h2, h3] = TOPIC_HEADINGS[intent]
  const own = TOPIC_POOLS[intent]
  const trade = facts.family.pool
  const seasonal = intent === 'seasonal' ? [SERVICE_SEASON, LOCATION_SEASON] : []
  const pools: Pool[] = [own, ...seasonal, ...(trade ? [trade] : [])]
  const list = LISTS[intent]
  const parts: Part[] = [
    ...(list ? [{ heading: h3, pools: [own], slots: base, paragraphs: 0, list }] : []),
    ...random.shuffle([
      { heading: h3, pools, slots: base, paragraphs: 1 },
      { heading: h3, pools: [TOPIC_BODY, ...pools], slots: base, paragraphs: 1 },
      { heading: h3, pools: trade ? [trade, own] : pools, slots: base, paragraphs: 1 },
    ]),
  ]
  return section(
    'topic',
    38,
    [
      heading(context, 'h2', h2, base, 'topic'),
      opening(
        context,
        [required(context, own, base, `Start with ${facts.topic}.`)],
        [own, TOPIC_BODY],
        base,
        1,
      ),
    ],
    parts,
  )
}

/** The owner's facts, as given: services with descriptions and prices, hours, area. */
export function buildFactsSection(context: BuildContext): Section | undefined {
  const { facts, writer, base } = context
  const owner = facts.owner
  const services = owner.services ?? []
  if (services.length === 0 && !owner.hours && !owner.serviceArea) return undefined
  const blocks: (Block | undefined)[] = [heading(context, 'h2', OUTLINE_FACTS, base, 'what-they-offer')]
  const lead: string[] = []
  if (owner.serviceArea) lead.push(`${facts.business} serves ${owner.serviceArea}.`)
  if (owner.hours) lead.push(`Opening hours: ${owner.hours}.`.replace(/\.\.$/, '.'))
  if (services.length > 0) lead.push(`Services on offer include the following.`)
  blocks.push({ kind: 'p', sentences: lead.map((text) => writer.write(text)) })
  if (services.length > 0) {
    blocks.push({
      kind: 'ul',
      sentences: services.map((entry) => {
        const description = entry.description ? `: ${entry.description.replace(/\.$/, '')}` : ''
        const price = entry.price ? ` (${entry.price})` : ''
        return writer.write(`**${entry.name}**${description}${price}.`)
      }),
    })
  }
  return section('what-they-offer', 0, blocks)
}

/** How the business helps: a paragraph per service behind the keywords. */
export function buildServicesSection(context: BuildContext): Section {
  const { facts, random, base } = context
  const blocks: (Block | undefined)[] = [heading(context, 'h2', OUTLINE_SERVICES, base, 'services')]
  const pools = [
    SERVICE_BODY,
    SERVICE_EXPECT,
    SERVICE_TIPS,
    TOPIC_LINK_TO_BUSINESS,
    ...(facts.family.servicePool ? [facts.family.servicePool] : []),
  ]
  for (const service of facts.services) {
    const slots = () => ({
      ...base(),
      service: service.service,
      keyword: random.pick(service.keywords).keyword,
    })
    const lead = required(context, SERVICE_LEAD, slots, `${facts.business} offers ${service.service}.`)
    blocks.push(opening(context, [lead], pools, slots, 0))
  }
  return section('services', 26, blocks)
}

/**
 * Choosing well: advice, a numbered checklist, warning signs, comparing. `id` is 'why-choose' (the
 * section that carries the middle backlink) unless the article also has a why section.
 */
export function buildChooseSection(context: BuildContext, id = 'why-choose'): Section {
  const { base } = context
  const sentences = [
    required(context, HOW_LEAD, base, 'A little research goes a long way.'),
    ...linkSentence(context, id, base),
  ]
  return section(
    id,
    12,
    [heading(context, 'h2', OUTLINE_CHOOSE, base, id), opening(context, sentences, [HOW_BODY], base, 1)],
    [
      { pools: [HOW_LIST], slots: base, paragraphs: 0, list: 'ol', listIntro: HOW_LIST_INTRO },
      { pools: [HOW_FLAGS, HOW_COMPARE], slots: base, paragraphs: 1 },
    ],
  )
}

/** Why this business: the owner's own points when given, general reasons otherwise. `id` as above. */
export function buildWhySection(context: BuildContext, id = 'why-choose'): Section {
  const { facts, base, writer } = context
  const sentences = [
    required(context, WHY_LEAD, base, `Here is what ${facts.business} brings.`),
    ...linkSentence(context, id, base),
  ]
  const points = facts.owner.differentiators ?? []
  const blocks: (Block | undefined)[] = [
    heading(context, 'h2', OUTLINE_WHY, base, id),
    opening(context, sentences, [WHY_BODY, WHY_PEOPLE, WHY_COMMUNITY], base, 1),
  ]
  if (points.length > 0)
    blocks.push({
      kind: 'ul',
      sentences: points.map((point) => writer.write(point.replace(/([^.!?])$/, '$1.'))),
    })
  return section(
    id,
    12,
    blocks,
    points.length > 0 ? [] : [{ pools: [WHY_LIST], slots: base, paragraphs: 0, list: 'ul' }],
  )
}

/** Every location in one section: each gets a paragraph naming its address and phone. */
export function buildLocationsSection(context: BuildContext): Section {
  const { facts, random, base } = context
  const blocks: (Block | undefined)[] = [heading(context, 'h2', OUTLINE_LOCATIONS, base, 'locations')]
  const parts: Part[] = []
  for (const location of facts.locations) {
    const place = location.place
    const slots = (): Slots => ({
      ...base(),
      city: location.city ?? 'the area',
      cityName: location.city,
      label: location.label,
      address: location.address,
      phone: location.phone,
      county: place?.county,
      region: place?.region,
      landmark: place && place.landmarks.length > 0 ? random.pick(place.landmarks) : undefined,
      neighborhood: place && place.neighborhoods.length > 0 ? random.pick(place.neighborhoods) : undefined,
    })
    const fallback = `${facts.business} is at ${location.address}${location.phone ? `, phone ${location.phone}` : ''}.`
    const lead = required(context, location.phone ? LOCATION_LEAD : LOCATION_LEAD_NO_PHONE, slots, fallback)
    blocks.push(opening(context, [lead], [LOCATION_VISIT], slots, 0))
    // A long article also describes the first location's surroundings.
    if (parts.length === 0 && facts.wordCount >= LONG_ARTICLE_WORDS)
      parts.push({ heading: LOCATION_LOCAL_HEADING, pools: [LOCATION_LOCAL], slots, paragraphs: 2 })
  }
  return section('locations', 6 + 4 * facts.locations.length, blocks, parts)
}

/** Every distinct phone, with the locations it answers for when there is more than one. */
function phoneList(facts: ArticleFacts): string | undefined {
  const labels = new Map<string, string[]>()
  for (const location of facts.locations) {
    if (location.phone) labels.set(location.phone, [...(labels.get(location.phone) ?? []), location.label])
  }
  if (labels.size <= 1) return [...labels.keys()][0]
  const items = [...labels].map(([phone, names]) => `${phone} (${joinList(names)})`)
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`
}

/** The closing call to action: phone numbers and the last backlink. */
export function buildNextSteps(context: BuildContext): Section {
  const { facts, base } = context
  const phones = phoneList(facts)
  const slots = () => ({ ...base(), phoneList: phones })
  const lead = required(
    context,
    phones ? CTA_LEAD : CTA_LEAD_NO_PHONE,
    slots,
    `Contact ${facts.business} today.`,
  )
  return section('get-started', 5, [
    heading(context, 'h2', OUTLINE_CLOSING, base, 'get-started'),
    opening(context, [lead, ...linkSentence(context, 'get-started', slots)], [CTA_BODY], slots, 1),
  ])
}

/**
 * Targets from this many words also get the support section their intent leaves out (why-choose
 * after how-to-choose or the reverse): the two sections' pools alone run dry before 10,000 words
 * for a one-service, one-location business.
 */
export const LONG_ARTICLE_WORDS = 6000

/** The support sections of the article's intent, in order (all three for a long article). */
export function buildSupportSections(context: BuildContext): Section[] {
  const kinds = [...SUPPORT[context.facts.reading.intent]]
  if (context.facts.wordCount >= LONG_ARTICLE_WORDS) {
    if (!kinds.includes('choose')) kinds.push('choose')
    if (!kinds.includes('why')) kinds.push('why')
  }
  const built: Section[] = []
  for (const kind of kinds) {
    // The first of choose/why carries the middle backlink; the added one has an id of its own.
    const first = kind === kinds.find((other) => other !== 'services')
    if (kind === 'services') {
      const owner = buildFactsSection(context)
      if (owner) built.push(owner)
      built.push(buildServicesSection(context))
    } else if (kind === 'choose')
      built.push(buildChooseSection(context, first ? 'why-choose' : 'how-to-choose'))
    else built.push(buildWhySection(context, first ? 'why-choose' : 'why-us'))
  }
  return built
}
