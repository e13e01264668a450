import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FALLBACK_ARTICLE_COUNT, TAG_CITY_SLUGS } from '../../constants.ts'
import { slugify } from '../../posts/slugs.ts'
import { countWords } from '../../posts/text.ts'
import {
  articleAuthor,
  DEFAULT_AUTHOR_AVATAR,
  FALLBACK_ARTICLES,
  findFallbackArticle,
  HARD_CODED_ARTICLES,
  type HardCodedArticle,
  listArticleImages,
} from './index.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../../../app/public', import.meta.url))
const ISO_DATE = /^2024-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const LONG_DATE =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) ([1-9]|[12]\d|3[01]), 2024$/
const ALLOWED_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'ul',
  'li',
  'blockquote',
  'figure',
  'img',
  'figcaption',
  'strong',
  'em',
])

function imgSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*\ssrc="([^"]*)"/gi)].map((match) => match[1] ?? '')
}

function referencedFiles(article: HardCodedArticle): string[] {
  return [
    article.imageUrl,
    ...listArticleImages(article).map((image) => image.src),
    ...imgSources(article.content),
    articleAuthor(article).avatar,
  ]
}

const byId = (id: number): HardCodedArticle => {
  const article = HARD_CODED_ARTICLES.find((candidate) => candidate.id === id)
  if (!article) throw new Error(`no article ${id}`)
  return article
}

