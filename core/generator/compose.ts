import { createRandom, hashText, type Random } from '../random.ts'
import type { Section, TextBlock } from './article.ts'
import { KEYWORD_SENTENCES } from './bank/intro.ts'
import { SERVICE_BODY, SERVICE_EXPECT, SERVICE_TIPS } from './bank/services.ts'
import type { BuildContext } from './build-context.ts'
import { type ArticleFacts, factsOf } from './facts.ts'
import { buildFaqJsonLd } from './faq-schema.ts'
import { buildFaq } from './faq-section.ts'
import { fitToTarget, growToBudgets } from './fit-length.ts'
import { joinList } from './grammar.ts'
import { buildImageIdeas } from './image-ideas.ts'
import { parseGenerateBlogInput } from './input.ts'
import { planLinks } from './link-plan.ts'
import {
  buildLocationsSection,
  buildNextSteps,
  buildSupportSections,
  buildTopicIntro,
  buildTopicSection,
} from './outline.ts'
import { recordTemplateWriting } from './provenance.ts'
import { renderArticle } from './render.ts'
import { buildTags } from './tags.ts'
import type { Slots } from './template.ts'
import { writeMetaDescription, writeTitle } from './title.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'
import { keywordMinimum, MIN_KEYWORD_MENTIONS, SentenceWriter } from './writer.ts'

/** Options of the offline composer. */
export interface ComposeOptions {
  /** Different seeds give different wording for the same input; the default is 0. */
  seed?: number
}

