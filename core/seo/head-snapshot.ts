import { attributeOf, type HtmlAttribute, readHtml } from '../html/tokens.ts'
import type { HeadSnapshot } from './checks.ts'

/**
 * Reads what the SEO checks need from a page's HTML (its head or the whole document): the
 * title, description, og:title, twitter:card, og:image, JSON-LD script count, canonical link and the
 * google-site-verification meta. Used by the CLI on fetched pages and by the dashboard on its own
 * document, so both judge a page by the same rules. Only what stands before `</head>` counts.
 */
export function parseHeadSnapshot(html: string): HeadSnapshot {
  const metas: HtmlAttribute[][] = []
  const links: HtmlAttribute[][] = []
  let jsonLdCount = 0
  let title: string | undefined
  let inTitle = false
  let inHead = true
  readHtml(html, (token) => {
    if (!inHead) return
    if (token.type === 'end') {
      if (token.name === 'head') inHead = false
      if (token.name === 'title') inTitle = false
    } else if (token.type === 'text') {
      if (inTitle) title = (title ?? '') + token.text
    } else if (token.type === 'start') {
      if (token.name === 'meta') metas.push(token.attributes)
      else if (token.name === 'link') links.push(token.attributes)
      else if (token.name === 'title' && title === undefined) {
        inTitle = true
        title = ''
      } else if (
        token.name === 'script' &&
        attributeOf(token.attributes, 'type')?.trim().toLowerCase() === 'application/ld+json'
      )
        jsonLdCount++
    }
  })
  const meta = (key: 'name' | 'property', value: string): string | null => {
    const found = metas.find((attributes) => attributeOf(attributes, key)?.toLowerCase() === value)
    return found ? (attributeOf(found, 'content') ?? null) : null
  }
  const canonical = links.find((attributes) =>
    (attributeOf(attributes, 'rel') ?? '').toLowerCase().split(/\s+/).includes('canonical'),
  )
  return {
    title: title === undefined ? null : title.trim(),
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title') ?? meta('name', 'og:title'),
    twitterCard: meta('name', 'twitter:card') ?? meta('property', 'twitter:card'),
    ogImage: meta('property', 'og:image') ?? meta('name', 'og:image'),
    ogType: meta('property', 'og:type') ?? meta('name', 'og:type'),
    keywords: meta('name', 'keywords'),
    jsonLdCount,
    canonical: (canonical && attributeOf(canonical, 'href')) ?? null,
    googleSiteVerification: meta('name', 'google-site-verification'),
  }
}
