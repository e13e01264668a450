import { z } from 'zod'
import { CITIES } from '../data/cities.ts'
import { SERVICES } from '../data/services.ts'
import { formatHours, HOURS_EXAMPLE, parseHours } from './hours.ts'
import { PUBLIC_LISTING_COLUMNS } from './public.ts'

export {
  formatAddress,
  LANDING_LISTINGS_LIMIT,
  LISTING_LOGO_BUCKET,
  PUBLIC_LISTING_COLUMNS,
  type PublicListing,
} from './public.ts'

/**
 * A business the owner lists on the landing pages (table public.listings). This schema is the one
 * rule for a listing: the newsroom form, `newshub listings add|update|import` and anything else
 * that writes a listing parse through it, and the table's check constraints repeat its limits.
 */

export const LISTING_LIMITS = {
  name: 120,
  street: 200,
  locality: 80,
  website: 300,
  description: 300,
  areas: 10,
} as const

export const LISTING_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
export const LISTING_LOGO_MAX_BYTES = 512 * 1024

const CITY_SLUGS = CITIES.map((city) => city.slug)
const SERVICE_SLUGS = SERVICES.map((service) => service.slug)

/** A list given as an array or as comma-separated text (a CSV cell, a CLI flag). */
function listOf(value: unknown): unknown {
  if (typeof value !== 'string') return value
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

const slugList = (field: 'cities' | 'services', known: readonly string[]) =>
  z.preprocess(
    listOf,
    z
      .array(z.string().trim().toLowerCase(), { error: `${field}: give at least one` })
      .min(1, `${field}: give at least one`)
      .max(LISTING_LIMITS.areas, `${field}: at most ${LISTING_LIMITS.areas}`)
      .superRefine((items, context) => {
        const unknown = items.find((item) => !known.includes(item))
        if (unknown !== undefined)
          context.addIssue({
            code: 'custom',
            message: `${field}: '${unknown}' is not one of ${known.join(', ')}`,
          })
      })
      .transform((items) => [...new Set(items)]),
  )

const text = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field}: required` })
    .trim()
    .min(min, min === 1 ? `${field}: required` : `${field}: at least ${min} characters`)
    .max(max, `${field}: at most ${max} characters`)

/** 10 digits (a leading 1 or +1 allowed), stored as (313) 555-0142. */
const phone = z.string({ error: 'phone: required' }).transform((value, context) => {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')
  if (!/^\+?[0-9 ().-]+$/.test(value.trim()) || digits.length !== 10 || /^[01]/.test(digits)) {
    context.addIssue({ code: 'custom', message: 'phone: a 10-digit US number, such as (313) 555-0142' })
    return z.NEVER
  }
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
})

const hours = z
  .string()
  .default('')
  .transform((value, context) => {
    const parsed = parseHours(value)
    if ('problem' in parsed) {
      context.addIssue({ code: 'custom', message: `hours: ${parsed.problem}` })
      return z.NEVER
    }
    return formatHours(parsed.week)
  })

// A listing without a website: left out, '' or (read back from the table) null.
const website = z
  .preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .max(LISTING_LIMITS.website, `website: at most ${LISTING_LIMITS.website} characters`)
      .refine((value) => {
        if (value === '') return true
        try {
          const url = new URL(value)
          return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.')
        } catch {
          return false
        }
      }, 'website: a full address starting with https://'),
  )
  .transform((value) => value || null)

const flag = (field: string) =>
  z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value
      const word = value.trim().toLowerCase()
      if (['true', 'yes', '1'].includes(word)) return true
      if (['false', 'no', '0', ''].includes(word)) return false
      return value
    },
    z.boolean({ error: `${field}: yes or no` }),
  )

/** What the owner gives for a listing; parse() answers the stored row's values. */
export const listingInputSchema = z.object({
  name: text('name', LISTING_LIMITS.name),
  services: slugList('services', SERVICE_SLUGS),
  cities: slugList('cities', CITY_SLUGS),
  phone,
  street_address: text('street_address', LISTING_LIMITS.street),
  locality: text('locality', LISTING_LIMITS.locality),
  postal_code: z
    .string({ error: 'postal_code: required' })
    .trim()
    .regex(/^4[89]\d{3}$/, 'postal_code: a five-digit Michigan ZIP code (48001 to 49971)'),
  hours,
  website,
  description: z
    .string()
    .trim()
    .max(LISTING_LIMITS.description, `description: at most ${LISTING_LIMITS.description} characters`)
    .default(''),
  logo_path: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,100}$/, 'logo_path: a path in the listing-logos bucket')
    .nullable()
    .default(null),
  sponsored: flag('sponsored').default(false),
  published: flag('published').default(false),
})

export type ListingInput = z.input<typeof listingInputSchema>
export type ListingValues = z.output<typeof listingInputSchema>

/** A stored listing as PostgREST returns it. */
export interface Listing extends ListingValues {
  id: string
  /** '{city}/{service}' of every landing page it is on (kept by the database from cities and services). */
  pages: string[]
  example: boolean
  created_at: string
  updated_at: string
}

/** Every column, for the owner's tools. */
/** Listings a page of the newsroom's list shows, by name. */
export const LISTINGS_PAGE_SIZE = 50

export const LISTING_COLUMNS = [...PUBLIC_LISTING_COLUMNS, 'published', 'created_at', 'updated_at'] as const

/** The fields a CSV import reads, in the header order `listings import` documents. */
export const LISTING_CSV_FIELDS = [
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
  'sponsored',
  'published',
] as const

/** Bad listing input: its message is one line that starts with the field. */
export class ListingInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message)
    this.name = 'ListingInputError'
  }
}

/**
 * The values to store for a listing, or a ListingInputError naming the first bad field.
 * @example parseListing({ ...good, phone: '555' }) // throws 'phone: a 10-digit US number, such as (313) 555-0142'
 */
export function parseListing(input: unknown): ListingValues {
  const result = listingInputSchema.safeParse(input)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = String(issue?.path[0] ?? 'listing')
  const message = issue?.message ?? `${field}: invalid`
  // zod's own messages (a wrong type) do not name the field: prefix it.
  throw new ListingInputError(message.startsWith(`${field}:`) ? message : `${field}: ${message}`, field)
}

/** A changed listing: the stored values with the change applied, checked as a whole. */
export function applyListingChange(current: ListingValues, change: Partial<ListingInput>): ListingValues {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined))
  return parseListing({ ...current, ...defined })
}

export { HOURS_EXAMPLE }

/** The key of a landing page in listings.pages: 'detroit/plumbing'. */
export function pageKey(city: string, service: string): string {
  return `${city}/${service}`
}
