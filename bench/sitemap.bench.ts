/**
 * The sitemap at archive scale: an embedded stack holding 100,000 published posts (search bench's
 * posts, with 20 tags two stories share and 200 stories of the last two days), read through
 * PostgREST as the site server reads it (createSitemapSource). Each file of the index is built
 * afresh five times (the cache is the site server's; this measures a build, what a crawler waits
 * for after a post changes), and the median build time of each is recorded.
 * Goals (issue "Lean, fair server", item 9): no file holds more than 50,000 URLs; each file built
 * in under 200 ms.
 */
import { loadavg } from 'node:os'
import { createPostgrestClient } from '../app/lib/posts-api.ts'
import { createSitemapSource } from '../app/lib/sitemap-source.ts'
import { extractSitemapUrls } from '../core/seo/site-audit.ts'
import { sitemapFile } from '../core/seo/sitemap.ts'
import { startLocalStack } from '../supabase/local/index.ts'
import type { BenchResult } from './run.ts'
import { insertPosts } from './search.bench.ts'

const POSTS = 100_000
const ROUNDS = 5
const SITE = 'https://news.example'
const MAX_URLS = 50_000
const GOAL_MS = 200

export async function run(): Promise<BenchResult> {
  const stack = await startLocalStack({ inMemory: true, seed: false })
  try {
    await stack.db.exec(insertPosts(POSTS), { timeoutMs: 0 })
    await stack.db.exec(
      `update public.blog_posts set tags = array['Local News', 'Tag ' || (g.n % 20)]
         from (select id, row_number() over (order by id) as n from public.blog_posts limit 2000) as g
        where blog_posts.id = g.id;
       update public.blog_posts set published_at = now() - (g.n * interval '10 minutes')
         from (select id, row_number() over (order by id) as n from public.blog_posts limit 200) as g
        where blog_posts.id = g.id;
       analyze public.blog_posts;`,
      { timeoutMs: 0 },
    )
    const source = createSitemapSource(createPostgrestClient(stack.url, stack.anonKey))
    const build = (path: string) =>
      sitemapFile(path, { siteUrl: SITE, siteName: 'NewsHub', source, now: new Date() })
    const loadBefore = loadavg()[0] ?? 0
    const index = (await build('/sitemap.xml')) ?? ''
    const paths = ['/sitemap.xml', ...extractSitemapUrls(index).map((url) => url.slice(SITE.length))]
    const files: Record<string, { urls: number; medianMs: number; maxMs: number }> = {}
    for (const path of paths) {
      const times: number[] = []
      let urls = 0
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now()
        const xml = (await build(path)) ?? ''
        times.push(performance.now() - started)
        urls = extractSitemapUrls(xml).length
      }
      times.sort((a, b) => a - b)
      files[path] = {
        urls,
        medianMs: Math.round((times[Math.floor(ROUNDS / 2)] ?? 0) * 10) / 10,
        maxMs: Math.round((times.at(-1) ?? 0) * 10) / 10,
      }
    }
    const slowest = Math.max(...Object.values(files).map((file) => file.medianMs))
    const largest = Math.max(...Object.values(files).map((file) => file.urls))
    return {
      figures: {
        posts: POSTS,
        files,
        slowestFileMedianMs: slowest,
        largestFileUrls: largest,
        loadAverage: { before: loadBefore, after: loadavg()[0] ?? 0 },
      },
      goals: {
        fileSize: { target: `every file <= ${MAX_URLS} URLs`, met: largest <= MAX_URLS },
        buildTime: {
          target: `every file built in < ${GOAL_MS} ms (median of ${ROUNDS})`,
          met: slowest < GOAL_MS,
        },
      },
    }
  } finally {
    await stack.stop()
  }
}
