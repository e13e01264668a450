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
import type { HardCodedArticle } from './model.ts'

export {
  type ArticleAuthor,
  type ArticleImage,
  articleAuthor,
  DEFAULT_AUTHOR_AVATAR,
  type HardCodedArticle,
  listArticleImages,
} from './model.ts'

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
