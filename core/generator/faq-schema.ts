import { elementsNamed } from '../html/tokens.ts'
import { toPlainText } from '../posts/text.ts'
import type { FaqItem } from './types.ts'

/** schema.org FAQPage data for the FAQ, ready for a JSON-LD script tag. */
export function buildFaqJsonLd(faq: readonly FaqItem[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

const QUESTION_AND_ANSWER = new Set(['h3', 'p'])

/**
 * Questions and answers found in article HTML: every h3 ending in a question mark with the paragraph
 * right after it. Used for articles written by a language model, which return HTML only.
 */
export function extractFaq(content: string): FaqItem[] {
  const items: FaqItem[] = []
  const elements = elementsNamed(content, QUESTION_AND_ANSWER)
  elements.forEach((heading, index) => {
    const answer = elements[index + 1]
    if (heading.name !== 'h3' || answer?.name !== 'p') return
    // The answer is the paragraph right after the heading, with nothing but white space between.
    if (content.slice(heading.end, answer.start).trim() !== '') return
    const question = toPlainText(heading.inner)
    if (question.endsWith('?')) items.push({ question, answer: toPlainText(answer.inner) })
  })
  return items
}
