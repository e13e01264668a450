import { createFileRoute, Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { DIRECTORY_PREVIEW_COUNT } from '../../core/constants.ts'
import { CITIES } from '../../core/data/cities.ts'
import { SERVICES } from '../../core/data/services.ts'
import { filterByName } from '../../core/directory/filter.ts'
import { countOf, describeCount, type ListingCounts } from '../../core/listings/coverage.ts'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { buildPageHead } from '../lib/head.ts'
import { loadListingCounts } from '../queries/listings.ts'

export const Route = createFileRoute('/directory')({
  loader: async ({ context }) => ({ counts: await loadListingCounts(context) }),
  head: ({ match }) =>
    buildPageHead({
      title: 'Local Service Directory',
      description: `Local businesses in ${CITIES.length} Michigan cities across ${SERVICES.length} service categories, with their phone numbers, addresses and opening hours.`,
      path: '/directory',
      siteUrl: match.context.config.siteUrl,
      jsonLd: buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: 'Local Service Directory', url: '/directory' },
        ],
        match.context.config.siteUrl,
      ),
    }),
  component: DirectoryPage,
})

function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = useId()
  return (
    <div className="flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
      />
    </div>
  )
}

/** '3 listings' beside a city or service; nothing when the counts could not be read. */
function CountBadge({ counts, count }: { counts: ListingCounts | null; count: number }) {
  if (!counts) return null
  return (
    <p data-testid="listing-count" className="mt-2 text-sm font-semibold text-slate-800">
      {describeCount(count)}
    </p>
  )
}

function DirectoryPage() {
  const { counts } = Route.useLoaderData()
  const [cityQuery, setCityQuery] = useState('')
  const [serviceQuery, setServiceQuery] = useState('')
  const cities = filterByName(CITIES, cityQuery)
  const services = filterByName(SERVICES, serviceQuery)
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: 'Local Service Directory', url: '/directory' },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">Local Service Directory</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Local businesses across Michigan, listed with their phone numbers, addresses and hours. Pick a city, a
        service, or both.
      </p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row">
        <SearchBox label="Search cities" value={cityQuery} onChange={setCityQuery} />
        <SearchBox label="Search services" value={serviceQuery} onChange={setServiceQuery} />
      </div>

      <section aria-labelledby="cities-heading" className="mt-10">
        <h2 id="cities-heading" className="text-2xl font-bold">
          Cities
        </h2>
        {cities.length === 0 ? <p className="mt-4 text-slate-600">No cities match “{cityQuery}”.</p> : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {cities.map((city) => (
            <li key={city.slug} data-testid="city-card" className="rounded-lg border border-slate-200 p-5">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-bold">{city.name}</h3>
                <span className="shrink-0 rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                  {city.county}
                </span>
              </div>
              <p className="mt-2 text-sm text-slate-600">{city.description}</p>
              <CountBadge counts={counts} count={countOf(counts?.byCity ?? {}, city.slug)} />
              {city.population ? (
                <p className="mt-2 text-xs text-slate-600">Population: {city.population}</p>
              ) : null}
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {SERVICES.slice(0, DIRECTORY_PREVIEW_COUNT).map((service) => (
                  <li key={service.slug}>
                    <Link
                      to="/$city/$service"
                      params={{ city: city.slug, service: service.slug }}
                      className="text-blue-800 hover:underline"
                    >
                      {service.name}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link
                    to="/$city/services"
                    params={{ city: city.slug }}
                    className="font-semibold text-blue-800 hover:underline"
                  >
                    +{SERVICES.length - DIRECTORY_PREVIEW_COUNT} more
                    <span className="sr-only"> services in {city.name}</span>
                  </Link>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-heading" className="mt-10">
        <h2 id="services-heading" className="text-2xl font-bold">
          Services
        </h2>
        {services.length === 0 ? (
          <p className="mt-4 text-slate-600">No services match “{serviceQuery}”.</p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li
              key={service.slug}
              data-testid="service-card"
              className="rounded-lg border border-slate-200 p-5"
            >
              <h3 className="text-lg font-bold">{service.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{service.description}</p>
              <CountBadge counts={counts} count={countOf(counts?.byService ?? {}, service.slug)} />
              <p className="mt-2 text-xs text-slate-600">
                {service.keywords.slice(0, DIRECTORY_PREVIEW_COUNT).join(' · ')}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {CITIES.slice(0, DIRECTORY_PREVIEW_COUNT).map((city) => (
                  <li key={city.slug}>
                    <Link
                      to="/$city/$service"
                      params={{ city: city.slug, service: service.slug }}
                      className="text-blue-800 hover:underline"
                    >
                      {city.name}
                    </Link>
                  </li>
                ))}
                <li className="text-slate-600">+{CITIES.length - DIRECTORY_PREVIEW_COUNT} more</li>
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="coverage-heading" className="mt-10 rounded-lg bg-blue-900 p-6 text-white">
        <h2 id="coverage-heading" className="text-xl font-bold">
          Coverage
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-4 text-center sm:grid-cols-4">
          <div>
            <dt className="text-sm">Cities</dt>
            <dd className="text-3xl font-extrabold">{CITIES.length}</dd>
          </div>
          <div>
            <dt className="text-sm">Services</dt>
            <dd className="text-3xl font-extrabold">{SERVICES.length}</dd>
          </div>
          <div>
            <dt className="text-sm">Listed businesses</dt>
            <dd data-testid="coverage-listings" className="text-3xl font-extrabold">
              {counts ? counts.total : '–'}
            </dd>
          </div>
          <div>
            <dt className="text-sm">Pages with listings</dt>
            <dd className="text-3xl font-extrabold">
              {counts ? Object.values(counts.byPage).filter((count) => count > 0).length : '–'}
              <span className="block text-sm font-normal">of {CITIES.length * SERVICES.length}</span>
            </dd>
          </div>
        </dl>
      </section>
    </div>
  )
}
