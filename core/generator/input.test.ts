import { composeBlogPost } from './compose.ts'
import { generateBlogPost } from './generate.ts'
import { GeneratorInputError, parseGenerateBlogInput } from './input.ts'
import type { GenerateBlogInput } from './types.ts'

const valid: GenerateBlogInput = {
  businessName: 'Gatsby Cannabis',
  locations: [{ address: '2150 Columbia Ave W, Battle Creek, MI 49015', phone: '(269) 555-0123' }],
  keywords: ['cannabis dispensary Battle Creek', 'CBD products'],
  backlink: 'https://gatsbycannabis.example',
  topic: 'shopping for cannabis in Battle Creek',
}

function messageFor(body: unknown): string {
  try {
    parseGenerateBlogInput(body)
  } catch (error) {
    expect(error).toBeInstanceOf(GeneratorInputError)
    return (error as Error).message
  }
  throw new Error('expected the input to be rejected')
}

describe('parseGenerateBlogInput', () => {
  it('rejects an empty business name', () => {
    expect(messageFor({ ...valid, businessName: '   ' })).toBe('Business name is required.')
    expect(messageFor({ ...valid, businessName: undefined })).toBe('Business name is required.')
  })

  it('rejects a request without keywords, or with only blank ones', () => {
    expect(messageFor({ ...valid, keywords: [] })).toBe('Add at least one keyword.')
    expect(messageFor({ ...valid, keywords: [' ', ''] })).toBe('Add at least one keyword.')
    expect(messageFor({ ...valid, keywords: undefined })).toBe('Add at least one keyword.')
  })

  it('rejects a backlink that is not an http(s) URL', () => {
    const message = 'Backlink must be a full http(s) URL, such as https://example.com.'
    expect(messageFor({ ...valid, backlink: 'gatsbycannabis.example' })).toBe(message)
    expect(messageFor({ ...valid, backlink: 'ftp://gatsbycannabis.example' })).toBe(message)
    expect(messageFor({ ...valid, backlink: 'javascript:alert(1)' })).toBe(message)
  })

  it('rejects a word count outside 300 to 10,000', () => {
    const message = 'Word count must be a whole number between 300 and 10,000.'
    expect(messageFor({ ...valid, wordCount: 299 })).toBe(message)
    expect(messageFor({ ...valid, wordCount: 10_001 })).toBe(message)
    expect(messageFor({ ...valid, wordCount: 1500.5 })).toBe(message)
    expect(messageFor({ ...valid, wordCount: 'lots' })).toBe(message)
  })

  it('rejects a location without an address, and a request without locations', () => {
    expect(messageFor({ ...valid, locations: [{ address: ' ', phone: '(269) 555-0123' }] })).toBe(
      'Each location needs an address.',
    )
    expect(messageFor({ ...valid, locations: [{ phone: '(269) 555-0123' }] })).toBe(
      'Each location needs an address.',
    )
    expect(messageFor({ ...valid, locations: [] })).toBe('Add at least one location with an address.')
  })

  it('rejects a body that is not an object, and keywords that are too long or too many', () => {
    expect(messageFor('hello')).toBe('Send the article details as a JSON object.')
    expect(messageFor({ ...valid, keywords: ['x'.repeat(61)] })).toBe(
      'Each keyword must be at most 60 characters.',
    )
    expect(
      messageFor({ ...valid, keywords: Array.from({ length: 11 }, (_, index) => `keyword ${index}`) }),
    ).toBe('Use at most 10 keywords.')
  })

  it('trims fields, drops repeated keywords, reads a comma-separated list and defaults to 3000 words', () => {
    const parsed = parseGenerateBlogInput({
      ...valid,
      businessName: '  Gatsby Cannabis ',
      keywords: ' pre-rolls, CBD products,Pre-Rolls ,  ',
      backlink: ' https://gatsbycannabis.example ',
      locations: [{ address: ' 2150 Columbia Ave W, Battle Creek, MI 49015 ' }],
    })
    expect(parsed).toEqual({
      businessName: 'Gatsby Cannabis',
      keywords: ['pre-rolls', 'CBD products'],
      backlink: 'https://gatsbycannabis.example',
      locations: [{ address: '2150 Columbia Ave W, Battle Creek, MI 49015', phone: '' }],
      topic: 'shopping for cannabis in Battle Creek',
      wordCount: 3000,
    })
  })

  it('validates a request once: its own result comes back as it is, a copy is checked again', () => {
    const parsed = parseGenerateBlogInput(valid)
    expect(parseGenerateBlogInput(parsed)).toBe(parsed)
    expect(parseGenerateBlogInput({ ...parsed })).not.toBe(parsed)
    expect(() => parseGenerateBlogInput({ ...parsed, wordCount: 10 })).toThrow(GeneratorInputError)
  })

  it('accepts a word count sent as digits', () => {
    expect(parseGenerateBlogInput({ ...valid, wordCount: ' 1200 ' }).wordCount).toBe(1200)
  })

  it('derives an empty topic from the primary service and the first city', () => {
    expect(parseGenerateBlogInput({ ...valid, topic: '' }).topic).toBe('cannabis products in Battle Creek')
    expect(parseGenerateBlogInput({ ...valid, topic: undefined, keywords: ['balayage'] }).topic).toBe(
      'balayage in Battle Creek',
    )
    expect(
      parseGenerateBlogInput({
        ...valid,
        topic: ' ',
        keywords: ['balayage'],
        locations: [{ address: 'Box 14' }],
      }).topic,
    ).toBe('balayage')
  })
})

describe('bad input generates nothing', () => {
  it('makes composeBlogPost throw the validation error', () => {
    expect(() => composeBlogPost({ ...valid, businessName: '' })).toThrow(GeneratorInputError)
  })

  it('makes generateBlogPost reject before calling any provider', async () => {
    const fetch = vi.fn()
    await expect(
      generateBlogPost(
        { ...valid, keywords: [] },
        { provider: { url: 'http://127.0.0.1:9/v1', model: 'm' }, fetch },
      ),
    ).rejects.toThrow('Add at least one keyword.')
    expect(fetch).not.toHaveBeenCalled()
  })
})
