import { describe, expect, it } from 'vitest'
import { detectTrade, TRADE_VOCABULARY, TRADES } from './index.ts'

describe('trade files', () => {
  it('each trade has its own id, and the presets’ four trades are found from their words', () => {
    expect(new Set(TRADES.map((trade) => trade.id)).size).toBe(TRADES.length)
    expect(detectTrade("Bianchi's Salon balayage").id).toBe('salon')
    expect(detectTrade('Gatsby Cannabis dispensary edibles').id).toBe('cannabis')
    expect(detectTrade('Balboa Fun Tours boat tours').id).toBe('tours')
    expect(detectTrade('Riverbend Bail Bonds').id).toBe('bail')
    expect(detectTrade('Huron Valley Plumbing').id).toBe('general')
    expect(detectTrade('Riverbend Family Dental').category).toBe('Health & Wellness')
  })

  it('the grammar checker learns every trade’s words', () => {
    expect(TRADE_VOCABULARY).toEqual(expect.arrayContaining(['balayage', 'budtenders', 'indemnitor']))
  })
})
