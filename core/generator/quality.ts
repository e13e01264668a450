import { META_DESCRIPTION_LIMIT } from '../constants.ts'
import { normalizedHost } from '../links/hosts.ts'
import { toPostHtml } from '../posts/markdown.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { contentWords, coverage, similarSentences } from './brief.ts'
import { cityFromAddress } from './facts.ts'
import { scanHtml } from './html-check.ts'
import { MIN_POST_WORDS, parseGenerateBlogInput } from './input.ts'
import { countKeyword, countPhrase } from './keywords.ts'
import { MIN_SENTENCE_WORDS, sentenceKey, splitSentences } from './sentences.ts'
import { TITLE_LIMIT } from './title.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** How far past its word target an article may run, as a share of the target. */
export const WORD_COUNT_TOLERANCE = 0.05
/** A keyword at most once per this many words (and at least twice)... */
export const WORDS_PER_KEYWORD = 250
/** ...and in at most this many headings. */
export const MAX_KEYWORD_HEADINGS = 2
/** Share of the topic's content words the title and the first 100 words must carry. */
export const TOPIC_COVERAGE = 0.6
/** Share of a key point's content words the article body must carry for the point to count as covered. */
export const POINT_COVERAGE = 0.7
/** Flesch reading ease an article must reach: plain English for a general audience. */
export const MIN_READING_EASE = 50
/** The business name at most once per this many words. */
export const WORDS_PER_NAME_MENTION = 150
const MIN_MENTIONS = 2
const MIN_LINKS = 2
const MAX_LINKS = 3

const normalize = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim()
const digits = (text: string): string => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g

function checkLength(words: number, target: number): string[] {
  const least = Math.min(MIN_POST_WORDS, target)
  if (words < least) return [`The article has ${words} words; a post needs at least ${least}.`]
  if (words > target * (1 + WORD_COUNT_TOLERANCE))
    return [`The article has ${words} words; the target is ${target} (at most 5% over).`]
  return []
}

/** Headings of article HTML, as plain text. */
const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi

function bodyOf(html: string): string {
  return html.replace(HEADING, '')
}

export function headingsOf(html: string): string[] {
  return [...html.matchAll(HEADING)].map((match) => toPlainText(match[2] ?? ''))
}

/** The paragraphs and list items of article HTML, as plain text. */
function splitBlocks(html: string): string[] {
  return [...html.matchAll(/<(p|li)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((match) => toPlainText(match[2] ?? ''))
}

const sameArgument = (a: unknown, b: unknown): boolean =>
  a === b ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => item === b[index]))

/**
 * A rule that remembers its last answer. The generator's report runs its rules and then the page
 * score over the same article, which asks the costliest rules (repeats, topic) the same question
 * again; on 3,000 words that second pass was a fifth of the check's time. Answers are lists the
 * callers only read.
 */
function rememberLast<A extends readonly unknown[], R>(rule: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | undefined
  return (...args) => {
    if (
      last &&
      last.args.length === args.length &&
      args.every((arg, index) => sameArgument(arg, last?.args[index]))
    )
      return last.result
    last = { args, result: rule(...args) }
    return last.result
  }
}

/** Repeated sentences in the body (a heading may restate its paragraph), and near-repeats. */
export const checkRepeatedSentences = rememberLast(repeatedSentences)

function repeatedSentences(html: string): string[] {
  const seen = new Map<string, number>()
  // A heading may restate its paragraph, and a contents list its headings: neither is a repeat.
  const headings = new Set(headingsOf(html).map(sentenceKey))
  const sentences = splitSentences(bodyOf(html)).filter(
    (sentence) => sentence.split(' ').length >= MIN_SENTENCE_WORDS && !headings.has(sentenceKey(sentence)),
  )
  for (const sentence of sentences) {
    const key = sentenceKey(sentence)
    seen.set(key, (seen.get(key) ?? 0) + 1)
  }
  const failures = [...seen]
    .filter(([, count]) => count > 1)
    .map(([key, count]) => `The sentence "${key}" appears ${count} times.`)
  for (const [first, second] of similarSentences([...new Set(sentences)]))
    failures.push(`Two sentences say nearly the same: "${first}" and "${second}".`)
  return failures
}

