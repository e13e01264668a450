/**
 * Reader performance of the server-rendered site, per route type (home, article, landing,
 * directory): the JavaScript a first visit downloads (KB gzipped, measured from the responses
 * Chromium receives) and a Lighthouse mobile run in Debian's Chromium.
 * Goals: at most 110 KB of JavaScript; Lighthouse performance >= 95 and accessibility, best
 * practices and SEO 100. Needs `npm run build` first.
 */
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { startSite } from '../cli/commands/serve.ts'
import { CHROMIUM_ARGS, launchChromium } from '../e2e/support/browser.ts'
import type { BenchResult } from './run.ts'

const ROUTES = {
  home: '/',
  article: '/article/1',
  landing: '/detroit/plumbing',
  directory: '/directory',
} as const

async function measureJavaScript(url: string): Promise<number> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    let bytes = 0
    const pending: Promise<void>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      pending.push(
        response.body().then((body) => {
          bytes += gzipSync(body, { level: 9 }).length
        }),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    return Math.round((bytes / 1024) * 10) / 10
  } finally {
    await browser.close()
  }
}

async function runLighthouse(url: string): Promise<Record<string, number>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    })
    const categories = result?.lhr.categories ?? {}
    const audits = result?.lhr.audits ?? {}
    const metric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000
    return {
      ...Object.fromEntries(
        Object.entries(categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
      ),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    }
  } finally {
    chrome.kill()
  }
}

export async function run(): Promise<BenchResult> {
  const site = await startSite({ port: 0, host: '127.0.0.1', inMemory: true })
  try {
    const figures: Record<string, unknown> = {}
    const goals: NonNullable<BenchResult['goals']> = {}
    for (const [name, path] of Object.entries(ROUTES)) {
      const javaScriptKb = await measureJavaScript(`${site.url}${path}`)
      const scores = await runLighthouse(`${site.url}${path}`)
      figures[name] = { javaScriptKbGzip: javaScriptKb, lighthouse: scores }
      goals[`${name}.javaScript`] = { target: '<= 110 KB gzipped', met: javaScriptKb <= 110 }
      goals[`${name}.lighthouse`] = {
        target: 'performance >= 95; accessibility, best-practices, seo = 100',
        met:
          (scores.performance ?? 0) >= 95 &&
          scores.accessibility === 100 &&
          scores['best-practices'] === 100 &&
          scores.seo === 100,
      }
    }
    return { figures, goals }
  } finally {
    await site.stop()
  }
}
