import { describe, expect, it } from 'vitest'
import { MAX_ATTEMPTS, parseSpan, retryAfter } from './delivery.ts'

describe('retryAfter', () => {
  it('doubles the delay after each failed attempt', () => {
    expect([1, 2, 3, 4].map((attempts) => retryAfter({ attempts, responseCode: 451 }, 1000))).toEqual([
      1000, 2000, 4000, 8000,
    ])
  })

  it('retries a dropped connection (no reply code)', () => {
    expect(retryAfter({ attempts: 1 }, 500)).toBe(500)
  })

  it('gives up on a permanent refusal at once and after the last attempt', () => {
    expect(retryAfter({ attempts: 1, responseCode: 550 }, 1000)).toBeNull()
    expect(retryAfter({ attempts: MAX_ATTEMPTS, responseCode: 421 }, 1000)).toBeNull()
  })
})

describe('parseSpan', () => {
  it('reads minutes, hours, days and weeks', () => {
    expect(parseSpan('90m')).toBe(90 * 60_000)
    expect(parseSpan('36h')).toBe(36 * 3_600_000)
    expect(parseSpan(' 7d ')).toBe(7 * 86_400_000)
    expect(parseSpan('2w')).toBe(14 * 86_400_000)
  })

  it('refuses other words, zero and more than a year', () => {
    for (const value of ['7', 'd', '7 days', '0d', '-1d', '400d', '1.5d']) expect(parseSpan(value)).toBeNull()
  })
})
