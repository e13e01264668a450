import { findCity } from '../data/cities.ts'
import { findService, type Service } from '../data/services.ts'
import {
  articleOgCard,
  articleOgImagePath,
  articleSocialImage,
  cutForCard,
  landingOgCard,
  landingOgImagePath,
  landingSocialImage,
  MAX_CARD_TITLE,
  parseOgImagePath,
} from './og-image.ts'

const detroit = findCity('detroit') as NonNullable<ReturnType<typeof findCity>>
const plumbing = findService('plumbing') as Service

describe('preview image paths', () => {
  it('are stable paths per article and per city and service, read back by parseOgImagePath', () => {
    expect(articleOgImagePath('lake-days')).toBe('/og/article/lake-days.png')
    expect(landingOgImagePath('detroit', 'plumbing')).toBe('/og/detroit/plumbing.png')
    expect(parseOgImagePath('/og/article/lake-days.png')).toEqual({ kind: 'article', key: 'lake-days' })
    expect(parseOgImagePath('/og/detroit/plumbing.png')).toEqual({
      kind: 'landing',
      city: 'detroit',
      service: 'plumbing',
    })
  })
  it('escape an article key and read it back', () => {
    const key = 'café & co?'
    expect(parseOgImagePath(articleOgImagePath(key))).toEqual({ kind: 'article', key })
  })
  it('refuse any other shape, a bad escape, a slash inside a key and an over-long key', () => {
    for (const path of [
      '/og/article/lake-days',
      '/og/article/lake-days.svg',
      '/og/lake-days.png',
      '/og/a/b/c.png',
      '/og/article/.png',
      '/og/article/%E0%A4%A.png',
      '/og/article/a%2Fb.png',
      `/og/article/${'a'.repeat(201)}.png`,
      '/og-other/detroit/plumbing.png',
    ]) {
      expect(parseOgImagePath(path), path).toBeNull()
    }
  })
})

describe('preview cards', () => {
  it('cut a title longer than the card shows at a word boundary, with an ellipsis', () => {
    const card = articleOgCard({
      title: 'Lake days are back '.repeat(1000),
      category: 'Travel',
      imageUrl: null,
    })
    expect(card.title.length).toBeLessThanOrEqual(MAX_CARD_TITLE)
    expect(card.title).toMatch(/^Lake days are back Lake .*[a-z]…$/)
    expect(cutForCard('Lake days are back', 12)).toBe('Lake days…')
    expect(cutForCard('  Lake days  ', 12)).toBe('Lake days')
    expect(cutForCard('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`)
  })

  it("show an article's category above its title, with its own image when it has one", () => {
    expect(
      articleOgCard({ title: 'Lake days', category: 'Travel', imageUrl: '/images/posts/lake.svg' }),
    ).toEqual({ title: 'Lake days', eyebrow: 'Travel', image: '/images/posts/lake.svg' })
    expect(articleOgCard({ title: 'Lake days', category: 'Travel', imageUrl: ' ' }).image).toBeNull()
  })
  it("show a landing page's service in its city under the service group and county", () => {
    expect(landingOgCard(detroit, plumbing)).toEqual({
      title: 'Plumbing in Detroit, MI',
      eyebrow: `Home Services · ${detroit.county}`,
      image: null,
    })
  })
  it('are named in meta tags with a text alternative', () => {
    expect(articleSocialImage('lake-days', 'Lake days')).toEqual({
      path: '/og/article/lake-days.png',
      alt: 'Lake days',
    })
    expect(landingSocialImage(detroit, plumbing)).toEqual({
      path: '/og/detroit/plumbing.png',
      alt: 'Plumbing in Detroit, MI: NewsHub local services',
    })
  })
})
