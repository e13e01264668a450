import { findCity } from '../data/cities.ts'
import { findService } from '../data/services.ts'
import { generateSeoPage, resolveLandingPage } from './landing-page.ts'

const detroit = findCity('detroit')!
const plumbing = findService('plumbing')!

describe('generateSeoPage', () => {
  const page = generateSeoPage(detroit, plumbing)
  it("titles the page with the service in the city and state plus 'Professional {category} Services'", () => {
    expect(page.title).toBe('Plumbing in Detroit, MI | Professional Home Services Services')
  })
  it('heads the page with the service in the city', () => {
    expect(page.h1).toBe('Plumbing in Detroit, MI')
  })
  it('describes the page with up to 3 service keywords within 160 characters', () => {
    expect(page.metaDescription).toContain('emergency plumber, drain cleaning, water heater repair')
    expect(page.metaDescription).not.toContain('leak detection')
    expect(page.metaDescription.length).toBeLessThanOrEqual(160)
  })
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
