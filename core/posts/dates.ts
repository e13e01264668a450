/*
 * Dates are formatted in UTC so the server-rendered HTML and the hydrated page agree whatever
 * the reader's time zone. The en-US month names are written out rather than asked of Intl: a
 * phone's first Intl.DateTimeFormat loads locale data and is a long task during hydration.
 * core/posts/dates.test.ts checks every month against Intl's own output.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** 'March 14, 2024' or, with `short`, 'Mar 14, 2024' (en-US, UTC). */
function usDate(date: Date, short: boolean): string {
  const month = MONTHS[date.getUTCMonth()] as string
  return `${short ? month.slice(0, 3) : month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** Only ISO dates are parsed: engines read other text leniently and in local time. */
function parseDate(value: string | null | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/**
 * Long US date ('March 14, 2024') of an ISO timestamp or date; other text (such as a long date
 * already written out) is returned as it is, and nothing gives ''.
 */
export function formatLongDate(value: string | null | undefined): string {
  const date = parseDate(value)
  return date ? usDate(date, false) : (value ?? '')
}

/** en-US short-month date ('Mar 14, 2024'), as the author page shows it. */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value)
  return date ? usDate(date, true) : (value ?? '')
}

/**
 * Machine-readable form of a date for a `<time datetime>` attribute (full ISO in UTC, which HTML
 * accepts, unlike PostgREST's microseconds); undefined when the value is not an ISO date.
 * @example machineDate('2024-05-02T12:00:00.123456+00:00') // '2024-05-02T12:00:00.123Z'
 */
export function machineDate(value: string | null | undefined): string | undefined {
  return parseDate(value)?.toISOString()
}

/** Stories younger than this show their age ('3 hours ago') instead of a date. */
export const RELATIVE_TIME_DAYS = 7

const MINUTE_MS = 60_000

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}

/**
 * How a reader is told when something happened, seen at `now`: its age under RELATIVE_TIME_DAYS
 * ('just now', '5 minutes ago', '3 hours ago', '2 days ago'), else the long date; `undefined`
 * for text that is not an ISO date (a fallback article's written-out date is shown as it is).
 * A time slightly ahead of `now` (clocks differ) reads 'just now'.
 * @example describeTime('2026-11-26T09:00:00Z', new Date('2026-11-26T12:10:00Z')) // '3 hours ago'
 */
export function describeTime(value: string | null | undefined, now: Date): string {
  const date = parseDate(value)
  if (!date) return value ?? ''
  const age = now.getTime() - date.getTime()
  if (age >= RELATIVE_TIME_DAYS * 24 * 60 * MINUTE_MS) return usDate(date, false)
  const minutes = Math.floor(Math.max(0, age) / MINUTE_MS)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return ago(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return ago(hours, 'hour')
  return ago(Math.floor(hours / 24), 'day')
}

/**
 * True when a story was revised (`revisedAt`) after it was published, by more than a minute (a
 * save in the same minute as publishing is the same version).
 */
export function wasUpdated(
  publishedAt: string | null | undefined,
  revisedAt: string | null | undefined,
): boolean {
  const published = parseDate(publishedAt)
  const revised = parseDate(revisedAt)
  return Boolean(published && revised && revised.getTime() - published.getTime() > MINUTE_MS)
}
