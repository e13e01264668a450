/**
 * Reader performance of the server-rendered site, per route type (home, article, landing,
 * directory): the JavaScript a route runs before it is interactive (its inline start script) and
 * loads before it hydrates (the app), both the build's own budget figures (build/bundle-budget.ts);
 * the JavaScript a first visit downloads until the network is idle (KB gzipped, from the responses Chromium receives), and Lighthouse mobile (simulated throttling,
 * the median of 3 runs) in Debian's Chromium, on the page and on the same page with its scripts
 * removed (the floor: what the page costs without JavaScript).
 * Goals: at most 100 KB of JavaScript before interactive; Lighthouse performance, accessibility,
 * best practices and SEO 100; LCP <= 1.2 s; TBT <= 50 ms; CLS 0; FCP and LCP within 10% of the
 * page without scripts. Needs `npm run build` first. Run it on a quiet machine (TBT and the CPU
 * part of FCP/LCP follow the machine's load).
 */
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'
import lighthouse from 'lighthouse'
import { startSite } from '../cli/start-site.ts'
import { CHROMIUM_ARGS, launchChromium } from '../e2e/support/browser.ts'
import type { BenchResult } from './run.ts'

const ROUTES = {
  home: '/',
  article: '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
  landing: '/detroit/plumbing',
  directory: '/directory',
} as const
/** The route file whose budget each route type falls under (build/bundle-budget.ts). */
const ROUTE_FILES: Record<keyof typeof ROUTES, string> = {
  home: 'index.tsx',
  article: 'article.$slug.tsx',
  landing: '$city.$service.tsx',
  directory: 'directory.tsx',
}
const RUNS = 3
const BUDGET_KB = 100

/**
 * A proxy in front of the site that answers its HTML without scripts (script elements and
 * modulepreload links): the same server-rendered page, without the cost of its JavaScript. Its
 * answers are gzipped when the browser accepts it, as the site's own are (hono's compress): sent
 * uncompressed, the page took longer to arrive under Lighthouse's throttled network than the real
 * one, and the floor was slower than the page it is the floor of.
 */
async function startScriptlessProxy(origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const answer = await fetch(`${origin}${request.url ?? '/'}`, { redirect: 'manual' })
    const type = answer.headers.get('content-type') ?? ''
    const headers: Record<string, string> = { 'content-type': type }
    for (const name of ['cache-control', 'location']) {
      const value = answer.headers.get(name)
      if (value) headers[name] = value
    }
    let body: Buffer | string = Buffer.from(await answer.arrayBuffer())
    if (type.startsWith('text/html'))
      body = body
        .toString('utf8')
        .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
    if (
      /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')) &&
      COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)
    ) {
      body = gzipSync(body)
      headers['content-encoding'] = 'gzip'
    }
    response.writeHead(answer.status, headers)
    response.end(body)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

/** Each figure's median over `runs` Lighthouse runs. */
async function medianLighthouse(url: string, runs = RUNS): Promise<Record<string, number>> {
  const results: Record<string, number>[] = []
  for (let run = 0; run < runs; run++) results.push(await runLighthouse(url))
  const keys = Object.keys(results[0] ?? {})
  return Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key] ?? 0))]))
}

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
  const scriptless = await startScriptlessProxy(site.url)
  const budget = JSON.parse(
    await readFile(join(import.meta.dirname, '../dist/client/.vite/bundle-budget.json'), 'utf8'),
  ) as { route: string; kb: number; interactiveKb: number }[]
  try {
    const figures: Record<string, unknown> = {}
    const goals: NonNullable<BenchResult['goals']> = {}
    for (const [name, path] of Object.entries(ROUTES) as [keyof typeof ROUTES, string][]) {
      const routeBudget = budget.find(({ route }) => route === ROUTE_FILES[name])
      // Before interactive: the inline start script, which answers taps from the first paint;
      // before hydrated: the app it loads after the page has painted (decision 022).
      const beforeInteractiveKb = routeBudget?.interactiveKb ?? Number.NaN
      const beforeHydratedKb = routeBudget?.kb ?? Number.NaN
      const untilIdleKb = await measureJavaScript(`${site.url}${path}`)
      const scores = await medianLighthouse(`${site.url}${path}`)
      const floor = await medianLighthouse(`${scriptless.url}${path}`)
      figures[name] = {
        javaScriptKbGzip: {
          beforeInteractive: beforeInteractiveKb,
          beforeHydrated: beforeHydratedKb,
          untilNetworkIdle: untilIdleKb,
        },
        lighthouse: scores,
        withoutScripts: floor,
      }
      goals[`${name}.javaScript`] = {
        target: `<= ${BUDGET_KB} KB gzipped before interactive`,
        met: beforeInteractiveKb <= BUDGET_KB,
      }
      goals[`${name}.lighthouse`] = {
        target: 'performance, accessibility, best-practices, seo = 100',
        met:
          scores.performance === 100 &&
          scores.accessibility === 100 &&
          scores['best-practices'] === 100 &&
          scores.seo === 100,
      }
      goals[`${name}.vitals`] = {
        target: 'LCP <= 1.2 s, TBT <= 50 ms, CLS 0',
        met: (scores.lcpMs ?? Infinity) <= 1200 && (scores.tbtMs ?? Infinity) <= 50 && scores.cls === 0,
      }
      goals[`${name}.paintFirst`] = {
        target: 'FCP and LCP within 10% of the page without scripts',
        met:
          (scores.fcpMs ?? Infinity) <= (floor.fcpMs ?? 0) * 1.1 &&
          (scores.lcpMs ?? Infinity) <= (floor.lcpMs ?? 0) * 1.1,
      }
    }
    return { figures, goals }
  } finally {
    scriptless.server.close()
    await site.stop()
  }
}
