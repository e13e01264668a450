import { formatLongDate, formatShortDate } from './dates.ts'

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
