import { toPlainText } from '../posts/text.ts'
import { findClaims } from './claims.ts'
import { composeChecked } from './generate.ts'
import { parseGenerateBlogInput } from './input.ts'
import { readTopic } from './topic.ts'
import type { GenerateBlogInput } from './types.ts'

/** Twelve businesses of different trades (none a preset), two topics of different intents each. */
const BUSINESSES: { input: Omit<GenerateBlogInput, 'topic'>; topics: [string, string] }[] = [
  [
    'Great Lakes Paddle Co.',
    '120 Water St, Kalamazoo, MI 49007',
    ['kayak rentals', 'river trips'],
    [
      "Paddling the Kalamazoo River: a first-timer's guide",
      'Kayak rentals or a guided trip: which is right for you?',
    ],
  ],
  [
    'Huron Valley Plumbing',
    '4410 Jackson Rd, Ann Arbor, MI 48103',
    ['plumber Ann Arbor', 'drain cleaning'],
    ['How to fix a leaking kitchen faucet', 'Common water heater problems and how to fix them'],
  ],
  [
    'Cherry Hill Roofing',
    '77 E Big Beaver Rd, Troy, MI 48083',
    ['roof repair', 'roof replacement'],
    ['What does a roof replacement cost in Troy?', 'Spring roof care in Troy'],
  ],
  [
    'Red Barn Auto Care',
    '900 S Cedar St, Lansing, MI 48910',
    ['auto repair Lansing', 'oil change'],
    ['Winter car checklist for Michigan drivers', '10 questions to ask your mechanic'],
  ],
  [
    'Thornapple Hair Studio',
    '15 E Main St, Ferndale, MI 48220',
    ['hair salon Ferndale', 'balayage'],
    [
      'Balayage vs highlights: which is right for you',
      'Thornapple Hair Studio opens a second chair for color clients',
    ],
  ],
  [
    'Pine Ridge Landscaping',
    '3100 28th St SE, Grand Rapids, MI 49512',
    ['landscaping Grand Rapids', 'lawn care'],
    ['Fall lawn care in Grand Rapids', 'Signs your lawn needs aeration'],
  ],
  [
    'Riverbend Family Dental',
    '210 W Michigan Ave, Battle Creek, MI 49017',
    ['family dentist', 'teeth cleaning'],
    ['Preparing your child for a first dental visit', 'How much does a teeth cleaning cost?'],
  ],
  [
    'Copper Kettle Movers',
    '55 Mound Rd, Warren, MI 48091',
    ['movers Warren', 'moving help'],
    ['Moving day checklist for families', 'How to pack a kitchen for a move'],
  ],
  [
    'Oak & Ash Bakery',
    '300 S Washington Ave, Royal Oak, MI 48067',
    ['wedding cakes', 'custom cakes'],
    ['Choosing a wedding cake in Royal Oak', 'Oak & Ash Bakery launches a weekend bread club'],
  ],
  [
    'Iron Range Heating & Cooling',
    '1200 E 14 Mile Rd, Sterling Heights, MI 48310',
    ['furnace repair', 'AC tune-up'],
    ['Common furnace problems and how to fix them', 'Getting your AC ready for summer'],
  ],
  [
    'Lakeshore Pet Grooming',
    '88 Harbor Dr, Grand Haven, MI 49417',
    ['dog grooming', 'pet grooming Grand Haven'],
    ['Questions to ask before booking a dog groomer', "A first-timer's guide to dog grooming"],
  ],
  [
    'Maple Leaf Law Group',
    '500 Woodward Ave, Detroit, MI 48226',
    ['estate planning', 'wills and trusts'],
    ['How much does estate planning cost in Detroit?', 'Estate planning checklist for new parents'],
  ],
].map(([name, address, keywords, topics]) => ({
  input: {
    businessName: name as string,
    locations: [{ address: address as string, phone: '(555) 555-0100' }],
    keywords: keywords as string[],
    backlink: `https://${(name as string).toLowerCase().replace(/[^a-z]+/g, '')}.example`,
    wordCount: 1200,
  },
  topics: topics as [string, string],
}))

