import { BRAND, META_DESCRIPTION_CUT, META_DESCRIPTION_LIMIT } from '../constants.ts'
import { OG_IMAGE_HEIGHT, OG_IMAGE_TYPE, OG_IMAGE_WIDTH } from './og-image.ts'

/** Description used when a page has no excerpt of its own. */
export const DEFAULT_META_DESCRIPTION =
  'NewsHub brings you trusted local and national news, Michigan business stories and guides to the best local services.'

/**
 * Meta description of a page: an excerpt of up to 160 characters is used as-is, a longer one is
 * cut to 157 characters plus '...', and an empty one gives the default sentence.
 * @example buildMetaDescription('x'.repeat(161)).length // 160
 */
export function buildMetaDescription(excerpt: string | null | undefined): string {
  const text = (excerpt ?? '').replace(/\s+/g, ' ').trim()
  if (text === '') return DEFAULT_META_DESCRIPTION
  if (text.length <= META_DESCRIPTION_LIMIT) return text
  return `${text.slice(0, META_DESCRIPTION_CUT)}...`
}

/**
 * Document title of a page: ' | NewsHub' is appended unless the title already names the brand.
 * @example formatPageTitle('Directory') // 'Directory | NewsHub'
 */
export function formatPageTitle(title: string | null | undefined): string {
  const text = (title ?? '').trim()
  if (text === '') return BRAND
  return text.includes(BRAND) ? text : `${text} | ${BRAND}`
}

/**
 * The meta tags of a page's link-preview image, whose absolute URL is `url`: Open Graph's image
 * with its type, size and text alternative, and the large-image Twitter card. Every preview image
 * the site names is a 1200x630 PNG (core/seo/og-image.ts).
 */
export function buildSocialImageMeta(image: { url: string; alt: string }) {
  return [
    { property: 'og:image', content: image.url },
    { property: 'og:image:type', content: OG_IMAGE_TYPE },
    { property: 'og:image:width', content: String(OG_IMAGE_WIDTH) },
    { property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) },
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ]
}