function baseSlots(facts: ArticleFacts, random: Random): () => Slots {
  const place = facts.locations.find((location) => location.place && location.city === facts.cities[0])?.place
  const fixed: Slots = {
    business: facts.business,
    kind: facts.family.kind,
    team: facts.family.team,
    client: facts.family.client,
    city: facts.cities[0] ?? 'the area',
    cityName: facts.cities[0],
    cities: facts.cities.length > 0 ? joinList(facts.cities) : 'the area',
    phone: facts.locations.find((location) => location.phone)?.phone,
    service: facts.services[0]?.service,
    keyword: facts.keywords[0]?.keyword,
    topic: facts.topicNoun,
    topicTitle: facts.topicTitle,
    topicLine: facts.topicNoun ?? `“${facts.topicTitle}”`,
    subject: facts.subject.text,
    head: facts.subject.head,
    focus: facts.focus,
    task: facts.reading.task,
    season: facts.reading.season,
    optionA: facts.reading.options?.[0],
    optionB: facts.reading.options?.[1],
    county: place?.county,
    region: place?.region,
  }
  return () => ({
    ...fixed,
    landmark: place && place.landmarks.length > 0 ? random.pick(place.landmarks) : undefined,
    neighborhood: place && place.neighborhoods.length > 0 ? random.pick(place.neighborhoods) : undefined,
  })
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

/**
 * Makes sure every keyword is mentioned at least twice and reaches its 0.5% share, adding
 * search-phrase sentences to the topic and support sections, each in a different paragraph so they
 * never bunch up. Keywords take turns, the one furthest below its floor (in proportion) first, and every keyword
 * gets its two mentions before any goes further: the search-phrase templates are few, and the
 * 4-word phrase limit retires them, so the last keyword of five must not find them spent.
 */
function mentionEveryKeyword(context: BuildContext, sections: readonly Section[]): void {
  const { facts, writer, random, base } = context
  // Spread over every section's paragraphs, so mentions never bunch up in one place.
  const paragraphs = random.shuffle(
    sections.flatMap((section) => section.blocks.filter((block): block is TextBlock => block.kind === 'p')),
  )
  if (paragraphs.length === 0) return
  const exhausted = new Set<number>()
  let placed = 0
  for (const floor of [
    () => MIN_KEYWORD_MENTIONS,
    (keyword: string) => keywordMinimum(keyword, facts.wordCount),
  ]) {
    for (;;) {
      const counts = writer.keywordCounts()
      const open = facts.keywords
        .map((info, index) => ({ info, index, need: floor(info.keyword), has: counts[index] ?? 0 }))
        .filter((entry) => entry.has < entry.need && !exhausted.has(entry.index))
        // Furthest below its floor, in proportion: 3 of 7 needs a turn before 20 of 27.
        .sort((a, b) => a.has / a.need - b.has / b.need)
      const next = open[0]
      if (!next) break
      const serviceIndex = facts.services.findIndex((service) => service.keywords.includes(next.info))
      const slots = {
        ...base(),
        keyword: next.info.keyword,
        service: facts.services[serviceIndex]?.service ?? next.info.service,
      }
      // The search-phrase sentences first; once they are spent, service sentences naming the keyword.
      const sentence =
        writer.draw([KEYWORD_SENTENCES], slots, { required: true }) ??
        writer.draw([SERVICE_BODY, SERVICE_EXPECT, SERVICE_TIPS], { ...slots, service: next.info.keyword })
      if (!sentence) {
        exhausted.add(next.index)
        continue
      }
      const paragraph = paragraphs[placed++ % paragraphs.length] as TextBlock
      // After the paragraph's first sentence, which may be a lead the others build on.
      paragraph.sentences.splice(1 + random.int(paragraph.sentences.length), 0, sentence)
    }
    exhausted.clear()
  }
}

/**
 * Writes a complete local SEO article offline: intro, a section per service, a section per
 * location, why-choose, how-to-choose, FAQ and a call to action, landed within about 1% of the word
 * target. Validates the input first (throws GeneratorInputError). The same input and seed always
 * give the same article; the input itself also feeds the randomness, so two businesses never share
 * a stream of choices.
 */
export function composeBlogPost(input: GenerateBlogInput, options: ComposeOptions = {}): GeneratedPost {
  const parsed = parseGenerateBlogInput(input)
  const facts = factsOf(parsed)
  const seed = hashText(JSON.stringify(parsed)) ^ Math.imul((options.seed ?? 0) + 1, 0x9e3779b1)
  const random = createRandom(seed)
  // When a name holds a keyword ('Riverbend Bail Bonds', service 'storm damage repair'), every
  // mention counts toward the keyword's 3%, so past the cap sentences say 'the bail agency' instead.
  const writer = new SentenceWriter(
    random,
    facts.family.id,
    facts.keywords.map((info) => info.keyword),
    facts.wordCount,
    { business: `the ${facts.family.kind}`, service: facts.family.serviceAlias },
    {
      business: facts.business,
      words: nameWords(facts),
      ownerText: facts.ownerText,
    },
  )
  const context: BuildContext = {
    facts,
    writer,
    random,
    base: baseSlots(facts, random),
    links: planLinks(facts, random),
    faq: [],
  }

  // The outline follows the topic's intent: its own section first, then the support the intent needs.
  const intro = buildTopicIntro(context)
  const topic = buildTopicSection(context)
  const support = buildSupportSections(context)
  const sections = [
    intro,
    topic,
    ...support,
    buildLocationsSection(context),
    buildFaq(context),
    buildNextSteps(context),
  ]

  growToBudgets(sections, context, facts.wordCount)
  mentionEveryKeyword(context, [intro, topic, ...support])
  fitToTarget(sections, context, facts.wordCount, Math.max(4, Math.round(facts.wordCount * 0.01)))

  const titles = createRandom(seed ^ 0x5bd1e995)
  const post: GeneratedPost = {
    title: writeTitle(facts, titles),
    content: renderArticle(sections),
    metaDescription: writeMetaDescription(facts, titles),
    tags: buildTags(facts),
    keywords: facts.keywords.map((info) => info.keyword),
    imageIdeas: buildImageIdeas(facts),
    faq: context.faq,
    faqJsonLd: buildFaqJsonLd(context.faq),
  }
  recordTemplateWriting(post, sections)
  return post
}
