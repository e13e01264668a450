import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalClientFactory } from '../../local/functions/index.ts'
import type { LocalStack } from '../../local/index.ts'
import { nodeClient, startTestStack } from '../../local/testing/index.ts'
import { createSitemapHandler } from './handler.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack({ siteUrl: 'https://news.example' })
})
afterAll(() => stack?.stop())

describe('the sitemap function', () => {
  it('serves the public sitemap without any token', async () => {
    const response = await fetch(`${stack.url}/functions/v1/sitemap`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    )
    // Home, 10 categories, directory, 10 city hubs, 100 landing pages, 34 posts and the 20 tag
    // pages that two or more seeded posts carry.
    expect(xml.match(/<url>/g)).toHaveLength(176)
    expect(xml.match(/<loc>https:\/\/news\.example\/tag\//g)).toHaveLength(20)
    expect(xml).toContain('<loc>https://news.example/royal-oak/plumbing</loc>')
    expect(xml).toContain('<loc>https://news.example/article/staying-active-through-a-michigan-winter</loc>')
    expect(xml).toContain('<lastmod>2024-02-05T14:00:00.000Z</lastmod>')
  })

  it('lists only posts that anyone may read', async () => {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    await service
      .from('blog_posts')
      .insert({ title: 'Scheduled Story', content: 'soon', published_at: '2099-01-01T00:00:00Z' })
    await service.from('blog_posts').insert({ title: 'Fresh Story', content: 'now' })
    const xml = await (await fetch(`${stack.url}/functions/v1/sitemap`)).text()
    expect(xml).toContain('/article/fresh-story</loc>')
    expect(xml).not.toContain('scheduled-story')
  })

  it('answers HEAD and refuses POST', async () => {
    const head = await fetch(`${stack.url}/functions/v1/sitemap`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    const post = await fetch(`${stack.url}/functions/v1/sitemap`, { method: 'POST' })
    expect(post.status).toBe(405)
    expect(await post.json()).toMatchObject({ code: 'method_not_allowed' })
  })
})

describe('the sitemap function without a usable SITE_URL', () => {
  function handlerWith(siteUrl: string | undefined) {
    return createSitemapHandler({
      supabaseUrl: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      createClient: createLocalClientFactory(fetch),
      env: (name) => (name === 'SITE_URL' ? siteUrl : undefined),
    })
  }

  it('answers a 500 that names the missing setting instead of guessing an origin', async () => {
    const response = await handlerWith(undefined)(
      new Request('http://evil.example/functions/v1/sitemap', { headers: { Host: 'evil.example' } }),
    )
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({
      code: 'misconfigured',
      details: null,
      hint: null,
      message: "SITE_URL is not set: set it to the site's public origin, such as https://news.example.",
    })
    expect(body).not.toContain('localhost')
  })

  it('refuses a SITE_URL that is not an http(s) origin', async () => {
    for (const siteUrl of ['ftp://news.example', 'news.example', 'https://news.example/blog']) {
      const response = await handlerWith(siteUrl)(new Request('http://127.0.0.1/functions/v1/sitemap'))
      expect({ siteUrl, status: response.status }).toEqual({ siteUrl, status: 500 })
      expect(await response.json()).toMatchObject({ code: 'misconfigured' })
    }
  })

  it('uses SITE_URL without a trailing slash', async () => {
    const xml = await (await handlerWith('https://news.example/')(new Request('http://x/'))).text()
    expect(xml).toContain('<loc>https://news.example/directory</loc>')
    expect(xml).not.toContain('news.example//')
  })
})
