import { toCategorySlug, toPageSlug } from '../posts/slugs.ts'

/** A header navigation category. */
export interface NavigationCategory {
  name: string
  slug: string
  path: string
}

/** Slugs of the five categories that have a category page. */
export const CATEGORY_SLUGS = ['local', 'national', 'business', 'lifestyle', 'sports'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

const NAV_NAMES: Record<CategorySlug, string> = {
  local: 'Local News',
  national: 'National',
  business: 'Business',
  lifestyle: 'Lifestyle',
  sports: 'Sports',
}

/** The five header categories, in header order, each linking to /category/{slug}. */
export const NAVIGATION_CATEGORIES: readonly NavigationCategory[] = CATEGORY_SLUGS.map((slug) => ({
  name: NAV_NAMES[slug],
  slug,
  path: `/category/${slug}`,
}))

/**
 * Finds a header category by its slug or by the footer's slug of its name ('local-news' is Local
 * News, so the footer link works); undefined for any other slug.
 */
export function findNavigationCategory(slug: string): NavigationCategory | undefined {
  return NAVIGATION_CATEGORIES.find(
    (category) => category.slug === slug || toCategorySlug(category.name) === slug,
  )
}

/** A link in the footer. */
export interface FooterLink {
  name: string
  path: string
}

/** The six footer categories; their slug is the lowercased name with the first space made a hyphen. */
export const FOOTER_CATEGORIES: readonly FooterLink[] = [
  'Local News',
  'National',
  'Business',
  'Lifestyle',
  'Sports',
  'Opinion',
].map((name) => ({ name, path: `/category/${toCategorySlug(name)}` }))

/** The six footer company links; their slug is the lowercased name with every space made a hyphen. */
export const COMPANY_LINKS: readonly FooterLink[] = [
  'About Us',
  'Our Team',
  'Careers',
  'Advertise',
  'Contact',
  'Privacy Policy',
].map((name) => ({ name, path: `/${toPageSlug(name)}` }))

/** Description shown under each category page's heading. */
export const CATEGORY_DESCRIPTIONS: Record<CategorySlug, string> = {
  local:
    'News from Detroit, Oakland, Macomb, Washtenaw and across Michigan: city halls, schools, neighbourhoods and the people who make them.',
  national: 'The national stories that matter to Michigan readers, from Washington to the economy.',
  business: 'Openings, closings, local employers and the small businesses that keep Michigan working.',
  lifestyle: 'Food, homes, health, travel and weekends around the Great Lakes State.',
  sports:
    'Lions, Tigers, Pistons, Red Wings, the Wolverines and Spartans, and the high-school teams next door.',
}
