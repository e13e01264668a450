import type { GeneratorPreset } from '../../core/generator/presets.ts'
import { buildMetaDescription, buildSocialImageMeta, formatPageTitle } from '../../core/seo/meta.ts'
import { DEFAULT_OG_IMAGE, type SocialImage } from '../../core/seo/og-image.ts'
import { absoluteUrl, type JsonLd, serializeJsonLd } from '../../core/seo/structured-data.ts'

/** What a page tells crawlers and link previews about itself. */
export interface PageMeta {
  title: string
  description?: string | null
  /** Site path of the page, for its canonical URL. */
  path: string
  siteUrl: string
  /** The page's link-preview image (a 1200x630 PNG); the site's default one when absent. */
  image?: SocialImage | null
  type?: 'website' | 'article'
  jsonLd: JsonLd | readonly JsonLd[]
  /** Keep the page out of search results (fallback and error pages). */
  noindex?: boolean
  keywords?: readonly string[]
}

/**
 * The head() of a route: title with the ' | NewsHub' rule, description, canonical, Open Graph,
 * Twitter card and JSON-LD, all in the first HTML response.
 */
export function buildPageHead(page: PageMeta) {
  const title = formatPageTitle(page.title)
  const description = buildMetaDescription(page.description)
  const url = absoluteUrl(page.siteUrl, page.path)
  const image = page.image ?? DEFAULT_OG_IMAGE
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      ...(page.keywords?.length ? [{ name: 'keywords', content: page.keywords.join(', ') }] : []),
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: 'NewsHub' },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...buildSocialImageMeta({ url: absoluteUrl(page.siteUrl, image.path), alt: image.alt }),
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [{ type: 'application/ld+json', children: serializeJsonLd(page.jsonLd) }],
  }
}

/** head() of an owner tool page: titled, described, and kept out of search results. */
export function buildToolHead(title: string, path: string, siteUrl: string) {
  return buildPageHead({
    title,
    description: `${title}: a NewsHub tool for the site owner.`,
    path,
    siteUrl,
    noindex: true,
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebPage', name: title },
  })
}

/** head() of a not-found answer: titled like its heading and kept out of search results. */
export function buildNotFoundHead(title: string) {
  return {
    meta: [
      { title: formatPageTitle(title) },
      { name: 'description', content: `${title}: this page is not on NewsHub.` },
      { name: 'robots', content: 'noindex' },
    ],
  }
}

/** What a generator page's head() shows: its preset's label and route. */
export type GeneratorTool = Pick<GeneratorPreset, 'label' | 'route'>

/**
 * A generator page's loader: its preset's label and route, for head(). The presets load in their
 * own chunk: a route's loader and head() stay in the main bundle, and owner code must not ride
 * along onto every reader page (nor the sign-in code of GeneratorPage, so it is not imported here).
 */
export async function loadGeneratorTool(presetId: GeneratorPreset['id']): Promise<GeneratorTool> {
  const { findGeneratorPreset } = await import('../../core/generator/presets.ts')
  const { label, route } = findGeneratorPreset(presetId) as GeneratorPreset
  return { label, route }
}

/** head() of a generator page, from what its loader found. */
export function generatorHead(tool: GeneratorTool | undefined, siteUrl: string) {
  return tool ? buildToolHead(tool.label, tool.route, siteUrl) : {}
}
