/**
 * Server-rendered pages under load: `newshub serve` (its own process, on a fresh in-memory database)
 * takes 50 connections for 10 s per page from autocannon (another process), so the load generator
 * does not share the server's event loop. Also records the server's resident memory before the runs
 * and after them (once it has settled). Then a second server, whose database holds 10,000 listings
 * spread over the 100 landing pages (about 200 a page, 50 shown), serves one landing page: from the
 * render cache as readers get it, and rendered afresh for every request (a Cookie header keeps the
 * cache out), beside the seed's landing page rendered afresh. Needs `npm run build` first.
 * Goals: home, article and the landing page at 10,000 listings >= 1,000 requests/s each with
 * p99 <= 100 ms and 0 errors; that landing page rendered afresh for every request p99 <= 200 ms at
 * 10 connections (decision 030's goal for fresh renders); server memory back within 50 MB of its
 * start after the runs.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CITIES } from '../core/data/cities.ts'
import { SERVICES } from '../core/data/services.ts'
import { loadKeys } from '../supabase/local/keys/index.ts'
import type { BenchResult } from './run.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CONNECTIONS = 50
const SECONDS = 10
const PAGES = {
  home: '/',
  article: '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
  landing: '/detroit/plumbing',
} as const
/** Listings in the second server's database, and the landing page measured there. */
const LISTINGS = 10_000
const LISTINGS_BATCH = 1000
const LANDING_AT_SCALE = '/troy/hvac'
/** Requests that carry a Cookie are rendered for themselves (decision 015): every one is a render. */
const FRESH = { Cookie: 'bench=fresh' }
const FRESH_CONNECTIONS = 10

interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  timeouts: number
  non2xx: number
  /** Answers by status class, when any was not a 2xx. */
  statuses?: { '2xx': number; '4xx': number; '5xx': number }
}

/** `newshub serve` on a fresh in-memory database, or on the data folder `dataDir`. */
export function startServer(dataDir?: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      join(root, 'bin/newshub.js'),
      'serve',
      '--port',
      '0',
      ...(dataDir ? ['--data-dir', dataDir] : ['--in-memory']),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match) resolve({ child, url: match[1] as string })
    })
    child.once('exit', (code) => reject(new Error(`newshub serve stopped (exit code ${code}): ${output}`)))
  })
}

export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

function autocannon(
  url: string,
  seconds = SECONDS,
  options: { connections?: number; headers?: Record<string, string>; postJson?: unknown } = {},
): Promise<LoadFigures> {
  const bin = join(root, 'node_modules/autocannon/autocannon.js')
  const headers = Object.entries(options.headers ?? {}).flatMap(([key, value]) => ['-H', `${key}=${value}`])
  const connections = String(options.connections ?? CONNECTIONS)
  const body =
    options.postJson === undefined
      ? []
      : ['-m', 'POST', '-H', 'Content-Type=application/json', '-b', JSON.stringify(options.postJson)]
  const child = spawn(
    process.execPath,
    [bin, '-c', connections, '-d', String(seconds), ...headers, ...body, '-j', url],
    {
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (exit code ${code})`))
      const result = JSON.parse(output) as {
        requests: { average: number }
        latency: { p50: number; p99: number }
        errors: number
        timeouts: number
        non2xx: number
        '2xx': number
        '4xx': number
        '5xx': number
      }
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
        ...(result.non2xx
          ? { statuses: { '2xx': result['2xx'], '4xx': result['4xx'], '5xx': result['5xx'] } }
          : {}),
      })
    })
  })
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const fast = (page: LoadFigures | undefined) =>
  Boolean(
    page &&
      page.requestsPerSecond >= 1000 &&
      page.p99Ms <= 100 &&
      page.errors + page.timeouts + page.non2xx === 0,
  )
const READER_GOAL = '>= 1,000 req/s, p99 <= 100 ms, 0 errors at 50 connections'

/**
 * `count` published listings over the 100 landing pages, each serving one service in two cities
 * (every 50th unpublished, as readers never count), posted through the API as an owner's import
 * would be, in batches the API's body limit takes.
 */
async function addListings(url: string, serviceRoleKey: string, count: number): Promise<void> {
  for (let first = 0; first < count; first += LISTINGS_BATCH) {
    const rows = Array.from({ length: Math.min(LISTINGS_BATCH, count - first) }, (_, index) => {
      const n = first + index
      const city = (offset: number) => CITIES[(Math.floor(n / 10) + offset) % CITIES.length]?.slug as string
      return {
        name: `Bench business ${n}`,
        services: [SERVICES[n % SERVICES.length]?.slug as string],
        cities: [city(0), city(1 + Math.floor(n / 100))].filter((slug, i, all) => all.indexOf(slug) === i),
        phone: `(248) 555-${String(n % 10_000).padStart(4, '0')}`,
        street_address: `${1 + (n % 900)} Big Beaver Rd`,
        locality: 'Troy',
        postal_code: '48084',
        hours: 'Mon-Fri 08:00-17:00; Sat 09:00-13:00',
        website: n % 3 === 0 ? `https://business-${n}.example` : null,
        description: 'A business listed for the benchmark.',
        sponsored: n % 7 === 0,
        published: n % 50 !== 0,
      }
    })
    const response = await fetch(`${url}/rest/v1/listings`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=minimal',
      },
      body: JSON.stringify(rows),
    })
    if (!response.ok) throw new Error(`Adding listings failed: ${response.status} ${await response.text()}`)
  }
}

