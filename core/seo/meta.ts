import { BRAND, META_DESCRIPTION_CUT, META_DESCRIPTION_LIMIT } from '../constants.ts'

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
