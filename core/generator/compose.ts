import { createRandom, hashText, type Random } from '../random.ts'
import { asSentence, coverage, isQuestion, pointHeading, sharedWords } from './brief.ts'
import { refusesClaim } from './claims.ts'
import { type ArticleFacts, factsOf } from './facts.ts'
import { buildFaqJsonLd } from './faq-schema.ts'
import { capitalizeFirst, joinList, titleCase, withArticle } from './grammar.ts'
import { buildImageIdeas } from './image-ideas.ts'
import { GeneratorInputError, MIN_POST_WORDS, parseGenerateBlogInput } from './input.ts'
import { countKeyword, namesAnAgent, naturalKeyword } from './keywords.ts'
import { buildTags } from './tags.ts'
import { fillTemplate, type Slots } from './template.ts'
import { writeMetaDescription, writeTitle } from './title.ts'
import type { BusinessService, FaqItem, GenerateBlogInput, GeneratedPost } from './types.ts'

/** Options of the offline composer. */
export interface ComposeOptions {
  /** Different seeds give different connecting words for the same input; the default is 0. */
  seed?: number
}

type Block =
  | { kind: 'p'; sentences: string[] }
  | { kind: 'ul'; items: string[] }
  | { kind: 'h3'; text: string }

/** An h2 section; the introduction has no heading. */
interface Part {
  heading?: string
  blocks: Block[]
}

/** A trade sentence with this share of its content words in a key point would say the point twice. */
const TRADE_OVERLAP = 0.45

/** The 4-word runs of a text, lower-cased: a trade sentence sharing one with the owner's text echoes it. */
function wordGrams(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []
  return words.slice(3).map((_, at) => words.slice(at, at + 4).join(' '))
}

/** Owner text is written as given: escape what Markdown would read as markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>#|])/g, '\\$1').replace(/^(\d+)\.(\s)/, '$1\\.$2')
}

const link = (text: string, url: string): string => `[${escapeMarkdown(text)}](<${url}>)`

/** A service name mid-sentence: 'Full groom' reads 'full groom'; 'MRI scan' keeps its capitals. */
function lowerName(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name
}

/** The words the composer adds around the owner's material, with the values they need. */
interface Voice {
  facts: ArticleFacts
  random: Random
  business: string
  url: string
  phone?: string
  city?: string
  /** Every keyword in the form prose uses: 'dog grooming in Grand Haven'. */
  keywords: string[]
  ownerText: string
}

/** One of a few wordings, or undefined when every wording needs a value the input lacks. */
function choose(voice: Voice, options: readonly (string | undefined | false)[]): string | undefined {
  const usable = options.filter((option): option is string => typeof option === 'string')
  return usable.length > 0 ? voice.random.pick(usable) : undefined
}

/** The answer the introduction opens with: the topic, then the first key point. */
function writeAnswer(voice: Voice, topic: string, point: string | undefined): string[] {
  const question = isQuestion(topic)
  const lower = topic.charAt(0).toLowerCase() + topic.slice(1)
  const lead = question
    ? `${capitalizeFirst(topic.replace(/[.?]*$/, ''))}?`
    : choose(voice, [
        `Here is what matters most for ${escapeMarkdown(lower)}.`,
        `${escapeMarkdown(capitalizeFirst(topic))} starts with a few decisions.`,
        `A few points settle ${escapeMarkdown(lower)}.`,
      ])
  return [escapeMarkdown(lead ?? topic), ...(point ? [escapeMarkdown(asSentence(point))] : [])]
}

/** A keyword after 'for' or 'about': 'a bail bondsman', 'dog grooming in Grand Haven'. */
function forPhrase(keyword: string): string {
  return escapeMarkdown(namesAnAgent(keyword) ? withArticle(keyword) : keyword)
}

/** Who the business is and what it offers, with the first backlink and the primary keyword. */
function writeIntroduction(
  voice: Voice,
  services: readonly BusinessService[],
  phrase: string | undefined,
): string {
  const { business, url, facts } = voice
  const named = link(business, url)
  const keyword = phrase && forPhrase(phrase)
  const offers =
    services.length > 0
      ? joinList(services.map((service) => escapeMarkdown(lowerName(service.name))))
      : undefined
  const address = facts.locations[0]?.address
  return (
    choose(voice, [
      keyword && offers && `For ${keyword}, ${named} offers ${offers}.`,
      keyword && offers && `${named} offers ${offers}, for ${keyword}.`,
      !keyword && offers && `${named} offers ${offers}.`,
      keyword && !offers && address && `For ${keyword}, ${named} is at ${escapeMarkdown(address)}.`,
    ]) ?? `${named} is at ${escapeMarkdown(address ?? voice.city ?? '')}.`
  )
}

