import { nameFromSlug, slugify, toPageSlug } from './slugs.ts'

describe('slug rules', () => {
  it('lowercases a company page name and replaces every space', () => {
    expect(toPageSlug('Privacy Policy')).toBe('privacy-policy')
    expect(toPageSlug('About Our Team')).toBe('about-our-team')
  })
  it('slugifies titles to ascii words', () => {
    expect(slugify('  Café Openings & Closings: 2024! ')).toBe('cafe-openings-and-closings-2024')
    expect(slugify('Royal Oak')).toBe('royal-oak')
  })
  it('builds readable names from slugs', () => {
    expect(nameFromSlug('grosse-pointe')).toBe('Grosse Pointe')
    expect(nameFromSlug('hvac')).toBe('Hvac')
    expect(nameFromSlug('--x__y ')).toBe('X Y')
    expect(nameFromSlug('')).toBe('')
  })
})
