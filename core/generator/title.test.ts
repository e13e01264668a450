import { createRandom } from '../random.ts'
import { deriveFacts } from './facts.ts'
import { countPhrase } from './keywords.ts'
import { TITLE_LIMIT, writeMetaDescription, writeTitle } from './title.ts'

const facts = (businessName: string, keyword: string, address = '412 S Main St, Royal Oak, MI 48067') =>
  deriveFacts({
    businessName,
    locations: [{ address, phone: '(248) 555-0142' }],
    keywords: [keyword],
    backlink: 'https://example.com',
    topic: '',
    wordCount: 3000,
  })

describe('writeTitle and writeMetaDescription', () => {
  it('adds the city to a keyword that names no place, and not to one that does', () => {
    const titles = Array.from({ length: 12 }, (_, seed) =>
      writeTitle(facts("Bianchi's Salon", 'balayage'), createRandom(seed)),
    )
    expect(titles.some((title) => title.includes('Balayage in Royal Oak'))).toBe(true)
    const named = Array.from({ length: 12 }, (_, seed) =>
      writeTitle(facts('Gatsby', 'dispensary Royal Oak'), createRandom(seed)),
    )
    expect(named.every((title) => !/Royal Oak.*Royal Oak/.test(title))).toBe(true)
  })

  it('falls back to shorter forms for a long name and keyword, never past the limits', () => {
    const long = facts(
      'The Extraordinarily Long-Named Northern Michigan Family Hair Studio and Day Spa',
      'award winning balayage and dimensional color specialists',
    )
    for (let seed = 0; seed < 8; seed++) {
      const title = writeTitle(long, createRandom(seed))
      const description = writeMetaDescription(long, createRandom(seed))
      expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT)
      expect(countPhrase(title, 'award winning balayage and dimensional color specialists')).toBe(1)
      expect(description.length).toBeLessThanOrEqual(160)
      expect(description).toMatch(/^[A-Z]/)
    }
  })

  it('writes a title from the keyword alone when nothing else fits', () => {
    const title = writeTitle(facts('x'.repeat(100), 'k'.repeat(58), 'Box 14'), createRandom(1))
    expect(title).toBe(`K${'k'.repeat(57)}`)
  })
})
