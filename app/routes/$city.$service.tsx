import { createFileRoute, notFound } from '@tanstack/react-router'
import {
  LANDING_NEARBY_CITIES,
  PLACEHOLDER_PHONE,
  PLACEHOLDER_RATING,
  PLACEHOLDER_REVIEW_COUNT,
  SERVICE_KEYWORD_CARDS,
} from '../../core/constants.ts'
import { findNearbyCities } from '../../core/directory/nearby-cities.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import { resolveLandingPage } from '../../core/seo/landing-page.ts'
import { buildBreadcrumbJsonLd, buildLocalBusinessJsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { PhoneIcon } from '../components/icons.tsx'
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

function trailOf(citySlug: string, serviceSlug: string, cityName: string, serviceName: string) {
  return [
    { name: 'Home', url: '/' },
    { name: cityName, url: `/${citySlug}/services` },
    { name: serviceName, url: `/${citySlug}/${serviceSlug}` },
  ]
}

export const Route = createFileRoute('/$city/$service')({
  loader: ({ params }) => {
    const page = resolveLandingPage(params.city, params.service)
    // Any two-segment path would otherwise be a landing page: an unknown city is a 404.
    if (!page.city) throw notFound()
    return page
  },
  head: ({ match, params, loaderData: page }) => {
    if (!page) return {}
    const { siteUrl } = match.context.config
    const both = page.city && page.service
    return buildPageHead({
      title: page.seo.title,
      description: page.seo.metaDescription,
      keywords: page.seo.keywords,
      path: `/${params.city}/${params.service}`,
      siteUrl,
      noindex: !both,
      jsonLd:
        page.city && page.service
          ? buildLocalBusinessJsonLd(page.city, page.service, siteUrl)
          : buildBreadcrumbJsonLd(
              trailOf(params.city, params.service, page.cityName, page.serviceName),
              siteUrl,
            ),
    })
  },
  component: LandingPage,
})

function LandingPage() {
  const page = Route.useLoaderData()
  const params = Route.useParams()
  const { city, service, cityName, serviceName, seo } = page
  const nearby = findNearbyCities(params.city, LANDING_NEARBY_CITIES)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb items={trailOf(params.city, params.service, cityName, serviceName)} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{seo.h1}</h1>
          <div
            className="article-body mt-6"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built by core from escaped data
            dangerouslySetInnerHTML={{ __html: seo.introContent }}
          />
          <a
            href="#quote"
            className="mt-6 inline-block rounded-md bg-blue-800 px-6 py-3 font-semibold text-white hover:bg-blue-900"
          >
            Get Free Quote
          </a>
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

      <section aria-labelledby="nearby-heading" className="mt-12">
        <h2 id="nearby-heading" className="text-2xl font-bold">
          We Also Serve Nearby Cities
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {nearby.map((other) => (
            <li key={other.slug}>
              <a
                href={`/${other.slug}/${params.service}`}
                className="block rounded-lg border border-slate-200 p-4 hover:shadow-md"
              >
                <span className="font-semibold text-blue-800">
                  {serviceName} in {other.name}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="quote"
        aria-labelledby="cta-heading"
        className="mt-12 rounded-lg bg-blue-900 p-8 text-center text-white"
      >
        <h2 id="cta-heading" className="text-2xl font-bold">
          Ready to get started with {serviceName.toLowerCase()} in {cityName}?
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <button type="button" className="rounded-md bg-white px-6 py-3 font-semibold text-blue-900">
            Request Quote
          </button>
          <button type="button" className="rounded-md border border-white px-6 py-3 font-semibold">
            Call Now
          </button>
        </div>
      </section>
    </div>
  )
}
