import type { Block, Part, Section } from './article.ts'
import { CTA_BODY, CTA_HEADING, CTA_LEAD, CTA_LEAD_NO_PHONE } from './bank/closing.ts'
import { INTRO_HEADING, SERVICE_HEADING, SERVICE_SEARCH_HEADING } from './bank/headings.ts'
import {
  HOW_BODY,
  HOW_COMPARE,
  HOW_COMPARE_HEADING,
  HOW_FLAGS,
  HOW_FLAGS_HEADING,
  HOW_HEADING,
  HOW_LEAD,
  HOW_LIST,
  HOW_LIST_INTRO,
} from './bank/how-to-choose.ts'
import { INTRO_BODY, INTRO_LEAD, INTRO_TOPIC, INTRO_TOPIC_TITLE } from './bank/intro.ts'
import {
  LOCATION_HEADING,
  LOCATION_LEAD,
  LOCATION_LEAD_NO_PHONE,
  LOCATION_LOCAL,
  LOCATION_LOCAL_HEADING,
  LOCATION_SEASON,
  LOCATION_SEASON_HEADING,
  LOCATION_VISIT,
} from './bank/locations.ts'
import {
  SERVICE_BODY,
  SERVICE_EXPECT,
  SERVICE_EXPECT_HEADING,
  SERVICE_LEAD,
  SERVICE_QUALITY,
  SERVICE_QUALITY_HEADING,
  SERVICE_SEASON,
  SERVICE_SEASON_HEADING,
  SERVICE_TIPS,
  SERVICE_TIPS_HEADING,
  SERVICE_VALUE,
  SERVICE_VALUE_HEADING,
} from './bank/services.ts'
import {
  WHY_BODY,
  WHY_COMMUNITY,
  WHY_COMMUNITY_HEADING,
  WHY_HEADING,
  WHY_LEAD,
  WHY_LIST,
  WHY_PEOPLE,
  WHY_PEOPLE_HEADING,
} from './bank/why-choose.ts'
import { type BuildContext, heading, linkSentence, opening, required, section } from './build-context.ts'
import type { ArticleFacts, LocationFacts, ServiceFacts } from './facts.ts'
import { joinList } from './grammar.ts'
import type { Slots } from './template.ts'

/** Introduction: who, where, the topic, the first backlink. */
export function buildIntro(context: BuildContext): Section {
  const { facts, base } = context
  const topicPool = facts.topicNoun ? INTRO_TOPIC : INTRO_TOPIC_TITLE
  const sentences = [
    required(context, INTRO_LEAD, base, `${facts.business} serves ${facts.cities[0] ?? 'its community'}.`),
    required(context, topicPool, base, `This article is about ${facts.topic}.`),
    ...linkSentence(context, 'introduction', base),
  ]
  return section('introduction', 8, [
    heading(context, 'h2', INTRO_HEADING, base, 'introduction'),
    opening(context, sentences, [INTRO_BODY], base, 3),
  ])
}

/** One section per service behind the keywords. */
export function buildService(context: BuildContext, service: ServiceFacts, id: string): Section {
  const { facts, random, base } = context
  const primary = service.keywords[0] ?? { keyword: service.service, searchPhrase: false }
  const slots = () => ({
    ...base(),
    service: service.service,
    keyword: random.pick(service.keywords).keyword,
  })
  const headingPool = primary.searchPhrase ? SERVICE_SEARCH_HEADING : SERVICE_HEADING
  const title = heading(
    context,
    'h2',
    headingPool,
    { ...base(), service: service.service, keyword: primary.keyword },
    id,
  )
  const lead = required(context, SERVICE_LEAD, slots, `${facts.business} offers ${service.service}.`)
  const family = facts.family
  // Shuffled per service, so sections of a short article each open a different kind of h3.
  const parts: Part[] = random.shuffle([
    { heading: SERVICE_EXPECT_HEADING, pools: [SERVICE_EXPECT], slots, paragraphs: 1 },
    { heading: SERVICE_QUALITY_HEADING, pools: [SERVICE_QUALITY], slots, paragraphs: 1 },
    { heading: SERVICE_TIPS_HEADING, pools: [SERVICE_TIPS], slots, paragraphs: 1 },
    ...(family.pool && family.heading
      ? [{ heading: family.heading, pools: [family.pool], slots, paragraphs: 2 }]
      : []),
    ...(family.id === 'bail'
      ? []
      : [
          { heading: SERVICE_VALUE_HEADING, pools: [SERVICE_VALUE], slots, paragraphs: 1 },
          { heading: SERVICE_SEASON_HEADING, pools: [SERVICE_SEASON], slots, paragraphs: 1 },
        ]),
  ])
  // One opening paragraph, then h3 parts: spreading a section over several pools keeps five service
  // sections of one article from sounding alike.
  const body = family.servicePool ? [SERVICE_BODY, family.servicePool] : [SERVICE_BODY]
  return section(id, 40 / facts.services.length, [title, opening(context, [lead], body, slots, 0)], parts)
}

