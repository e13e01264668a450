import { createRandom } from '../../random.ts'
import { withArticle } from '../grammar.ts'
import type { GenerateBlogInput } from '../types.ts'

/*
 * Seeded random generator inputs for the quality tests: invented businesses in Michigan cities
 * (some the prose knows, some it does not), 1-4 locations, 2-6 keywords, assorted topics and
 * lengths. All names, streets and 555-01xx phones are fictional.
 */

const CITIES = [
  ['Battle Creek', '49017', '269'],
  ['Kalamazoo', '49007', '269'],
  ['Detroit', '48226', '313'],
  ['Royal Oak', '48067', '248'],
  ['Ann Arbor', '48104', '734'],
  ['Grand Rapids', '49503', '616'],
  ['Lansing', '48933', '517'],
  ['Traverse City', '49684', '231'],
  ['Flint', '48502', '810'],
  ['Troy', '48084', '248'],
  ['Holland', '49423', '616'],
  ['Marquette', '49855', '906'],
  ['Ypsilanti', '48197', '734'],
  ['Midland', '48640', '989'],
  ['Petoskey', '49770', '231'],
  ['Monroe', '48161', '734'],
] as const
const STREETS = [
  'Main St',
  'Michigan Ave',
  'Washington Ave',
  'Division St',
  'Center St',
  'Grand River Ave',
  'Jefferson Ave',
  'Oak St',
  'Maple Rd',
  'State St',
  'Lake Dr',
  'Park Pl',
]
const NAME_STARTS = [
  'Lakeshore',
  'Great Lakes',
  'Northside',
  'Maple Leaf',
  'Riverbend',
  'Cherry Hill',
  'Pine Ridge',
  'Huron Valley',
  'Copper Kettle',
  'Blue Water',
  'Iron Range',
  'Harbor Light',
  'Thornapple',
  'Red Barn',
  'Oak & Ash',
  "O'Malley's",
]
const TRADES: readonly { name: string; keywords: readonly string[] }[] = [
  {
    name: 'Roofing',
    keywords: [
      'roof repair',
      'roof replacement',
      'gutter installation',
      'roofing contractor',
      'metal roofing',
      'storm damage repair',
    ],
  },
  {
    name: 'Plumbing & Heating',
    keywords: [
      'water heater repair',
      'drain cleaning',
      'emergency plumber',
      'sump pump installation',
      'plumbing repair',
    ],
  },
  {
    name: 'Family Dental',
    keywords: [
      'teeth whitening',
      'dental implants',
      'family dentist',
      'emergency dental care',
      'dental cleanings',
    ],
  },
  {
    name: 'Auto Care',
    keywords: ['brake repair', 'oil change', 'auto repair', 'transmission repair', 'tire rotation'],
  },
  {
    name: 'Landscaping',
    keywords: ['lawn care', 'landscape design', 'snow removal', 'tree trimming', 'sprinkler repair'],
  },
  { name: 'Bakery', keywords: ['custom cakes', 'wedding cakes', 'fresh bread', 'pastries', 'cupcakes'] },
  {
    name: 'Law Group',
    keywords: ['estate planning', 'personal injury lawyer', 'family law', 'DUI defense', 'wills and trusts'],
  },
  { name: 'Fitness', keywords: ['personal training', 'yoga classes', 'group fitness', 'strength training'] },
  {
    name: 'Heating & Cooling',
    keywords: [
      'furnace repair',
      'AC installation',
      'HVAC maintenance',
      'heat pump installation',
      'duct cleaning',
    ],
  },
  {
    name: 'Hair Studio',
    keywords: ['hair salon', 'balayage', 'keratin treatment', 'haircuts', 'hair color'],
  },
  {
    name: 'Boat Tours',
    keywords: ['boat tours', 'sunset cruises', 'lighthouse tours', 'fishing charters', 'kayak rentals'],
  },
  { name: 'Bail Bonds', keywords: ['bail bonds', 'bail bondsman', 'jail release', 'surety bonds'] },
  {
    name: 'Cannabis Co.',
    keywords: [
      'cannabis dispensary',
      'CBD products',
      'cannabis edibles',
      'pre-rolls',
      'recreational marijuana',
    ],
  },
  { name: 'Pet Grooming', keywords: ['dog grooming', 'cat grooming', 'pet boarding', 'nail trims'] },
  {
    name: 'Realty',
    keywords: ['homes for sale', 'real estate agent', 'home valuation', 'first-time home buyers'],
  },
  {
    name: 'Movers',
    keywords: ['local movers', 'long distance moving', 'packing services', 'moving company'],
  },
]
const TOPICS = [
  '{service} tips for Michigan families',
  'choosing {a service} provider you can trust',
  'How to get the most from {service}',
  'Why {business} is trusted in {city}',
  '',
  'seasonal advice on {service}',
  'What to know before booking {service}',
  'the complete guide to {service} in {city}',
]

/** `count` valid generator inputs, the same ones for the same seed. */
export function randomInputs(count: number, seed = 2024): GenerateBlogInput[] {
  const random = createRandom(seed)
  const inputs: GenerateBlogInput[] = []
  for (let index = 0; index < count; index++) {
    const trade = random.pick(TRADES)
    const businessName = `${random.pick(NAME_STARTS)} ${trade.name}`
    const home = random.pick(CITIES)
    const locationCount = 1 + random.int(4)
    const locations = Array.from({ length: locationCount }, (_, at) => {
      // Some businesses have two locations in one city; most spread out.
      const [city, zip, area] = at > 0 && random.next() < 0.25 ? home : at === 0 ? home : random.pick(CITIES)
      const street = `${100 + random.int(9800)} ${random.pick(STREETS)}`
      const address = random.next() < 0.15 ? `${street}, ${city} MI ${zip}` : `${street}, ${city}, MI ${zip}`
      const phone = random.next() < 0.1 ? '' : `(${area}) 555-01${String(random.int(100)).padStart(2, '0')}`
      return { address, phone }
    })
    const keywords = random
      .shuffle(trade.keywords)
      .slice(0, 2 + random.int(5))
      .map((keyword) => {
        const roll = random.next()
        if (roll < 0.15) return `${keyword} ${home[0]}`
        if (roll < 0.25) return `${keyword} near me`
        if (roll < 0.3) return `best ${keyword} in ${home[0]}`
        return keyword
      })
    const topic = random
      .pick(TOPICS)
      .replace('{service}', (keywords[0] ?? '').replace(/ near me$/, ''))
      .replace('{a service}', withArticle((keywords[0] ?? '').replace(/ near me$/, '')))
      .replace('{business}', businessName)
      .replace('{city}', home[0])
    const slug = businessName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const backlink = random.next() < 0.5 ? `https://www.${slug}.example/` : `http://${slug}.example`
    inputs.push({ businessName, locations, keywords, backlink, topic, wordCount: 800 + random.int(4201) })
  }
  return inputs
}
