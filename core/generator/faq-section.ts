import type { Block, Section } from './article.ts'
import { FAQ_FAMILY, FAQ_OPTIONAL, FAQ_START, type FaqTemplate } from './bank/faq.ts'
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

/** The FAQ: where, how to start, family questions, then general ones, each an h3 and a paragraph. */
export function buildFaq(context: BuildContext): Section {
  const { facts, writer, random, base } = context
  const slots = () => ({ ...base(), locationList: locationList(facts) })
  const family = FAQ_FAMILY[facts.family.id] ?? []
  // Addresses have their own section; the owner's own questions come first.
  const candidates: FaqTemplate[] = [FAQ_START, ...random.shuffle(family), ...random.shuffle(FAQ_OPTIONAL)]
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
    // Where and how to start are always asked; other questions give way to keyword caps.
    const required = item === FAQ_START
    const question = writer.draw([item.question], slots, { required })
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
      { kind: 'h3', text: question.text, words: question.words },
      { kind: 'p', sentences: complete },
    )
    context.faq.push({ question: question.text, answer: complete.map((sentence) => sentence.text).join(' ') })
  }
  return section('faq', 0, blocks)
}
