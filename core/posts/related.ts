import { CITIES } from '../data/cities.ts'
import { slugify } from './slugs.ts'

/** An article ends with at least this many related stories, when the site has them, and at most the second. */
export const RELATED_STORIES_MIN = 3
export const RELATED_STORIES_MAX = 6
/** "More from {author}" lists this many of the author's other stories. */
export const MORE_FROM_AUTHOR = 3

/** What the ranking reads of a post. */
export interface RelatedCandidate {
  id: string
  tags: string[] | null
  created_at: string
}

const CITY_SLUGS: ReadonlySet<string> = new Set(CITIES.map((city) => city.slug))

/** The URL slugs of a post's tags, as /tag/{slug} and the database's tag_slugs column write them. */
export function tagSlugsOf(tags: readonly string[] | null | undefined): string[] {
  return [...new Set((tags ?? []).map(slugify).filter(Boolean))]
}

/**
 * How closely `candidate` follows from `post`: 3 for the same category (first tag), 2 for each
 * other shared tag, 2 more for a shared city. Zero means unrelated.
 */
export function relatedScore(post: RelatedCandidate, candidate: RelatedCandidate): number {
  const mine = tagSlugsOf(post.tags)
  const theirs = new Set(tagSlugsOf(candidate.tags))
  let score = mine[0] && mine[0] === tagSlugsOf(candidate.tags)[0] ? 3 : 0
  for (const slug of mine.slice(1)) {
    if (!theirs.has(slug)) continue
    score += 2
    if (CITY_SLUGS.has(slug)) score += 2
  }
  return score
}

/** The stories an article leads on to, each once, none of them the article itself. */
export interface ArticleLinks<T> {
  related: T[]
  moreFromAuthor: T[]
  next: T | null
}

/**
 * Picks what an article ends with. `next` is the story published just before it (the next one
 * down the home page), else the newest other story; `related` the best-scored candidates (ties by
 * recency), topped up from `newest` to RELATED_STORIES_MIN when too few share anything;
 * `moreFromAuthor` the author's newest others. No story appears twice.
 */
export function arrangeArticleLinks<T extends RelatedCandidate>(input: {
  post: RelatedCandidate
  candidates: readonly T[]
  byAuthor: readonly T[]
  older: T | null
  newest: readonly T[]
}): ArticleLinks<T> {
  const shown = new Set<string>([input.post.id])
  const take = (item: T | null | undefined): T | null => {
    if (!item || shown.has(item.id)) return null
    shown.add(item.id)
    return item
  }
  const next = take(input.older) ?? take(input.newest.find((item) => !shown.has(item.id)))
  const ranked = input.candidates
    .map((item) => ({ item, score: relatedScore(input.post, item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.item.created_at.localeCompare(a.item.created_at))
  const related: T[] = []
  for (const { item } of ranked) {
    if (related.length === RELATED_STORIES_MAX) break
    const taken = take(item)
    if (taken) related.push(taken)
  }
  for (const item of input.newest) {
    if (related.length >= RELATED_STORIES_MIN) break
    const taken = take(item)
    if (taken) related.push(taken)
  }
  const moreFromAuthor: T[] = []
  for (const item of input.byAuthor) {
    if (moreFromAuthor.length === MORE_FROM_AUTHOR) break
    const taken = take(item)
    if (taken) moreFromAuthor.push(taken)
  }
  return { related, moreFromAuthor, next }
}
