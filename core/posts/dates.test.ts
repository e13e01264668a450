import { describeTime, formatLongDate, formatShortDate, wasUpdated } from './dates.ts'

describe('dates', () => {
  it('formats a timestamp as a long US date in UTC', () => {
    expect(formatLongDate('2024-03-14T23:30:00Z')).toBe('March 14, 2024')
  })
  it('formats a timestamp as an en-US short date', () => {
    expect(formatShortDate('2024-03-14T10:00:00Z')).toBe('Mar 14, 2024')
  })
  it('passes text that is not a date through and gives empty text for nothing', () => {
    expect(formatLongDate('Spring 2024')).toBe('Spring 2024')
    expect(formatShortDate('soon')).toBe('soon')
    expect(formatLongDate('2024-13-45')).toBe('2024-13-45')
    expect(formatLongDate(null)).toBe('')
    expect(formatShortDate(undefined)).toBe('')
  })
})

describe('dates without the browser’s Intl', () => {
  afterEach(() => vi.restoreAllMocks())

  it('formats every month and year edge as Intl en-US in UTC does', () => {
    const long = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    const short = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    })
    const days = [
      '2024-01-01T00:00:00Z',
      '1999-12-31T23:59:59.999Z',
      '2024-02-29T12:00:00+05:00',
      '0999-07-04',
    ]
    for (let month = 1; month <= 12; month++)
      days.push(`2025-${String(month).padStart(2, '0')}-${9 + month}T06:00:00Z`)
    for (const day of days) {
      expect(formatLongDate(day)).toBe(long.format(new Date(day)))
      expect(formatShortDate(day)).toBe(short.format(new Date(day)))
    }
  })

  it('builds no Intl formatter: the first one costs a reader’s phone a long task at hydration', async () => {
    vi.resetModules()
    const formatter = vi.spyOn(Intl, 'DateTimeFormat')
    const dates = await import('./dates.ts')
    expect(dates.formatLongDate('2024-03-14T23:30:00Z')).toBe('March 14, 2024')
    expect(dates.formatShortDate('2024-03-14T23:30:00Z')).toBe('Mar 14, 2024')
    expect(formatter).not.toHaveBeenCalled()
  })
})

describe('machineDate', () => {
  it('gives an HTML-valid timestamp for ISO dates and nothing for other text', async () => {
    const { machineDate } = await import('./dates.ts')
    expect(machineDate('2024-05-02T12:00:00.123456+00:00')).toBe('2024-05-02T12:00:00.123Z')
    expect(machineDate('2024-05-02')).toBe('2024-05-02T00:00:00.000Z')
    expect(machineDate('March 14, 2024')).toBeUndefined()
    expect(machineDate(null)).toBeUndefined()
  })
})

describe('describeTime', () => {
  const now = new Date('2026-11-26T12:10:00Z')
  it("tells a story's age under 7 days", () => {
    expect(describeTime('2026-11-26T12:09:45Z', now)).toBe('just now')
    expect(describeTime('2026-11-26T12:12:00Z', now)).toBe('just now')
    expect(describeTime('2026-11-26T12:09:00Z', now)).toBe('1 minute ago')
    expect(describeTime('2026-11-26T11:25:00Z', now)).toBe('45 minutes ago')
    expect(describeTime('2026-11-26T09:00:00Z', now)).toBe('3 hours ago')
    expect(describeTime('2026-11-25T12:10:00Z', now)).toBe('1 day ago')
    expect(describeTime('2026-11-19T12:10:01Z', now)).toBe('6 days ago')
  })
  it('gives the long date from 7 days on, and passes other text through', () => {
    expect(describeTime('2026-11-19T12:10:00Z', now)).toBe('November 19, 2026')
    expect(describeTime('2024-12-02T09:00:00Z', now)).toBe('December 2, 2024')
    expect(describeTime('Spring 2024', now)).toBe('Spring 2024')
    expect(describeTime(null, now)).toBe('')
  })
  it('counts a story as updated only when revised more than a minute after publishing', () => {
    expect(wasUpdated('2026-11-20T10:00:00Z', '2026-11-26T09:00:00Z')).toBe(true)
    expect(wasUpdated('2026-11-20T10:00:00Z', '2026-11-20T10:00:30Z')).toBe(false)
    expect(wasUpdated('2026-11-20T10:00:00Z', null)).toBe(false)
    expect(wasUpdated(null, '2026-11-20T10:00:00Z')).toBe(false)
  })
})
