import { syllable } from 'syllable'
import { elementsNamed } from '../html/tokens.ts'
import { toPostHtml } from '../posts/markdown.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { type PageScore, pageFactsOfPost, scorePage } from '../seo/page-score.ts'
import { unbackedClaims } from './claims.ts'
import { nameWords } from './compose.ts'
import { type ArticleFacts, factsOf } from './facts.ts'
import { checkGrammar, type GrammarFinding } from './grammar-check.ts'
import { parseGenerateBlogInput } from './input.ts'
import { countPhrase } from './keywords.ts'
import { postBriefOf } from './post-brief.ts'
import { checkArticleRules, headingsOf, MIN_READING_EASE, WORDS_PER_NAME_MENTION } from './quality.ts'
import { fourGrams, PHRASE_REPEAT_LIMIT, splitPlainSentences } from './sentences.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** Every figure of an article's quality check, shown to the owner with the post. */
export interface QualityReport {
  /** Whether every rule passed. */
  passed: boolean
  words: number
  /** Flesch reading ease; 50 or more reads easily for a general audience. */
  readingEase: number
  /** Each keyword's share of the words, in percent. */
  keywordShares: Record<string, number>
  /** Mentions of the business name, and the most the length allows (one per 150 words). */
  nameMentions: { count: number; limit: number }
  /** The most frequent 4-word phrase (names aside) and how often it occurs (limit 4). */
  topPhrase: { phrase: string; count: number }
  /** Claims (licences, years, prices, ratings...) the owner's input does not back. */
  unbackedClaims: string[]
  /**
   * How many words the owner's material carried against the target, and what to add when the
   * article came out shorter than asked (never padded to the target).
   */
  material: { words: number; target: number; advice?: string }
  /** Failing grammar findings (0 to pass) and the style and formatting hints, counted by kind. */
  grammar: { findings: GrammarFinding[]; hints: Record<string, number> }
  /** Every failed rule as a sentence. */
  failures: string[]
  /**
   * The one page score (core/seo/page-score.ts) of the post's article page once saved: the
   * editor's report, the SEO dashboard and `newshub seo-check` give the same.
   */
  seo: PageScore
}

const PARAGRAPH_ELEMENTS = new Set(['h2', 'h3', 'p', 'li'])

/** Plain-text paragraphs (headings, paragraphs and list items) of an article's HTML. */
export function articleParagraphs(html: string): string[] {
  return elementsNamed(html, PARAGRAPH_ELEMENTS).map((element) => toPlainText(element.inner))
}

/**
 * Syllables per word. An article repeats most of its words, and `syllable` runs a dozen regular
 * expressions per call, so each distinct word is counted once (bounded: cleared when full).
 */
const syllableCounts = new Map<string, number>()
const SYLLABLE_CACHE_LIMIT = 20_000
const WORD = /[\p{L}\p{N}'’-]+/gu

function syllablesOf(word: string): number {
  let count = syllableCounts.get(word)
  if (count === undefined) {
    count = /\d/.test(word) ? 1 : Math.max(1, syllable(word))
    if (syllableCounts.size >= SYLLABLE_CACHE_LIMIT) syllableCounts.clear()
    syllableCounts.set(word, count)
  }
  return count
}

/** Flesch reading ease of plain text: 206.835 - 1.015 (words / sentences) - 84.6 (syllables / words). */
export function readingEase(paragraphs: readonly string[]): number {
  let sentences = 0
  let words = 0
  let syllables = 0
  for (const paragraph of paragraphs) {
    // A heading or list item without a full stop still ends a sentence.
    const parts = splitPlainSentences(paragraph)
    sentences += Math.max(1, parts.length)
    for (const word of paragraph.match(WORD) ?? []) {
      words++
      syllables += syllablesOf(word)
    }
  }
  if (words === 0) return 0
  return Math.round((206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words)) * 10) / 10
}

/** What every check reads from one article and its input, computed once per report. */
interface ArticleReading {
  parsed: GenerateBlogInput & { wordCount: number }
  facts: ArticleFacts
  /** The article as HTML (a Markdown body rendered). */
  html: string
  /** Plain-text headings, paragraphs and list items. */
  paragraphs: string[]
  /** The visible text of the whole content, and its word count. */
  plain: string
  words: number
}

function readArticle(post: Pick<GeneratedPost, 'content'>, input: GenerateBlogInput): ArticleReading {
  const parsed = parseGenerateBlogInput(input)
  const html = toPostHtml(post.content)
  return {
    parsed,
    facts: factsOf(parsed),
    html,
    paragraphs: articleParagraphs(html),
    plain: toPlainText(html),
    words: countWords(html),
  }
}

/**
 * Measures an article without the grammar checker (synchronous and fast): the product's rules from
 * checkArticleQuality plus readability, the business-name rate, 4-word phrase repeats and claims.
 */
export function measureArticle(
  post: Pick<GeneratedPost, 'content' | 'metaDescription' | 'title'>,
  input: GenerateBlogInput,
): Omit<QualityReport, 'grammar' | 'passed'> {
  return measureReading(post, readArticle(post, input))
}

