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

/** The pages that are not posts: home, categories, the directory, city hubs and landing pages. */
function sitePageEntries(): SitemapEntry[] {
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
  return entries
}

/** Where a post lives: /article/{slug, else id}. */
function articlePath(post: Pick<SitemapPost, 'id' | 'slug'>): string {
  return `/article/${encodeURIComponent(post.slug?.trim() || post.id)}`
}

/** Each post once (a post listed twice appears once), with its last-modified date. */
function postEntries(posts: readonly SitemapPost[]): SitemapEntry[] {
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  for (const post of posts) {
    const path = articlePath(post)
    if (seen.has(path)) continue
    seen.add(path)
    const lastmod = lastModified(post)
    entries.push({ path, changefreq: 'monthly', priority: '0.7', ...(lastmod ? { lastmod } : {}) })
  }
  return entries
}

/** /tag/{slug} for each slug, in order. */
function tagEntries(slugs: readonly string[]): SitemapEntry[] {
  return [...slugs]
    .sort((a, b) => a.localeCompare(b))
    .map((slug): SitemapEntry => ({ path: `/tag/${slug}`, changefreq: 'weekly', priority: '0.5' }))
}

function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => renderEntry(siteUrl, entry)),
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * sitemaps.org XML of the site: the home page, every category page, the directory, the ten
 * /{city}/services hubs, the 100 /{city}/{service} landing pages and every post at
 * /article/{slug, else id} with its last-modified date (posts listed twice appear once), then
 * each /tag/{slug} that at least SITEMAP_TAG_MIN_STORIES posts carry. One file, for a site of
 * fewer than 50,000 URLs (the sitemap function); the site server answers sitemapFile's index.
 * @example buildSitemapXml('https://news.example', [{ id: '1', slug: 'hello', created_at: '2024-03-01' }])
 */
export function buildSitemapXml(siteUrl: string, posts: readonly SitemapPost[]): string {
  const tagCounts = new Map<string, number>()
  for (const post of posts) {
    for (const slug of tagSlugsOf(post.tags)) tagCounts.set(slug, (tagCounts.get(slug) ?? 0) + 1)
  }
  const tags = [...tagCounts].filter(([, count]) => count >= SITEMAP_TAG_MIN_STORIES).map(([slug]) => slug)
  return urlsetXml(siteUrl, [...sitePageEntries(), ...postEntries(posts), ...tagEntries(tags)])
}

/**
 * Posts a file of the sitemap index holds, on average: well under the 50,000 URLs a sitemap file
 * may hold, and quick to build. Files split the posts by the first hex digits of their id (random
 * UUIDs, so evenly): a site of up to this many posts has one posts file, up to 16 times as many 16
 * files (`0` to `f`), and so on. A file is read by a range of the primary key, never by counting
 * rows ahead of it (an offset costs as much as the archive is old: 1.5 s for the last file of
 * 100,000 posts in the embedded database). Reading a post costs about 20 microseconds there, so
 * files are kept small: 100,000 posts make 256 files of about 400.
 */
export const SITEMAP_POSTS_PER_FILE = 5_000
/** The news sitemap lists the stories published in this many last days, at most NEWS_SITEMAP_MAX. */
export const NEWS_SITEMAP_DAYS = 2
/** A news sitemap may hold at most 1,000 stories. */
export const NEWS_SITEMAP_MAX = 1_000

/** A story as the news sitemap needs it. */
export interface NewsSitemapPost {
  id: string
  slug?: string | null
  title: string
  published_at: string | null
}

/** What the sitemap files are read from; every read is a reader's (published posts only). */
export interface SitemapSource {
  /** How many posts there are. */
  countPosts(): Promise<number>
  /** Every post whose id is between `lowId` and `highId` (inclusive, UUIDs in lower case). */
  listPostsBetween(lowId: string, highId: string): Promise<SitemapPost[]>
  /** Tag slugs that at least `minStories` posts carry. */
  listTagSlugs(minStories: number): Promise<string[]>
  /** Posts published since `since`, newest first, at most `limit`. */
  listNewsPosts(since: Date, limit: number): Promise<NewsSitemapPost[]>
}

