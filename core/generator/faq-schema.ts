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

const QUESTION_AND_ANSWER = /<h3\b[^>]*>([\s\S]*?)<\/h3>\s*<p\b[^>]*>([\s\S]*?)<\/p>/gi

/**
 * Questions and answers found in article HTML: every h3 ending in a question mark with the paragraph
 * right after it. Used for articles written by a language model, which return HTML only.
 */
export function extractFaq(content: string): FaqItem[] {
  const items: FaqItem[] = []
  for (const match of content.matchAll(QUESTION_AND_ANSWER)) {
    const question = toPlainText(match[1] ?? '')
    if (question.endsWith('?')) items.push({ question, answer: toPlainText(match[2] ?? '') })
  }
  return items
}
