import { ARTICLE_EXCERPT_CHARS, BRAND } from '../constants.ts'
import { unbackedClaims } from '../generator/claims.ts'
import { MIN_WORD_COUNT } from '../generator/input.ts'
import { MICHIGAN_PLACES } from '../generator/michigan.ts'
import type { PostBrief } from '../generator/post-brief.ts'
import {
  checkKeywords,
  checkRepeatedSentences,
  checkSelfTalk,
  checkTitleAndDescription,
  checkTopic,
  headingsOf,
} from '../generator/quality.ts'
import { TITLE_LIMIT } from '../generator/title.ts'
import { attributeOf, readHtml } from '../html/tokens.ts'
import { buildExcerpt } from '../posts/excerpt.ts'
import { toPostHtml } from '../posts/markdown.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { type SeoCheckResult, scoreSeoChecks } from './checks.ts'
import { parseHeadSnapshot } from './head-snapshot.ts'
import { buildMetaDescription, DEFAULT_META_DESCRIPTION } from './meta.ts'
import { ARTICLE_BODY_CLASS, FEATURED_IMAGE_ATTRIBUTE } from './page-markers.ts'

/**
 * What the one page score reads of a page. Built from a page's HTML (the dashboard and
 * `newshub seo-check` on a fetched page) or from a post as its article page renders it (the
 * editor's report and the generator's report), so every tool scores the same post the same.
 */
export interface PageFacts {
  /** Articles are also judged on their body: length, keywords, writing and featured image. */
  kind: 'article' | 'page'
  /** The page's own title: the document title without the ' | NewsHub' suffix. */
  title: string
  /** The meta description as the page renders it (the post's, its opening, or the default). */
  description: string
  /** The page's declared keywords (meta keywords). */
  keywords: string[]
  /** An article's body HTML; '' for other pages. */
  body: string
  /** An article's featured image and its alt text, or null when it has none. */
  featuredImage: { alt: string } | null
  openGraph: boolean
  twitterCard: boolean
  structuredData: boolean
  canonical: boolean
  /**
   * The brief a generated article was written to (core/generator/post-brief.ts), when the scorer
   * can read it (the owner's tools can; a page's HTML never carries it): adds Topic and Claims.
   */
  brief?: PostBrief | null
}

/** A page's checks and its score: passed checks over all checks, as a rounded percent. */
export interface PageScore {
  checks: SeoCheckResult[]
  score: number
}

/** The post fields the article page renders into what the score reads. */
export interface ScoredPost {
  title: string
  content: string
  meta_description?: string | null
  keywords?: string[] | null
  image_url?: string | null
  image_alt?: string | null
  /** The brief a generated post was written to, if any. */
  brief?: PostBrief | null
}

const BRAND_SUFFIX = ` | ${BRAND}`

/** What the page score reads of a post, exactly as its article page renders it. */
export function pageFactsOfPost(post: ScoredPost): PageFacts {
  return {
    kind: 'article',
    title: post.title.trim(),
    description: buildMetaDescription(buildExcerpt(post, ARTICLE_EXCERPT_CHARS)),
    keywords: (post.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean),
    body: toPostHtml(post.content),
    featuredImage: post.image_url ? { alt: (post.image_alt ?? '').trim() } : null,
    openGraph: true,
    twitterCard: true,
    structuredData: true,
    canonical: true,
    brief: post.brief ?? null,
  }
}

/** The inner HTML of the first element whose class list holds `className`, or ''. */
function innerOfClass(html: string, className: string): string {
  let open: { name: string; innerStart: number; depth: number } | undefined
  let inner = ''
  readHtml(html, (token) => {
    if (inner !== '' || token.type === 'text' || token.type === 'comment') return
    if (token.type === 'start' && !token.selfClosing) {
      if (open) {
        if (token.name === open.name) open.depth++
      } else if ((attributeOf(token.attributes, 'class') ?? '').split(/\s+/).includes(className)) {
        open = { name: token.name, innerStart: token.end, depth: 0 }
      }
    } else if (token.type === 'end' && open && token.name === open.name) {
      if (open.depth > 0) open.depth--
      else inner = html.slice(open.innerStart, token.start) || ' '
    }
  })
  return inner.trim()
}