/** The sitemap index's address; robots.txt names it. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml'
const PAGES_FILE = '/sitemap-pages.xml'
const NEWS_FILE = '/sitemap-news.xml'
/** `/sitemap-posts.xml` (every post) or `/sitemap-posts-{hex prefix of their ids}.xml`. */
const POSTS_FILE = /^\/sitemap-posts(?:-([0-9a-f]{1,4}))?\.xml$/

/** How many hex digits of the id name a posts file, for a site of `posts` posts. */
function prefixDigits(posts: number): number {
  let digits = 0
  while (posts / 16 ** digits > SITEMAP_POSTS_PER_FILE && digits < 4) digits += 1
  return digits
}

/** The posts files' paths for a site of `posts` posts. */
function postsFilePaths(posts: number): string[] {
  const digits = prefixDigits(posts)
  if (digits === 0) return ['/sitemap-posts.xml']
  return Array.from(
    { length: 16 ** digits },
    (_, index) => `/sitemap-posts-${index.toString(16).padStart(digits, '0')}.xml`,
  )
}

/** The lowest and highest UUID starting with `prefix` (hex digits). */
function idRange(prefix: string): [string, string] {
  const uuid = (hex: string) =>
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
  return [uuid(prefix.padEnd(32, '0')), uuid(prefix.padEnd(32, 'f'))]
}

/** Whether `path` is one of the sitemap's files (the index included); sitemapFile answers it. */
export function isSitemapPath(path: string): boolean {
  return path === SITEMAP_INDEX_PATH || path === PAGES_FILE || path === NEWS_FILE || POSTS_FILE.test(path)
}

function sitemapIndexXml(siteUrl: string, paths: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) => `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n')
}

/** Google's news sitemap: each recent story with the publication, its date and headline. */
function newsSitemapXml(siteUrl: string, siteName: string, posts: readonly NewsSitemapPost[]): string {
  const urls = posts.flatMap((post) => {
    const published = toTime(post.published_at)
    if (published === undefined) return []
    return [
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(siteUrl, articlePath(post)))}</loc>`,
        '    <news:news>',
        '      <news:publication>',
        `        <news:name>${escapeXml(siteName)}</news:name>`,
        '        <news:language>en</news:language>',
        '      </news:publication>',
        `      <news:publication_date>${new Date(published).toISOString()}</news:publication_date>`,
        `      <news:title>${escapeXml(post.title)}</news:title>`,
        '    </news:news>',
        '  </url>',
      ].join('\n'),
    ]
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * One file of the site's sitemap, or null when `path` names none.
 * `/sitemap.xml` is an index of `/sitemap-pages.xml` (every page that is not a post, and the tag
 * pages), the posts files (about SITEMAP_POSTS_PER_FILE posts each, by the first hex digits of
 * their id: `/sitemap-posts.xml` while there are no more, then `/sitemap-posts-0.xml` ...) and
 * `/sitemap-news.xml` (the last NEWS_SITEMAP_DAYS days' stories). Each file reads only its own
 * part, so none grows with the archive past its bound.
 * @example await sitemapFile('/sitemap-posts-a.xml', { siteUrl, siteName: 'NewsHub', source, now: new Date() })
 */
export async function sitemapFile(
  path: string,
  options: { siteUrl: string; siteName: string; source: SitemapSource; now: Date },
): Promise<string | null> {
  const { siteUrl, source } = options
  if (path === SITEMAP_INDEX_PATH) {
    const posts = postsFilePaths(await source.countPosts())
    return sitemapIndexXml(siteUrl, [PAGES_FILE, ...posts, NEWS_FILE])
  }
  if (path === PAGES_FILE) {
    const tags = await source.listTagSlugs(SITEMAP_TAG_MIN_STORIES)
    return urlsetXml(siteUrl, [...sitePageEntries(), ...tagEntries(tags)])
  }
  if (path === NEWS_FILE) {
    const since = new Date(options.now.getTime() - NEWS_SITEMAP_DAYS * 24 * 60 * 60 * 1000)
    return newsSitemapXml(siteUrl, options.siteName, await source.listNewsPosts(since, NEWS_SITEMAP_MAX))
  }
  const file = POSTS_FILE.exec(path)
  if (!file) return null
  const prefix = file[1] ?? ''
  // A file of another size than the site's now (it grew or shrank since the index was read) is
  // still answered: its URLs are right, and the index names the current files.
  const [low, high] = idRange(prefix)
  const posts = await source.listPostsBetween(low, high)
  return urlsetXml(siteUrl, postEntries(posts))
}
