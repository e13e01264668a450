/**
 * What reader pages need of a listing, without the schema (zod stays out of reader bundles):
 * its public columns, its address line, the logo bucket and the landing page's limit.
 * core/listings/listing.ts holds the rules for writing one.
 */

/** The Storage bucket of listing logos; a logo's path is `{listing id}/{file}`. */
export const LISTING_LOGO_BUCKET = 'listing-logos'

/** What a landing page shows of a listing (published ones only reach it). */
export const PUBLIC_LISTING_COLUMNS = [
  'id',
  'name',
  'services',
  'cities',
  'phone',
  'street_address',
  'locality',
  'postal_code',
  'hours',
  'website',
  'description',
  'logo_path',
  'sponsored',
  'example',
] as const

/** A listing as a landing page reads it (public.landing_listings()). */
export interface PublicListing {
  id: string
  name: string
  services: string[]
  cities: string[]
  phone: string
  street_address: string
  locality: string
  postal_code: string
  hours: string
  website: string | null
  description: string
  logo_path: string | null
  sponsored: boolean
  /** Seed data: a made-up business shown with an "Example listing" label, never in structured data. */
  example: boolean
}

/** The address on one line: '1420 Woodward Ave, Detroit, MI 48226'. */
export function formatAddress(
  listing: Pick<PublicListing, 'street_address' | 'locality' | 'postal_code'>,
): string {
  return `${listing.street_address}, ${listing.locality}, MI ${listing.postal_code}`
}

/** A landing page lists at most this many businesses (sponsored first, then by name) and says how many more. */
export const LANDING_LISTINGS_LIMIT = 50
