import { SERVICE_KEYWORD_CARDS } from '../constants.ts'
import { CITIES, findCity } from '../data/cities.ts'
import { SERVICE_OFFERINGS, serviceCards } from '../data/service-offerings.ts'
import { findService, SERVICES } from '../data/services.ts'
import { generateSeoPage, resolveLandingPage } from './landing-page.ts'
import { formatPageTitle } from './meta.ts'

const ALL_PAGES = CITIES.flatMap((city) => SERVICES.map((service) => ({ city, service })))

/** Words said more than once in a text, case and punctuation aside. */
function repeatedWords(text: string): string[] {
  const words: string[] = text.toLowerCase().match(/[a-z0-9']+/g) ?? []
  return [...new Set(words.filter((word, index) => words.indexOf(word) !== index))]
}

/** Claims about businesses that nobody has checked: what the first design's copy said. */
const CLAIMS =
  /licen[cs]ed|insured|guarantee|24\/7|fast response|respond quickly|trusted|satisfaction|rating|review/i

const detroit = findCity('detroit')!
const plumbing = findService('plumbing')!

describe('generateSeoPage', () => {
  const page = generateSeoPage(detroit, plumbing)
  it('titles the page with the service in the city and state, then the county', () => {
    expect(page.title).toBe('Plumbing in Detroit, MI | Wayne County')
  })
  it.each(ALL_PAGES.map(({ city, service }) => [city.slug, service.slug, city, service] as const))(
    'titles /%s/%s without a doubled word, brand included',
    (_city, _service, city, service) => {
      const title = formatPageTitle(generateSeoPage(city, service).title)
      expect(repeatedWords(title)).toEqual([])
    },
  )
  it('claims nothing about the businesses in any title, description or intro', () => {
    for (const { city, service } of ALL_PAGES) {
      const seo = generateSeoPage(city, service)
      expect(`${seo.title} ${seo.metaDescription} ${seo.introContent}`).not.toMatch(CLAIMS)
    }
  })
  it('heads the page with the service in the city', () => {
    expect(page.h1).toBe('Plumbing in Detroit, MI')
  })
  it('describes the page with up to 3 service keywords within 160 characters', () => {
    expect(page.metaDescription).toContain('emergency plumber, drain cleaning, water heater repair')
    expect(page.metaDescription).not.toContain('leak detection')
    expect(page.metaDescription.length).toBeLessThanOrEqual(160)
  })
  it.each(ALL_PAGES.map(({ city, service }) => [city.slug, service.slug, city, service] as const))(
    'describes /%s/%s in a whole sentence that search results show uncut',
    (_city, _service, city, service) => {
      const description = generateSeoPage(city, service).metaDescription
      expect(description.length).toBeLessThanOrEqual(160)
      expect(description).not.toMatch(/\.\.\.$/)
      expect(description).toMatch(/request a quote\.$/)
    },
  )
  it('lists the service keywords then service, city, county and best / near me combinations', () => {
    expect(page.keywords.slice(0, plumbing.keywords.length)).toEqual(plumbing.keywords)
    expect(page.keywords).toEqual(
      expect.arrayContaining([
        'plumbing detroit',
        'plumbing wayne county',
        'best plumbing in detroit',
        'plumbing near me',
        'detroit plumbing near me',
      ]),
    )
  })
  it('writes introductory HTML about the city and service', () => {
    expect(page.introContent).toMatch(/^<p>/)
    expect(page.introContent).toContain("Detroit is Michigan's largest city")
    expect(page.introContent).toContain('Wayne County')
  })
  it('lowercases a leading article of the city description', () => {
    expect(generateSeoPage(findCity('royal-oak')!, plumbing).introContent).toContain('Royal Oak is a lively')
  })
})

describe('serviceCards', () => {
  it('has a sentence for every keyword of every service', () => {
    for (const service of SERVICES)
      for (const keyword of service.keywords) expect(SERVICE_OFFERINGS[keyword], keyword).toBeTruthy()
  })
  it('says what each kind of work is, a different sentence on every card, no claims', () => {
    for (const service of SERVICES) {
      const cards = serviceCards(service, SERVICE_KEYWORD_CARDS)
      expect(cards).toHaveLength(SERVICE_KEYWORD_CARDS)
      expect(new Set(cards.map((card) => card.description)).size).toBe(cards.length)
      for (const card of cards) {
        expect(card.description).not.toMatch(/^Professional /)
        expect(card.description).not.toMatch(CLAIMS)
      }
    }
    expect(serviceCards(plumbing, 2)).toEqual([
      {
        name: 'emergency plumber',
        description: 'Urgent help with burst pipes, overflowing drains and no water.',
      },
      {
        name: 'drain cleaning',
        description: 'Clearing clogged sinks, tubs and floor drains by snaking or jetting.',
      },
    ])
  })
})

describe('resolveLandingPage', () => {
  it('uses the generator when both city and service are known', () => {
    const page = resolveLandingPage('detroit', 'plumbing')
    expect(page.city?.name).toBe('Detroit')
    expect(page.service?.name).toBe('Plumbing')
    expect(page.seo).toEqual(generateSeoPage(detroit, plumbing))
  })
  it("falls back to '{service} in {city}, MI' with readable names from unknown slugs", () => {
    const page = resolveLandingPage('grosse-pointe', 'pool-cleaning')
    expect(page.city).toBeUndefined()
    expect(page.cityName).toBe('Grosse Pointe')
    expect(page.serviceName).toBe('Pool Cleaning')
    expect(page.seo.title).toBe('Pool Cleaning in Grosse Pointe, MI')
    expect(page.seo.h1).toBe('Pool Cleaning in Grosse Pointe, MI')
    expect(page.seo.metaDescription).toBe('Pool Cleaning in Grosse Pointe, MI')
  })
  it('falls back when only one of the two is known, keeping the known name', () => {
    const page = resolveLandingPage('troy', 'dog-walking')
    expect(page.city?.slug).toBe('troy')
    expect(page.seo.title).toBe('Dog Walking in Troy, MI')
    expect(resolveLandingPage('<b>x</b>', 'plumbing').seo.introContent).toBe(
      '<p>Plumbing in &lt;b&gt;x&lt;/b&gt;, MI</p>',
    )
  })
})
