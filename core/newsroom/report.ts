import { countKeyword } from '../generator/keywords.ts'
import type { PostBrief } from '../generator/post-brief.ts'
import { checkLinks } from '../generator/quality.ts'
import { toPostHtml } from '../posts/markdown.ts'
import type { BlogPost } from '../posts/post.ts'
import { estimateReadTime } from '../posts/read-time.ts'
import { countWords, toPlainText } from '../posts/text.ts'
import type { SeoCheckResult } from '../seo/checks.ts'
import { keywordPlaces, pageFactsOfPost, scorePage, seoCheck } from '../seo/page-score.ts'
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
  > & {
    /** The brief a generated post was written to (post_briefs), or null for a hand-written post. */
    brief?: PostBrief | null
  }

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
  /** The page score's checks (core/seo/page-score.ts), as the dashboard and seo-check judge the article page. */
  checks: SeoCheckResult[]
  /** Checks only the newsroom can make (backlinks, duplicates): shown, not scored. */
  advice: SeoCheckResult[]
  /** The one page score of the post's article page: the dashboard and seo-check give the same. */
  score: number
  duplicates: DuplicateMatch[]
  /** The duplicate warning sentence, or null. */
  duplicateWarning: string | null
}

/**
 * The pre-publish report of a post: word count, read time, keyword counts, the one page score
 * (core/seo/page-score.ts) of the post as its article page renders it, the backlink rule and
 * likely duplicates among `existing`.
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
  const cities = keywordPlaces(keywords)
  const counts = keywords.map((keyword) => {
    const count = countKeyword(text, keyword, cities)
    const share = Math.round(((count * keyword.split(/\s+/).length) / Math.max(1, words)) * 10000) / 100
    return { keyword, count, share }
  })
  const page = scorePage(pageFactsOfPost(post))
  const duplicates = findLikelyDuplicates(post, existing)
  const duplicateWarning = describeDuplicates(duplicates)
  const advice: SeoCheckResult[] = [
    ...(post.backlink_url
      ? [seoCheck('Backlinks', checkLinks(html, post.backlink_url), 'The business is linked 2 or 3 times')]
      : []),
    seoCheck('Duplicates', duplicateWarning ? [duplicateWarning] : [], 'No similar post found'),
  ]
  return {
    words,
    readTime: estimateReadTime(html),
    keywords: counts,
    checks: page.checks,
    advice,
    score: page.score,
    duplicates,
    duplicateWarning,
  }
}
