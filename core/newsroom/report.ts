import { META_DESCRIPTION_LIMIT } from '../constants.ts'
import { cityFromAddress } from '../generator/facts.ts'
import { MIN_WORD_COUNT } from '../generator/input.ts'
import { countKeyword } from '../generator/keywords.ts'
import { checkKeywords, checkLinks, checkTitleAndDescription } from '../generator/quality.ts'
import { TITLE_LIMIT } from '../generator/title.ts'
import { toPostHtml } from '../posts/markdown.ts'
import type { BlogPost } from '../posts/post.ts'
import { estimateReadTime } from '../posts/read-time.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import { type SeoCheckResult, scoreSeoChecks } from '../seo/checks.ts'
import {
  type DuplicateCandidate,
  type DuplicateMatch,
  describeDuplicates,
  findLikelyDuplicates,
} from './duplicates.ts'

/** What the pre-publish report reads of a post (saved or still in the editor). */
export type ReportPost = Pick<BlogPost, 'title' | 'content'> &
  Partial<
    Pick<
      BlogPost,
      | 'id'
      | 'slug'
      | 'meta_description'
      | 'keywords'
      | 'business_name'
      | 'business_address'
      | 'backlink_url'
      | 'image_url'
      | 'image_alt'
    >
  >

/** One keyword's count in the visible text and its share of the words, in percent. */
export interface KeywordCount {
  keyword: string
  count: number
  share: number
}

/** Shown beside the editor's Publish button and printed by `newshub generate` / `newshub posts show`. */
export interface PrePublishReport {
  words: number
  readTime: string
  keywords: KeywordCount[]
  /** In the SEO dashboard's shape: pass, warning or fail with a message. */
  checks: SeoCheckResult[]
  /** Passed checks over all, as the dashboard scores a page. */
  score: number
  duplicates: DuplicateMatch[]
  /** The duplicate warning sentence, or null. */
  duplicateWarning: string | null
}

function check(
  name: string,
  problems: readonly string[],
  pass: string,
  status: 'warning' | 'fail' = 'warning',
) {
  return problems.length === 0
    ? ({ name, status: 'pass', message: pass } satisfies SeoCheckResult)
    : ({ name, status, message: problems.join(' ') } satisfies SeoCheckResult)
}

/**
 * The pre-publish report of a post: word count, read time, keyword counts, the SEO checks (the
 * generator's title, description, keyword and backlink rules from core/generator/quality.ts,
 * applied to the post as the article page renders it) and likely duplicates among `existing`.
 * A hand-written post is judged by the same rules as a generated one; the report advises, it never
 * blocks publishing.
 */
export function prePublishReport(
  post: ReportPost,
  existing: readonly (DuplicateCandidate & { id: string })[] = [],
): PrePublishReport {
  const html = toPostHtml(post.content)
  const text = toPlainText(html)
  const words = countWords(html)
  const keywords = (post.keywords ?? []).map((keyword) => keyword.trim()).filter(Boolean)
  // 'dog grooming Grand Haven' also counts as 'dog grooming in Grand Haven', as the generator writes it.
  const city = post.business_address ? cityFromAddress(post.business_address) : undefined
  const cities = city ? [city] : []
  const counts = keywords.map((keyword) => {
    const count = countKeyword(text, keyword, cities)
    const share = Math.round(((count * keyword.split(/\s+/).length) / Math.max(1, words)) * 10000) / 100
    return { keyword, count, share }
  })
  const description = (post.meta_description ?? '').trim()
  const titleRules = checkTitleAndDescription(
    { title: post.title.trim(), metaDescription: description },
    keywords[0] ?? '',
    cities,
  )
  const lengthRules = titleRules.filter((rule) => !rule.includes('primary keyword'))
  const keywordRules =
    keywords.length > 0 ? titleRules.filter((rule) => rule.includes('primary keyword')) : []

  const duplicates = findLikelyDuplicates(post, existing)
  const duplicateWarning = describeDuplicates(duplicates)
  const checks: SeoCheckResult[] = [
    check(
      'Title',
      post.title.trim() === ''
        ? ['The post has no title.']
        : lengthRules.filter((rule) => rule.startsWith('The title')),
      `Title present, ${TITLE_LIMIT} characters or fewer`,
      post.title.trim() === '' ? 'fail' : 'warning',
    ),
    check(
      'Meta Description',
      description === ''
        ? ['No meta description: search results show the site’s default sentence.']
        : lengthRules
            .filter((rule) => rule.startsWith('The meta description'))
            .map(
              (rule) =>
                `${rule} Search results show it cut to ${META_DESCRIPTION_LIMIT - 3} characters plus '...'.`,
            ),
      `Meta description present, ${META_DESCRIPTION_LIMIT} characters or fewer`,
    ),
    check(
      'Keywords',
      keywords.length === 0
        ? ['No target keywords: add one or two the post should be found for.']
        : [...keywordRules, ...checkKeywords(text, words, keywords, cities)],
      'Every keyword appears at least twice and at most once per 250 words, the first in the title and description',
    ),
    check(
      'Length',
      words < MIN_WORD_COUNT
        ? [`The post has ${words} words; search engines favour ${MIN_WORD_COUNT} or more.`]
        : [],
      `${words} words`,
    ),
    check(
      'Featured Image',
      !post.image_url
        ? ['No featured image: cards and link previews show the site’s default picture.']
        : (post.image_alt ?? '').trim() === ''
          ? ['The featured image has no alt text.']
          : [],
      'Featured image with alt text',
    ),
    ...(post.backlink_url
      ? [check('Backlinks', checkLinks(html, post.backlink_url), 'The business is linked 2 or 3 times')]
      : []),
    check('Duplicates', duplicateWarning ? [duplicateWarning] : [], 'No similar post found'),
  ]
  return {
    words,
    readTime: estimateReadTime(html),
    keywords: counts,
    checks,
    score: scoreSeoChecks(checks),
    duplicates,
    duplicateWarning,
  }
}
