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

describe('machineDate', () => {
  it('gives an HTML-valid timestamp for ISO dates and nothing for other text', async () => {
    const { machineDate } = await import('./dates.ts')
    expect(machineDate('2024-05-02T12:00:00.123456+00:00')).toBe('2024-05-02T12:00:00.123Z')
    expect(machineDate('2024-05-02')).toBe('2024-05-02T00:00:00.000Z')
    expect(machineDate('March 14, 2024')).toBeUndefined()
    expect(machineDate(null)).toBeUndefined()
  })
})
