/** A Michigan city served by the directory and the landing pages. */
export interface City {
  name: string
  slug: string
  state: 'Michigan'
  stateAbbr: 'MI'
  county: string
  description: string
  /** Rounded-down 2020 census figure as display text, for example '639,000+'. */
  population?: string
  coordinates: { lat: number; lng: number }
}

/**
 * The ten cities, in directory order. Counties, populations (2020 census) and coordinates
 * (city centres) are real.
 */
export const CITIES: readonly City[] = [
  {
    name: 'Detroit',
    slug: 'detroit',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Wayne County',
    description:
      "Michigan's largest city, the Motor City on the Detroit River, known for its automotive heritage, Motown and a revitalised downtown.",
    population: '639,000+',
    coordinates: { lat: 42.3314, lng: -83.0458 },
  },
  {
    name: 'Royal Oak',
    slug: 'royal-oak',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Oakland County',
    description:
      'A lively inner-ring suburb with a walkable downtown, the Detroit Zoo and a busy restaurant and music scene.',
    population: '58,000+',
    coordinates: { lat: 42.4895, lng: -83.1446 },
  },
  {
    name: 'Birmingham',
    slug: 'birmingham',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Oakland County',
    description:
      'An upscale, walkable city on Woodward Avenue with boutique shopping, fine dining and tree-lined neighbourhoods.',
    population: '21,000+',
    coordinates: { lat: 42.5467, lng: -83.2113 },
  },
  {
    name: 'Ferndale',
    slug: 'ferndale',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Oakland County',
    description:
      'A creative, inclusive community just north of Detroit along Nine Mile Road, known for its independent shops and events.',
    population: '19,000+',
    coordinates: { lat: 42.4606, lng: -83.1346 },
  },
  {
    name: 'Troy',
    slug: 'troy',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Oakland County',
    description:
      'A major business hub along Big Beaver Road, home to corporate headquarters, the Somerset Collection and strong schools.',
    population: '87,000+',
    coordinates: { lat: 42.6064, lng: -83.1498 },
  },
  {
    name: 'Ann Arbor',
    slug: 'ann-arbor',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Washtenaw County',
    description:
      'Home of the University of Michigan, with a vibrant downtown, a strong research and tech economy and the Huron River.',
    population: '123,000+',
    coordinates: { lat: 42.2808, lng: -83.743 },
  },
  {
    name: 'Warren',
    slug: 'warren',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Macomb County',
    description:
      "Macomb County's largest city, a manufacturing and engineering centre and home of the GM Technical Center.",
    population: '139,000+',
    coordinates: { lat: 42.5145, lng: -83.0147 },
  },
  {
    name: 'Sterling Heights',
    slug: 'sterling-heights',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Macomb County',
    description:
      'A family-friendly suburb along the Clinton River with large parks, a diverse population and a strong industrial base.',
    population: '134,000+',
    coordinates: { lat: 42.5803, lng: -83.0302 },
  },
  {
    name: 'Lansing',
    slug: 'lansing',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Ingham County',
    description:
      "Michigan's capital city on the Grand River, home of the State Capitol and neighbour to Michigan State University.",
    population: '112,000+',
    coordinates: { lat: 42.7325, lng: -84.5555 },
  },
  {
    name: 'Grand Rapids',
    slug: 'grand-rapids',
    state: 'Michigan',
    stateAbbr: 'MI',
    county: 'Kent County',
    description:
      "West Michigan's largest city, known for furniture-making history, craft breweries, ArtPrize and a growing medical mile.",
    population: '198,000+',
    coordinates: { lat: 42.9634, lng: -85.6681 },
  },
]

/**
 * The time zone of every city here: all ten are in Michigan's Lower Peninsula, on Eastern time.
 * Opening hours are read on this clock ("open now"), whatever the server's or reader's zone.
 */
export const CITY_TIME_ZONE = 'America/Detroit'

/** Finds a city by its slug, or undefined. */
export function findCity(slug: string): City | undefined {
  return CITIES.find((city) => city.slug === slug)
}
