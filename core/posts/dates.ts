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
