/** The shape of a built-in article and the helpers that read it, without the articles themselves. */

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

/** A built-in article. */
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
  /** A list in some articles, an object keyed by name in others (both shapes are kept). */
  images: ArticleImage[] | Record<string, ArticleImage>
  tags: string[]
  /** A plain name in some articles, a full author object in others. */
  author: string | ArticleAuthor
  featured: boolean
}

/** Avatar shown for an author known only by name. */
export const DEFAULT_AUTHOR_AVATAR = '/images/authors/default.svg'

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
