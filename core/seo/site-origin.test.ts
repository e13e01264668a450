import { describe, expect, it } from 'vitest'
import { parseSiteOrigin } from './site-origin.ts'

describe('parseSiteOrigin', () => {
  it('answers an http(s) origin without its trailing slash', () => {
    expect(parseSiteOrigin('https://news.example/')).toBe('https://news.example')
    expect(parseSiteOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080')
    expect(parseSiteOrigin('HTTPS://News.Example')).toBe('https://news.example')
  })

  it('refuses other schemes, paths, queries, credentials and non-URLs', () => {
    for (const value of [
      undefined,
      '',
      'news.example',
      'ftp://news.example',
      'javascript:alert(1)',
      'https://news.example/blog',
      'https://news.example/?a=1',
      'https://user:pw@news.example',
    ]) {
      expect({ value, origin: parseSiteOrigin(value) }).toEqual({ value, origin: undefined })
    }
  })
})
