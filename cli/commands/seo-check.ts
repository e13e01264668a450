import { type PostBrief, readPostBrief } from '../../core/generator/post-brief.ts'
import type { FetchOutcome, SeoCheckResult } from '../../core/seo/checks.ts'
import { auditSite, type PageAudit } from '../../core/seo/site-audit.ts'
import { loadKeys } from '../../supabase/local/index.ts'
import {
  createServiceClient,
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
    return { ok: (await fetch(url, { signal: AbortSignal.timeout(30_000) })).ok }
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

/**
 * Reads generated posts' briefs from the data folder's own site with its service role, so an
 * article page is scored on Topic and Claims as the editor scores it.
 */
async function briefReader(
  siteUrl: string,
  dataDir: string,
): Promise<(slug: string) => Promise<PostBrief | null>> {
  const { serviceRoleKey } = await loadKeys({ dataDir })
  const client = createServiceClient(siteUrl, serviceRoleKey)
  return async (slug) => {
    const { data, error } = await client.rpc('post_brief', { slug })
    if (error) throw new Error(error.message)
    return readPostBrief(data)
  }
}

const MARK = { pass: 'pass', warning: 'warn', fail: 'FAIL' } as const

function describeCheck(check: SeoCheckResult): string {
  return `${MARK[check.status]} ${check.name}: ${check.message}`
}

function describe(audit: PageAudit): string {
  const problems = audit.checks.filter((check) => check.status !== 'pass')
  const notes = problems.map((check) => `${MARK[check.status]} ${check.name}`).join(', ')
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
  const dataDir = resolveDataDir(options)
  // The data folder's own site (started here or running on it): its posts' briefs can be read.
  let ownSite = target === undefined ? undefined : findRunningServer(dataDir)?.url
  if (!target) {
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
    ownSite = target
    noteDataDir(options, dataDir, running)
  }
  try {
    const origin = new URL(target).origin
    // The site itself must answer: a wrong address is one clear error, not a table of failures.
    if (!options.all) await fetchText(target)
    else await fetchText(`${origin}/sitemap.xml`)
    const spinner = output.spin(options.all ? 'Reading the sitemap...' : 'Checking 1 page...')
    const audit = await auditSite({
      origin,
      sitemapUrl: `${origin}/functions/v1/sitemap`,
      ...(options.all ? {} : { urls: [target] }),
      fetchText,
      probe,
      ...(ownSite && new URL(ownSite).origin === origin
        ? { briefOf: await briefReader(ownSite, dataDir) }
        : {}),
      concurrency: options.concurrency ?? 4,
      onProgress: (count, total) => {
        // A line per page would drown the table: only a spinner shows this.
        if (spinner) spinner.text = `Checked ${count} of ${total} pages...`
      },
    })
    spinner?.stop()
    const { pages, siteChecks, score } = audit
    for (const check of siteChecks) output.line(describeCheck(check))
    for (const page of pages) {
      output.line(describe(page))
      // One page: every check with what to do about it; with --all the table stays one line a page.
      if (!options.all) for (const check of page.checks) output.line(`      ${describeCheck(check)}`)
    }
    const failing = pages.filter((page) => page.checks.some((check) => check.status === 'fail')).length
    output.line(
      `\nSite score: ${score}% over the site-wide checks and ${pages.length} page${pages.length === 1 ? '' : 's'}; ${failing} with a failing check.`,
    )
    const failures = pages.flatMap((page) => (page.error ? [page.error] : []))
    output.result({ score, siteChecks, pages, unreachable: failures })
    if (failures.length > 0)
      throw new Error(
        `${failures.length} of ${pages.length} pages could not be fetched (first: ${failures[0]})`,
      )
    if (options.minScore !== undefined && score < options.minScore) {
      throw new Error(`Site score ${score}% is under the minimum of ${options.minScore}%.`)
    }
  } finally {
    await started?.stop()
  }
}
