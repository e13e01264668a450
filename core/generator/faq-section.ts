import type { Block, Section } from './article.ts'
import { FAQ_OPTIONAL, FAQ_START, type FaqTemplate } from './bank/faq.ts'
import { OUTLINE_FAQ } from './bank/outline-headings.ts'
import { type BuildContext, heading, section } from './build-context.ts'
import type { ArticleFacts } from './facts.ts'

/** Number of FAQ questions: five, plus one per 1,500 words past 1,500, at most eight. */
export function faqCount(wordCount: number): number {
  return Math.min(8, Math.max(5, 5 + Math.floor((wordCount - 1500) / 1500)))
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

function locationList(facts: ArticleFacts): string {
  const addresses = facts.locations.map((location) => location.address)
  if (addresses.length === 1) return `at ${addresses[0]}`
  // Semicolons, because the addresses carry commas of their own.
  return `from ${NUMBER_WORDS[addresses.length]} locations: ${addresses.join('; ')}`
}

/** Words too common to tie a question to a topic. */
const COMMON = new Set(
  'about after before does from have help into more much need should that their there they this what when where which with your'.split(
    ' ',
  ),
)

/** Content words of a text, singular-ish: 'Moving day checklists' -> moving, day, checklist. */
function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? []
  return new Set(words.filter((word) => !COMMON.has(word)).map((word) => word.replace(/s$/, '')))
}

/**
 * The trade's own questions that bear on the topic (they share a content word with it), at most
 * one: they name no subject, so asking them on every topic would repeat headings between articles.
 */
function relevantFamilyQuestions(facts: ArticleFacts, family: readonly FaqTemplate[]): FaqTemplate[] {
  const topic = contentWords(facts.topic)
  return family
    .filter((item) => [...contentWords(item.text.replace(/\{\w+\}/g, ''))].some((word) => topic.has(word)))
    .slice(0, 1)
}

/** The FAQ: the owner's questions, who to call, a trade question on the topic, then general ones. */
export function buildFaq(context: BuildContext): Section {
  const { facts, writer, random, base } = context
  const slots = () => ({ ...base(), locationList: locationList(facts) })
  const family = facts.family.faq ?? []
  // Addresses have their own section; the owner's own questions come first.
  const start = FAQ_START[facts.reading.intent]
  const candidates: FaqTemplate[] = [
    start,
    ...relevantFamilyQuestions(facts, random.shuffle(family)),
    ...random.shuffle(FAQ_OPTIONAL),
  ]
  const blocks: Block[] = []
  const title = heading(context, 'h2', OUTLINE_FAQ, base, 'faq')
  if (title) blocks.push(title)
  const short = facts.wordCount < 1500
  for (const owned of facts.owner.faqs ?? []) {
    const question = writer.write(owned.question)
    const answer = writer.write(owned.answer)
    blocks.push(
      { kind: 'h3', text: question.text, words: question.words },
      { kind: 'p', sentences: [answer] },
    )
    context.faq.push({ question: owned.question, answer: owned.answer })
  }
  for (const item of candidates) {
    if (context.faq.length >= faqCount(facts.wordCount)) break
    // Who to call is always asked (in the guide's words when the intent's slots are missing, such
    // as a comparison without two sides); other questions give way to keyword caps.
    const required = item === start
    const question =
      writer.draw([item.question], slots, { required }) ??
      (required ? writer.draw([FAQ_START.guide.question], slots, { required }) : undefined)
    if (!question) continue
    const answerPools = short ? item.answer.slice(0, 1) : item.answer
    const answer = answerPools.map((pool) => writer.draw([pool], slots, { required }))
    const complete = answer.filter((sentence) => sentence !== undefined)
    if (complete.length < answer.length || complete.length === 0) {
      for (const sentence of [question, ...complete]) writer.release(sentence)
      continue
    }
    for (const sentence of complete) sentence.required = true
    blocks.push(
      {
        kind: 'h3',
        text: question.text,
        words: question.words,
        ...(question.seams && { seams: question.seams }),
      },
      { kind: 'p', sentences: complete },
    )
    context.faq.push({ question: question.text, answer: complete.map((sentence) => sentence.text).join(' ') })
  }
  return section('faq', 0, blocks)
}
