/**
 * Readers beside anonymous API abuse: `newshub serve` (its own process, fresh in-memory database)
 * while four attacker loops send the worst public query we know of, an anonymous back-referencing
 * regular expression on every post's content (`content=match.(.*)(.*)(.*)\1\2\3z`), as fast as
 * they get answers. Meanwhile a reader load measures the article page (from the render cache, and
 * rendered fresh with a query string no cache has seen) and the homepage's REST query. Load comes
 * from child processes (bench/rest-load.ts), so it does not share the server's event loop.
 * Needs `npm run build` first.
 * Goals (decision 030): under attack, the article page p99 <= 200 ms (fresh renders) and the REST
 * home query p99 <= 300 ms.
 */
import { loadavg } from 'node:os'
import { HOME_PAGE_SIZE } from '../core/constants.ts'
import { HOME_POST_COLUMNS } from '../core/posts/post.ts'
import { type LoadResult, runLoad } from './load.ts'
import type { BenchResult } from './run.ts'
import { residentMb, startServer } from './ssr.bench.ts'

const ATTACKERS = 4
const READERS = 10
const SECONDS = 10
const ARTICLE = '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes'
const ATTACK = `/rest/v1/blog_posts?select=id&content=match.${encodeURIComponent('(.*)(.*)(.*)\\1\\2\\3z')}`
const HOME_QUERY = `/rest/v1/blog_posts?select=${HOME_POST_COLUMNS.join(',')}&order=created_at.desc&limit=${HOME_PAGE_SIZE}`

function load(url: string, key: string, concurrency: number, seconds: number): Promise<LoadResult> {
  return runLoad('rest-load.ts', [url, key, String(concurrency), '10000000', String(seconds)], seconds)
}

/** The anon key the server's pages carry (in the page's config). */
async function anonKeyOf(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text()
  const key = /"anonKey":"([^"]+)"/.exec(html)?.[1]
  if (!key) throw new Error('The anon key was not found in the home page.')
  return key
}

async function readerRuns(url: string, key: string) {
  return {
    articleCached: await load(url + ARTICLE, '-', READERS, SECONDS),
    articleFresh: await load(`${url}${ARTICLE}?fresh={n}`, '-', READERS, SECONDS),
    restHome: await load(url + HOME_QUERY, key, READERS, SECONDS),
  }
}

export async function run(): Promise<BenchResult> {
  const { child, url } = await startServer()
  try {
    const key = await anonKeyOf(url)
    // Warm up: first renders, compiled queries, JIT.
    await readerRuns(url, key)
    const loadBefore = loadavg()
    const quiet = await readerRuns(url, key)
    const attack = load(url + ATTACK, key, ATTACKERS, 3 * SECONDS + 15)
    const underAttack = await readerRuns(url, key)
    const attackers = await attack
    const loadAfter = loadavg()
    const memoryMb = await residentMb(child.pid as number)
    return {
      figures: {
        readers: READERS,
        attackers: ATTACKERS,
        seconds: SECONDS,
        attackQuery: decodeURIComponent(ATTACK),
        quiet,
        underAttack,
        attackersAnswered: attackers,
        memoryMb,
        loadAverage: {
          before: loadBefore.map((n) => Math.round(n * 100) / 100),
          after: loadAfter.map((n) => Math.round(n * 100) / 100),
        },
      },
      goals: {
        article: {
          target: 'article page (fresh render) p99 <= 200 ms with four attacker loops',
          met: underAttack.articleFresh.p99Ms <= 200 && underAttack.articleFresh.failures === 0,
        },
        restHome: {
          target: 'REST home query p99 <= 300 ms with four attacker loops',
          met: underAttack.restHome.p99Ms <= 300 && underAttack.restHome.failures === 0,
        },
      },
    }
  } finally {
    child.kill('SIGTERM')
  }
}