const headingsOf = (html: string): string[] =>
  [...html.matchAll(/<h[23][^>]*>([\s\S]*?)<\/h[23]>/g)].map((match) =>
    toPlainText(match[1] ?? '').toLowerCase(),
  )

const posts = await Promise.all(
  BUSINESSES.map(async ({ input, topics }) => ({
    input,
    topics,
    posts: await Promise.all(
      topics.map((topic) => composeChecked(parseGenerateBlogInput({ ...input, topic }))),
    ),
  })),
)

describe('topic-driven articles over 12 trades and 24 topics', () => {
  it('reads at least eight different intents from the 24 topics', () => {
    const intents = new Set(
      BUSINESSES.flatMap(({ topics }) => topics.map((topic) => readTopic(topic).intent)),
    )
    expect(intents.size).toBeGreaterThanOrEqual(8)
  })

  it.each(posts.map((entry) => [entry.input.businessName, entry]))(
    '%s: two topics share at most 15% of their headings',
    (_name, entry) => {
      const [first, second] = entry.posts.map((post) => headingsOf(post.content))
      const shared = (first ?? []).filter((heading) => (second ?? []).includes(heading)).length
      expect(shared / Math.max(first?.length ?? 1, second?.length ?? 1)).toBeLessThanOrEqual(0.15)
    },
  )

  it.each(posts.flatMap((entry) => entry.topics.map((topic, index) => [topic, entry.posts[index]] as const)))(
    '"%s": the topic\'s subject names the headings',
    (topic, post) => {
      const subject = readTopic(topic)
        .subject.replace(/^(a|an|the|your)\s+/i, '')
        .toLowerCase()
      const headings = headingsOf(post?.content ?? '')
      expect(headings.filter((heading) => heading.includes(subject)).length).toBeGreaterThanOrEqual(3)
    },
  )

  it.each(posts.flatMap((entry) => entry.topics.map((topic, index) => [topic, entry.posts[index]] as const)))(
    '"%s": clean English by measurement',
    (_topic, post) => {
      const quality = post?.quality
      expect(quality?.grammar.findings).toEqual([])
      expect(quality?.readingEase).toBeGreaterThanOrEqual(50)
      expect(quality?.topPhrase.count).toBeLessThanOrEqual(4)
      expect(quality?.nameMentions.count).toBeLessThanOrEqual(quality?.nameMentions.limit ?? 0)
      for (const share of Object.values(quality?.keywordShares ?? {})) {
        expect(share).toBeGreaterThanOrEqual(0.5)
        expect(share).toBeLessThanOrEqual(2.5)
      }
      expect(quality?.failures).toEqual([])
    },
  )

  it('claims no licence, year, price, rating or guarantee the input did not give', () => {
    for (const entry of posts)
      for (const post of entry.posts)
        expect(findClaims(`${post.title}\n${post.metaDescription}\n${toPlainText(post.content)}`)).toEqual([])
  })

  it('states the owner’s facts when given, and only then', async () => {
    const base = BUSINESSES[1]?.input as GenerateBlogInput
    const post = await composeChecked(
      parseGenerateBlogInput({
        ...base,
        topic: 'How to fix a leaking kitchen faucet',
        yearFounded: 1987,
        hours: 'Mon-Fri 8am-5pm',
        services: [
          { name: 'Faucet repair', description: 'Leaks fixed on the first visit', price: 'from $95' },
        ],
      }),
    )
    const text = toPlainText(post.content)
    expect(text).toContain('founded in 1987')
    expect(text).toContain('Mon-Fri 8am-5pm')
    expect(text).toMatch(/Faucet repair\s?: Leaks fixed on the first visit \(from \$95\)\./)
    expect(post.quality.unbackedClaims).toEqual([])
  })
})
