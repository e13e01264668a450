import { attributeOf, type HtmlAttribute, readHtml } from '../html/tokens.ts'
import { normalizedHost } from './hosts.ts'
import { formatAttributes } from './html-attributes.ts'

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
  let result = ''
  let copied = 0
  readHtml(html, (token) => {
    if (token.type !== 'start' || token.name !== 'a') return
    const rewritten = rewriteAnchor(token.attributes, hosts, canonical, targets.sponsored === true, logger)
    if (rewritten === undefined) return
    result += `${html.slice(copied, token.start)}${rewritten}`
    copied = token.end
  })
  return result + html.slice(copied)
}

/** The new start tag of an anchor that points at the business, or undefined to leave it as written. */
function rewriteAnchor(
  attributes: HtmlAttribute[],
  hosts: Set<string>,
  canonical: URL,
  sponsored: boolean,
  logger: LinkLogger,
): string | undefined {
  const raw = attributeOf(attributes, 'href')?.trim()
  if (!raw || !/^(https?:)?\/\//i.test(raw)) return undefined
  let link: URL
  try {
    link = new URL(raw, canonical)
  } catch (error) {
    logger.warn('Link rewriting left a malformed link unchanged', { href: raw, error })
    return undefined
  }
  if (!hosts.has(link.hostname.toLowerCase().replace(/^www\./, ''))) return undefined
  const relTokens = new Set((attributeOf(attributes, 'rel') ?? '').split(/\s+/).filter(Boolean))
  if (sponsored) relTokens.add('sponsored')
  relTokens.add('noopener')
  const rest = attributes.filter((attribute) => !['href', 'target', 'rel'].includes(attribute.name))
  return `<a${formatAttributes([
    { name: 'href', value: rewriteHref(link, canonical) },
    ...rest,
    { name: 'target', value: '_blank' },
    { name: 'rel', value: [...relTokens].join(' ') },
  ])}>`
}
