import {
  CATEGORIES,
  type Category,
  COMPANY_LINKS,
  categoryPageTitle,
  FOOTER_CATEGORIES,
  findCategory,
  findCategoryByName,
  findRenamedCategory,
  NAVIGATION_CATEGORIES,
  TERMS_LINK,
} from './categories.ts'
import { CITIES, findCity } from './cities.ts'
import { findService, SERVICE_GROUPS, SERVICES } from './services.ts'

describe('cities', () => {
  it('are the ten Michigan cities of the directory, in order', () => {
    expect(CITIES.map((city) => city.name)).toEqual([
      'Detroit',
      'Royal Oak',
      'Birmingham',
      'Ferndale',
      'Troy',
      'Ann Arbor',
      'Warren',
      'Sterling Heights',
      'Lansing',
      'Grand Rapids',
    ])
  })
  it('each have a slug, Michigan, MI, a county, a description and coordinates in Michigan', () => {
    for (const city of CITIES) {
      expect(city.slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(city.state).toBe('Michigan')
      expect(city.stateAbbr).toBe('MI')
      expect(city.county).toMatch(/ County$/)
      expect(city.description.length).toBeGreaterThan(40)
      expect(city.population ?? '').toMatch(/^(\d{1,3}(,\d{3})*\+)?$/)
      expect(city.coordinates.lat).toBeGreaterThan(41.7)
      expect(city.coordinates.lat).toBeLessThan(48.3)
      expect(city.coordinates.lng).toBeGreaterThan(-90.5)
      expect(city.coordinates.lng).toBeLessThan(-82.1)
    }
  })
  it("give Detroit's population as 639,000+ in Wayne County", () => {
    expect(findCity('detroit')).toMatchObject({ population: '639,000+', county: 'Wayne County' })
    expect(findCity('nowhere')).toBeUndefined()
  })
})

describe('services', () => {
  it('are the ten services of the directory, each in one of the six groups with 6+ keywords', () => {
    expect(SERVICES.map((service) => service.name)).toEqual([
      'Auto Services',
      'Home Improvement',
      'Plumbing',
      'HVAC',
      'Roofing',
      'Landscaping',
      'Real Estate',
      'Legal Services',
      'Healthcare',
      'Restaurants',
    ])
    for (const service of SERVICES) {
      expect(SERVICE_GROUPS).toContain(service.category)
      expect(service.keywords.length).toBeGreaterThanOrEqual(6)
      expect(new Set(service.keywords).size).toBe(service.keywords.length)
      expect(service.description.length).toBeGreaterThan(20)
    }
    expect(new Set(SERVICES.map((service) => service.category))).toEqual(new Set(SERVICE_GROUPS))
  })
  it('are found by slug', () => {
    expect(findService('hvac')?.name).toBe('HVAC')
    expect(findService('nope')).toBeUndefined()
  })
})

describe('navigation and footer', () => {
  it('has the five header categories with their paths', () => {
    expect(NAVIGATION_CATEGORIES.map((category) => [category.name, category.path])).toEqual([
      ['Local News', '/category/local'],
      ['National', '/category/national'],
      ['Business', '/category/business'],
      ['Lifestyle', '/category/lifestyle'],
      ['Sports', '/category/sports'],
    ])
    expect(findCategory('sports')?.name).toBe('Sports')
  })
  it('gives every category a post can carry a slug of plain words, and Opinion a page', () => {
    expect(CATEGORIES.map((item) => item.slug)).toEqual([
      'local',
      'national',
      'business',
      'lifestyle',
      'sports',
      'health-wellness',
      'finance',
      'home-garden',
      'travel-recreation',
      'opinion',
    ])
    for (const item of CATEGORIES) expect(item.path).toMatch(/^\/category\/[a-z]+(-[a-z]+)*$/)
    expect(findCategoryByName('Health & Wellness')?.path).toBe('/category/health-wellness')
    expect(findCategoryByName('local news')?.path).toBe('/category/local')
    expect(findCategoryByName('Gardening')).toBeUndefined()
  })
  it('recognises the old spellings of category slugs for a permanent redirect', () => {
    expect(findRenamedCategory('health-& wellness')?.slug).toBe('health-wellness')
    expect(findRenamedCategory('home-& garden')?.slug).toBe('home-garden')
    expect(findRenamedCategory('travel-& recreation')?.slug).toBe('travel-recreation')
    expect(findRenamedCategory('health-and-wellness')?.slug).toBe('health-wellness')
    expect(findRenamedCategory('local-news')?.slug).toBe('local')
    expect(findRenamedCategory('Business')?.slug).toBe('business')
    expect(findRenamedCategory('business')).toBeUndefined()
    expect(findRenamedCategory('gardening')).toBeUndefined()
  })
  it('titles category pages without saying News twice', () => {
    expect(CATEGORIES.map(categoryPageTitle)).not.toContainEqual(expect.stringMatching(/News News/))
    expect(categoryPageTitle(findCategory('local') as Category)).toBe('Local News')
    expect(categoryPageTitle(findCategory('sports') as Category)).toBe('Sports News')
  })
  it('links the footer categories to their pages', () => {
    expect(FOOTER_CATEGORIES.map((link) => link.path)).toEqual([
      '/category/local',
      '/category/national',
      '/category/business',
      '/category/lifestyle',
      '/category/sports',
      '/category/health-wellness',
    ])
  })
  it('slugs company links with every space made a hyphen', () => {
    expect(COMPANY_LINKS.map((link) => [link.name, link.path])).toEqual([
      ['About Us', '/about-us'],
      ['Our Team', '/our-team'],
      ['Careers', '/careers'],
      ['Advertise', '/advertise'],
      ['Contact', '/contact'],
      ['Privacy Policy', '/privacy-policy'],
    ])
  })
})

describe('company pages and site details', async () => {
  const { COMPANY_PAGES, findCompanyPage } = await import('./company-pages.ts')
  const { SITE_CONTACT, HOME_SECTIONS } = await import('./site.ts')
  it('has real copy for each of the six footer company links and the terms', () => {
    expect(COMPANY_PAGES.map((page) => `/${page.slug}`)).toEqual([
      ...COMPANY_LINKS.map((link) => link.path),
      TERMS_LINK.path,
    ])
    for (const page of COMPANY_PAGES) {
      expect(page.summary.length).toBeGreaterThan(30)
      expect(page.sections.length).toBeGreaterThan(0)
    }
    expect(findCompanyPage('contact')?.sections[0]?.paragraphs).toContain(`Email: ${SITE_CONTACT.email}`)
    expect(findCompanyPage('blog')).toBeUndefined()
  })
  it('has the three homepage sections, each opening its own category', () => {
    expect(HOME_SECTIONS.map((section) => [section.title, section.path])).toEqual([
      ['Local News', '/category/local'],
      ['Health & Wellness', '/category/health-wellness'],
      ['Business', '/category/business'],
    ])
  })
})