function measureReading(
  post: Pick<GeneratedPost, 'content' | 'metaDescription' | 'title'>,
  { parsed, facts, html, paragraphs, plain, words }: ArticleReading,
): Omit<QualityReport, 'grammar' | 'passed'> {
  const text = paragraphs.join('\n')
  const failures = checkArticleRules({ ...post, content: html }, parsed, plain, words)

  const ease = readingEase(paragraphs)
  if (ease < MIN_READING_EASE)
    failures.push(`The reading ease is ${ease}; it needs at least ${MIN_READING_EASE}.`)

  const names = countPhrase(text, parsed.businessName)
  // Headings the outline requires ('Why Northside Piano Tuning') are not the prose's repetition: a
  // short post would fail on them alone, so they add to the limit.
  const inHeadings = countPhrase(headingsOf(html).join('\n'), parsed.businessName)
  const limit = Math.max(1, Math.floor(words / WORDS_PER_NAME_MENTION)) + inHeadings
  if (names > limit)
    failures.push(
      `The business name appears ${names} times; at ${words} words the limit is ${limit}${inHeadings ? ` (${inHeadings} in headings)` : ''}.`,
    )

  const grams = new Map<string, number>()
  const skipped = nameWords(facts)
  for (const paragraph of paragraphs)
    for (const gram of fourGrams(paragraph, skipped, parsed.keywords))
      grams.set(gram, (grams.get(gram) ?? 0) + 1)
  let topPhrase = { phrase: '', count: 0 }
  for (const [phrase, count] of grams) {
    if (count > topPhrase.count) topPhrase = { phrase, count }
    if (count > PHRASE_REPEAT_LIMIT)
      failures.push(`The phrase "${phrase}" appears ${count} times; the limit is ${PHRASE_REPEAT_LIMIT}.`)
  }

  const claims = unbackedClaims(
    [post.title, post.metaDescription, text].join('\n'),
    facts.ownerText,
    parsed.locations.length,
  )
  if (claims.length > 0)
    failures.push(
      `The article claims what the input does not say: ${claims.map((claim) => `"${claim}"`).join(', ')}.`,
    )

  const keywordShares = Object.fromEntries(
    parsed.keywords.map((keyword) => [
      keyword,
      Math.round(((countPhrase(plain, keyword) * keyword.split(/\s+/).length) / Math.max(1, words)) * 10000) /
        100,
    ]),
  )
  const short = words < parsed.wordCount * 0.95
  return {
    words,
    material: {
      words,
      target: parsed.wordCount,
      ...(short
        ? {
            advice: `The facts and key points carried ${words} of the ${parsed.wordCount} words asked for. For a longer post, add key points (up to 12), services with descriptions, or questions with answers.`,
          }
        : {}),
    },
    readingEase: ease,
    keywordShares,
    seo: scorePage(
      pageFactsOfPost({
        title: post.title,
        content: html,
        meta_description: post.metaDescription,
        keywords: parsed.keywords,
        brief: postBriefOf(parsed),
      }),
    ),
    nameMentions: { count: names, limit },
    topPhrase,
    unbackedClaims: claims,
    failures,
  }
}

/** Names whose spelling the checker may not know: the business, places, keywords and services. */
export function knownNames(input: GenerateBlogInput): string[] {
  const parsed = parseGenerateBlogInput(input)
  return namesOf(parsed, factsOf(parsed))
}

function namesOf(parsed: GenerateBlogInput, facts: ArticleFacts): string[] {
  return [
    parsed.businessName,
    ...facts.cities,
    ...parsed.locations.map((location) => location.address),
    ...parsed.keywords,
    parsed.topic,
    ...(parsed.services ?? []).map((service) => service.name),
    ...facts.locations.flatMap((location) =>
      location.place
        ? [...location.place.landmarks, ...location.place.neighborhoods, location.place.county]
        : [],
    ),
    parsed.backlink,
    // The owner's own words: breeds, brands, units and trade terms a dictionary lacks ('A440',
    // 'unisons') are the owner's to spell; grammar in them is still checked.
    ...(parsed.keyPoints ?? []),
    ...(parsed.services ?? []).flatMap((service) => [service.description ?? '', service.price ?? '']),
    ...(parsed.faqs ?? []).flatMap((item) => [item.question, item.answer]),
    ...(parsed.differentiators ?? []),
    parsed.hours ?? '',
    parsed.serviceArea ?? '',
  ]
}

/**
 * The full quality report of an article: every measured figure and the grammar check (harper.js,
 * offline). `passed` is true only when every rule holds.
 */
export async function assessArticle(
  post: Pick<GeneratedPost, 'content' | 'metaDescription' | 'title'>,
  input: GenerateBlogInput,
): Promise<QualityReport> {
  const reading = readArticle(post, input)
  const measured = measureReading(post, reading)
  const grammar = await checkGrammar(
    [post.title, ...reading.paragraphs],
    namesOf(reading.parsed, reading.facts),
  )
  const failures = [
    ...measured.failures,
    ...grammar.findings.map(
      (finding) => `Grammar (${finding.kind}): ${finding.message} "…${finding.excerpt}…"`,
    ),
  ]
  return { ...measured, grammar, failures, passed: failures.length === 0 }
}
