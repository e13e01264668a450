import { parseAttributes } from '../links/html-attributes.ts'
import { decodeEntities } from '../posts/text.ts'
import type { HeadSnapshot } from './checks.ts'

/**
 * Reads what the SEO checks need from a page's HTML (its head or the whole document): the
 * title, description, og:title, twitter:card, og:image, JSON-LD script count, canonical link and the
 * google-site-verification meta. Used by the CLI on fetched pages and by the dashboard on its own
 * document, so both judge a page by the same rules.
 */
export function parseHeadSnapshot(html: string): HeadSnapshot {
  const head = html.split(/<\/head\s*>/i)[0] ?? html
  const metas = [...head.matchAll(/<meta\b([^>]*)>/gi)].map((match) => parseAttributes(match[1] ?? ''))
  const meta = (key: 'name' | 'property', value: string): string | null => {
    for (const attributes of metas) {
      const keyValue = attributes.find((attribute) => attribute.name === key)?.value
      if (keyValue?.toLowerCase() === value) {
        const content = attributes.find((attribute) => attribute.name === 'content')?.value
        return content === undefined ? null : decodeEntities(content)
      }
    }
    return null
  }
  const links = [...head.matchAll(/<link\b([^>]*)>/gi)].map((match) => parseAttributes(match[1] ?? ''))
  const canonical = links.find((attributes) =>
    attributes.some(
      (attribute) => attribute.name === 'rel' && attribute.value?.toLowerCase() === 'canonical',
    ),
  )
  const title = /<title[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1]
  return {
    title: title === undefined ? null : decodeEntities(title).trim(),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title') ?? meta('name', 'og:title'),
    twitterCard: meta('name', 'twitter:card') ?? meta('property', 'twitter:card'),
    ogImage: meta('property', 'og:image') ?? meta('name', 'og:image'),
    jsonLdCount: [...head.matchAll(/<script\b[^>]*type\s*=\s*["']?application\/ld\+json/gi)].length,
    canonical: canonical?.find((attribute) => attribute.name === 'href')?.value ?? null,
    googleSiteVerification: meta('name', 'google-site-verification'),
  }
}
