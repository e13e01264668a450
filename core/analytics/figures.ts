/**
 * The reader figures of a range of days, as public.reader_figures answers them (migration
 * 20261128210000): what the /analytics dashboard shows and a client's report reads.
 */
export interface ReaderFigures {
  from: string
  to: string
  views: number
  /** The sum of each day's distinct visitors (a visitor is known for one day only, decision 080). */
  visitors: number
  visitorsLast30Minutes: number
  days: { day: string; views: number; visitors: number }[]
  topStories: { postId: string; title: string; slug: string | null; views: number }[]
  topReferrers: { host: string; views: number }[]
  categories: { category: string; views: number }[]
  clients: {
    businessId: string
    name: string
    posts: number
    views: number
    clicks: number
    quoteRequests: number
  }[]
}

/** A range the dashboard opens on: the last `days` days, today included, as YYYY-MM-DD (UTC). */
export function lastDays(days: number, now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10)
  const from = new Date(now.getTime() - (days - 1) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  return { from, to }
}

/** A day as YYYY-MM-DD, or null when `value` is not one. */
export function parseDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : value
}
