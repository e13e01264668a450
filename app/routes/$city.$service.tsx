import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useRef } from 'react'
import {
  LANDING_NEARBY_CITIES,
  PLACEHOLDER_PHONE,
  PLACEHOLDER_RATING,
  PLACEHOLDER_REVIEW_COUNT,
  SERVICE_KEYWORD_CARDS,
} from '../../core/constants.ts'
import { findNearbyCities } from '../../core/directory/nearby-cities.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import { telHref } from '../../core/leads/quote.ts'
import { type LandingPage as LandingPageData, resolveLandingPage } from '../../core/seo/landing-page.ts'
import { landingSocialImage } from '../../core/seo/og-image.ts'
import { buildBreadcrumbJsonLd, buildLocalBusinessJsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { PhoneIcon } from '../components/icons.tsx'
import { QuoteDialog } from '../components/quote-form.tsx'
import { RelatedLinks } from '../components/related-links.tsx'
import { buildPageHead } from '../lib/head.ts'

const WHY_CHOOSE_US = [
  {
    title: 'Local Expertise',
    text: 'Professionals who know the neighbourhoods, homes and rules of your city.',
  },
  { title: 'Licensed & Insured', text: 'Every provider holds the licences and insurance Michigan requires.' },
  { title: 'Fast Response', text: 'Quick replies and same-day visits when something cannot wait.' },
  {
    title: 'Satisfaction Guaranteed',
    text: 'A 100% satisfaction guarantee on the work, or they make it right.',
  },
] as const

/** Home / city / service; a city the directory does not know has no hub page to link to. */
function trailOf(page: LandingPageData, params: { city: string; service: string }) {
  return [
    { name: 'Home', url: '/' },
    { name: page.cityName, url: page.city ? `/${page.city.slug}/services` : '' },
    { name: page.serviceName, url: `/${params.city}/${params.service}` },
  ]
}

export const Route = createFileRoute('/$city/$service')({
  // Both components render LandingPage: one chunk keeps it (and the quote form) off other pages.
  codeSplitGroupings: [['component', 'notFoundComponent']],
  loader: ({ params }) => {
    const page = resolveLandingPage(params.city, params.service)
    // An unknown city or service still shows the spec's fallback page, answered as a 404.
    if (!page.city || !page.service) throw notFound()
    return page
  },
  // The loader's data is never needed here: the page follows from the slugs alone.
  head: ({ match, params }) => {
    const page = resolveLandingPage(params.city, params.service)
    const { siteUrl } = match.context.config
    return buildPageHead({
      title: page.seo.title,
      description: page.seo.metaDescription,
      keywords: page.seo.keywords,
      path: `/${params.city}/${params.service}`,
      siteUrl,
      noindex: !(page.city && page.service),
      ...(page.city && page.service ? { image: landingSocialImage(page.city, page.service) } : {}),
      jsonLd:
        page.city && page.service
          ? buildLocalBusinessJsonLd(page.city, page.service, siteUrl)
          : buildBreadcrumbJsonLd(
              trailOf(page, params).filter((item) => item.url),
              siteUrl,
            ),
    })
  },
  notFoundComponent: FallbackLandingPage,
  component: KnownLandingPage,
})

function KnownLandingPage() {
  return <LandingPage page={Route.useLoaderData()} params={Route.useParams()} />
}

/** '{Service} in {City}, MI' for slugs that name no known city or service. */
function FallbackLandingPage() {
  const params = Route.useParams()
  return <LandingPage page={resolveLandingPage(params.city, params.service)} params={params} />
}

function LandingPage({ page, params }: { page: LandingPageData; params: { city: string; service: string } }) {
  const { city, service, cityName, serviceName, seo } = page
  // Nearby pages of a service nobody offers would be fallback pages too: list them for known services.
  const nearby = service ? findNearbyCities(params.city, LANDING_NEARBY_CITIES) : []
  const quoteDialog = useRef<HTMLDialogElement>(null)
  const openQuote = () => {
    quoteDialog.current?.showModal()
    // The city and service come filled in: start where the reader types.
    quoteDialog.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }
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
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={openQuote}
            className="mt-6 inline-block rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900"
          >
            Get Free Quote
          </button>
        </div>
        {city ? (
          <aside
            aria-label={`${serviceName} in ${cityName}`}
            className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6"
          >
            <p className="font-bold">
              Serving {city.name}, {city.county}
            </p>
            {city.population ? (
              <p className="mt-2 text-sm text-slate-600">Population: {city.population}</p>
            ) : null}
            <p className="mt-3 flex items-center gap-2 text-sm">
              <PhoneIcon /> {PLACEHOLDER_PHONE}
            </p>
            <p className="mt-2 text-sm font-semibold text-green-800">Available 24/7</p>
            <p className="mt-2 text-sm">
              <span aria-hidden="true">★ </span>
              {PLACEHOLDER_RATING} Rating ({PLACEHOLDER_REVIEW_COUNT} Reviews)
            </p>
          </aside>
        ) : null}
      </div>

      {service ? (
        <section aria-labelledby="services-heading" className="mt-12">
          <h2 id="services-heading" className="text-2xl font-bold">
            {service.name} services in {cityName}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {service.keywords.slice(0, SERVICE_KEYWORD_CARDS).map((keyword) => (
              <li key={keyword} className="rounded-lg border border-slate-200 p-4">
                <p className="font-semibold capitalize">{keyword}</p>
                <p className="mt-1 text-sm text-slate-600">
                  Professional {keyword} services in {cityName}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="why-heading" className="mt-12">
        <h2 id="why-heading" className="text-2xl font-bold">
          Why Choose Us
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((point) => (
            <li key={point.title} className="rounded-lg bg-blue-50 p-4">
              <p className="font-semibold text-blue-900">{point.title}</p>
              <p className="mt-1 text-sm text-slate-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <RelatedLinks
        title="Related Pages"
        links={findRelatedLinks({ type: 'service', city: params.city, service: params.service })}
      />

      {nearby.length > 0 ? (
        <section aria-labelledby="nearby-heading" className="mt-12">
          <h2 id="nearby-heading" className="text-2xl font-bold">
            We Also Serve Nearby Cities
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
          Ready to get started with {serviceName.toLowerCase()} in {cityName}?
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={openQuote}
            className="rounded-md bg-white px-6 py-3 font-semibold text-blue-900"
          >
            Request Quote
          </button>
          <a
            href={telHref(PLACEHOLDER_PHONE)}
            className="rounded-md border border-white px-6 py-3 font-semibold"
          >
            Call Now
          </a>
        </div>
      </section>
      <QuoteDialog city={cityName} service={serviceName} dialogRef={quoteDialog} />
    </div>
  )
}
