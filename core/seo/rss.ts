import { BRAND } from '../constants.ts'
import { OWNER_PAGE_PREFIXES } from '../owner/pages.ts'
import { buildExcerpt } from '../posts/excerpt.ts'
import type { BlogPostSummary } from '../posts/post.ts'
import { absoluteUrl } from './structured-data.ts'

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
 * pubDate (RFC 822), author name (as dc:creator) and categories from its tags.
 */
export function buildRssFeed(
  posts: readonly BlogPostSummary[],
  siteUrl: string,
  now: Date = new Date(),
): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(siteUrl, `/article/${encodeURIComponent(post.slug || post.id)}`)
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
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${BRAND}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, '/'))}</link>`,
    '    <description>Your Trusted Source for Local &amp; National News</description>',
    '    <language>en-us</language>',
    `    <lastBuildDate>${now.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, '/rss.xml'))}" rel="self" type="application/rss+xml"/>`,
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