/**
 * Talk of search engines addressed to the reader: 'If you typed ... into a search bar', 'you are in
 * the right place' (but not 'small claims is the right place for your case').
 */
const SELF_TALK =
  /\b(search (?:bar|box|engine|phrase|query|queries|results?|term)s?|typed\b[^.]*\binto|googl\w*|landed here|(?<=\b(?:in|to) )the right place|this (?:article|post|page) is about|keywords?)\b/gi

/** Sentences that speak of searching, keywords or 'the right place' instead of the topic. */
export function checkSelfTalk(text: string): string[] {
  const found = [...new Set([...text.matchAll(SELF_TALK)].map((match) => match[0].toLowerCase()))]
  return found.length > 0
    ? [
        `The article talks about searching instead of the topic: ${found.map((phrase) => `"${phrase}"`).join(', ')}.`,
      ]
    : []
}

/**
 * Whether the article is about its topic: the topic's words in the title and the first 100 words,
 * in at least one heading, and every key point carried by the body.
 */
export function checkTopic(
  post: Pick<GeneratedPost, 'title'>,
  html: string,
  topic: string,
  keyPoints: readonly string[],
): string[] {
  return topicProblems(post.title, html, topic, keyPoints)
}

const topicProblems = rememberLast(
  (title: string, html: string, topic: string, keyPoints: readonly string[]): string[] =>
    topicFailures({ title }, html, topic, keyPoints),
)

function topicFailures(
  post: Pick<GeneratedPost, 'title'>,
  html: string,
  topic: string,
  keyPoints: readonly string[],
): string[] {
  const failures: string[] = []
  const subject = contentWords(topic).join(' ')
  if (coverage(subject, post.title) < TOPIC_COVERAGE)
    failures.push(`The title does not name the topic "${topic}".`)
  const body = toPlainText(bodyOf(html))
  const opening = body.split(/\s+/).slice(0, 100).join(' ')
  if (coverage(subject, opening) < TOPIC_COVERAGE)
    failures.push(`The first 100 words do not answer the topic "${topic}".`)
  const headings = headingsOf(html)
  if (headings.length > 0 && !headings.some((heading) => coverage(subject, heading) > 0))
    failures.push(`No heading names the topic's subject ("${topic}").`)
  // A point is covered by one paragraph or list item that says it, not by words scattered about.
  const blocks = splitBlocks(bodyOf(html))
  for (const point of keyPoints)
    if (!blocks.some((block) => coverage(point, block) >= POINT_COVERAGE))
      failures.push(`The key point "${point}" is not covered.`)
  return failures
}

/**
 * Keyword rules. Density is measured as occurrences of the whole phrase (case-insensitive, on word
 * boundaries, in the visible text) times the phrase's word count, over the article's words:
 * 'bail bonds' said 30 times in 3,000 words is 60 / 3000 = 2%.
 */
export function checkKeywords(
  text: string,
  words: number,
  keywords: readonly string[],
  cities: readonly string[] = [],
  headings: readonly string[] = [],
): string[] {
  const failures: string[] = []
  const most = Math.max(MIN_MENTIONS, Math.floor(words / WORDS_PER_KEYWORD))
  for (const keyword of keywords) {
    const count = countKeyword(text, keyword, cities)
    if (count < MIN_MENTIONS)
      failures.push(`The keyword "${keyword}" appears ${count} time(s); it needs at least ${MIN_MENTIONS}.`)
    if (count > most)
      failures.push(
        `The keyword "${keyword}" appears ${count} times; at ${words} words the limit is ${most} (once per ${WORDS_PER_KEYWORD} words).`,
      )
    const inHeadings = headings.filter((heading) => countKeyword(heading, keyword, cities) > 0).length
    if (inHeadings > MAX_KEYWORD_HEADINGS)
      failures.push(
        `The keyword "${keyword}" is in ${inHeadings} headings; the limit is ${MAX_KEYWORD_HEADINGS}.`,
      )
  }
  return failures
}

function checkLocations(text: string, input: GenerateBlogInput): string[] {
  const plain = normalize(text)
  const phones = new Set([...text.matchAll(PHONE_LIKE)].map((match) => digits(match[0])))
  const failures: string[] = []
  for (const location of input.locations) {
    if (!plain.includes(normalize(location.address)))
      failures.push(`The address "${location.address}" is missing.`)
    if (location.phone && !phones.has(digits(location.phone)))
      failures.push(`The phone number "${location.phone}" is missing.`)
  }
  return failures
}