function locationSlots(context: BuildContext, location: LocationFacts): () => Slots {
  const { random, base } = context
  const place = location.place
  return () => ({
    ...base(),
    city: location.city ?? 'the area',
    cityName: location.city,
    label: location.label,
    // 'in Lansing', or 'at 120 Michigan Ave' when the label is a street.
    atLabel: location.label === location.city ? `in ${location.label}` : `at ${location.label}`,
    address: location.address,
    phone: location.phone,
    county: place?.county,
    region: place?.region,
    landmark: place && place.landmarks.length > 0 ? random.pick(place.landmarks) : undefined,
    neighborhood: place && place.neighborhoods.length > 0 ? random.pick(place.neighborhoods) : undefined,
  })
}

/** One section per location, always naming its address and phone. */
export function buildLocation(context: BuildContext, location: LocationFacts, id: string): Section {
  const { facts, writer } = context
  const slots = locationSlots(context, location)
  const leadPool = location.phone ? LOCATION_LEAD : LOCATION_LEAD_NO_PHONE
  const fallback = `${facts.business} is at ${location.address}${location.phone ? `, phone ${location.phone}` : ''}.`
  const blocks: (Block | undefined)[] = [
    heading(context, 'h2', LOCATION_HEADING, slots, id),
    opening(context, [required(context, leadPool, slots, fallback)], [LOCATION_VISIT], slots, 0),
  ]
  // A details list helps scanning in long articles; short ones cannot spare the words.
  if (facts.wordCount >= 1500) {
    const items = [writer.write(`**Address:** ${location.address}`)]
    // A phone shared with an earlier location was listed there already.
    const firstWithPhone = facts.locations.find((other) => other.phone === location.phone)
    if (location.phone && firstWithPhone === location)
      items.push(writer.write(`**Phone:** ${location.phone}`))
    blocks.push({ kind: 'ul', sentences: items })
  }
  const weight = (10 + 5 * facts.locations.length) / facts.locations.length
  return section(id, weight, blocks, [
    { heading: LOCATION_LOCAL_HEADING, pools: [LOCATION_LOCAL], slots, paragraphs: 1 },
    { heading: LOCATION_SEASON_HEADING, pools: [LOCATION_SEASON], slots, paragraphs: 1 },
  ])
}

/** Why choose the business: reasons, a bulleted list, the people, the community. */
export function buildWhyChoose(context: BuildContext): Section {
  const { facts, base } = context
  const sentences = [
    required(context, WHY_LEAD, base, `Here is why ${facts.business} stands out.`),
    ...linkSentence(context, 'why-choose', base),
  ]
  return section(
    'why-choose',
    13,
    [
      heading(context, 'h2', WHY_HEADING, base, 'why-choose'),
      opening(context, sentences, [WHY_BODY], base, 1),
    ],
    [
      { pools: [WHY_LIST], slots: base, paragraphs: 0, list: 'ul' },
      { heading: WHY_PEOPLE_HEADING, pools: [WHY_PEOPLE], slots: base, paragraphs: 1 },
      { heading: WHY_COMMUNITY_HEADING, pools: [WHY_COMMUNITY], slots: base, paragraphs: 1 },
    ],
  )
}

/** How to choose a provider: advice, a numbered checklist, red flags, comparing. */
export function buildHowToChoose(context: BuildContext): Section {
  const { base } = context
  const lead = required(context, HOW_LEAD, base, 'A little research goes a long way.')
  return section(
    'how-to-choose',
    13,
    [
      heading(context, 'h2', HOW_HEADING, base, 'how-to-choose'),
      opening(context, [lead], [HOW_BODY], base, 1),
    ],
    [
      { pools: [HOW_LIST], slots: base, paragraphs: 0, list: 'ol', listIntro: HOW_LIST_INTRO },
      { heading: HOW_FLAGS_HEADING, pools: [HOW_FLAGS], slots: base, paragraphs: 1 },
      { heading: HOW_COMPARE_HEADING, pools: [HOW_COMPARE], slots: base, paragraphs: 1 },
    ],
  )
}

/** Every distinct phone, with the locations it answers for when there is more than one: '(269) 555-0100 (Battle Creek) or (269) 555-0101 (Portage and Marshall)'. */
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
export function buildClosing(context: BuildContext): Section {
  const { facts, base } = context
  const phones = phoneList(facts)
  const slots = () => ({ ...base(), phoneList: phones })
  const lead = required(
    context,
    phones ? CTA_LEAD : CTA_LEAD_NO_PHONE,
    slots,
    `Contact ${facts.business} today.`,
  )
  const sentences = [lead, ...linkSentence(context, 'get-started', slots)]
  return section('get-started', 5, [
    heading(context, 'h2', CTA_HEADING, base, 'get-started'),
    opening(context, sentences, [CTA_BODY], slots, 1),
  ])
}
