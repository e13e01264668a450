import type { BlogPost } from '../posts/post.ts'

/** What duplicate detection reads of a post; `id` is absent for a post not saved yet. */
export type DuplicateCandidate = Pick<BlogPost, 'title'> &
  Partial<Pick<BlogPost, 'id' | 'slug' | 'business_name' | 'keywords' | 'deleted_at'>>

/** An existing post that looks like the same article, and why. */
export interface DuplicateMatch {
  id: string
  title: string
  slug: string | null
  /** 'title': near-identical titles; 'client-topic': same client business and the same keywords. */
  reason: 'title' | 'client-topic'
  /** Similarity of the deciding kind, 0 to 1 (1 = the same). */
  score: number
}

/**
 * Titles whose significant words overlap this much (Jaccard: shared over all) are the same story:
 * "Royal Oak Expands Farmers Market Hours for Summer" and "... Hours This Summer" share 6 of 7.
 */
export const TITLE_JACCARD_THRESHOLD = 0.7
/** Or whose letters match this closely (Dice coefficient of character trigrams): catches re-spellings. */
export const TITLE_TRIGRAM_THRESHOLD = 0.85
/** Keyword sets of two posts for the same client that overlap this much are the same topic. */
export const KEYWORD_JACCARD_THRESHOLD = 0.5

/** Words that do not tell two titles apart. */
const STOP_WORDS = new Set(
  'a an and are as at be by for from how in into is it its of on or our the their this to what when why with your you'.split(
    ' ',
  ),
)

/** Lower case, accents and punctuation removed, whitespace collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function titleWords(title: string): Set<string> {
  const words = normalizeText(title).split(' ').filter(Boolean)
  const significant = words.filter((word) => !STOP_WORDS.has(word))
  return new Set(significant.length > 0 ? significant : words)
}

function trigrams(text: string): Map<string, number> {
  const padded = `  ${normalizeText(text)} `
  const grams = new Map<string, number>()
  for (let i = 0; i + 3 <= padded.length; i++) {
    const gram = padded.slice(i, i + 3)
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

/** Shared members over all members of two sets (0 for two empty sets). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0
  let shared = 0
  for (const item of a) if (b.has(item)) shared++
  return shared / (a.size + b.size - shared)
}

/** Dice coefficient of the character trigrams of two texts, after normalizeText. */
export function trigramSimilarity(a: string, b: string): number {
  const left = trigrams(a)
  const right = trigrams(b)
  let shared = 0
  let total = 0
  for (const [gram, count] of left) {
    shared += Math.min(count, right.get(gram) ?? 0)
    total += count
  }
  for (const count of right.values()) total += count
  return total === 0 ? 0 : (2 * shared) / total
}

/** How alike two titles are: the larger of the word overlap and the letter overlap, each against its threshold. */
export function titleSimilarity(a: string, b: string): { words: number; letters: number } {
  return { words: jaccard(titleWords(a), titleWords(b)), letters: trigramSimilarity(a, b) }
}

function keywordSet(keywords: readonly string[] | null | undefined): Set<string> {
  return new Set((keywords ?? []).map(normalizeText).filter(Boolean))
}

/**
 * Existing posts that are likely the same article as `candidate`: the same client business
 * (compared without case or punctuation) with keywords overlapping by KEYWORD_JACCARD_THRESHOLD,
 * or a near-identical title (TITLE_JACCARD_THRESHOLD on significant words or
 * TITLE_TRIGRAM_THRESHOLD on letters), whoever the client. The candidate itself (same id) and
 * posts in the trash are skipped. Closest first.
 * @example findLikelyDuplicates({ title: 'Roof care in Troy' }, posts)
 */
export function findLikelyDuplicates(
  candidate: DuplicateCandidate,
  existing: readonly (DuplicateCandidate & { id: string })[],
): DuplicateMatch[] {
  const business = normalizeText(candidate.business_name ?? '')
  const keywords = keywordSet(candidate.keywords)
  const matches: DuplicateMatch[] = []
  for (const post of existing) {
    if (post.id === candidate.id || post.deleted_at) continue
    const { words, letters } = titleSimilarity(candidate.title, post.title)
    const base = { id: post.id, title: post.title, slug: post.slug ?? null }
    if (words >= TITLE_JACCARD_THRESHOLD || letters >= TITLE_TRIGRAM_THRESHOLD) {
      matches.push({ ...base, reason: 'title', score: Math.max(words, letters) })
      continue
    }
    if (business !== '' && normalizeText(post.business_name ?? '') === business) {
      const overlap = jaccard(keywords, keywordSet(post.keywords))
      if (overlap >= KEYWORD_JACCARD_THRESHOLD)
        matches.push({ ...base, reason: 'client-topic', score: overlap })
    }
  }
  return matches.sort((a, b) => b.score - a.score)
}

/** The warning the editor, the generator pages and `newshub generate` show for the matches. */
export function describeDuplicates(matches: readonly DuplicateMatch[]): string | null {
  const [first] = matches
  if (!first) return null
  const why = first.reason === 'title' ? 'has a near-identical title' : 'is for the same client and topic'
  const more = matches.length > 1 ? ` (and ${matches.length - 1} more)` : ''
  return `Possible duplicate: "${first.title}" ${why}${more}.`
}
