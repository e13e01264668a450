/**
 * Opening hours of a listing, written the way a shop door says them:
 * 'Mon-Fri 08:00-17:00; Sat 09:00-13:00'. Days not named are closed. One text form is stored
 * (listings.hours), checked here, and read back into a week to say whether a business is open now.
 */

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** Minutes after midnight, open then close (close may be 1440, midnight at the end of the day). */
export type Interval = readonly [open: number, close: number]
export type Week = Record<Weekday, Interval[]>

export const HOURS_EXAMPLE = 'Mon-Fri 08:00-17:00; Sat 09:00-13:00'
export const HOURS_MAX_LENGTH = 200

const DAY = /^(mon|tue|wed|thu|fri|sat|sun)$/i
const TIME = /^([01]?\d|2[0-4]):([0-5]\d)$/

/** The problem with an hours text as one sentence, or the week it describes. */
export function parseHours(text: string): { week: Week } | { problem: string } {
  const week = Object.fromEntries(WEEKDAYS.map((day) => [day, [] as Interval[]])) as Record<
    Weekday,
    Interval[]
  >
  const trimmed = text.trim()
  if (trimmed === '') return { week }
  if (trimmed.length > HOURS_MAX_LENGTH) return { problem: `at most ${HOURS_MAX_LENGTH} characters` }
  for (const part of trimmed.split(';')) {
    const match = /^\s*([A-Za-z]{3})(?:\s*-\s*([A-Za-z]{3}))?\s+(\S+)\s*-\s*(\S+)\s*$/.exec(part)
    if (!match) return { problem: `write each part like '${HOURS_EXAMPLE}'` }
    const [, first = '', last, openText = '', closeText = ''] = match
    if (!DAY.test(first) || (last && !DAY.test(last)))
      return { problem: `days are Mon, Tue, Wed, Thu, Fri, Sat or Sun (in '${part.trim()}')` }
    const open = minutesOf(openText)
    const close = minutesOf(closeText)
    if (open === null || close === null) return { problem: `times are 24-hour HH:MM (in '${part.trim()}')` }
    if (close <= open)
      return { problem: `closing must be after opening; use 24:00 for midnight (in '${part.trim()}')` }
    const from = dayIndex(first)
    const to = last ? dayIndex(last) : from
    if (to < from) return { problem: `a day range runs Mon to Sun (in '${part.trim()}')` }
    for (let index = from; index <= to; index++) {
      const day = WEEKDAYS[index] as Weekday
      if (week[day].some(([a, b]) => open < b && a < close))
        return { problem: `${day} has overlapping times (in '${part.trim()}')` }
      week[day].push([open, close])
    }
  }
  for (const day of WEEKDAYS) week[day].sort((a, b) => a[0] - b[0])
  return { week }
}

function minutesOf(text: string): number | null {
  const match = TIME.exec(text)
  if (!match) return null
  const minutes = Number(match[1]) * 60 + Number(match[2])
  return minutes > 1440 ? null : minutes
}

function dayIndex(day: string): number {
  return WEEKDAYS.findIndex((name) => name.toLowerCase() === day.toLowerCase())
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

/**
 * The one stored spelling of a week: consecutive days with the same times joined into a range.
 * @example formatHours(parseHours('mon-fri 8:00-17:00').week) // 'Mon-Fri 08:00-17:00'
 */
export function formatHours(week: Week): string {
  const key = (day: Weekday) => week[day].map(([a, b]) => `${clock(a)}-${clock(b)}`).join(',')
  const parts: string[] = []
  let index = 0
  while (index < WEEKDAYS.length) {
    const day = WEEKDAYS[index] as Weekday
    let end = index
    while (end + 1 < WEEKDAYS.length && key(WEEKDAYS[end + 1] as Weekday) === key(day)) end++
    if (week[day].length > 0) {
      const days = end > index ? `${day}-${WEEKDAYS[end]}` : day
      for (const [a, b] of week[day]) parts.push(`${days} ${clock(a)}-${clock(b)}`)
    }
    index = end + 1
  }
  return parts.join('; ')
}

/** Each day's hours for a reader: [['Mon', '08:00-17:00'], ..., ['Sun', 'Closed']]. */
export function describeWeek(week: Week): [Weekday, string][] {
  return WEEKDAYS.map((day) => [
    day,
    week[day].length ? week[day].map(([a, b]) => `${clock(a)}-${clock(b)}`).join(', ') : 'Closed',
  ])
}

/**
 * One formatter per time zone: making one costs about 0.7 ms, and a landing page asks for every
 * listing it shows (50 at most) on each render.
 */
const clocks = new Map<string, Intl.DateTimeFormat>()

function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone)
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    clocks.set(timeZone, clock)
  }
  return clock
}

/** The weekday and minutes past midnight of an instant on the clocks of a time zone. */
export function localClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const parts = clockOf(timeZone).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return {
    day: part('weekday') as Weekday,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

/**
 * Whether a business with these hours is open at an instant in its time zone; null when it has
 * given no hours (then the page says nothing rather than guess).
 */
export function openStatus(hours: string, now: Date, timeZone: string): 'open' | 'closed' | null {
  const parsed = parseHours(hours)
  if ('problem' in parsed || WEEKDAYS.every((day) => parsed.week[day].length === 0)) return null
  const { day, minutes } = localClock(now, timeZone)
  return parsed.week[day].some(([open, close]) => minutes >= open && minutes < close) ? 'open' : 'closed'
}