/** A list item for a service: bold name, price, description. */
function serviceItem(service: BusinessService, described: boolean): string {
  const price = service.price ? ` (${escapeMarkdown(service.price)})` : ''
  const text = !described && service.description ? `: ${escapeMarkdown(service.description)}` : ''
  return `**${escapeMarkdown(service.name)}**${price}${text}`
}

/** Assigns each item to the key point it shares the most content words with, or to none (-1). */
function assignToPoints<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  points: readonly string[],
  nameOf: (item: T) => string = () => '',
  least = 1,
): number[] {
  return items.map((item) => {
    let best = -1
    let bestShared = 0
    points.forEach((point, index) => {
      // A name shared counts double: 'full groom' belongs with 'book a full groom'.
      const shared = sharedWords(textOf(item), point) + sharedWords(nameOf(item), point)
      if (shared >= least && shared > bestShared) {
        best = index
        bestShared = shared
      }
    })
    return best
  })
}

/** The trade file's own sentences and questions, filled and free of claims, for this business. */
function tradeKnowledge(voice: Voice): { sentences: string[]; faqs: FaqItem[] } {
  const { facts, random } = voice
  const trade = facts.family
  const slots: Slots = {
    business: facts.business,
    kind: trade.kind,
    team: trade.team,
    client: trade.client,
    city: voice.city,
    cityName: voice.city,
    service: facts.services[0]?.service,
    keyword: facts.keywords[0]?.keyword,
  }
  const fill = (template: { slots: readonly string[] } & Parameters<typeof fillTemplate>[0]) =>
    template.slots.every((slot) => slots[slot] !== undefined)
      ? fillTemplate(template, slots, random)
      : undefined
  const clean = (text: string | undefined): text is string =>
    text !== undefined && !refusesClaim(text, voice.ownerText, facts.locations.length)
  const sentences = (trade.pool?.templates ?? []).map(fill).filter(clean)
  const subject = [facts.topic, ...(facts.owner.keyPoints ?? [])].join(' ')
  const faqs = (trade.faq ?? [])
    .filter((question) => sharedWords(question.text, subject) > 0)
    .map((question) => {
      const asked = question.question.templates[0] ? fill(question.question.templates[0]) : undefined
      const answer = question.answer.map((pool) => (pool.templates[0] ? fill(pool.templates[0]) : undefined))
      return asked && answer.every(clean) && clean(asked)
        ? { question: asked, answer: answer.join(' ') }
        : undefined
    })
    .filter((item) => item !== undefined)
  return { sentences, faqs }
}

