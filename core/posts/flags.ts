/**
 * The owner's two home-page flags (migration 20261126120000_post_flags.sql): which story is
 * breaking news and which are featured. The home page, the newsroom editor and `newshub posts`
 * all read them through these rules.
 */

/** A post marked breaking leads the home page's banner for this long after it was marked. */
export const BREAKING_HOURS = 24

const HOUR_MS = 3_600_000

/**
 * The earliest breaking mark still shown at `now`: posts marked at or after it are breaking.
 * @example breakingCutoff(new Date('2026-11-26T12:00:00Z')) // '2026-11-25T12:00:00.000Z'
 */
export function breakingCutoff(now: Date): string {
  return new Date(now.getTime() - BREAKING_HOURS * HOUR_MS).toISOString()
}

/** True while a post marked breaking at `breakingAt` still leads the banner at `now`. */
export function isBreaking(breakingAt: string | null | undefined, now: Date): boolean {
  if (!breakingAt) return false
  const marked = Date.parse(breakingAt)
  return !Number.isNaN(marked) && marked <= now.getTime() && marked >= Date.parse(breakingCutoff(now))
}

/** When a breaking mark stops showing: BREAKING_HOURS after it was made. */
export function breakingEnds(breakingAt: string): Date {
  return new Date(Date.parse(breakingAt) + BREAKING_HOURS * HOUR_MS)
}

/** The stories of the home page, each placed once (see arrangeHomePage). */
export interface HomeArrangement<T> {
  breaking: T | null
  featured: T | null
  sections: T[][]
  /** The All Posts grid: the loaded posts not already shown above it. */
  rest: T[]
}

/**
 * Places each story on the home page at most once, top to bottom: the breaking story (banner),
 * then the featured story (the owner's newest featured pick, else the newest post), then each
 * section's first `perSection` posts not shown yet, then the All Posts grid with whatever is left.
 * `newest` is the home list as loaded (newest first); `featuredPick` is the newest post the owner
 * marked featured, if any. A featured pick that is also the breaking story gives way to the next
 * candidate, so the two never repeat one story.
 */
export function arrangeHomePage<T extends { id: string }>(input: {
  breaking: T | null
  featuredPick: T | null
  newest: readonly T[]
  sections: readonly (readonly T[])[]
  perSection: number
}): HomeArrangement<T> {
  const shown = new Set<string>()
  const take = (post: T | null | undefined): T | null => {
    if (!post || shown.has(post.id)) return null
    shown.add(post.id)
    return post
  }
  const breaking = take(input.breaking)
  const featured = take(input.featuredPick) ?? take(input.newest.find((post) => !shown.has(post.id)))
  const sections = input.sections.map((posts) => {
    const placed: T[] = []
    for (const post of posts) {
      if (placed.length === input.perSection) break
      const taken = take(post)
      if (taken) placed.push(taken)
    }
    return placed
  })
  const rest = input.newest.filter((post) => !shown.has(post.id))
  return { breaking, featured, sections, rest }
}