describe('the ten hard-coded articles', () => {
  it('has ids 1 to 10 in order, with unique slugs made from the titles', () => {
    expect(HARD_CODED_ARTICLES.map((article) => article.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    const slugs = HARD_CODED_ARTICLES.map((article) => article.slug)
    expect(new Set(slugs).size).toBe(10)
    for (const article of HARD_CODED_ARTICLES) expect(article.slug).toBe(slugify(article.title))
  })

  it.each(HARD_CODED_ARTICLES.map((article) => [article.id, article] as const))(
    'article %i has every field filled in',
    (_id, article) => {
      expect(article.title.trim()).not.toBe('')
      expect(article.excerpt.trim()).not.toBe('')
      expect(article.excerpt.length).toBeLessThan(160)
      expect(article.category.trim()).not.toBe('')
      expect(article.imageUrl).toMatch(/^\/images\/articles\/[a-z0-9-]+\.svg$/)
      expect(article.tags.length).toBeGreaterThanOrEqual(3)
      expect(article.tags.length).toBeLessThanOrEqual(6)
      expect(listArticleImages(article).length).toBeGreaterThan(0)
      for (const image of listArticleImages(article)) {
        expect(image.alt.trim()).not.toBe('')
        expect(image.caption.trim()).not.toBe('')
      }
      expect(articleAuthor(article).name.trim()).not.toBe('')
      expect(typeof article.featured).toBe('boolean')
    },
  )

  it.each(HARD_CODED_ARTICLES.map((article) => [article.id, article] as const))(
    'article %i has a body of at least 600 words and the matching read time',
    (_id, article) => {
      const words = countWords(article.content)
      expect(words).toBeGreaterThanOrEqual(600)
      expect(article.readTime).toBe(`${Math.max(1, Math.ceil(words / 200))} min read`)
    },
  )

  it('never repeats a paragraph', () => {
    const paragraphs = HARD_CODED_ARTICLES.flatMap((article) =>
      [...article.content.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((match) => match[1]),
    )
    expect(paragraphs.length).toBeGreaterThan(100)
    expect(new Set(paragraphs).size).toBe(paragraphs.length)
  })

  it('uses both author forms, both image forms and both date forms, at least three of each', () => {
    const count = (test: (article: HardCodedArticle) => boolean) => HARD_CODED_ARTICLES.filter(test).length
    expect(count((article) => typeof article.author === 'string')).toBeGreaterThanOrEqual(3)
    expect(count((article) => typeof article.author === 'object')).toBeGreaterThanOrEqual(3)
    expect(count((article) => Array.isArray(article.images))).toBeGreaterThanOrEqual(3)
    expect(count((article) => !Array.isArray(article.images))).toBeGreaterThanOrEqual(3)
    expect(count((article) => ISO_DATE.test(article.publishedAt))).toBeGreaterThanOrEqual(3)
    expect(count((article) => LONG_DATE.test(article.publishedAt))).toBeGreaterThanOrEqual(3)
  })

  it('dates every article in 2024, as an ISO date or long date text', () => {
    for (const article of HARD_CODED_ARTICLES) {
      expect(ISO_DATE.test(article.publishedAt) || LONG_DATE.test(article.publishedAt)).toBe(true)
      expect(new Date(article.publishedAt).getFullYear()).toBe(2024)
    }
  })

  it('features exactly two articles', () => {
    expect(HARD_CODED_ARTICLES.filter((article) => article.featured)).toHaveLength(2)
  })

  it('covers Finance, Home & Garden and Travel & Recreation among varied categories', () => {
    const categories = new Set(HARD_CODED_ARTICLES.map((article) => article.category))
    expect(categories).toContain('Finance')
    expect(categories).toContain('Home & Garden')
    expect(categories).toContain('Travel & Recreation')
    expect(categories.size).toBeGreaterThanOrEqual(5)
  })

  it('names a related-links city among the first three tags of several articles', () => {
    const cities: readonly string[] = TAG_CITY_SLUGS
    const tagged = HARD_CODED_ARTICLES.filter((article) =>
      article.tags.slice(0, 3).some((tag) => cities.includes(slugify(tag))),
    )
    expect(tagged.length).toBeGreaterThanOrEqual(3)
  })

  it('references only local image files that exist under app/public', () => {
    const files = new Set(HARD_CODED_ARTICLES.flatMap(referencedFiles))
    files.add(DEFAULT_AUTHOR_AVATAR)
    for (const src of files) {
      expect(src).toMatch(/^\/images\/(articles|authors)\/[a-z0-9-]+\.svg$/)
      expect(existsSync(`${PUBLIC_DIR}${src}`), src).toBe(true)
    }
  })

  it('shows every listed image in the body', () => {
    for (const article of HARD_CODED_ARTICLES) {
      const shown = imgSources(article.content)
      for (const image of listArticleImages(article)) expect(shown).toContain(image.src)
    }
  })

  it.each(HARD_CODED_ARTICLES.map((article) => [article.id, article] as const))(
    'article %i has clean HTML with no scripts, handlers or remote URLs',
    (_id, article) => {
      expect(article.content).not.toMatch(/<script/i)
      expect(article.content).not.toMatch(/\son[a-z]+\s*=/i)
      expect(article.content).not.toMatch(/javascript:/i)
      expect(article.content).not.toMatch(/https?:\/\//i)
      expect(article.content).not.toMatch(/lorem ipsum/i)
      const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase())
      for (const tag of tags) expect(ALLOWED_TAGS.has(tag ?? ''), tag).toBe(true)
      for (const src of referencedFiles(article)) expect(src).not.toMatch(/^https?:|^\/\//i)
    },
  )
})

describe('fallback articles', () => {
  it('are ids 1 to 5', () => {
    expect(FALLBACK_ARTICLES.map((article) => article.id)).toEqual([1, 2, 3, 4, 5])
    expect(FALLBACK_ARTICLES).toHaveLength(FALLBACK_ARTICLE_COUNT)
  })

  it('are found by id or by slug', () => {
    expect(findFallbackArticle('1')).toBe(byId(1))
    expect(findFallbackArticle('5')).toBe(byId(5))
    expect(findFallbackArticle(byId(3).slug)).toBe(byId(3))
  })

  it('do not include ids 6 to 10 or unknown keys', () => {
    expect(findFallbackArticle('6')).toBeUndefined()
    expect(findFallbackArticle(byId(7).slug)).toBeUndefined()
    expect(findFallbackArticle('nope')).toBeUndefined()
    expect(findFallbackArticle('')).toBeUndefined()
  })
})

describe('listArticleImages', () => {
  const image = { src: '/images/articles/a.svg', alt: 'A', caption: 'Caption A' }
  const other = { src: '/images/articles/b.svg', alt: 'B', caption: 'Caption B' }

  it('returns a copy of an image list in order', () => {
    const article = { ...byId(1), images: [image, other] }
    const listed = listArticleImages(article)
    expect(listed).toEqual([image, other])
    expect(listed).not.toBe(article.images)
  })

  it('returns the values of an image object in key order', () => {
    expect(listArticleImages({ ...byId(2), images: { hero: image, detail: other } })).toEqual([image, other])
  })
})

describe('articleAuthor', () => {
  it('returns an author object as it is', () => {
    const author = { name: 'Dana Whitfield', bio: 'Writes about money.', avatar: '/images/authors/x.svg' }
    expect(articleAuthor({ ...byId(1), author })).toBe(author)
  })

  it('gives a plain name a generic bio and the default avatar', () => {
    const author = articleAuthor({ ...byId(2), author: 'Tom Alvarez' })
    expect(author.name).toBe('Tom Alvarez')
    expect(author.bio).toMatch(/^Tom Alvarez writes for NewsHub/)
    expect(author.avatar).toBe('/images/authors/default.svg')
  })
})
