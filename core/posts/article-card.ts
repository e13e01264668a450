import { FALLBACK_AUTHOR, FALLBACK_CATEGORY } from '../constants.ts'
import { formatLongDate, machineDate, wasUpdated } from './dates.ts'
import { buildExcerpt } from './excerpt.ts'
import type { BlogPostSummary } from './post.ts'
import { estimateReadTime, readMinutesOf } from './read-time.ts'

/** What an article card shows. */
export interface ArticleCard {
  id: string
  /** The card's link target: /article/{slug or id}. */
  href: string
  title: string
  excerpt: string
  category: string
  author: string
  publishedAt: string
  /** The same date for `<time datetime>`, when the post has an ISO date. */
  publishedIso: string | undefined
  /** When the story was revised after publishing (ISO), or undefined when it never was. */
  updatedIso: string | undefined
  readTime: string
  imageUrl: string | null
  backlink_url: string | null
  keywords: string[]
  /** Client or paid content: the card shows a "Sponsored" label. */
  sponsored: boolean
}

/**
 * Maps a post to its card. `excerptFallback` is the number of content characters used when the
 * post has no meta description (200 on the article page, 150 on the author and 404 pages); without
 * it such a card has an empty excerpt. Read time counts the content, else the stored word count
 * when the list query did not select the content, else the excerpt.
 */
export function toArticleCard(post: BlogPostSummary, excerptFallback?: number): ArticleCard {
  const excerpt = buildExcerpt(post, excerptFallback)
  return {
    id: post.id,
    href: `/article/${encodeURIComponent(post.slug || post.id)}`,
    title: post.title,
    excerpt,
    category: post.tags?.find((tag) => tag.trim() !== '') ?? FALLBACK_CATEGORY,
    author: post.author?.trim() || FALLBACK_AUTHOR,
    publishedAt: formatLongDate(post.published_at ?? post.created_at),
    publishedIso: machineDate(post.published_at ?? post.created_at),
    updatedIso: wasUpdated(post.published_at ?? post.created_at, post.revised_at)
      ? machineDate(post.revised_at)
      : undefined,
    readTime:
      post.content == null && typeof post.word_count === 'number'
        ? `${readMinutesOf(post.word_count)} min read`
        : estimateReadTime(post.content ?? excerpt),
    imageUrl: post.image_url ?? null,
    backlink_url: post.backlink_url ?? null,
    keywords: post.keywords ?? [],
    sponsored: post.sponsored === true,
  }
}
