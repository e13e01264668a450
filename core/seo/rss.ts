import { BRAND } from '../constants.ts'
import { OWNER_PAGE_PREFIXES } from '../owner/pages.ts'
import { buildExcerpt } from '../posts/excerpt.ts'
import type { BlogPostSummary } from '../posts/post.ts'
import { articleOgImagePath, OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH } from './og-image.ts'
import { absoluteUrl } from './structured-data.ts'

/** Where the feed is served; every page's head links it. */
export const RSS_PATH = '/rss.xml'

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
  )
}

/**
 * RSS 2.0 feed of the newest posts: one item per post with title, link, guid, description,
 * pubDate (RFC 822), author name (as dc:creator), categories from its tags, and its picture as a
 * Media RSS media:content: the post's 1200x630 PNG preview image (core/seo/og-image.ts), drawn
 * from its own image when it has one. (RSS's own enclosure would need the file's byte length,
 * which is only known once the image is rendered.)
 */
export function buildRssFeed(
  posts: readonly BlogPostSummary[],
  siteUrl: string,
  now: Date = new Date(),
): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(siteUrl, `/article/${encodeURIComponent(post.slug || post.id)}`)
    const image = absoluteUrl(siteUrl, articleOgImagePath(post.slug || post.id))
    const date = new Date(post.published_at ?? post.created_at)
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(buildExcerpt(post, 200))}</description>`,
      Number.isNaN(date.getTime()) ? '' : `      <pubDate>${date.toUTCString()}</pubDate>`,
      post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : '',
      ...(post.tags ?? []).map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <media:content url="${escapeXml(image)}" type="${OG_IMAGE_TYPE}" medium="image" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}"/>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${BRAND}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, '/'))}</link>`,
    '    <description>Your Trusted Source for Local &amp; National News</description>',
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled except the owner's tool pages (core/owner/pages.ts); names the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...OWNER_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
