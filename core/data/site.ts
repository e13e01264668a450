import { findCategoryByName } from './categories.ts'

/**
 * The newsroom's own details in the footer. Nothing fixes their values; these are
 * NewsHub's (a fictional newsroom: the 555-01xx number and the .example address are reserved for
 * fiction and documentation).
 */
export const SITE_CONTACT = {
  tagline:
    'Independent local and national news for Michigan readers, with a guide to the businesses that serve them.',
  address: '1500 Woodward Avenue, Detroit, MI 48226',
  phone: '(313) 555-0142',
  email: 'newsroom@newshub.example',
} as const

// No social links: NewsHub has no social profiles to point to, and a link to '#' would pretend it
// did. When it has some, they belong in site settings and the footer reads them there.

/** The homepage sections, each a category label that posts carry as a tag; 'View All' opens its page. */
export const HOME_SECTIONS: readonly { title: string; tag: string; path: string }[] = [
  'Local News',
  'Health & Wellness',
  'Business',
].map((name) => {
  const category = findCategoryByName(name)
  if (!category) throw new Error(`Home section ${name} has no category page.`)
  return { title: category.name, tag: category.name, path: category.path }
})