function wordsOf(parts: readonly Part[]): number {
  let words = 0
  const count = (text: string) =>
    (text.replace(/\]\(<[^>]*>\)/g, ' ').match(/[\p{L}\p{N}'’-]+/gu) ?? []).length
  for (const part of parts) {
    if (part.heading) words += count(part.heading)
    for (const block of part.blocks) {
      if (block.kind === 'h3') words += count(block.text)
      else for (const text of block.kind === 'p' ? block.sentences : block.items) words += count(text)
    }
  }
  return words
}

function renderMarkdown(parts: readonly Part[]): string {
  const out: string[] = []
  for (const part of parts) {
    if (part.heading) out.push(`## ${escapeMarkdown(part.heading)}`)
    for (const block of part.blocks) {
      if (block.kind === 'h3') out.push(`### ${escapeMarkdown(block.text)}`)
      else if (block.kind === 'p') {
        if (block.sentences.length > 0) out.push(block.sentences.join(' '))
      } else if (block.items.length > 0) out.push(block.items.map((item) => `- ${item}`).join('\n'))
    }
  }
  return `${out.join('\n\n')}\n`
}

/** The keyword in a heading's headline case. */
const headingKeyword = (keyword: string | undefined): string | undefined =>
  keyword ? titleCase(keyword) : undefined

/**
 * Writes a local article from the owner's material: the topic answered from the key points, a
 * section per further key point with the services, strengths and (for a trade with a trade file)
 * the trade's knowledge that bear on it, the services and prices, hours and locations, the owner's
 * questions and a way to get in touch. Nothing is padded: the article is as long as the material
 * (at most the word target); under 600 words it throws GeneratorInputError saying what to add.
 * The same input and seed always give the same article.
 */
export function composeBlogPost(input: GenerateBlogInput, options: ComposeOptions = {}): GeneratedPost {
  const parsed = parseGenerateBlogInput(input)
  const facts = factsOf(parsed)
  const seed = hashText(JSON.stringify(parsed)) ^ Math.imul((options.seed ?? 0) + 1, 0x9e3779b1)
  const random = createRandom(seed)
  const voice: Voice = {
    facts,
    random,
    business: facts.business,
    url: facts.backlink,
    ...(facts.locations.find((location) => location.phone)?.phone
      ? { phone: facts.locations.find((location) => location.phone)?.phone as string }
      : {}),
    ...(facts.cities[0] ? { city: facts.cities[0] } : {}),
    keywords: facts.keywords.map((info) => naturalKeyword(info.keyword, facts.cities)),
    ownerText: facts.ownerText,
  }
  const points = parsed.keyPoints ?? []
  const services = parsed.services ?? []
  const strengths = parsed.differentiators ?? []
  const knowledge = tradeKnowledge(voice)

  // Every service, strength and trade sentence is written once, beside the key point it bears on.
  const servicePoint = assignToPoints(
    services,
    (service) => `${service.name} ${service.description ?? ''}`,
    points,
    (service) => service.name,
    2,
  )
  const strengthPoint = assignToPoints(
    strengths,
    (text) => text,
    points,
    () => '',
    2,
  )
  const subjectText = [facts.topic, ...points].join(' ')
  // The trade's general sentences that bear on the topic and say nothing a key point already says.
  const ownerMaterial = [
    ...points,
    ...services.map((service) => `${service.name}. ${service.description ?? ''}`),
    ...strengths,
    ...(parsed.faqs ?? []).map((item) => `${item.question} ${item.answer}`),
  ]
  const ownerGrams = new Set(ownerMaterial.flatMap(wordGrams))
  const tradeSentences = knowledge.sentences.filter(
    (sentence) =>
      sharedWords(sentence, subjectText) >= 2 &&
      points.every((point) => coverage(sentence, point) < TRADE_OVERLAP) &&
      !wordGrams(sentence).some((gram) => ownerGrams.has(gram)),
  )
  // A trade sentence goes with a point only when it shares at least two of its words.
  const tradePoint = assignToPoints(
    tradeSentences,
    (text) => text,
    points,
    () => '',
    2,
  )
  const business = escapeMarkdown(voice.business)
  let namedServices = 0
  const related = (index: number): Block[] => {
    const offered = services.filter((_, at) => servicePoint[at] === index)
    const said = strengths.filter((_, at) => strengthPoint[at] === index)
    const trade = tradeSentences.filter((_, at) => tradePoint[at] === index).map(escapeMarkdown)
    const blocks: Block[] = []
    if (trade.length > 0) blocks.push({ kind: 'p', sentences: trade })
    // Each service in a sentence of its own with its price, then the owner's description: no two
    // businesses share it word for word. The business is named in the first only (the name is
    // rationed to one mention per 150 words).
    for (const service of offered) {
      const name = escapeMarkdown(lowerName(service.name))
      const price = service.price ? `, ${escapeMarkdown(service.price)}` : ''
      const kind = voice.facts.family.kind
      // A sentence of its own for each service, in turn: never one formula twice in a post of up
      // to four services.
      const leads = [
        `For this, the ${kind} offers ${name}${price}.`,
        `${capitalizeFirst(name)} is on the list for this too${price}.`,
        `The ${kind} also offers ${name}${price}.`,
        `Ask the ${kind} about ${name} too${price}.`,
      ]
      const lead = leads[namedServices++ % leads.length] as string
      blocks.push({
        kind: 'p',
        sentences: [lead, ...(service.description ? [escapeMarkdown(asSentence(service.description))] : [])],
      })
    }
    if (said.length > 0)
      blocks.push({
        kind: 'p',
        sentences: said.map((text) => `In the business’s own words: ${escapeMarkdown(asSentence(text))}`),
      })
    return blocks
  }

  // Each keyword needs two mentions; the owner's material may already make them. The places the
  // composer can name a keyword go, in reading order, to the keyword that still needs one most.
  const headings = points.slice(1).map(pointHeading)
  const material = [
    facts.topic,
    ...ownerMaterial,
    ...tradeSentences,
    // Each later point's heading is written twice: over its section and in the contents list.
    ...(headings.length >= 3 ? headings : []),
    ...headings,
  ].join('\n')
  const need = facts.keywords.map((info) =>
    Math.max(0, 2 - countKeyword(material, info.keyword, facts.cities)),
  )
  const keywordFor = (): string | undefined => {
    let best = -1
    need.forEach((count, index) => {
      if (count > 0 && (best < 0 || count > (need[best] ?? 0))) best = index
    })
    if (best < 0) return undefined
    need[best] = (need[best] ?? 0) - 1
    return voice.keywords[best]
  }
  const parts: Part[] = []
  parts.push({
    blocks: [
      { kind: 'p', sentences: writeAnswer(voice, facts.topic, points[0]) },
      { kind: 'p', sentences: [writeIntroduction(voice, services, keywordFor())] },
      ...related(0),
    ],
  })
  // A contents list when the article has several sections of its own, as long guides have.
  const contents = headings
  if (contents.length >= 3)
    (parts[0] as Part).blocks.push(
      { kind: 'h3', text: 'In This Guide' },
      { kind: 'ul', items: contents.map(escapeMarkdown) },
    )
  points.slice(1).forEach((point, offset) => {
    parts.push({
      heading: pointHeading(point),
      blocks: [{ kind: 'p', sentences: [escapeMarkdown(asSentence(point))] }, ...related(offset + 1)],
    })
  })
  const unplacedTrade = tradeSentences.filter((_, at) => tradePoint[at] === -1).map(escapeMarkdown)
  if (unplacedTrade.length > 0)
    parts.push({
      heading: choose(voice, [
        `${titleCase(facts.topic.replace(/\?$/, ''))}: The Basics`,
        `More on ${titleCase(facts.subject.text)}`,
      ]) as string,
      blocks: [{ kind: 'p', sentences: unplacedTrade }],
    })

  // The services: described here unless a key point's section already did.
  const anyPrice = services.some((service) => service.price)
  if (services.length > 0) {
    const headingPhrase = headingKeyword(keywordFor())
    const kind = anyPrice ? 'Services and Prices' : 'Services'
    parts.push({
      heading: headingPhrase ? `${headingPhrase}: ${kind}` : voice.city ? `${kind} in ${voice.city}` : kind,
      blocks: [
        { kind: 'ul', items: services.map((service, at) => serviceItem(service, servicePoint[at] !== -1)) },
      ],
    })
  }

  // Where and when, in sentences that each carry the business's own facts (an address alone would
  // read the same for every business once names are set aside).
  const place = (location: (typeof facts.locations)[number]) =>
    `${escapeMarkdown(location.address)}${location.phone ? `, phone ${escapeMarkdown(location.phone)}` : ''}`
  const deeds = [
    ...(parsed.yearFounded ? [`opened in ${parsed.yearFounded}`] : []),
    ...(parsed.serviceArea ? [`works in ${escapeMarkdown(parsed.serviceArea)}`] : []),
  ]
  const about: string[] = []
  const [first, ...others] = facts.locations
  if (first)
    about.push(
      deeds.length > 0
        ? `${business}, at ${place(first)}, ${joinList(deeds)}.`
        : `${business} is at ${place(first)}.`,
    )
  if (others.length > 0) about.push(`It is also at ${joinList(others.map(place))}.`)
  if (parsed.hours)
    about.push(
      choose(voice, [
        `Hours: ${escapeMarkdown(parsed.hours)}.`,
        `Opening hours: ${escapeMarkdown(parsed.hours)}.`,
      ]) as string,
    )
  const unplacedStrengths = strengths.filter((_, at) => strengthPoint[at] === -1)
  const aboutKeyword = keywordFor()
  const where: Block[] = [{ kind: 'p', sentences: about }]
  const askPhrase = voice.phone ? keywordFor() : undefined
  if (askPhrase && voice.phone)
    where.push({
      kind: 'p',
      sentences: [`Questions about ${forPhrase(askPhrase)} can go to ${escapeMarkdown(voice.phone)}.`],
    })
  if (unplacedStrengths.length === 1)
    where.push({
      kind: 'p',
      sentences: [
        `What sets it apart, in its own words: ${escapeMarkdown(asSentence(unplacedStrengths[0] as string))}`,
      ],
    })
  else if (unplacedStrengths.length > 1) {
    where.push({
      kind: 'p',
      sentences: [`What sets it apart, in its own words, in ${unplacedStrengths.length} points:`],
    })
    where.push({ kind: 'ul', items: unplacedStrengths.map((text) => escapeMarkdown(asSentence(text))) })
  }
  parts.push({
    heading:
      (aboutKeyword ? `${headingKeyword(aboutKeyword)}: Hours and Location` : undefined) ??
      (choose(voice, [
        'Hours and Location',
        `Where to Find ${voice.business}`,
        `Visiting ${voice.business}`,
      ]) as string),
    blocks: where,
  })

  // The owner's questions first, then the trade's own that bear on the topic.
  const faq: FaqItem[] = [...(parsed.faqs ?? []), ...knowledge.faqs].slice(0, 10)
  const faqPhrase = faq.length > 0 ? keywordFor() : undefined
  if (faq.length > 0)
    parts.push({
      heading: faqPhrase
        ? `${headingKeyword(faqPhrase)}: Questions and Answers`
        : (choose(voice, [
            'Questions and Answers',
            'Common Questions',
            'Your Questions, Answered',
          ]) as string),
      blocks: faq.flatMap((item): Block[] => [
        { kind: 'h3', text: item.question },
        { kind: 'p', sentences: [escapeMarkdown(asSentence(item.answer))] },
      ]),
    })

  const website = choose(voice, ['the website', 'their website', 'the business website']) as string
  const contactPhrase = keywordFor()
  // Something of this business's own in the closing line: its first service, else its topic.
  const about1 = services[0]
    ? escapeMarkdown(lowerName(services[0].name))
    : escapeMarkdown(facts.subject.text)
  const contact = voice.phone
    ? contactPhrase
      ? `For ${forPhrase(contactPhrase)}, call ${escapeMarkdown(voice.phone)} or visit ${link(website, voice.url)}.`
      : (choose(voice, [
          `To ask about ${about1} or anything in this guide, call ${escapeMarkdown(voice.phone)} or visit ${link(website, voice.url)}.`,
          `Call ${escapeMarkdown(voice.phone)} or visit ${link(website, voice.url)} to ask about ${about1}.`,
        ]) as string)
    : `Visit ${link(website, voice.url)} to get in touch${contactPhrase ? ` about ${forPhrase(contactPhrase)}` : ''}.`
  parts.push({
    heading: choose(voice, ['Contact and Booking', 'Getting in Touch', 'Next Steps']) as string,
    blocks: [{ kind: 'p', sentences: [contact] }],
  })

  // Longer than asked: the trade's general sentences go first, the owner's material stays.
  while (wordsOf(parts) > parsed.wordCount * 1.05 && removeLast(parts, tradeSentences.map(escapeMarkdown))) {}
  const words = wordsOf(parts)
  if (words < Math.min(MIN_POST_WORDS, parsed.wordCount))
    throw new GeneratorInputError(
      `The facts and key points carry about ${words} words; a post needs at least ${Math.min(MIN_POST_WORDS, parsed.wordCount)}. Add key points, services with descriptions, or questions with answers.`,
    )

  return {
    title: writeTitle(facts),
    content: renderMarkdown(parts),
    metaDescription: writeMetaDescription(facts),
    tags: buildTags(facts),
    keywords: facts.keywords.map((info) => info.keyword),
    imageIdeas: buildImageIdeas(facts),
    faq,
    faqJsonLd: buildFaqJsonLd(faq),
  }
}

/** Removes the last of the given sentences still in the article; false when none is left. */
function removeLast(parts: Part[], removable: readonly string[]): boolean {
  const wanted = new Set(removable)
  for (let at = parts.length - 1; at >= 0; at--) {
    for (const block of (parts[at] as Part).blocks) {
      if (block.kind !== 'p') continue
      const index = block.sentences.findLastIndex((sentence) => wanted.has(sentence))
      if (index >= 0) {
        block.sentences.splice(index, 1)
        return true
      }
    }
  }
  return false
}

/** Words of the names the 4-word phrase limit ignores: the business, cities, addresses, phones. */
export function nameWords(facts: ArticleFacts): Set<string> {
  const names = [
    facts.business,
    ...facts.cities,
    ...facts.locations.flatMap((location) => [location.address, location.phone ?? '']),
  ]
  return new Set(names.flatMap((name) => name.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? []))
}
