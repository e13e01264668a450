import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { findCity } from '../../core/data/cities.ts'
import { SERVICES } from '../../core/data/services.ts'
import { findRelatedLinks } from '../../core/directory/related-links.ts'
import { countOf, describeCount } from '../../core/listings/coverage.ts'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { RelatedLinks } from '../components/related-links.tsx'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'
import { loadListingCounts } from '../queries/listings.ts'

export const Route = createFileRoute('/$city/services')({
  loader: async ({ params, context }) => {
    const city = findCity(params.city)
    if (!city) throw notFound()
    return { city, counts: await loadListingCounts(context) }
  },
  head: ({ match, loaderData }) => {
    const city = loaderData?.city
    if (!city) return buildNotFoundHead('Page Not Found')
    const { siteUrl } = match.context.config
    return buildPageHead({
      title: `Local Services in ${city.name}, ${city.stateAbbr}`,
      description: `Local businesses in ${city.name}, ${city.county}: plumbing, HVAC, roofing, legal, healthcare, restaurants and more.`,
      path: `/${city.slug}/services`,
      siteUrl,
      jsonLd: buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Directory', url: '/directory' },
          { name: city.name, url: `/${city.slug}/services` },
        ],
        siteUrl,
      ),
    })
  },
  notFoundComponent: NotFoundPage,
  component: CityServicesPage,
})

function CityServicesPage() {
  const { city, counts } = Route.useLoaderData()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: 'Directory', url: '/directory' },
          { name: city.name, url: `/${city.slug}/services` },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        Local Services in {city.name}, {city.stateAbbr}
      </h1>
      <p className="mt-2 text-sm font-semibold text-slate-600">
        {city.county}
        {city.population ? ` · Population ${city.population}` : ''}
      </p>
      <p className="mt-4 max-w-3xl text-slate-700">{city.description}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SERVICES.map((service) => (
          <li key={service.slug}>
            <Link
              to="/$city/$service"
              params={{ city: city.slug, service: service.slug }}
              className="block h-full rounded-lg border border-slate-200 p-5 hover:shadow-md"
            >
              <span className="text-xs font-semibold uppercase tracking-wide text-slate-500">
                {service.category}
              </span>
              <span className="mt-1 block text-lg font-bold text-blue-800">
                {service.name} in {city.name}
              </span>
              <span className="mt-1 block text-sm text-slate-600">{service.description}</span>
              {counts ? (
                <span data-testid="listing-count" className="mt-2 block text-sm font-semibold text-slate-800">
                  {describeCount(countOf(counts.byPage, `${city.slug}/${service.slug}`))}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
      <RelatedLinks title="Nearby Cities" links={findRelatedLinks({ type: 'city', city: city.slug }, 3)} />
    </div>
  )
}
