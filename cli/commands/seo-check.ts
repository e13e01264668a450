import type { FetchOutcome } from '../../core/seo/checks.ts'
import { auditPage, extractSitemapUrls, type PageAudit, scoreSite } from '../../core/seo/site-audit.ts'
import {
  describeFetchFailure,
  findRunningServer,
  noteDataDir,
  parseHttpUrl,
  resolveDataDir,
} from '../backend.ts'
import { createOutput } from '../output.ts'
import { startSite } from '../start-site.ts'

/** Options of `newshub seo-check`. */
export interface SeoCheckOptions {
  all?: boolean
  minScore?: number
  json?: boolean
  dataDir?: string
  concurrency?: number
}

async function probe(url: string): Promise<FetchOutcome> {
  try {
    return { ok: (await fetch(url)).ok }
  } catch (error) {
    return { error }
  }
}

async function fetchText(url: string): Promise<string> {
  let response: Response
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  } catch (error) {
    throw new Error(
      `Cannot reach ${url} (${describeFetchFailure(error)}): check the address and that the site is running.`,
    )
  }
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}: check the address.`)
  return response.text()
}

/** Audits pages a few at a time, reporting each as it finishes. */
async function auditAll(
  urls: string[],
  site: Parameters<typeof auditPage>[2],
  concurrency: number,
  done: (count: number) => void,
) {
  const audits: PageAudit[] = new Array(urls.length)
  const failures: string[] = []
  let next = 0
  let finished = 0
  await Promise.all(
    Array.from({ length: Math.min(concurrency, urls.length) }, async () => {
      while (next < urls.length) {
        const index = next++
        const url = urls[index] as string
        const html = await fetchText(url).catch((error: Error) => {
          failures.push(error.message)
          return ''
        })
        audits[index] = auditPage(url, html, site)
        done(++finished)
      }
    }),
  )
  return { audits, failures }
}

function describe(audit: PageAudit): string {
  const problems = audit.checks.filter((check) => check.status !== 'pass')
  const notes = problems
    .map((check) => `${check.status === 'fail' ? 'FAIL' : 'warn'} ${check.name}`)
    .join(', ')
  return `${String(audit.score).padStart(3)}%  ${audit.url}${notes ? `  (${notes})` : ''}`
}

/**
 * `newshub seo-check [url]`: the dashboard's checks on one page, or with --all on every page of the
 * sitemap, with a per-page table and a site score; exit 1 when the score is under --min-score.
 * Without a URL it checks the running `newshub serve`, or starts the site for the check.
 */
export async function runSeoCheck(url: string | undefined, options: SeoCheckOptions): Promise<void> {
  const output = createOutput(options)
  let started: Awaited<ReturnType<typeof startSite>> | undefined
  let target = url === undefined ? undefined : parseHttpUrl('the page address', url).href
  if (!target) {
    const dataDir = resolveDataDir(options)
    const running = findRunningServer(dataDir)
    if (running) target = running.url
    else {
      started = await startSite({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        create: false,
        command: 'newshub seo-check',
      })
      target = started.url
    }
    noteDataDir(options, dataDir, running)
  }
  try {
    const origin = new URL(target).origin
    const sitemapUrl = `${origin}/functions/v1/sitemap`
    const site = { robots: await probe(`${origin}/robots.txt`), sitemap: await probe(sitemapUrl), sitemapUrl }
    const urls = options.all ? extractSitemapUrls(await fetchText(`${origin}/sitemap.xml`)) : [target]
    const spinner = output.spin(`Checking ${urls.length} page${urls.length === 1 ? '' : 's'}...`)
    const { audits, failures } = await auditAll(urls, site, options.concurrency ?? 4, (count) => {
      // A line per page would drown the table: only a spinner shows this.
      if (spinner) spinner.text = `Checked ${count} of ${urls.length} pages...`
    })
    spinner?.stop()
    for (const audit of audits) output.line(describe(audit))
    const score = scoreSite(audits)
    const failing = audits.filter((audit) => audit.checks.some((check) => check.status === 'fail')).length
    output.line(
      `\nSite score: ${score}% over ${audits.length} page${audits.length === 1 ? '' : 's'}; ${failing} with a failing check.`,
    )
    output.result({ score, pages: audits, unreachable: failures })
    if (failures.length === 1 && urls.length === 1) throw new Error(failures[0])
    if (failures.length > 0)
      throw new Error(
        `${failures.length} of ${urls.length} pages could not be fetched (first: ${failures[0]})`,
      )
    if (options.minScore !== undefined && score < options.minScore) {
      throw new Error(`Site score ${score}% is under the minimum of ${options.minScore}%.`)
    }
  } finally {
    await started?.stop()
  }
}
