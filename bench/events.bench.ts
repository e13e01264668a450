/**
 * The counting endpoint under load: `newshub serve` (its own process, a fresh data folder)
 * takes reader beacons (one page view each) from 20 connections, each from its own loopback
 * address: alone, then while 10 readers load the article page as fast as they get answers. Load comes from child processes
 * (bench/events-load.ts, bench/rest-load.ts), so it does not share the server's event loop.
 * Needs `npm run build` first. Counts what was stored afterwards: every 204 is a stored event.
 * Goal (issue "Owner insight"): at least 2,000 events/s while the article page keeps p99 <= 100 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadKeys } from '../supabase/local/keys/index.ts'
import { runLoad } from './load.ts'
import type { BenchResult } from './run.ts'
import { startServer } from './ssr.bench.ts'

const SECONDS = 10
const SENDERS = 20
const READERS = 10
const ARTICLE = '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes'

const readers = (url: string) =>
  runLoad('rest-load.ts', [url + ARTICLE, '-', String(READERS), '10000000', String(SECONDS)], SECONDS)
/** Beacons from SENDERS connections, from loopback addresses starting at `first` (each its own limit). */
const beacons = (url: string, first: string) =>
  runLoad('events-load.ts', [url, String(SENDERS), String(SECONDS), ARTICLE, first], SECONDS)

/** Events stored, read with the service role from the server's own API. */
async function storedEvents(url: string, serviceKey: string): Promise<number> {
  const response = await fetch(`${url}/rest/v1/analytics_events?select=id`, {
    method: 'HEAD',
    headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, prefer: 'count=exact' },
  })
  return Number(response.headers.get('content-range')?.split('/')[1] ?? 0)
}

export async function run(): Promise<BenchResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'newshub-bench-events-'))
  // The keys the server will use, written first so this process can count what was stored.
  const { serviceRoleKey } = await loadKeys({ dataDir })
  const { child: server, url } = await startServer(dataDir)
  try {
    // Warm up: the article's render, compiled queries, JIT.
    await Promise.all([readers(url), runLoad('events-load.ts', [url, '4', '3', ARTICLE, '900'], 3)])
    const before = await storedEvents(url, serviceRoleKey)
    const loadBefore = loadavg()
    const quiet = await readers(url)
    const alone = await beacons(url, '0')
    const [underLoad, events] = await Promise.all([readers(url), beacons(url, '500')])
    // Every answered beacon is stored within the writer's wait (50 ms): allow it a moment.
    const sent = alone.requests + events.requests - alone.failures - events.failures
    let stored = 0
    for (let tries = 0; tries < 50 && stored < sent; tries++) {
      stored = (await storedEvents(url, serviceRoleKey)) - before
      if (stored < sent) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return {
      figures: {
        seconds: SECONDS,
        senders: SENDERS,
        readers: READERS,
        eventsAlone: alone,
        eventsWithReaders: events,
        eventsStored: stored,
        eventsSent: sent,
        articleQuiet: quiet,
        articleWhileCounting: underLoad,
        loadAverage: {
          before: loadBefore.map((n) => Math.round(n * 100) / 100),
          after: loadavg().map((n) => Math.round(n * 100) / 100),
        },
      },
      goals: {
        events: {
          target: 'POST /event takes >= 2,000 events/s beside 10 article readers (each stored, no failures)',
          met: events.requestsPerSecond >= 2000 && events.failures === 0 && stored === sent,
        },
        article: {
          target: 'the article page keeps p99 <= 100 ms meanwhile',
          met: underLoad.p99Ms <= 100 && underLoad.failures === 0,
        },
      },
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
  }
}
