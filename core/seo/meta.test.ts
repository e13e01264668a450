import {
  buildMetaDescription,
  buildSocialImageMeta,
  DEFAULT_META_DESCRIPTION,
  formatPageTitle,
} from './meta.ts'

describe('buildMetaDescription', () => {
  it('uses a 160-character excerpt as it is', () => {
    const excerpt = 'd'.repeat(160)
    expect(buildMetaDescription(excerpt)).toBe(excerpt)
  })
  it('cuts a 161-character excerpt to 157 characters plus ...', () => {
    const result = buildMetaDescription('d'.repeat(161))
    expect(result).toBe(`${'d'.repeat(157)}...`)
    expect(result).toHaveLength(160)
  })
  it('uses the default sentence when there is no excerpt', () => {
    expect(buildMetaDescription('')).toBe(DEFAULT_META_DESCRIPTION)
    expect(buildMetaDescription(null)).toBe(DEFAULT_META_DESCRIPTION)
    expect(buildMetaDescription('   ')).toBe(DEFAULT_META_DESCRIPTION)
    expect(DEFAULT_META_DESCRIPTION.length).toBeLessThanOrEqual(160)
  })
  it('collapses whitespace before measuring', () => {
    expect(buildMetaDescription(' a \n  b ')).toBe('a b')
  })
})

describe('formatPageTitle', () => {
  it("appends ' | NewsHub'", () => {
    expect(formatPageTitle('Local Service Directory')).toBe('Local Service Directory | NewsHub')
  })
  it('leaves a title that already names the brand alone', () => {
    expect(formatPageTitle('NewsHub - Your Trusted Source')).toBe('NewsHub - Your Trusted Source')
  })
  it('gives the brand alone for an empty title', () => {
    expect(formatPageTitle('')).toBe('NewsHub')
    expect(formatPageTitle(undefined)).toBe('NewsHub')
  })
})

describe('buildSocialImageMeta', () => {
  const tags = buildSocialImageMeta({
    url: 'https://newshub.test/og/article/lake-days.png',
    alt: 'Lake days & dunes',
  })
  const content = (key: string) =>
    tags.filter((tag) => ('property' in tag ? tag.property : tag.name) === key).map((tag) => tag.content)
  it('names a 1200x630 PNG with its text alternative for Open Graph', () => {
    expect(content('og:image')).toEqual(['https://newshub.test/og/article/lake-days.png'])
    expect(content('og:image:type')).toEqual(['image/png'])
    expect(content('og:image:width')).toEqual(['1200'])
    expect(content('og:image:height')).toEqual(['630'])
    expect(content('og:image:alt')).toEqual(['Lake days & dunes'])
  })
  it('asks for the large-image Twitter card with the same picture', () => {
    expect(content('twitter:card')).toEqual(['summary_large_image'])
    expect(content('twitter:image')).toEqual(['https://newshub.test/og/article/lake-days.png'])
    expect(content('twitter:image:alt')).toEqual(['Lake days & dunes'])
  })
})
