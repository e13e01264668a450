import { composeBlogPost } from './compose.ts'
import { parseGenerateBlogInput } from './input.ts'
import { findGeneratorPreset, GENERATOR_PRESETS } from './presets.ts'

describe('GENERATOR_PRESETS', () => {
  it('has the four generator pages, at their routes', () => {
    expect(GENERATOR_PRESETS.map((preset) => [preset.id, preset.route])).toEqual([
      ['bianchis', '/generate-bianchis-blog'],
      ['gatsby-cannabis', '/generate-gatsby-cannabis'],
      ['balboa-fun-tours', '/generate-balboa-fun-tours'],
      ['bail-bonds', '/generate-bail-bonds-blog'],
    ])
  })

  it('targets 3000 words, with Gatsby Cannabis in Battle Creek', () => {
    for (const preset of GENERATOR_PRESETS) expect(preset.input.wordCount).toBe(3000)
    expect(findGeneratorPreset('gatsby-cannabis')?.input.locations[0]?.address).toContain('Battle Creek')
  })

  it.each(GENERATOR_PRESETS)(
    'gives $id valid input, content focus and a website that is the backlink',
    (preset) => {
      expect(parseGenerateBlogInput(preset.input).keywords).toEqual(preset.input.keywords)
      expect(preset.business.name).toBe(preset.input.businessName)
      expect(preset.business.website).toBe(preset.input.backlink)
      expect(preset.contentFocus.length).toBeGreaterThanOrEqual(3)
      for (const location of preset.input.locations) expect(location.phone).toMatch(/^\(\d{3}\) 555-01\d\d$/)
    },
  )

  it.each(GENERATOR_PRESETS)('files a $id article under its business category', (preset) => {
    expect(composeBlogPost(preset.input).tags[0]).toBe(preset.business.category)
  })

  it('finds a preset by id and nothing for an unknown id', () => {
    expect(findGeneratorPreset('bail-bonds')?.business.name).toBe('Mitten State Bail Bonds')
    expect(findGeneratorPreset('pizza')).toBeUndefined()
  })
})
