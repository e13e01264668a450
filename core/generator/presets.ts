import type { GenerateBlogInput } from './types.ts'

/** A generator page's business: what the page shows and what it sends to the generator. */
export interface GeneratorPreset {
  id: 'bianchis' | 'gatsby-cannabis' | 'balboa-fun-tours' | 'bail-bonds'
  /** The app route of the generator page. */
  route: string
  label: string
  business: { name: string; description: string; category: string; website: string }
  input: GenerateBlogInput
  /** What the page lists under 'Content focus'. */
  contentFocus: string[]
}

/*
 * The spec names these four businesses but gives no addresses, phones, websites or keywords.
 * Everything below is invented for this product and clearly fictional: street numbers are made up,
 * phones use the 555-01xx range reserved for fiction, and websites use the reserved .example domain.
 * Balboa Fun Tours evokes California's Balboa Island, but NewsHub is a Michigan site, so its tours
 * are placed on Michigan's lakeshore.
 */
export const GENERATOR_PRESETS: readonly GeneratorPreset[] = [
  {
    id: 'bianchis',
    route: '/generate-bianchis-blog',
    label: 'Salon post generator',
    business: {
      name: "Bianchi's Salon",
      description:
        'A family-run hair salon in Royal Oak and Birmingham known for color, cuts and bridal styling.',
      category: 'Lifestyle',
      website: 'https://bianchis-salon.example',
    },
    input: {
      businessName: "Bianchi's Salon",
      locations: [
        { address: '412 S Main St, Royal Oak, MI 48067', phone: '(248) 555-0142' },
        { address: '188 N Old Woodward Ave, Birmingham, MI 48009', phone: '(248) 555-0187' },
      ],
      keywords: ['hair salon Royal Oak', 'balayage', 'hair coloring', 'bridal hair', 'haircuts'],
      backlink: 'https://bianchis-salon.example',
      topic: 'finding the right hair salon in Royal Oak and Birmingham',
      wordCount: 3000,
    },
    contentFocus: [
      'Color services: balayage, highlights and gray blending',
      'Bridal and special-event styling',
      'Cuts for every hair type',
      'Hair care through the Michigan seasons',
    ],
  },
  {
    id: 'gatsby-cannabis',
    route: '/generate-gatsby-cannabis',
    label: 'Dispensary post generator',
    business: {
      name: 'Gatsby Cannabis',
      description:
        'A licensed adult-use cannabis dispensary in Battle Creek with a focus on product education.',
      category: 'Lifestyle',
      website: 'https://gatsbycannabis.example',
    },
    input: {
      businessName: 'Gatsby Cannabis',
      locations: [{ address: '2150 Columbia Ave W, Battle Creek, MI 49015', phone: '(269) 555-0123' }],
      keywords: [
        'cannabis dispensary Battle Creek',
        'recreational marijuana',
        'CBD products',
        'cannabis edibles',
        'pre-rolls',
      ],
      backlink: 'https://gatsbycannabis.example',
      topic: 'shopping for cannabis in Battle Creek',
      wordCount: 3000,
    },
    contentFocus: [
      'Adult-use shopping for customers 21 and older with a valid ID',
      'Product education: flower, edibles, pre-rolls and CBD',
      'Responsible use and Michigan cannabis law',
      'A welcoming store for first-time customers',
    ],
  },
  {
    id: 'balboa-fun-tours',
    route: '/generate-balboa-fun-tours',
    label: 'Tours business post generator',
    business: {
      name: 'Balboa Fun Tours',
      description:
        'Boat, sunset and wine tours from Traverse City and Grand Haven for families, couples and groups.',
      category: 'Lifestyle',
      website: 'https://balboafuntours.example',
    },
    input: {
      businessName: 'Balboa Fun Tours',
      locations: [
        { address: '241 E Front St, Traverse City, MI 49684', phone: '(231) 555-0168' },
        { address: '101 N Harbor Dr, Grand Haven, MI 49417', phone: '(616) 555-0131' },
      ],
      keywords: ['Traverse City tours', 'boat tours', 'sunset cruises', 'wine tours', 'private group tours'],
      backlink: 'https://balboafuntours.example',
      topic: 'planning a fun day on the water in Michigan',
      wordCount: 3000,
    },
    contentFocus: [
      'Narrated boat and sightseeing tours',
      'Sunset cruises and private group outings',
      'Wine tours on the Old Mission Peninsula',
      'Planning around Michigan weather and seasons',
    ],
  },
  {
    id: 'bail-bonds',
    route: '/generate-bail-bonds-blog',
    label: 'Bail bonds post generator',
    business: {
      name: 'Mitten State Bail Bonds',
      description: 'A bail bonds agency serving families in Detroit and Oakland County, day and night.',
      category: 'Business',
      website: 'https://mittenstatebailbonds.example',
    },
    input: {
      businessName: 'Mitten State Bail Bonds',
      locations: [
        { address: '2750 Gratiot Ave, Detroit, MI 48207', phone: '(313) 555-0176' },
        { address: '45 S Saginaw St, Pontiac, MI 48342', phone: '(248) 555-0119' },
      ],
      keywords: [
        'bail bonds Detroit',
        '24 hour bail bonds',
        'bail bondsman',
        'jail release',
        'Oakland County bail bonds',
      ],
      backlink: 'https://mittenstatebailbonds.example',
      topic: 'How bail bonds work in Detroit and Oakland County',
      wordCount: 3000,
    },
    contentFocus: [
      'How the bail bond process works in Michigan',
      'Fast help for families after an arrest',
      'Clear fees and payment options',
      'Court reminders and support after release',
    ],
  },
]

/** The preset with this id, or undefined. */
export function findGeneratorPreset(id: string): GeneratorPreset | undefined {
  return GENERATOR_PRESETS.find((preset) => preset.id === id)
}
