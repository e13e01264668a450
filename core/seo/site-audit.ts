import { elementsNamed } from '../html/tokens.ts'
import { visibleText } from '../html/visible-text.ts'
import { type FetchOutcome, runSeoChecks, type SeoCheckResult, scoreSeoChecks } from './checks.ts'
import { parseHeadSnapshot } from './head-snapshot.ts'

const LOC = new Set(['loc'])

/** The <loc> URLs of a sitemaps.org sitemap, in order. */
export function extractSitemapUrls(xml: string): string[] {
  return elementsNamed(xml, LOC).map((loc) => visibleText(loc.inner).trim())
}

/** One audited page. */
export interface PageAudit {
  url: string
  score: number
  checks: SeoCheckResult[]
}

/** Audits one page from its HTML and the site's robots and sitemap fetch results, with the dashboard's rules. */
export function auditPage(
  url: string,
  html: string,
  site: { robots: FetchOutcome; sitemap: FetchOutcome; sitemapUrl: string },
): PageAudit {
  const checks = runSeoChecks({ head: parseHeadSnapshot(html), ...site })
  return { url, score: scoreSeoChecks(checks), checks }
}

/** Site score: the pages' scores averaged and rounded (0 for no pages). */
export function scoreSite(audits: readonly PageAudit[]): number {
  if (audits.length === 0) return 0
  return Math.round(audits.reduce((sum, audit) => sum + audit.score, 0) / audits.length)
}
