import { META_DESCRIPTION_LIMIT } from '../constants.ts'
import { coverage, isQuestion } from './brief.ts'
import type { ArticleFacts } from './facts.ts'
import { capitalizeFirst, titleCase } from './grammar.ts'
import { countPhrase, naturalKeyword } from './keywords.ts'

/** Longest title the generator writes; search results cut longer ones. */
export const TITLE_LIMIT = 65

/** The topic in headline case, as a question when it asks one. */
function topicHeadline(topic: string): { text: string; question: boolean } {
  const question = isQuestion(topic)
  return { text: titleCase(topic.replace(/[.?!]+$/, '').trim()), question }
}

/**
 * A title of at most 65 characters led by the topic (so it names what the post answers), with
 * the primary keyword when both fit, else the city: 'How Often Should a Home Piano Be Tuned in
 * Ann Arbor?'. Only a topic too long for any form is cut, at a word.
 */
export function writeTitle(facts: ArticleFacts): string {
  const { text, question } = topicHeadline(facts.topic)
  const end = question ? '?' : ''
  const primary = facts.keywords[0]?.keyword ?? ''
  const natural = naturalKeyword(primary, facts.cities)
  const city = facts.cities[0]
  const hasCity = city !== undefined && countPhrase(text, city) > 0
  // 'How Bail Bonds Work in Detroit' already says 'bail bonds Detroit' in its own words.
  const hasKeyword =
    countPhrase(text, primary) + countPhrase(text, natural) > 0 || coverage(primary, text) === 1
  const candidates = [
    hasKeyword ? `${text}${end}` : undefined,
    question ? undefined : `${text}: ${titleCase(natural)}`,
    city && !hasCity ? `${text} in ${city}${end}` : undefined,
    `${text}${end}`,
  ]
  for (const candidate of candidates) if (candidate && candidate.length <= TITLE_LIMIT) return candidate
  const words = text.split(' ')
  while (words.length > 1 && `${words.join(' ')}${end}`.length > TITLE_LIMIT) words.pop()
  return `${words.join(' ')}${end}`
}

/**
 * A meta description of at most 160 characters: the topic, the first key point when it fits, and
 * who answers it, with the primary keyword in prose form.
 */
export function writeMetaDescription(facts: ArticleFacts): string {
  const { question } = topicHeadline(facts.topic)
  const topic = capitalizeFirst(facts.topic.replace(/[.?!]+$/, '').trim()) + (question ? '?' : '.')
  const primary = naturalKeyword(facts.keywords[0]?.keyword ?? facts.business, facts.cities)
  const point = facts.owner.keyPoints?.[0]
  const clause = point?.split(/\s*[;:]\s*|\.\s/)[0]?.replace(/[.,]+$/, '')
  const from = `From ${facts.business}, ${primary}.`
  const candidates = [
    point ? `${topic} ${capitalizeFirst(point.replace(/[.]+$/, ''))}. ${from}` : undefined,
    clause ? `${topic} ${capitalizeFirst(clause)}. ${from}` : undefined,
    `${topic} ${from}`,
    `${capitalizeFirst(primary)}: ${topic}`,
  ]
  for (const candidate of candidates)
    if (candidate && candidate.length <= META_DESCRIPTION_LIMIT) return candidate
  return capitalizeFirst(primary).slice(0, META_DESCRIPTION_LIMIT)
}
