import { CATEGORIES } from '../data/categories.ts'
import { CITIES } from '../data/cities.ts'
import { SERVICES } from '../data/services.ts'
import { escapeXml } from './rss.ts'
import { absoluteUrl } from './structured-data.ts'

/** A post as the sitemap needs it: where it lives and when it last changed. */
export interface SitemapPost {
  id: string
  slug?: string | null
  /** Explicit last-modified date; else the later of published_at and created_at. */
  lastmod?: string | Date | null
  published_at?: string | null
  created_at?: string | null
}

type ChangeFrequency = 'daily' | 'weekly' | 'monthly'

interface SitemapEntry {
  path: string
  lastmod?: string
  changefreq: ChangeFrequency
  priority: string
}

function toTime(value: string | Date | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? undefined : time
}

/** W3C datetime of the post's last change, or undefined when it has no valid date. */
function lastModified(post: SitemapPost): string | undefined {
  const explicit = toTime(post.lastmod)
  const times = explicit === undefined ? [toTime(post.published_at), toTime(post.created_at)] : [explicit]
  const known = times.filter((time): time is number => time !== undefined)
  return known.length === 0 ? undefined : new Date(Math.max(...known)).toISOString()
}

function renderEntry(siteUrl: string, entry: SitemapEntry): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>`,
    entry.lastmod ? `    <lastmod>${entry.lastmod}</lastmod>` : '',
    `    <changefreq>${entry.changefreq}</changefreq>`,
    `    <priority>${entry.priority}</priority>`,
    '  </url>',
  ]
    .filter(Boolean)
    .join('\n')
}

/**
 * sitemaps.org XML of the site: the home page, every category page, the directory, the ten
 * /{city}/services hubs, the 100 /{city}/{service} landing pages and every post at
 * /article/{slug, else id} with its last-modified date. Posts listed twice appear once.
 * @example buildSitemapXml('https://news.example', [{ id: '1', slug: 'hello', created_at: '2024-03-01' }])
 */
export function buildSitemapXml(siteUrl: string, posts: readonly SitemapPost[]): string {
  const entries: SitemapEntry[] = [
    { path: '/', changefreq: 'daily', priority: '1.0' },
    ...CATEGORIES.map(
      (category): SitemapEntry => ({ path: category.path, changefreq: 'daily', priority: '0.8' }),
    ),
    { path: '/directory', changefreq: 'weekly', priority: '0.7' },
  ]
  for (const city of CITIES) {
    entries.push({ path: `/${city.slug}/services`, changefreq: 'weekly', priority: '0.6' })
    for (const service of SERVICES) {
      entries.push({ path: `/${city.slug}/${service.slug}`, changefreq: 'monthly', priority: '0.6' })
    }
  }
  const seen = new Set<string>()
  for (const post of posts) {
    const key = post.slug?.trim() || post.id
    const path = `/article/${encodeURIComponent(key)}`
    if (seen.has(path)) continue
    seen.add(path)
    const lastmod = lastModified(post)
    entries.push({ path, changefreq: 'monthly', priority: '0.7', ...(lastmod ? { lastmod } : {}) })
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => renderEntry(siteUrl, entry)),
    '</urlset>',
    '',
  ].join('\n')
}
