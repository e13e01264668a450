import { ARTICLE_EXCERPT_CHARS } from '../../core/constants.ts'
import {
  type ArticleImage,
  articleAuthor,
  type HardCodedArticle,
  listArticleImages,
} from '../../core/data/articles/model.ts'
import { findCategoryByName } from '../../core/data/categories.ts'
import { toArticleCard } from '../../core/posts/article-card.ts'
import { truncateBreadcrumbTitle } from '../../core/posts/breadcrumb.ts'
import { formatLongDate } from '../../core/posts/dates.ts'
import type { BlogPost } from '../../core/posts/post.ts'

/** Everything the article page shows, from a stored post or a built-in fallback article. */
export interface ArticleView {
  /** Slug or id the page is reached at. */
  key: string
  title: string
  excerpt: string
  category: string
  author: { name: string; bio: string; avatar: string }
  publishedAt: string
  /** ISO timestamp for structured data, when known. */
  publishedIso: string | null
  /** When the story was revised after publishing (ISO), else null. */
  updatedIso: string | null
  readTime: string
  imageUrl: string | null
  images: ArticleImage[]
  tags: string[]
  /** The sanitized body. */
  html: string
  /** The stored post, when the article came from the backend. */
  post: BlogPost | null
  /** Client or paid content, labelled "Sponsored" on the page. */
  sponsored: boolean
}

const DEFAULT_AVATAR = '/images/authors/default.svg'

/** Article view of a stored post; its excerpt falls back to the first 200 characters of content. */
export function viewFromPost(post: BlogPost, html: string): ArticleView {
  const card = toArticleCard(post, ARTICLE_EXCERPT_CHARS)
  return {
    key: post.slug || post.id,
    title: post.title,
    excerpt: card.excerpt,
    category: card.category,
    author: {
      name: card.author,
      bio: post.business_name
        ? `${card.author} writes about local businesses like ${post.business_name} for NewsHub.`
        : `${card.author} writes about Michigan news, business and community life for NewsHub.`,
      avatar: DEFAULT_AVATAR,
    },
    publishedAt: card.publishedAt,
    publishedIso: post.published_at ?? post.created_at,
    updatedIso: card.updatedIso ?? null,
    readTime: card.readTime,
    imageUrl: post.image_url,
    images: [],
    tags: post.tags ?? [],
    html,
    post,
    sponsored: card.sponsored,
  }
}

/** Article view of a built-in fallback article. */
export function viewFromFallback(article: HardCodedArticle, html: string): ArticleView {
  return {
    key: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    author: articleAuthor(article),
    publishedAt: formatLongDate(article.publishedAt),
    publishedIso: /^\d{4}-\d{2}-\d{2}/.test(article.publishedAt) ? article.publishedAt : null,
    updatedIso: null,
    readTime: article.readTime,
    imageUrl: article.imageUrl,
    images: listArticleImages(article),
    tags: article.tags,
    html,
    post: null,
    sponsored: false,
  }
}

/**
 * An article's breadcrumb: Home / category / title; a label that is no category (a post without
 * tags shows 'News') has no address. Here rather than beside the article view's component, so the
 * route's head (always loaded) does not pull the whole article component into every page's scripts.
 */
export function trailOf(view: ArticleView) {
  return [
    { name: 'Home', url: '/' },
    { name: view.category, url: findCategoryByName(view.category)?.path ?? '' },
    { name: truncateBreadcrumbTitle(view.title), url: `/article/${view.key}` },
  ]
}
