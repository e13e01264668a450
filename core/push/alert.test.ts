import { describe, expect, it } from 'vitest'
import { alertCategoryOf, buildPushAlert, parsePushAlert, pushOutcome } from './alert.ts'

const post = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'bridge-opens',
  title: 'Bridge opens',
  meta_description: null,
  content: `<p>${'Word '.repeat(60)}</p>`,
  image_url: '/images/articles/bridge.svg',
}
const api = { url: 'https://news.example', key: 'anon' }

describe('push alerts', () => {
  it('carries the headline, a short body, the article path and an absolute picture', () => {
    const alert = buildPushAlert(post, { siteUrl: 'https://news.example', reason: 'published', api })
    expect(alert).toMatchObject({
      title: 'Bridge opens',
      url: '/article/bridge-opens',
      image: 'https://news.example/images/articles/bridge.svg',
      breaking: false,
    })
    expect(alert.body.length).toBeLessThanOrEqual(163)
    expect(parsePushAlert(JSON.parse(JSON.stringify(alert)))).toEqual(alert)
    expect(new TextEncoder().encode(JSON.stringify(alert)).length).toBeLessThan(3000)
  })

  it('says breaking in the headline of a breaking alert', () => {
    const alert = buildPushAlert(post, { siteUrl: 'https://news.example', reason: 'breaking', api })
    expect(alert.title).toBe('Breaking: Bridge opens')
    expect(alert.breaking).toBe(true)
  })

  it('refuses messages that are not alerts, or that open anything but an article', () => {
    const alert = buildPushAlert(post, { siteUrl: 'https://news.example', reason: 'published', api })
    expect(parsePushAlert(null)).toBeNull()
    expect(parsePushAlert({ ...alert, v: 2 })).toBeNull()
    expect(parsePushAlert({ ...alert, url: 'https://evil.example/' })).toBeNull()
  })

  it('goes to the category of the first tag', () => {
    expect(alertCategoryOf({ tags: ['Health & Wellness', 'x'] })).toBe('health-wellness')
    expect(alertCategoryOf({ tags: ['Local News'] })).toBe('local')
    expect(alertCategoryOf({ tags: ['Unknown label'] })).toBeNull()
    expect(alertCategoryOf({ tags: null })).toBeNull()
  })

  it('deletes gone subscriptions, retries transient failures a few times', () => {
    expect(pushOutcome(201, 1)).toBe('sent')
    expect(pushOutcome(404, 1)).toBe('gone')
    expect(pushOutcome(410, 1)).toBe('gone')
    expect(pushOutcome(429, 1)).toBe('retry')
    expect(pushOutcome(0, 2)).toBe('retry')
    expect(pushOutcome(503, 3)).toBe('failed')
    expect(pushOutcome(400, 1)).toBe('failed')
  })
})
