import { ARTICLE_EXCERPT_CHARS, SHORT_EXCERPT_CHARS } from '../constants.ts'
import { buildExcerpt, cutExcerpt } from './excerpt.ts'

describe('buildExcerpt', () => {
  const content = `<p>${'a'.repeat(300)}</p>`
  it('uses the meta description when there is one', () => {
    expect(buildExcerpt({ meta_description: ' Summary ', content }, 200)).toBe('Summary')
  })
  it('is empty without a description when the page asks for no fallback', () => {
    expect(buildExcerpt({ meta_description: null, content })).toBe('')
  })
  it('falls back to the first 200 characters plus an ellipsis on the article page', () => {
    expect(buildExcerpt({ meta_description: '', content }, ARTICLE_EXCERPT_CHARS)).toBe(
      `${'a'.repeat(200)}...`,
    )
  })
  it('falls back to the first 150 characters plus an ellipsis on the author and 404 pages', () => {
    expect(buildExcerpt({ content }, SHORT_EXCERPT_CHARS)).toBe(`${'a'.repeat(150)}...`)
  })
  it('is empty when there is neither description nor content', () => {
    expect(buildExcerpt({ meta_description: null, content: null }, 150)).toBe('')
  })
})

describe('cutExcerpt', () => {
  it('keeps text of exactly the limit whole', () => {
    expect(cutExcerpt('b'.repeat(150), 150)).toBe('b'.repeat(150))
  })
  it('cuts the visible text, not the markup', () => {
    expect(cutExcerpt('<p>Hello <em>big</em> world</p>', 9)).toBe('Hello big...')
  })
})
