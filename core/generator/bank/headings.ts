import { createPool } from '../template.ts'

export const INTRO_HEADING = createPool('intro.h2', [
  'Meet {business}',
  'Getting to Know {business}',
  'Why {business} Matters in {cityName}',
  '{title:service} in {cityName}: An Introduction',
  'An Introduction to {title:service} in {cityName}',
  'A Closer Look at a {cityName} Favorite',
])

/** Service section headings; each carries the section's keyword verbatim. */
export const SERVICE_HEADING = createPool('service.h2', [
  '{title:keyword} at {business}',
  '{title:keyword} in {cityName}',
  '(-cannabis) Expert {title:keyword} From {business}',
])
/** For keywords that read as search queries ('bail bonds near me'). */
export const SERVICE_SEARCH_HEADING = createPool('service.search.h2', [
  '{title:keyword}: What {business} Offers',
  '{title:keyword}: What to Know',
  'Searching for {title:keyword}? Start Here',
])