/** The alt text of the image marked as the featured one, or null when the page has none. */
function featuredImageOf(html: string): { alt: string } | null {
  let found: { alt: string } | null = null
  readHtml(html, (token) => {
    if (!found && token.type === 'start' && token.name === 'img')
      if (token.attributes.some((attribute) => attribute.name === FEATURED_IMAGE_ATTRIBUTE))
        found = { alt: (attributeOf(token.attributes, 'alt') ?? '').trim() }
  })
  return found
}

/** What the page score reads of a rendered page's HTML. */
export function pageFactsOfHtml(html: string): PageFacts {
  const head = parseHeadSnapshot(html)
  const present = (value: string | null) => value !== null && value.trim() !== ''
  const title = (head.title ?? '').trim()
  const kind = head.ogType === 'article' ? 'article' : 'page'
  return {
    kind,
    title: title.endsWith(BRAND_SUFFIX) ? title.slice(0, -BRAND_SUFFIX.length).trim() : title,
    description: (head.description ?? '').trim(),
    keywords: (head.keywords ?? '')
      .split(',')
      .map((keyword) => keyword.trim())
      .filter(Boolean),
    body: kind === 'article' ? innerOfClass(html, ARTICLE_BODY_CLASS) : '',
    featuredImage: kind === 'article' ? featuredImageOf(html) : null,
    openGraph: present(head.ogTitle),
    twitterCard: present(head.twitterCard),
    structuredData: head.jsonLdCount > 0,
    canonical: present(head.canonical),
  }
}

/** Known Michigan places the keywords name: 'bike repair Troy' also counts as 'bike repair in Troy'. */
export function keywordPlaces(keywords: readonly string[]): string[] {
  const text = keywords.join(' ').toLowerCase()
  return MICHIGAN_PLACES.map((place) => place.name).filter((name) =>
    new RegExp(`\\b${name.toLowerCase()}\\b`).test(text),
  )
}

/** A named check that passes with `pass` when there are no problems, else lists them with `status`. */
export function seoCheck(
  name: string,
  problems: readonly string[],
  pass: string,
  status: 'warning' | 'fail' = 'warning',
): SeoCheckResult {
  return problems.length === 0
    ? { name, status: 'pass', message: pass }
    : { name, status, message: problems.join(' ') }
}

/** The meta description check: missing, the default or the text's opening fail; cut short warns. */
function checkDescription(facts: PageFacts, bodyText: string): SeoCheckResult {
  const description = facts.description
  const pass = 'A meta description of its own that search results show whole'
  const fail = (problem: string) => seoCheck('Meta Description', [problem], pass, 'fail')
  if (description === '') return fail('The page has no meta description.')
  if (description === DEFAULT_META_DESCRIPTION)
    return fail('No meta description: search results show the site’s default sentence.')
  if (facts.kind === 'article' && bodyText.startsWith(description.replace(/\.\.\.$/, '').trimEnd()))
    return fail('No meta description of its own: search results show the opening of the text.')
  return seoCheck(
    'Meta Description',
    description.endsWith('...')
      ? ['The meta description is longer than 160 characters: search results show it cut to 157 plus "...".']
      : [],
    pass,
  )
}

/**
 * What only a generated article's brief can tell: whether the post answers its topic and covers its
 * key points, and whether every claim about the business is one its owner made.
 */
function briefChecks(facts: PageFacts, brief: PostBrief, text: string): SeoCheckResult[] {
  const claims = unbackedClaims(
    [facts.title, facts.description, text].join('\n'),
    brief.ownerText,
    brief.locations,
  )
  return [
    seoCheck(
      'Topic',
      checkTopic({ title: facts.title }, facts.body, brief.topic, brief.keyPoints),
      'The title, the opening and a heading name the topic; every key point is covered',
      'fail',
    ),
    seoCheck(
      'Claims',
      claims.length > 0
        ? [`The post claims what its brief does not say: ${claims.map((claim) => `"${claim}"`).join(', ')}.`]
        : [],
      'Every claim about the business is one its owner made',
      'fail',
    ),
  ]
}

