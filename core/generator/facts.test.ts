import { cityFromAddress, deriveFacts } from './facts.ts'

describe('cityFromAddress', () => {
  it('reads the city before the state', () => {
    expect(cityFromAddress('45 W Michigan Ave, Battle Creek, MI 49017')).toBe('Battle Creek')
    expect(cityFromAddress('12 Main St, Suite 4, Ypsilanti MI 48197')).toBe('Ypsilanti')
    expect(cityFromAddress('12 Main St, petoskey, Michigan')).toBe('Petoskey')
  })

  it('does not mistake a street for the state', () => {
    expect(cityFromAddress('Suite 5, West Michigan Ave, Kalamazoo, MI 49007')).toBe('Kalamazoo')
  })

  it('falls back to a known city named anywhere, or nothing', () => {
    expect(cityFromAddress('300 Grand River Ave East Lansing')).toBe('East Lansing')
    expect(cityFromAddress('Rural Route 2, Box 14')).toBeUndefined()
  })
})

describe('deriveFacts', () => {
  const facts = deriveFacts({
    businessName: 'Mitten State Bail Bonds',
    locations: [
      { address: '2750 Gratiot Ave, Detroit, MI 48207', phone: '(313) 555-0176' },
      { address: '1 Main St, Detroit, MI 48226', phone: '' },
      { address: '45 S Saginaw St, Pontiac, MI 48342', phone: '(248) 555-0119' },
    ],
    keywords: ['bail bonds Detroit', 'bail bondsman', 'jail release'],
    backlink: 'https://mittenstatebailbonds.example',
    topic: 'How bail works in Michigan',
    wordCount: 3000,
  })

  it('groups keywords that stand for the same service', () => {
    expect(
      facts.services.map((service) => [service.id, service.keywords.map((info) => info.keyword)]),
    ).toEqual([
      ['bail-bonds', ['bail bonds Detroit', 'bail bondsman']],
      ['jail-release', ['jail release']],
    ])
  })

  it('labels locations by city, or by street when a city has two', () => {
    expect(facts.locations.map((location) => location.label)).toEqual([
      '2750 Gratiot Ave',
      '1 Main St',
      'Pontiac',
    ])
    expect(facts.cities).toEqual(['Detroit', 'Pontiac'])
    expect(facts.locations[1]?.phone).toBeUndefined()
    expect(facts.locations[2]?.place?.county).toBe('Oakland County')
  })

  it('recognises the kind of business and quotes a question-like topic', () => {
    expect(facts.family.id).toBe('bail')
    expect(facts.topicTitle).toBe('How bail works in Michigan')
    expect(facts.topicNoun).toBeUndefined()
  })

  it('files a health business under Health & Wellness and lowers a common first word of the topic', () => {
    const dental = deriveFacts({
      businessName: 'Huron Valley Family Dental',
      locations: [{ address: '1 Main St, Ann Arbor, MI 48104', phone: '' }],
      keywords: ['teeth whitening'],
      backlink: 'https://example.com',
      topic: 'The complete guide to teeth whitening.',
      wordCount: 1000,
    })
    expect(dental.family).toMatchObject({ id: 'general', category: 'Health & Wellness' })
    expect(dental.topicNoun).toBe('the complete guide to teeth whitening')
  })
})
