import { CATEGORIES } from '../data/categories.ts'
import { CITIES } from '../data/cities.ts'
import { SERVICES } from '../data/services.ts'
import { tagSlugsOf } from '../posts/related.ts'
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
  /** The post's tags: a tag two or more stories carry gets its /tag/{slug} page listed. */
  tags?: string[] | null
}

/** A tag page is listed in the sitemap once this many stories carry the tag (one story is its article). */
export const SITEMAP_TAG_MIN_STORIES = 2

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
 * /article/{slug, else id} with its last-modified date (posts listed twice appear once), then
 * each /tag/{slug} that at least SITEMAP_TAG_MIN_STORIES posts carry.
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
  const tagCounts = new Map<string, number>()
  for (const post of posts) {
    for (const slug of tagSlugsOf(post.tags)) tagCounts.set(slug, (tagCounts.get(slug) ?? 0) + 1)
  }
  for (const [slug, count] of [...tagCounts].sort(([a], [b]) => a.localeCompare(b))) {
    if (count >= SITEMAP_TAG_MIN_STORIES)
      entries.push({ path: `/tag/${slug}`, changefreq: 'weekly', priority: '0.5' })
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => renderEntry(siteUrl, entry)),
    '</urlset>',
    '',
  ].join('\n')
}
