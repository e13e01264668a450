import { describe, expect, it } from 'vitest'
import type { SitemapSource } from '../core/seo/sitemap.ts'
import { SitemapFiles } from './sitemap-files.ts'

const SITE = 'https://news.example'

/** A source over one post that counts its reads and can be made to fail. */
function countingSource() {
  const state = { counts: 0, fail: false }
  const source: SitemapSource = {
    async countPosts() {
      state.counts += 1
      if (state.fail) throw new Error('database down')
      return 1
    },
    listPostsBetween: async () => [{ id: '1', slug: 'one' }],
    listTagSlugs: async () => [],
    listNewsPosts: async () => [],
  }
  return { source, state }
}

describe('SitemapFiles', () => {
  it('builds a file once for concurrent and later readers, until a post changes or its time runs out', async () => {
    let now = 0
    const { source, state } = countingSource()
    const files = new SitemapFiles({ source, ttlMs: 1000, now: () => now })
    const answers = await Promise.all(Array.from({ length: 20 }, () => files.file('/sitemap.xml', SITE)))
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toContain(`${SITE}/sitemap-posts.xml`)
    expect(state.counts).toBe(1)
    now = 999
    await files.file('/sitemap.xml', SITE)
    expect(state.counts).toBe(1)
    files.forget()
    await files.file('/sitemap.xml', SITE)
    expect(state.counts).toBe(2)
    now = 2000
    await files.file('/sitemap.xml', SITE)
    expect(state.counts).toBe(3)
  })

  it('keeps neither a failure nor a file that does not exist, and answers only sitemap paths', async () => {
    const { source, state } = countingSource()
    const files = new SitemapFiles({ source })
    state.fail = true
    await expect(files.file('/sitemap.xml', SITE)).rejects.toThrow('database down')
    state.fail = false
    expect(await files.file('/sitemap.xml', SITE)).toContain('<sitemapindex')
    expect(state.counts).toBe(2)
    expect(await files.file('/robots.txt', SITE)).toBeNull()
  })
})
