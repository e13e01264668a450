import { buildMetaDescription, DEFAULT_META_DESCRIPTION, formatPageTitle } from './meta.ts'

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