/** How many listings a landing page says it has ("Showing 50 of 212 listings"), or its cards' count. */
async function listingsShown(url: string): Promise<{ shown: number; total: number; bytes: number }> {
  const html = await (await fetch(url)).text()
  const shown = html.split('data-testid="listing"').length - 1
  const total = Number(/Showing (?:<!-- -->)?\d+(?:<!-- -->)? of (?:<!-- -->)?(\d+)/.exec(html)?.[1] ?? shown)
  return { shown, total, bytes: Buffer.byteLength(html) }
}

/** The seed's pages on a fresh in-memory database (figures comparable with earlier runs). */
async function seedRuns() {
  const { child, url } = await startServer()
  try {
    // Warm up every page (first renders, caches, JIT) before measuring anything.
    for (const path of Object.values(PAGES)) await autocannon(url + path, 2)
    const startMb = await residentMb(child.pid as number)
    const pages: Record<string, LoadFigures> = {}
    for (const [name, path] of Object.entries(PAGES)) pages[name] = await autocannon(url + path)
    await settle(5_000)
    const endMb = await residentMb(child.pid as number)
    await autocannon(url + PAGES.landing, 2, { connections: FRESH_CONNECTIONS, headers: FRESH })
    const landingFresh = await autocannon(url + PAGES.landing, SECONDS, {
      connections: FRESH_CONNECTIONS,
      headers: FRESH,
    })
    return { pages, landingFresh, memory: { startMb, endMb } }
  } finally {
    child.kill('SIGTERM')
  }
}

/** One landing page of a site with 10,000 listings, from the render cache and rendered afresh. */
async function scaleRuns() {
  const dataDir = await mkdtemp(join(tmpdir(), 'newshub-bench-ssr-'))
  try {
    // The keys the server will use, written first so this process can add the listings.
    const { serviceRoleKey, anonKey } = await loadKeys({ dataDir })
    const { child, url } = await startServer(dataDir)
    try {
      const started = performance.now()
      await addListings(url, serviceRoleKey, LISTINGS)
      const addSeconds = Math.round((performance.now() - started) / 100) / 10
      const page = await listingsShown(url + LANDING_AT_SCALE)
      // The page's own query (public.landing_listings) as one reader's browser sends it, with no page
      // around it, from one connection (one reader).
      const [, city, service] = LANDING_AT_SCALE.split('/')
      const rpc = (seconds = SECONDS) =>
        autocannon(`${url}/rest/v1/rpc/landing_listings`, seconds, {
          connections: 1,
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
          postJson: { city, service, max_rows: 50 },
        })
      // The query first, on a calm server: the page runs after it leave a backlog behind them.
      await rpc(2)
      const query = await rpc()
      await autocannon(url + LANDING_AT_SCALE, 2)
      await autocannon(url + LANDING_AT_SCALE, 2, { connections: FRESH_CONNECTIONS, headers: FRESH })
      const cached = await autocannon(url + LANDING_AT_SCALE)
      const fresh = await autocannon(url + LANDING_AT_SCALE, SECONDS, {
        connections: FRESH_CONNECTIONS,
        headers: FRESH,
      })
      return {
        listings: LISTINGS,
        addSeconds,
        path: LANDING_AT_SCALE,
        page: { ...page, htmlKb: Math.round(page.bytes / 1024) },
        cached,
        fresh,
        listingsQuery: { connections: 1, ...query },
      }
    } finally {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

export async function run(): Promise<BenchResult> {
  const loadBefore = loadavg()
  const seed = await seedRuns()
  const scale = await scaleRuns()
  const loadAfter = loadavg()
  const { pages, memory } = seed
  const freshOk = (page: LoadFigures) => page.p99Ms <= 200 && page.errors + page.timeouts + page.non2xx === 0
  return {
    figures: {
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...pages,
      landingFresh: { connections: FRESH_CONNECTIONS, ...seed.landingFresh },
      memory,
      atTenThousandListings: {
        ...scale,
        page: { shown: scale.page.shown, total: scale.page.total, htmlKb: scale.page.htmlKb },
        fresh: { connections: FRESH_CONNECTIONS, ...scale.fresh },
      },
      loadAverage: {
        before: loadBefore.map((n) => Math.round(n * 100) / 100),
        after: loadAfter.map((n) => Math.round(n * 100) / 100),
      },
    },
    goals: {
      home: { target: READER_GOAL, met: fast(pages.home) },
      article: { target: READER_GOAL, met: fast(pages.article) },
      landingAtTenThousandListings: {
        target: `${LANDING_AT_SCALE} with 10,000 listings in the table: ${READER_GOAL}`,
        met: fast(scale.cached) && scale.page.shown === 50 && scale.page.total > 50,
      },
      landingFreshAtTenThousandListings: {
        target: `${LANDING_AT_SCALE} with 10,000 listings, rendered afresh for every request: p99 <= 200 ms, 0 errors at ${FRESH_CONNECTIONS} connections`,
        met: freshOk(scale.fresh),
      },
      memory: {
        target: 'server memory back within 50 MB of its start',
        met: memory.endMb - memory.startMb <= 50,
      },
    },
  }
}
