import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../../local/index.ts'
import { nodeClient, startTestStack } from '../../local/testing/index.ts'

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
    // Home, 10 categories, directory, 10 city hubs, 100 landing pages and 34 posts.
    expect(xml.match(/<url>/g)).toHaveLength(156)
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
