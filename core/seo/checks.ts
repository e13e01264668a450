import { SEO_SCORE_EXCELLENT, SEO_SCORE_GOOD } from '../constants.ts'

/** Status of one SEO check. */
export const SEO_CHECK_STATUSES = ['pass', 'fail', 'warning'] as const
export type SeoCheckStatus = (typeof SEO_CHECK_STATUSES)[number]

/** One SEO check's outcome. */
export interface SeoCheckResult {
  name: string
  status: SeoCheckStatus
  message: string
  action?: { label: string; href: string }
}

/** What the checks read from a page's head. */
export interface HeadSnapshot {
  title: string | null
  description: string | null
  ogTitle: string | null
  twitterCard: string | null
  /** og:image: the link-preview picture's URL. */
  ogImage: string | null
  /** og:type: 'article' on article pages. */
  ogType: string | null
  /** The keywords meta, as written (comma-separated). */
  keywords: string | null
  jsonLdCount: number
  canonical: string | null
  googleSiteVerification: string | null
}

/** Result of fetching a URL: its `ok` flag, or the error thrown when the fetch itself failed. */
export type FetchOutcome = { ok: boolean } | { error: unknown }

/** What the site-wide checks read: robots.txt, the sitemap and the home page's verification tag. */
export interface SiteSnapshot {
  robots: FetchOutcome
  sitemap: FetchOutcome
  /** Where the sitemap check's 'View' link points. */
  sitemapUrl: string
  /** The home page's google-site-verification content, or null. */
  googleSiteVerification: string | null
}

function checkRobots(outcome: FetchOutcome): SeoCheckResult {
  const name = 'Robots.txt'
  if ('error' in outcome) return { name, status: 'fail', message: 'Error checking robots.txt' }
  return outcome.ok
    ? { name, status: 'pass', message: 'robots.txt is accessible and properly configured' }
    : { name, status: 'fail', message: 'robots.txt not found or inaccessible' }
}

function checkSitemap(outcome: FetchOutcome, sitemapUrl: string): SeoCheckResult {
  const name = 'XML Sitemap'
  const action = { label: 'View', href: sitemapUrl }
  if ('error' in outcome) {
    return { name, status: 'warning', message: 'Could not verify sitemap (may be CORS restricted)', action }
  }
  return outcome.ok
    ? { name, status: 'pass', message: 'Dynamic sitemap is accessible and updating automatically', action }
    : { name, status: 'fail', message: 'Sitemap not accessible', action }
}

/** The site-wide checks, in dashboard order: robots.txt, the sitemap and search-console verification. */
export function runSiteChecks(site: SiteSnapshot): SeoCheckResult[] {
  const verified = (site.googleSiteVerification ?? '').trim() !== ''
  return [
    checkRobots(site.robots),
    checkSitemap(site.sitemap, site.sitemapUrl),
    {
      name: 'Search Console',
      status: verified ? 'pass' : 'warning',
      message: verified ? 'GSC verification configured' : 'GSC verification not configured',
    },
  ]
}

/** SEO score: passed checks over all checks as a rounded percent (0 when there are none). */
export function scoreSeoChecks(results: readonly SeoCheckResult[]): number {
  if (results.length === 0) return 0
  return Math.round((results.filter((result) => result.status === 'pass').length / results.length) * 100)
}

/** The band a score falls in: 80+ excellent (green), 60-79 good (yellow), under 60 needs attention (red). */
export interface SeoScoreBand {
  label: 'Excellent SEO health' | 'Good - Room for improvement' | 'Needs attention'
  color: 'green' | 'yellow' | 'red'
}

/** Band of a score, with its label and colour. */
export function describeSeoScore(score: number): SeoScoreBand {
  if (score >= SEO_SCORE_EXCELLENT) return { label: 'Excellent SEO health', color: 'green' }
  if (score >= SEO_SCORE_GOOD) return { label: 'Good - Room for improvement', color: 'yellow' }
  return { label: 'Needs attention', color: 'red' }
}