function articleChecks(facts: PageFacts, text: string, words: number): SeoCheckResult[] {
  const cities = keywordPlaces(facts.keywords)
  const primary = facts.keywords[0]
  const keywordProblems = primary
    ? [
        ...checkTitleAndDescription(
          { title: facts.title, metaDescription: facts.description },
          primary,
          cities,
        ).filter((rule) => rule.includes('primary keyword')),
        ...checkKeywords(text, words, facts.keywords, cities, headingsOf(facts.body)),
      ]
    : ['No target keywords: add one or two the post should be found for.']
  return [
    seoCheck(
      'Keywords',
      keywordProblems,
      'Every keyword appears at least twice and at most once per 250 words, the first in the title and description',
    ),
    seoCheck(
      'Length',
      words < MIN_WORD_COUNT
        ? [`The text has ${words} words; search engines favour ${MIN_WORD_COUNT} or more.`]
        : [],
      `${words} words`,
    ),
    seoCheck(
      'Writing',
      [...checkRepeatedSentences(facts.body), ...checkSelfTalk(text)],
      'No repeated sentence and no talk of searching',
      'fail',
    ),
    ...(facts.brief ? briefChecks(facts, facts.brief, text) : []),
    seoCheck(
      'Featured Image',
      !facts.featuredImage
        ? ['No featured image: cards and link previews show the site’s default picture.']
        : facts.featuredImage.alt === ''
          ? ['The featured image has no alt text.']
          : [],
      'Featured image with alt text',
    ),
  ]
}

/**
 * The one SEO score of a page, used by the SEO dashboard, `newshub seo-check`, the editor's
 * pre-publish report and the generator's report: title, meta description, Open Graph, Twitter
 * Card, structured data and canonical URL for every page; for an article also its keywords,
 * length, writing (no repeated sentence, no talk of searching) and featured image, and for a
 * generated article whose brief is known its topic and claims.
 */
export function scorePage(facts: PageFacts): PageScore {
  const text = toPlainText(facts.body)
  const words = countWords(facts.body)
  const checks: SeoCheckResult[] = [
    // The dashboard's first check: both tags there; the two after it judge what they say.
    seoCheck(
      'Meta Tags',
      facts.title === '' || facts.description === '' ? ['Missing required meta tags'] : [],
      'Title and description meta tags present',
      'fail',
    ),
    seoCheck(
      'Title',
      facts.title === ''
        ? ['The page has no title.']
        : facts.title.length > TITLE_LIMIT
          ? [`The title is ${facts.title.length} characters; search results show about ${TITLE_LIMIT}.`]
          : [],
      `Title present, ${TITLE_LIMIT} characters or fewer`,
      facts.title === '' ? 'fail' : 'warning',
    ),
    checkDescription(facts, text),
    ...(facts.kind === 'article' ? articleChecks(facts, text, words) : []),
    seoCheck(
      'Open Graph',
      facts.openGraph ? [] : ['OG tags missing - social sharing may not work properly'],
      'Open Graph tags present',
    ),
    seoCheck(
      'Twitter Card',
      facts.twitterCard ? [] : ['Twitter Card tags missing'],
      'Twitter Card tags present',
    ),
    seoCheck(
      'Structured Data',
      facts.structuredData ? [] : ['No structured data found on this page'],
      'Structured data (JSON-LD) found',
    ),
    seoCheck('Canonical URL', facts.canonical ? [] : ['Canonical URL missing'], 'Canonical URL set'),
  ]
  return { checks, score: scoreSeoChecks(checks) }
}

/** A page score in one line: 'SEO score 70% (Meta Description, Length need work)'. */
export function describePageScore(page: PageScore): string {
  const problems = page.checks.filter((check) => check.status !== 'pass').map((check) => check.name)
  return `SEO score ${page.score}%${problems.length ? ` (to improve: ${problems.join(', ')})` : ''}`
}
