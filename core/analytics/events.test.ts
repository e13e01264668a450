import { describe, expect, it } from 'vitest'
import {
  checkEvent,
  dailyVisitorHash,
  deviceClass,
  MAX_EVENT_AGE_MS,
  mayCount,
  parseUtm,
  referrerHost,
  saltDay,
} from './events.ts'

const NOW = new Date('2026-11-28T12:00:00Z')
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
const POST = '0b7f2a4e-9c1d-4e7a-8f3b-2d6c5a1e9b00'
const BUSINESS = '1c8e3b5f-0d2e-4f8b-9a4c-3e7d6b2f0c11'

describe('dailyVisitorHash', () => {
  const salt = 'a'.repeat(32)
  it('is the same for the same salt, IP and user agent', async () => {
    expect(await dailyVisitorHash(salt, '203.0.113.5', CHROME)).toBe(
      await dailyVisitorHash(salt, '203.0.113.5', CHROME),
    )
  })
  it('is a 64-character hex digest that does not contain the IP', async () => {
    const hash = await dailyVisitorHash(salt, '203.0.113.5', CHROME)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('203')
  })
  it('differs with another salt (another day), IP or user agent', async () => {
    const base = await dailyVisitorHash(salt, '203.0.113.5', CHROME)
    expect(await dailyVisitorHash('b'.repeat(32), '203.0.113.5', CHROME)).not.toBe(base)
    expect(await dailyVisitorHash(salt, '203.0.113.6', CHROME)).not.toBe(base)
    expect(await dailyVisitorHash(salt, '203.0.113.5', IPHONE)).not.toBe(base)
  })
  it('does not let IP and user agent run into each other', async () => {
    expect(await dailyVisitorHash(salt, '1.2.3.4', '5x')).not.toBe(
      await dailyVisitorHash(salt, '1.2.3.45', 'x'),
    )
  })
  it('refuses a short salt', async () => {
    await expect(dailyVisitorHash('short', '1.2.3.4', CHROME)).rejects.toThrow('too short')
  })
  it('salts per UTC day', () => {
    expect(saltDay(new Date('2026-11-28T23:59:59Z'))).toBe('2026-11-28')
    expect(saltDay(new Date('2026-11-29T00:00:00Z'))).toBe('2026-11-29')
  })
})

describe('deviceClass', () => {
  it.each([
    [CHROME, 'desktop'],
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [ANDROID_TABLET, 'tablet'],
    ['', 'desktop'],
    [null, 'desktop'],
  ])('%s is %s', (ua, expected) => {
    expect(deviceClass(ua)).toBe(expected)
  })
})

describe('mayCount', () => {
  it('counts a browser', () => expect(mayCount({ userAgent: CHROME })).toBe(true))
  it('leaves out Do Not Track and Global Privacy Control', () => {
    expect(mayCount({ userAgent: CHROME, dnt: '1' })).toBe(false)
    expect(mayCount({ userAgent: CHROME, gpc: '1' })).toBe(false)
    expect(mayCount({ userAgent: CHROME, dnt: '0' })).toBe(true)
  })
  it('leaves out bots and requests without a user agent', () => {
    expect(
      mayCount({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
    ).toBe(false)
    expect(mayCount({ userAgent: 'Mozilla/5.0 HeadlessChrome/131.0.0.0 Safari/537.36' })).toBe(false)
    expect(mayCount({ userAgent: 'curl/8.5.0' })).toBe(false)
    expect(mayCount({ userAgent: '' })).toBe(false)
  })
})

describe('parseUtm and referrerHost', () => {
  it('reads the three UTM fields, lower-cased', () => {
    expect(parseUtm('/posts/a?utm_source=Newsletter&utm_medium=email&utm_campaign=Nov-2026')).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'nov-2026',
    })
    expect(parseUtm('/posts/a')).toEqual({ source: null, medium: null, campaign: null })
  })
  it('keeps only the host of a referrer, and none for our own site', () => {
    expect(referrerHost('https://www.Google.com/search?q=x')).toBe('google.com')
    expect(referrerHost('https://news.example.org/a', 'news.example.org')).toBeNull()
    expect(referrerHost('javascript:alert(1)')).toBeNull()
    expect(referrerHost('not a url')).toBeNull()
    expect(referrerHost('')).toBeNull()
  })
})

describe('checkEvent', () => {
  it('accepts a page view and splits path from UTM', () => {
    const result = checkEvent(
      { kind: 'view', path: '/posts/a?utm_source=fb#top', postId: POST, referrer: 'https://t.co/x' },
      NOW,
    )
    expect(result).toEqual({
      ok: true,
      event: {
        kind: 'view',
        path: '/posts/a',
        postId: POST,
        businessId: null,
        referrerHost: 't.co',
        utmSource: 'fb',
        utmMedium: null,
        utmCampaign: null,
        occurredAt: NOW,
      },
    })
  })
  it('keeps the time of an offline read', () => {
    const at = '2026-11-27T09:30:00.000Z'
    const result = checkEvent({ kind: 'view', path: '/posts/a', at }, NOW)
    expect(result.ok && result.event.occurredAt.toISOString()).toBe(at)
  })
  it.each([
    [null, 'JSON object'],
    [[1], 'JSON object'],
    [{ kind: 'purchase', path: '/' }, 'Unknown event kind'],
    [{ kind: 'view', path: 'https://evil.example/' }, 'page of this site'],
    [{ kind: 'view', path: '//evil.example/' }, 'page of this site'],
    [{ kind: 'view', path: `/${'a'.repeat(600)}` }, 'page of this site'],
    [{ kind: 'view', path: '/', postId: "1' or 1=1" }, 'postId must be an id'],
    [{ kind: 'link_click', path: '/' }, 'needs the business'],
    [{ kind: 'view', path: '/', at: 'yesterday-ish' }, 'not a date'],
    [{ kind: 'view', path: '/', at: '2026-11-28T13:00:00Z' }, 'in the future'],
    [{ kind: 'view', path: '/', at: NOW.getTime() - MAX_EVENT_AGE_MS - 1 }, 'too old'],
  ])('refuses %j', (body, error) => {
    const result = checkEvent(body, NOW)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.error).toContain(error)
  })
  it('accepts a business-link click with its business and post', () => {
    const result = checkEvent(
      { kind: 'link_click', path: '/posts/a', postId: POST, businessId: BUSINESS },
      NOW,
    )
    expect(result.ok && result.event.businessId).toBe(BUSINESS)
  })
})
