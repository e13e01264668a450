import { toPageSlug } from '../posts/slugs.ts'

/** A category a post can carry (its first tag), with its page at /category/{slug}. */
export interface Category {
  /** The label posts carry as their first tag, shown on badges and breadcrumbs. */
  name: string
  slug: string
  path: string
  /** Shown under the category page's heading. */
  description: string
}

/** Slugs of the five header categories, whose URLs are fixed (links and bookmarks use them). */
export const CATEGORY_SLUGS = ['local', 'national', 'business', 'lifestyle', 'sports'] as const
export type CategorySlug = (typeof CATEGORY_SLUGS)[number]

function category(slug: string, name: string, description: string): Category {
  return { name, slug, path: `/category/${slug}`, description }
}

/**
 * Every category a post can carry: the five header categories first (header order), then the
 * labels the seed, the post generator and the built-in articles use, and the footer's Opinion.
 * Slugs are lowercase words joined by hyphens ('Health & Wellness' -> 'health-wellness').
 */
export const CATEGORIES: readonly Category[] = [
  category(
    'local',
    'Local News',
    'News from Detroit, Oakland, Macomb, Washtenaw and across Michigan: city halls, schools, neighbourhoods and the people who make them.',
  ),
  category(
    'national',
    'National',
    'The national stories that matter to Michigan readers, from Washington to the economy.',
  ),
  category(
    'business',
    'Business',
    'Openings, closings, local employers and the small businesses that keep Michigan working.',
  ),
  category(
    'lifestyle',
    'Lifestyle',
    'Food, homes, health, travel and weekends around the Great Lakes State.',
  ),
  category(
    'sports',
    'Sports',
    'Lions, Tigers, Pistons, Red Wings, the Wolverines and Spartans, and the high-school teams next door.',
  ),
  category(
    'health-wellness',
    'Health & Wellness',
    'Clinics, care and everyday health for Michigan families, from allergy season to finding a dentist.',
  ),
  category(
    'finance',
    'Finance',
    'Money matters for Michigan households: saving, borrowing, taxes and planning ahead.',
  ),
  category(
    'home-garden',
    'Home & Garden',
    'Repairs, renovations, yards and gardens, and the local pros who help with them.',
  ),
  category(
    'travel-recreation',
    'Travel & Recreation',
    'Day trips, parks, lakes and weekends away across the Great Lakes State.',
  ),
  category('opinion', 'Opinion', 'Columns, editorials and letters from NewsHub writers and readers.'),
]

/** The five header categories, in header order. */
export const NAVIGATION_CATEGORIES: readonly Category[] = CATEGORIES.filter((item) =>
  (CATEGORY_SLUGS as readonly string[]).includes(item.slug),
)

/** Words of a slug or label without punctuation or 'and': 'Health & Wellness', 'health-& wellness' -> 'healthwellness'. */
function looseKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&|\band\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '')
}

/** The category at exactly this slug, else undefined. */
export function findCategory(slug: string): Category | undefined {
  return CATEGORIES.find((item) => item.slug === slug)
}

/** The category a post's label names ('Health & Wellness', 'local news'), else undefined. */
export function findCategoryByName(name: string): Category | undefined {
  const key = looseKey(name)
  return CATEGORIES.find((item) => looseKey(item.name) === key)
}

/**
 * The category an old or loose spelling of a slug means, for a permanent redirect: the spelling
 * that replaced only the first space ('health-& wellness', 'local-news'), 'health-and-wellness',
 * any letter case. Undefined when the slug is already canonical or names no category.
 */
export function findRenamedCategory(slug: string): Category | undefined {
  if (findCategory(slug)) return undefined
  const key = looseKey(slug)
  return CATEGORIES.find((item) => looseKey(item.slug) === key || looseKey(item.name) === key)
}

/** A category page's title: its name, with ' News' added unless the name already says it. */
export function categoryPageTitle(item: Category): string {
  return /\bnews$/i.test(item.name) ? item.name : `${item.name} News`
}

/** A link in the footer. */
export interface FooterLink {
  name: string
  path: string
}

/**
 * The footer categories, linking to their category pages: the ones readers can find stories in
 * (Opinion, which has none, keeps its page but no footer link until it has stories).
 */
export const FOOTER_CATEGORIES: readonly FooterLink[] = [
  'Local News',
  'National',
  'Business',
  'Lifestyle',
  'Sports',
  'Health & Wellness',
].map((name) => {
  const found = findCategoryByName(name)
  if (!found) throw new Error(`Footer category ${name} has no page.`)
  return { name, path: found.path }
})

/** The six footer company links; their slug is the lowercased name with every space made a hyphen. */
export const COMPANY_LINKS: readonly FooterLink[] = [
  'About Us',
  'Our Team',
  'Careers',
  'Advertise',
  'Contact',
  'Privacy Policy',
].map((name) => ({ name, path: `/${toPageSlug(name)}` }))

/** The terms readers agree to, linked from the footer's last line (a company page of its own). */
export const TERMS_LINK: FooterLink = { name: 'Terms of Service', path: '/terms-of-service' }
