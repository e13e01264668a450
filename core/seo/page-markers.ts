/**
 * How the page score (page-score.ts) finds an article's parts in its rendered HTML. Kept apart
 * from the score so the article page can use them without loading the score's rules.
 */

/** Class of the element holding an article's body. */
export const ARTICLE_BODY_CLASS = 'article-body'

/** Attribute that marks an article's featured image. */
export const FEATURED_IMAGE_ATTRIBUTE = 'data-featured-image'
