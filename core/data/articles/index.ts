import { FALLBACK_ARTICLE_COUNT } from '../../constants.ts'
import { householdBudgetArticle } from './article-01.ts'
import { seasonalGardenArticle } from './article-02.ts'
import { lakeMichiganRoadTripArticle } from './article-03.ts'
import { detroitStorefrontsArticle } from './article-04.ts'
import { winterWellnessArticle } from './article-05.ts'
import { smallBusinessHabitsArticle } from './article-06.ts'
import { communityOrchardArticle } from './article-07.ts'
import { winterHomeChecklistArticle } from './article-08.ts'
import { propertyTaxBillArticle } from './article-09.ts'
import { farmersMarketsArticle } from './article-10.ts'

export interface ArticleImage {
  src: string
  alt: string
  caption: string
}

export interface ArticleAuthor {
  name: string
  bio: string
  avatar: string
}

/** A built-in article (spec section 3, "Hard-coded article"). */
export interface HardCodedArticle {
  id: number
  /** URL slug of the title, lowercase words joined by hyphens. */
  slug: string
  title: string
  /** One or two sentences, under 160 characters. */
  excerpt: string
  /** HTML body. */
  content: string
  category: string
  /** An ISO date ('2024-03-14') in some articles, long date text ('March 14, 2024') in others. */
  publishedAt: string
  /** 'N min read', N = ceil(words of the visible body text / 200), at least 1. */
  readTime: string
  /** Hero image, a path under app/public. */
  imageUrl: string
  /** A list in some articles, an object keyed by name in others (the spec keeps both shapes). */
  images: ArticleImage[] | Record<string, ArticleImage>
  tags: string[]
  /** A plain name in some articles, a full author object in others. */
  author: string | ArticleAuthor
  featured: boolean
}

/** Avatar shown for an author known only by name. */
export const DEFAULT_AUTHOR_AVATAR = '/images/authors/default.svg'

/** The ten built-in articles, ids 1 to 10 in order. */
export const HARD_CODED_ARTICLES: readonly HardCodedArticle[] = [
  householdBudgetArticle,
  seasonalGardenArticle,
  lakeMichiganRoadTripArticle,
  detroitStorefrontsArticle,
  winterWellnessArticle,
  smallBusinessHabitsArticle,
  communityOrchardArticle,
  winterHomeChecklistArticle,
  propertyTaxBillArticle,
  farmersMarketsArticle,
]

/** Ids 1 to 5 are the fallback articles the article page uses when the backend has no match. */
export const FALLBACK_ARTICLES: readonly HardCodedArticle[] = HARD_CODED_ARTICLES.filter(
  (article) => article.id <= FALLBACK_ARTICLE_COUNT,
)

/**
 * Finds a fallback article by id or slug; ids 6 to 10 are never fallbacks.
 * @example findFallbackArticle('3')?.id // 3
 * @example findFallbackArticle('6') // undefined
 */
export function findFallbackArticle(idOrSlug: string): HardCodedArticle | undefined {
  return FALLBACK_ARTICLES.find((article) => String(article.id) === idOrSlug || article.slug === idOrSlug)
}

/** The images of an article as a list, whichever shape the article stores them in. */
export function listArticleImages(article: HardCodedArticle): ArticleImage[] {
  return Array.isArray(article.images) ? [...article.images] : Object.values(article.images)
}

/** The author of an article as an object; a plain name gets a generic bio and the default avatar. */
export function articleAuthor(article: HardCodedArticle): ArticleAuthor {
  if (typeof article.author !== 'string') return article.author
  return {
    name: article.author,
    bio: `${article.author} writes for NewsHub about Michigan communities, homes and the people who make them work.`,
    avatar: DEFAULT_AUTHOR_AVATAR,
  }
}
