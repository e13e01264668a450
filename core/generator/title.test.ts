import { META_DESCRIPTION_LIMIT } from '../constants.ts'
import { deriveFacts } from './facts.ts'
import { countKeyword } from './keywords.ts'
import { TITLE_LIMIT, writeMetaDescription, writeTitle } from './title.ts'

const facts = (topic: string, keyword: string, address = '214 Washington Ave, Grand Haven, MI 49417') =>
  deriveFacts({
    businessName: 'Lakeshore Paws Grooming',
    locations: [{ address, phone: '(616) 555-0134' }],
    keywords: [keyword],
    backlink: 'https://example.com',
    topic,
    wordCount: 3000,
    keyPoints: ['Brush a double coat at home once or twice a week, and daily while it sheds.'],
  })

describe('writeTitle', () => {
  it('leads with the topic, as a question when it asks one, with the city when the keyword does not fit', () => {
    expect(
      writeTitle(facts('How often should you groom a double-coated dog', 'dog grooming Grand Haven')),
    ).toBe('How Often Should You Groom a Double-Coated Dog in Grand Haven?')
  })

  it('adds the keyword to a topic that is not a question when it fits', () => {
    expect(writeTitle(facts('Brushing out a double coat', 'dog grooming Grand Haven'))).toBe(
      'Brushing Out a Double Coat: Dog Grooming in Grand Haven',
    )
    expect(writeTitle(facts('Grooming a double coat through the seasons', 'dog grooming Grand Haven'))).toBe(
      'Grooming a Double Coat Through the Seasons in Grand Haven',
    )
  })

  it('reads "How bail bonds work" as a statement, not a question', () => {
    expect(
      writeTitle(
        facts('How bail bonds work in Detroit', 'bail bonds Detroit', '2750 Gratiot Ave, Detroit, MI 48207'),
      ),
    ).toBe('How Bail Bonds Work in Detroit')
  })

  it('cuts only a topic too long for any form, at a word, within the limit', () => {
    const title = writeTitle(
      facts(
        'What every owner of a long-haired double-coated working breed should know about the spring shed and the tools for it',
        'dog grooming Grand Haven',
      ),
    )
    expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT)
    expect(title).toMatch(/^What Every Owner of a Long-Haired/)
    expect(title).not.toMatch(/\s$/)
  })
})

describe('writeMetaDescription', () => {
  it('states the topic and the first key point when they fit, with the keyword in prose form', () => {
    const description = writeMetaDescription(
      facts('How often should you groom a double-coated dog', 'dog grooming Grand Haven'),
    )
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT)
    expect(description).toMatch(/^How often should you groom a double-coated dog\? /)
    expect(countKeyword(description, 'dog grooming Grand Haven', ['Grand Haven'])).toBe(1)
  })
})
