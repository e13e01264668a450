import { findCategory } from '../core/data/categories.ts'
import { tagSlugsOf } from '../core/posts/related.ts'

/**
 * Which cached reader pages a change to a post can change (decision 050). The database announces
 * every post change on this channel after it commits (migration 20261128100000): the post's slug,
 * tags, author and whether readers could read it, before and after.
 */
export const POST_PAGES_CHANNEL = 'post_pages'

/** One side of a change: the post as readers could see it (or not). */
interface PostSide {
  slug?: unknown
  tags?: unknown
  author?: unknown
  visible?: unknown
}

/**
 * A test of a render-cache key (path and query string): whether the page may show the post
 * differently now. `null`: no reader page shows it (a draft saved, before and after hidden).
 * `undefined`: not known (an unreadable or cut announcement), so any page may have changed.
 *
 * What a post shows on, and so what is emptied: the home page (every query string), the category
 * pages its tags name, its article (old and new slug), its tag pages, its author's page, and every
 * search. Other articles list it among their related stories and "more from" lists; those follow
 * within the cache's lifetime (RENDER_CACHE_TTL_MS), as they would on a second node. The feed is
 * built for each request; the sitemap's files are kept until any post change (sitemap-files.ts).
 */
export function pagesOfPostChange(payload: string): ((key: string) => boolean) | null | undefined {
  let change: { old?: PostSide | null; new?: PostSide | null }
  try {
    change = JSON.parse(payload) as typeof change
  } catch {
    return undefined
  }
  if (typeof change !== 'object' || change === null || !('old' in change) || !('new' in change))
    return undefined
  const sides = [change.old, change.new].filter((side): side is PostSide => !!side && side.visible === true)
  if (sides.length === 0) return null
  const articles = new Set<string>()
  const tags = new Set<string>()
  const categories = new Set<string>()
  const authors = new Set<string>()
  for (const side of sides) {
    if (typeof side.slug === 'string') articles.add(side.slug)
    const labels = Array.isArray(side.tags)
      ? side.tags.filter((tag): tag is string => typeof tag === 'string')
      : []
    for (const slug of tagSlugsOf(labels)) tags.add(slug)
    for (const label of labels) categories.add(label)
    if (typeof side.author === 'string' && side.author.trim()) authors.add(side.author.trim().toLowerCase())
  }
  return (key) => {
    const path = (key.split('?', 1)[0] ?? '').replace(/\/+$/, '') || '/'
    if (path === '/' || path === '/search') return true
    const [, section, name, ...rest] = path.split('/')
    if (name === undefined || rest.length > 0) return false
    const value = decodeSegment(name)
    if (value === undefined) return false
    switch (section) {
      case 'article':
        return articles.has(value)
      case 'tag':
        return tags.has(value.toLowerCase())
      case 'author':
        return authors.has(value.trim().toLowerCase())
      case 'category': {
        // The category page lists posts carrying its name among their tags.
        const category = findCategory(value)
        return category !== undefined && categories.has(category.name)
      }
      default:
        return false
    }
  }
}

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
