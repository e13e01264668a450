/**
 * Offline reading speed: after one online visit to the home page (service worker installed, the
 * newest posts prefetched), the time from a navigation with no network to the article's text on
 * screen, over several articles never opened online. Needs `npm run build` first.
 */
import { startSite } from '../cli/start-site.ts'
import { launchChromium } from '../e2e/support/browser.ts'
import { waitForOfflineReady } from '../e2e/support/offline.ts'
import type { BenchResult } from './run.ts'

const ARTICLES = 10

export async function run(): Promise<BenchResult> {
  const site = await startSite({ port: 0, host: '127.0.0.1', inMemory: true })
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 } })
    const page = await context.newPage()
    await page.goto(`${site.url}/`)
    await waitForOfflineReady(page, 30)
    const slugs = (await (
      await fetch(`${site.url}/rest/v1/blog_posts?select=slug&order=published_at.desc&limit=${ARTICLES}`, {
        headers: { apikey: site.anonKey },
      })
    ).json()) as { slug: string }[]
    await context.setOffline(true)
    const timings: number[] = []
    for (const { slug } of slugs) {
      const started = performance.now()
      await page.goto(`${site.url}/article/${slug}`)
      await page.locator('.article-body p').first().waitFor()
      timings.push(performance.now() - started)
    }
    timings.sort((a, b) => a - b)
    const at = (fraction: number) =>
      Math.round(timings[Math.min(timings.length - 1, Math.floor(fraction * timings.length))] ?? 0)
    return {
      figures: {
        articles: timings.length,
        medianMs: at(0.5),
        p95Ms: at(0.95),
        maxMs: Math.round(timings.at(-1) ?? 0),
      },
    }
  } finally {
    await browser.close()
    await site.stop()
  }
}
