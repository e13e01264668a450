import { normalizedHost } from './hosts.ts'
import { ANCHOR_START_TAG, decodeAttributeUrl, formatAttributes, parseAttributes } from './html-attributes.ts'

/** Where link-rewriting problems are reported; they are never thrown. */
export interface LinkLogger {
  warn(message: string, detail?: unknown): void
}

/** The business URLs of a post that decide which of its links are rewritten. */
export interface LinkTargets {
  canonical_url?: string | null
  backlink_url?: string | null
  /** A sponsored post's business links also get rel="sponsored" (paid links, disclosed). */
  sponsored?: boolean | null
}

function resolveTargets(targets: LinkTargets, logger: LinkLogger): { hosts: Set<string>; canonical?: URL } {
  const hosts = new Set<string>()
  let canonical: URL | undefined
  for (const [label, url] of [
    ['canonical_url', targets.canonical_url],
    ['backlink_url', targets.backlink_url],
  ] as const) {
    if (!url?.trim()) continue
    const host = normalizedHost(url)
    if (!host) {
      logger.warn(`Link rewriting skipped a malformed ${label}`, url)
      continue
    }
    hosts.add(host)
    canonical ??= new URL(url.trim())
  }
  return canonical ? { hosts, canonical } : { hosts }
}

function rewriteHref(link: URL, canonical: URL): string {
  const bare = (link.pathname === '/' || link.pathname === '') && !link.search && !link.hash
  if (bare) return canonical.toString()
  return `${canonical.origin}${link.pathname}${link.search}${link.hash}`
}

/**
 * Rewrites the links of a post body that point at the post's business: only anchors whose host
 * equals the host of the post's canonical_url or backlink_url, ignoring a leading `www.`, are
 * touched. Such a link is normalised onto the business's canonical URL (a bare host link becomes
 * the canonical URL; a deeper link keeps its path, query and fragment on the canonical origin) and
 * opens safely in a new tab (`target="_blank"`, `rel` gains `noopener`, and `sponsored` first when
 * the post is sponsored). Every other link, and any
 * link whose URL cannot be parsed, is left exactly as it is; problems go to the logger.
 * @example rewriteLinks('<a href="http://shop.test/x">', { canonical_url: 'https://www.shop.test/' })
 *   // '<a href="https://www.shop.test/x" target="_blank" rel="noopener">'
 */
export function rewriteLinks(html: string, targets: LinkTargets, logger: LinkLogger = console): string {
  const { hosts, canonical } = resolveTargets(targets, logger)
  if (!canonical) return html
  return html.replace(ANCHOR_START_TAG, (tag, inside: string | undefined) => {
    const attributes = parseAttributes(inside ?? '')
    const href = attributes.find((attribute) => attribute.name === 'href')
    if (!href?.value) return tag
    const raw = decodeAttributeUrl(href.value.trim())
    if (!/^(https?:)?\/\//i.test(raw)) return tag
    let link: URL
    try {
      link = new URL(raw, canonical)
    } catch (error) {
      logger.warn('Link rewriting left a malformed link unchanged', { href: raw, error })
      return tag
    }
    if (!hosts.has(link.hostname.toLowerCase().replace(/^www\./, ''))) return tag
    const rel = attributes.find((attribute) => attribute.name === 'rel')
    const relTokens = new Set((rel?.value ?? '').split(/\s+/).filter(Boolean))
    if (targets.sponsored) relTokens.add('sponsored')
    relTokens.add('noopener')
    const rest = attributes.filter((attribute) => !['href', 'target', 'rel'].includes(attribute.name))
    return `<a${formatAttributes([
      { name: 'href', value: rewriteHref(link, canonical).replace(/&/g, '&amp;') },
      ...rest,
      { name: 'target', value: '_blank' },
      { name: 'rel', value: [...relTokens].join(' ') },
    ])}>`
  })
}
