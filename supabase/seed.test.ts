/** The seed is demo content the site is built around: check it has what the pages and tools need. */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKLINKS_MIN } from '../core/constants.ts'
import { countLinksToHost } from '../core/links/backlinks.ts'
import { isHtmlContent } from '../core/posts/markdown.ts'
import type { BlogPost } from '../core/posts/post.ts'
import { countWords } from '../core/posts/text.ts'
import { openDatabase } from './local/db/index.ts'

let db: PGlite
let posts: BlogPost[]

beforeAll(async () => {
  db = await openDatabase({ inMemory: true })
  posts = (await db.query<BlogPost>('select * from public.blog_posts order by created_at')).rows
})
afterAll(() => db?.close())

describe('seed.sql', () => {
  it('has at least 30 published posts across the five categories and Health & Wellness', () => {
    expect(posts.length).toBeGreaterThanOrEqual(30)
    const categories = new Map<string, number>()
    for (const post of posts)
      categories.set(post.tags?.[0] as string, (categories.get(post.tags?.[0] as string) ?? 0) + 1)
    for (const label of ['Local News', 'National', 'Business', 'Lifestyle', 'Sports', 'Health & Wellness']) {
      expect(categories.get(label), label).toBeGreaterThanOrEqual(3)
    }
    expect(posts.every((post) => post.published_at !== null)).toBe(true)
  })

  it('spreads posts over 2024 with several authors and readable bodies of 150 to 400 words', () => {
    const months = new Set(posts.map((post) => new Date(post.created_at).getUTCMonth()))
    expect(months.size).toBe(12)
    expect(posts.every((post) => new Date(post.created_at).getUTCFullYear() === 2024)).toBe(true)
    expect(new Set(posts.map((post) => post.author)).size).toBeGreaterThanOrEqual(4)
    for (const post of posts) {
      const words = countWords(post.content)
      expect(words, post.title).toBeGreaterThanOrEqual(150)
      expect(words, post.title).toBeLessThanOrEqual(400)
    }
  })

  it('mixes HTML and markdown-like bodies', () => {
    const html = posts.filter((post) => isHtmlContent(post.content))
    const markdown = posts.filter((post) => !isHtmlContent(post.content))
    expect(html.length).toBeGreaterThanOrEqual(10)
    expect(markdown.length).toBeGreaterThanOrEqual(10)
    expect(
      markdown.some(
        (post) => /^## /m.test(post.content) && /^- /m.test(post.content) && /\]\(https?:/.test(post.content),
      ),
    ).toBe(true)
  })

  it('has promotional posts with business fields, some with fewer than 2 backlinks for the fixer', () => {
    const promotional = posts.filter((post) => post.backlink_url)
    expect(promotional.length).toBeGreaterThanOrEqual(6)
    for (const post of promotional) {
      expect(
        post.business_name && post.business_address && post.business_phone && post.canonical_url,
        post.title,
      ).toBeTruthy()
    }
    const needing = promotional.filter(
      (post) => countLinksToHost(post.content, post.backlink_url as string) < BACKLINKS_MIN,
    )
    expect(needing.length).toBeGreaterThanOrEqual(3)
    expect(needing.length).toBeLessThan(promotional.length)
  })

  it('tags posts with cities and points every image at a local SVG that exists', () => {
    const cityTagged = posts.filter((post) =>
      post.tags?.some((tag) => ['Detroit', 'Royal Oak', 'Troy', 'Ferndale', 'Birmingham'].includes(tag)),
    )
    expect(cityTagged.length).toBeGreaterThanOrEqual(5)
    for (const post of posts) {
      expect(post.image_url, post.title).toMatch(/^\/images\/posts\/[a-z-]+\.svg$/)
      expect(existsSync(join('app/public', post.image_url as string)), post.image_url as string).toBe(true)
    }
  })

  it('gives every post a unique slug from its title', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length)
    expect(posts.find((post) => post.title.startsWith('Grand River Landscapes'))?.slug).toBe(
      'grand-river-landscapes-guide-to-native-plants-for-michigan-yards',
    )
  })
})
