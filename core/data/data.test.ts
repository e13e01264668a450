import {
  COMPANY_LINKS,
  FOOTER_CATEGORIES,
  findNavigationCategory,
  NAVIGATION_CATEGORIES,
} from './categories.ts'
import { CITIES, findCity } from './cities.ts'
import { findService, SERVICE_GROUPS, SERVICES } from './services.ts'

describe('cities', () => {
  it('are the ten Michigan cities of the spec, in order', () => {
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
  it('are the ten services of the spec, each in one of the six groups with 6+ keywords', () => {
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
    expect(findNavigationCategory('sports')?.name).toBe('Sports')
    expect(findNavigationCategory('opinion')).toBeUndefined()
    expect(findNavigationCategory('local-news')?.path).toBe('/category/local')
  })
  it('slugs footer categories with the first space made a hyphen', () => {
    expect(FOOTER_CATEGORIES.map((link) => link.path)).toEqual([
      '/category/local-news',
      '/category/national',
      '/category/business',
      '/category/lifestyle',
      '/category/sports',
      '/category/opinion',
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
  it('has real copy for each of the six footer company links', () => {
    expect(COMPANY_PAGES.map((page) => `/${page.slug}`)).toEqual(COMPANY_LINKS.map((link) => link.path))
    for (const page of COMPANY_PAGES) {
      expect(page.summary.length).toBeGreaterThan(30)
      expect(page.sections.length).toBeGreaterThan(0)
    }
    expect(findCompanyPage('contact')?.sections[0]?.paragraphs).toContain(`Email: ${SITE_CONTACT.email}`)
    expect(findCompanyPage('blog')).toBeUndefined()
  })
  it('has the three homepage sections', () => {
    expect(HOME_SECTIONS.map((section) => section.title)).toEqual([
      'Local News',
      'Health & Wellness',
      'Business',
    ])
  })
})