export function checkLinks(content: string, backlink: string): string[] {
  const host = normalizedHost(backlink)
  const scan = scanHtml(content)
  const failures = scan.problems.map((problem) => `The HTML is not clean: ${problem}`)
  const links = scan.links.filter((link) => normalizedHost(link.href) === host)
  if (links.length < MIN_LINKS || links.length > MAX_LINKS) {
    failures.push(
      `The article has ${links.length} link(s) to ${host}; it needs ${MIN_LINKS} or ${MAX_LINKS}.`,
    )
  }
  if (links.some((link) => link.inHeading)) failures.push(`A link to ${host} sits inside a heading.`)
  return failures
}

export function checkTitleAndDescription(
  post: Pick<GeneratedPost, 'title' | 'metaDescription'>,
  primary: string,
  cities: readonly string[] = [],
  topic?: string,
): string[] {
  const failures: string[] = []
  if (post.title.length > TITLE_LIMIT)
    failures.push(`The title is ${post.title.length} characters; the limit is ${TITLE_LIMIT}.`)
  // A title led by the topic may carry the keyword's place instead of the keyword, or neither
  // when the topic alone fills the 65 characters ('... in Traverse City' would not fit).
  const place = cities.find((city) => countPhrase(primary, city) > 0) ?? cities[0]
  const room =
    topic === undefined || !place || `${topic.replace(/[.?!]+$/, '')} in ${place}?`.length <= TITLE_LIMIT
  if (
    countKeyword(post.title, primary, cities) === 0 &&
    !(place && countPhrase(post.title, place) > 0) &&
    room
  )
    failures.push(`The title does not contain the primary keyword "${primary}".`)
  if (post.metaDescription.length > META_DESCRIPTION_LIMIT) {
    failures.push(
      `The meta description is ${post.metaDescription.length} characters; the limit is ${META_DESCRIPTION_LIMIT}.`,
    )
  }
  if (countKeyword(post.metaDescription, primary, cities) === 0) {
    failures.push(`The meta description does not contain the primary keyword "${primary}".`)
  }
  return failures
}

/**
 * The quality rules every article must pass, whoever wrote it: at least 600 words and at most 5%
 * over the target; on topic (the topic in the title, the first 100 words and a heading, every key
 * point covered); no repeated or near-repeated sentence; no talk of searching; every keyword at
 * least twice, at most once per 250 words and in at most two headings; every address and phone
 * present; 2 or 3 backlinks outside headings; clean HTML without scripts, styles or event
 * attributes; and a title (65) and meta description (160) that carry the primary keyword.
 * Returns the failed rules as sentences; an empty list means the article is good.
 */
export function checkArticleQuality(
  post: Pick<GeneratedPost, 'content' | 'metaDescription' | 'title'>,
  input: GenerateBlogInput,
): string[] {
  const parsed = parseGenerateBlogInput(input)
  const html = toPostHtml(post.content)
  return checkArticleRules({ ...post, content: html }, parsed, toPlainText(html), countWords(html))
}

/**
 * checkArticleQuality for an input already through parseGenerateBlogInput, with the article as
 * HTML and its visible text and word count computed once by the caller (the report needs them too).
 */
export function checkArticleRules(
  post: Pick<GeneratedPost, 'content' | 'metaDescription' | 'title'>,
  parsed: GenerateBlogInput & { wordCount: number },
  text: string,
  words: number,
): string[] {
  const cities = parsed.locations
    .map((location) => cityFromAddress(location.address))
    .filter((city) => city !== undefined)
  return [
    ...checkLength(words, parsed.wordCount),
    ...checkRepeatedSentences(post.content),
    ...checkTopic(post, post.content, parsed.topic, parsed.keyPoints ?? []),
    ...checkSelfTalk(text),
    ...checkKeywords(text, words, parsed.keywords, cities, headingsOf(post.content)),
    ...checkLocations(text, parsed),
    ...checkLinks(post.content, parsed.backlink),
    ...checkTitleAndDescription(post, parsed.keywords[0] ?? '', cities, parsed.topic),
  ]
}
