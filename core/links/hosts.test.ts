import { isHttpUrl, normalizedHost } from './hosts.ts'

describe('normalizedHost', () => {
  it('lowercases and drops a leading www.', () => {
    expect(normalizedHost(' https://WWW.Example.test/a ')).toBe('example.test')
    expect(normalizedHost('http://www2.example.test')).toBe('www2.example.test')
  })
  it('is undefined for text that is not an absolute http(s) URL', () => {
    expect(normalizedHost('example.test')).toBeUndefined()
    expect(normalizedHost('ftp://example.test')).toBeUndefined()
    expect(normalizedHost('javascript:alert(1)')).toBeUndefined()
  })
})

describe('isHttpUrl', () => {
  it('accepts http and https URLs only', () => {
    expect(isHttpUrl('https://a.test')).toBe(true)
    expect(isHttpUrl('mailto:a@b.test')).toBe(false)
    expect(isHttpUrl('')).toBe(false)
  })
})
