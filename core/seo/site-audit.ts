import type { PostBrief } from '../generator/post-brief.ts'
import { elementsNamed } from '../html/tokens.ts'
import { visibleText } from '../html/visible-text.ts'
import { type FetchOutcome, runSiteChecks, type SeoCheckResult, scoreSeoChecks } from './checks.ts'
import { parseHeadSnapshot } from './head-snapshot.ts'
import { pageFactsOfHtml, scorePage } from './page-score.ts'

const LOC = new Set(['loc'])

/** The <loc> URLs of a sitemaps.org sitemap, in order. */
export function extractSitemapUrls(xml: string): string[] {
  return elementsNamed(xml, LOC).map((loc) => visibleText(loc.inner).trim())
}

/**
 * Every page URL a sitemap lists, following a sitemap index (sitemaps.org <sitemapindex>) into its
 * files one level down; each URL once, in order.
 */
export async function readSitemapUrls(
  url: string,
  fetchText: (url: string) => Promise<string>,
): Promise<string[]> {
  const xml = await fetchText(url)
  const listed = extractSitemapUrls(xml)
  if (!/<sitemapindex[\s>]/.test(xml)) return listed
  const files = await Promise.all(listed.map(async (file) => extractSitemapUrls(await fetchText(file))))
  return [...new Set(files.flat())]
}

/** One audited page: its score and checks (scorePage), or why it could not be fetched. */
export interface PageAudit {
  url: string
  score: number
  checks: SeoCheckResult[]
  /** Set when the page could not be fetched; it then scores 0 with one failed 'Page' check. */
  error?: string
}

/** A site's audit: the site-wide checks, every page's audit and the site score. */
export interface SiteAudit {
  siteChecks: SeoCheckResult[]
  pages: PageAudit[]
  /** Passed checks over all checks, the site-wide ones and every page's, as a rounded percent. */
  score: number
}

/** Audits one page from its HTML with the one page score (and a generated article's brief, when known). */
export function auditPage(url: string, html: string, brief: PostBrief | null = null): PageAudit {
  return { url, ...scorePage({ ...pageFactsOfHtml(html), brief }) }
}

/** The slug of an article page's URL ('/article/{slug}'), or null for any other page. */
export function articleSlugOfUrl(url: string): string | null {
  const match = /^\/article\/([^/]+)\/?$/.exec(new URL(url, 'http://localhost').pathname)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** Site score: passed checks over all checks (site-wide and every page's), rounded; 0 for none. */
export function scoreSite(siteChecks: readonly SeoCheckResult[], pages: readonly PageAudit[]): number {
  return scoreSeoChecks([...siteChecks, ...pages.flatMap((page) => page.checks)])
}

/** How a site audit reaches the site: the dashboard passes the browser's fetch, the CLI Node's. */
export interface SiteAuditOptions {
  /** The site's origin, such as 'http://localhost:8080'. */
  origin: string
  /** Where the sitemap function answers (probed, and linked from the sitemap check). */
  sitemapUrl: string
  /** Audit these pages; by default every page the origin's /sitemap.xml lists. */
  urls?: readonly string[]
  /** Fetches a URL's text; throws an Error with a one-line message when it cannot. */
  fetchText: (url: string) => Promise<string>
  /** Whether a URL answers 2xx, or the error when the fetch itself failed. */
  probe: (url: string) => Promise<FetchOutcome>
  /** Pages fetched at once (default 4). */
  concurrency?: number
  /**
   * The brief a generated post was written to, by its slug, when the auditor may read it (the
   * owner's dashboard and CLI): its article page is then also scored on Topic and Claims, as the
   * editor's report scores it. A failed lookup scores the page without it.
   */
  briefOf?: (slug: string) => Promise<PostBrief | null>
  /** Told after each page: how many are done of how many. */
  onProgress?: (done: number, total: number) => void
}

/**
 * Audits a site the way the SEO dashboard and `newshub seo-check` both do: robots.txt, the sitemap
 * and the home page's verification tag, then each page (every sitemap page by default) a few at a
 * time with the one page score. A page that cannot be fetched is kept with its error.
 */
export async function auditSite(options: SiteAuditOptions): Promise<SiteAudit> {
  const { origin, sitemapUrl, fetchText, probe } = options
  const [robots, sitemap, home] = await Promise.all([
    probe(`${origin}/robots.txt`),
    probe(sitemapUrl),
    fetchText(`${origin}/`).catch(() => ''),
  ])
  const siteChecks = runSiteChecks({
    robots,
    sitemap,
    sitemapUrl,
    googleSiteVerification: parseHeadSnapshot(home).googleSiteVerification,
  })
  const urls = options.urls ?? (await readSitemapUrls(`${origin}/sitemap.xml`, fetchText))
  const pages: PageAudit[] = new Array(urls.length)
  let next = 0
  let finished = 0
  await Promise.all(
    Array.from({ length: Math.min(options.concurrency ?? 4, urls.length) }, async () => {
      while (next < urls.length) {
        const index = next++
        const url = urls[index] as string
        try {
          const html = await fetchText(url)
          const slug = articleSlugOfUrl(url)
          const brief = slug && options.briefOf ? await options.briefOf(slug).catch(() => null) : null
          pages[index] = auditPage(url, html, brief)
        } catch (error) {
          const message = (error as Error).message
          pages[index] = {
            url,
            score: 0,
            checks: [{ name: 'Page', status: 'fail', message }],
            error: message,
          }
        }
        options.onProgress?.(++finished, urls.length)
      }
    }),
  )
  return { siteChecks, pages, score: scoreSite(siteChecks, pages) }
}

const SEVERITY = { pass: 0, warning: 1, fail: 2 } as const

/**
 * One card per check for the dashboard: the site-wide checks as they are, then each page check
 * over every page, with the worst status and how many pages it holds for (the first problem quoted).
 */
export function summarizeChecks(audit: SiteAudit): SeoCheckResult[] {
  const names = [...new Set(audit.pages.flatMap((page) => page.checks.map((check) => check.name)))]
  return [
    ...audit.siteChecks,
    ...names.map((name) => {
      const results = audit.pages.flatMap((page) =>
        page.checks.filter((check) => check.name === name).map((check) => ({ page, check })),
      )
      const problems = results.filter(({ check }) => check.status !== 'pass')
      const worst = problems.reduce<SeoCheckResult['status']>(
        (status, { check }) => (SEVERITY[check.status] > SEVERITY[status] ? check.status : status),
        'pass',
      )
      const first = problems[0]
      const counted = `${results.length} page${results.length === 1 ? '' : 's'}`
      return {
        name,
        status: worst,
        message: first
          ? `${problems.length} of ${counted}: ${first.check.message} (${first.page.url})`
          : `All ${counted}: ${results[0]?.check.message ?? ''}`,
      }
    }),
  ]
}
