import { useId } from 'react'
import { CITY_TIME_ZONE } from '../../../core/data/cities.ts'
import { telHref } from '../../../core/leads/quote.ts'
import { describeWeek, openStatus, parseHours } from '../../../core/listings/hours.ts'
import { formatAddress, LISTING_LOGO_BUCKET, type PublicListing } from '../../../core/listings/public.ts'
import { PhoneIcon } from '../../components/icons.tsx'
import { SponsoredLabel } from '../../components/sponsored-label.tsx'

/** A logo's public URL: Storage's, on the API's address ('' is this site's own origin). */
export function listingLogoUrl(supabaseUrl: string, path: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/public/${LISTING_LOGO_BUCKET}/${path
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`
}

/**
 * One business on a landing page: what the owner entered and nothing else. "Open now" is read on
 * the city's clock at `now`; a business that gave no hours shows none.
 */
export function ListingCard({
  listing,
  now,
  supabaseUrl,
  onRequestQuote,
}: {
  listing: PublicListing
  now: number
  supabaseUrl: string
  onRequestQuote: (listing: PublicListing) => void
}) {
  const id = useId()
  const parsed = parseHours(listing.hours)
  const week = 'week' in parsed ? describeWeek(parsed.week) : []
  const status = openStatus(listing.hours, new Date(now), CITY_TIME_ZONE)
  const hasHours = week.some(([, text]) => text !== 'Closed')
  return (
    <li
      data-testid="listing"
      aria-labelledby={`${id}-name`}
      className="rounded-lg border border-slate-200 p-5"
    >
      <div className="flex items-start gap-4">
        {listing.logo_path ? (
          <img
            src={listingLogoUrl(supabaseUrl, listing.logo_path)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-name`} className="text-lg font-bold">
              {listing.name}
            </h3>
            {listing.sponsored ? <SponsoredLabel /> : null}
            {listing.example ? (
              <span
                data-testid="example-label"
                className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-800"
              >
                Example listing, not a real business
              </span>
            ) : null}
          </div>
          {listing.description ? <p className="mt-1 text-sm text-slate-700">{listing.description}</p> : null}
          <p className="mt-2 text-sm">{formatAddress(listing)}</p>
          <p className="mt-2">
            <a
              href={telHref(listing.phone)}
              data-business-id={listing.id}
              className="inline-flex items-center gap-2 font-semibold text-blue-800 hover:underline"
            >
              <PhoneIcon /> <span className="sr-only">Call {listing.name} at </span>
              {listing.phone}
            </a>
          </p>
          {hasHours ? (
            <div className="mt-2 text-sm">
              {status ? (
                <p
                  data-testid="open-status"
                  className={
                    status === 'open' ? 'font-semibold text-green-800' : 'font-semibold text-slate-700'
                  }
                >
                  {status === 'open' ? 'Open now' : 'Closed now'}
                </p>
              ) : null}
              <details className="mt-1">
                <summary className="cursor-pointer text-blue-800">Opening hours</summary>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3">
                  {week.map(([day, text]) => (
                    <div key={day} className="contents">
                      <dt>{day}</dt>
                      <dd>{text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            </div>
          ) : null}
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onRequestQuote(listing)}
              className="rounded-md bg-blue-800 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-900"
            >
              Request a quote<span className="sr-only"> from {listing.name}</span>
            </button>
            {listing.website ? (
              <a
                href={listing.website}
                data-business-id={listing.id}
                rel={listing.sponsored ? 'sponsored noopener' : 'noopener'}
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-blue-800 hover:underline"
              >
                Website<span className="sr-only"> of {listing.name}</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  )
}
