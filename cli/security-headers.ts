import { createHash, randomBytes } from 'node:crypto'
import { COMFORT_SCRIPT } from '../core/reader/comfort.ts'

/**
 * What an HTML answer of the site is, for its headers:
 * - `public`: a reader page (or its 404): a CDN may hold it briefly, other sites may not frame it.
 * - `owner`: a tool page (core/owner/pages.ts): never stored, never framed.
 * - `error`: a failed render (5xx): never stored.
 * - `shell`: the offline app shell the service worker precaches: no inline scripts, no nonce.
 */
export type HtmlKind = 'public' | 'owner' | 'error' | 'shell'

/** A CDN may serve a reader page for a minute, and a stale copy for five more while it refetches. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/** Browser features no NewsHub page uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ')

/** A fresh CSP nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/**
 * The head's comfort script (theme and text size before the first paint, core/reader/comfort.ts),
 * allowed by its hash on every page: the offline shell, which carries no nonce, runs it too.
 */
export const COMFORT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(COMFORT_SCRIPT).digest('base64')}'`

/**
 * The Content-Security-Policy of an HTML answer. Scripts: the site's own files ('self') and, on a
 * server-rendered page, the inline scripts carrying this render's nonce (the router's dehydration
 * scripts), and the comfort script by its hash; no 'unsafe-inline', no eval. Styles: the site's files and <style> elements carrying the
 * same nonce (the newsroom's editor writes one). The browser reaches the API on this origin, or on
 * `apiOrigin` (hosted Supabase). Images may come from any https host (posts link them); nothing
 * else leaves the origin. Owner pages and error pages cannot be framed at all.
 */
export function buildContentSecurityPolicy(
  kind: HtmlKind,
  options: { nonce?: string; apiOrigin?: string },
): string {
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}'` : `'self'`
  const framing = kind === 'public' || kind === 'shell' ? `'self'` : `'none'`
  return [
    `default-src 'self'`,
    `script-src ${scripts} ${COMFORT_SCRIPT_SOURCE}`,
    // The nonce lets the newsroom's Markdown editor (CodeMirror) add its own <style> element.
    `style-src ${scripts}`,
    `img-src 'self' data: https:`,
    `font-src 'self'`,
    `connect-src 'self'${options.apiOrigin ? ` ${options.apiOrigin}` : ''}`,
    `manifest-src 'self'`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self'`,
    `frame-ancestors ${framing}`,
  ].join('; ')
}

/** Headers of every answer of the site server: no MIME sniffing, a sober referrer, HSTS on https. */
export function baseSecurityHeaders(siteUrl: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Only a site whose public address is https may pin browsers to https.
    ...(siteUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  }
}

/** Headers of an HTML answer of the given kind, on top of the base ones. */
export function htmlSecurityHeaders(
  kind: HtmlKind,
  options: { nonce?: string; apiOrigin?: string },
): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(kind, options),
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(kind === 'owner' || kind === 'error' ? { 'X-Frame-Options': 'DENY' } : {}),
    'Cache-Control':
      kind === 'public' ? PUBLIC_PAGE_CACHE_CONTROL : kind === 'shell' ? 'no-cache' : 'no-store',
  }
}
