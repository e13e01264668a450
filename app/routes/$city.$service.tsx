import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { LANDING_NEARBY_CITIES, SERVICE_KEYWORD_CARDS } from '../../core/constants.ts'
import { noListingsSentence, serviceCards } from '../../core/data/service-offerings.ts'
import { findNearbyCities } from '../../core/directory/nearby-cities.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import type { PublicListing } from '../../core/listings/public.ts'
import { type LandingPage as LandingPageData, resolveLandingPage } from '../../core/seo/landing-page.ts'
import { landingSocialImage } from '../../core/seo/og-image.ts'
import { buildBreadcrumbJsonLd, buildListingsJsonLd, type JsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { RelatedLinks } from '../components/related-links.tsx'
import { buildPageHead } from '../lib/head.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { landingListingsQuery } from '../queries/listings.ts'
import { ListingCard } from './-components/listing-card.tsx'

/** Home / city / service; a city the directory does not know has no hub page to link to. */
function trailOf(page: LandingPageData, params: { city: string; service: string }) {
  return [
    { name: 'Home', url: '/' },
    { name: page.cityName, url: page.city ? `/${page.city.slug}/services` : '' },
    { name: page.serviceName, url: `/${params.city}/${params.service}` },
  ]
}

/** The quote form loads on the reader's first request for it: hydrating the page does not need it. */
const QuoteDialog = lazy(() =>
  import('../components/quote-form.tsx').then((module) => ({ default: module.QuoteDialog })),
)

/** The listings a landing page shows, or null when they could not be read (the page says so). */
type LoadedListings = { listings: PublicListing[]; total: number; readAt: number } | null

export const Route = createFileRoute('/$city/$service')({
  // Both components render LandingPage: one chunk keeps it (and the quote form) off other pages.
  codeSplitGroupings: [['component', 'notFoundComponent']],
  loader: async ({ params, context: { queryClient, api } }) => {
    const page = resolveLandingPage(params.city, params.service)
    // An unknown city or service still shows the generic landing page, answered as a 404.
    if (!page.city || !page.service) throw notFound()
    let listings: LoadedListings = null
    try {
      listings = await queryClient.ensureQueryData(landingListingsQuery(api, params.city, params.service))
    } catch {
      // The page still stands without them: it says they could not be loaded, never "none listed".
    }
    return { listings }
  },
  head: ({ match, params, loaderData }) => {
    const page = resolveLandingPage(params.city, params.service)
    const { siteUrl } = match.context.config
    const path = `/${params.city}/${params.service}`
    const breadcrumb = buildBreadcrumbJsonLd(
      trailOf(page, params).filter((item) => item.url),
      siteUrl,
    )
    const listings = loaderData?.listings?.listings ?? []
    const itemList = page.city && page.service ? buildListingsJsonLd(listings, path, siteUrl) : null
    const jsonLd: JsonLd[] = itemList ? [itemList, breadcrumb] : [breadcrumb]
    return buildPageHead({
      title: page.seo.title,
      description: page.seo.metaDescription,
      keywords: page.seo.keywords,
      path,
      siteUrl,
      noindex: !(page.city && page.service),
      ...(page.city && page.service ? { image: landingSocialImage(page.city, page.service) } : {}),
      jsonLd,
    })
  },
  notFoundComponent: FallbackLandingPage,
  component: KnownLandingPage,
})

function KnownLandingPage() {
  const params = Route.useParams()
  const { listings } = Route.useLoaderData()
  return (
    <LandingPage page={resolveLandingPage(params.city, params.service)} params={params} listings={listings} />
  )
}

/** '{Service} in {City}, MI' for slugs that name no known city or service. */
function FallbackLandingPage() {
  const params = Route.useParams()
  return (
    <LandingPage page={resolveLandingPage(params.city, params.service)} params={params} listings={null} />
  )
}

function LandingPage({
  page,
  params,
  listings,
}: {
  page: LandingPageData
  params: { city: string; service: string }
  listings: LoadedListings
}) {
  const { city, service, cityName, serviceName, seo } = page
  const { config } = useAppContext()
  // Nearby pages of a service nobody offers would be fallback pages too: list them for known services.
  const nearby = service ? findNearbyCities(params.city, LANDING_NEARBY_CITIES) : []
  const quoteDialog = useRef<HTMLDialogElement>(null)
  // Each request mounts a fresh form, addressed to the business (or to the owner with none).
  const [quote, setQuote] = useState<{ listing: PublicListing | null; count: number } | null>(null)
  // "Open now" is first read at the moment the listings were (so hydration renders what the server
  // did), then on the reader's clock, once a minute.
  const [now, setNow] = useState(() => listings?.readAt ?? Date.now())
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  const openQuote = (listing: PublicListing | null) =>
    setQuote((previous) => ({ listing, count: (previous?.count ?? 0) + 1 }))
  const shown = listings?.listings ?? []
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={trailOf(page, params)} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{seo.h1}</h1>
          <div
            className="article-body mt-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built by core from escaped data
            dangerouslySetInnerHTML={{ __html: seo.introContent }}
          />
        </div>
        {city ? (
          <aside
            aria-label={`About ${city.name}`}
            className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6"
          >
            <p className="font-bold">
              {city.name}, {city.county}
            </p>
            {city.population ? (
              <p className="mt-2 text-sm text-slate-600">Population: {city.population}</p>
            ) : null}
          </aside>
        ) : null}
      </div>

      {service ? (
        <section aria-labelledby="listings-heading" className="mt-12">
          <h2 id="listings-heading" className="text-2xl font-bold">
            {serviceName} businesses listed in {cityName}
          </h2>
          {listings === null ? (
            <p role="status" className="mt-4 text-slate-700">
              The listings could not be loaded just now. Reload the page to try again, or request a quote
              below and we will pass it on.
            </p>
          ) : shown.length === 0 ? (
            <div
              data-testid="no-listings"
              className="mt-4 rounded-lg border border-dashed border-slate-300 p-6"
            >
              <p className="font-semibold">{noListingsSentence(service.slug, serviceName, cityName)}</p>
              <p className="mt-2 text-slate-700">
                Tell us what you need and we will pass your request on to a local business.
              </p>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => openQuote(null)}
                className="mt-4 rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900"
              >
                Request a quote
              </button>
            </div>
          ) : (
            <>
              {listings.total > shown.length ? (
                <p className="mt-2 text-sm text-slate-600">
                  Showing {shown.length} of {listings.total} listings.
                </p>
              ) : null}
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {shown.map((listing) => (
                  <ListingCard
                    key={listing.id}
                    listing={listing}
                    now={now}
                    supabaseUrl={config.supabaseUrl}
                    onRequestQuote={openQuote}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      ) : null}

      {service ? (
        <section aria-labelledby="services-heading" className="mt-12">
          <h2 id="services-heading" className="text-2xl font-bold">
            What {service.name.toLowerCase()} covers
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {serviceCards(service, SERVICE_KEYWORD_CARDS).map((card) => (
              <li key={card.name} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold capitalize">{card.name}</p>
                <p className="mt-1 text-sm text-slate-600">{card.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RelatedLinks
        title="Related Pages"
        links={findRelatedLinks({ type: 'service', city: params.city, service: params.service })}
      />

      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-heading" className="mt-12">
          <h2 id="nearby-heading" className="text-2xl font-bold">
            {serviceName} in Nearby Cities
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
            {nearby.map((other) => (
              <li key={other.slug}>
                <Link
                  to="/$city/$service"
                  params={{ city: other.slug, service: params.service }}
                  className="block rounded-lg border border-slate-200 p-4 hover:shadow-md"
                >
                  <span className="font-semibold text-blue-800">
                    {serviceName} in {other.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section
        id="quote"
        aria-labelledby="cta-heading"
        className="mt-12 rounded-lg bg-blue-900 p-8 text-center text-white"
      >
        <h2 id="cta-heading" className="text-2xl font-bold">
          Need {serviceName.toLowerCase()} in {cityName}?
        </h2>
        <p className="mt-2">Send one request and we pass it on to a local business.</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => openQuote(null)}
            className="rounded-md bg-white px-6 py-3 font-semibold text-blue-900"
          >
            Request Quote
          </button>
        </div>
      </section>
      {quote ? (
        <Suspense fallback={null}>
          <QuoteDialog
            key={quote.count}
            city={cityName}
            service={serviceName}
            listing={quote.listing ? { id: quote.listing.id, name: quote.listing.name } : null}
            dialogRef={quoteDialog}
            openOnMount
          />
        </Suspense>
      ) : null}
    </div>
  )
}
