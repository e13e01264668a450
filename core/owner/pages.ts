/**
 * The owner's tool pages, as path prefixes (robots.txt's own matching): the newsroom (posts,
 * editor, preview, subscribers), the SEO dashboard, the leads page, the reader analytics, the backlink fixer, every
 * generator (/generate-...) and the sign-in page. robots.txt keeps them out of search results;
 * the site server never lets a CDN keep them and never lets them be framed.
 */
export const OWNER_PAGE_PREFIXES = [
  '/newsroom',
  '/seo-dashboard',
  '/fix-backlinks',
  '/generate-',
  '/leads',
  '/analytics',
  '/login',
] as const

/**
 * Whether a route path is an owner tool page. Pass the matched route's path, not the raw request
 * path: the router also matches other spellings of it (case, trailing slash, escapes).
 * @example isOwnerPage('/generate-bianchis-blog') // true
 */
export function isOwnerPage(routePath: string): boolean {
  return OWNER_PAGE_PREFIXES.some((prefix) => routePath.startsWith(prefix))
}
