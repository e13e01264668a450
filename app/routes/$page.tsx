import { createFileRoute, notFound } from '@tanstack/react-router'
import { buildBreadcrumbJsonLd } from '../../core/seo/structured-data.ts'
import { Breadcrumb } from '../components/breadcrumb.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { buildNotFoundHead, buildPageHead } from '../lib/head.ts'

/** The footer's company pages at /{slug}; any other single-segment path is a 404. */
export const Route = createFileRoute('/$page')({
  // The pages' text loads with the first one visited: a server-rendered page hydrates from its
  // loader data, so it is not among every page's first scripts.
  loader: async ({ params }) => {
    const { findCompanyPage } = await import('../../core/data/company-pages.ts')
    const page = findCompanyPage(params.page)
    if (!page) throw notFound()
    return page
  },
  head: ({ match, loaderData: page }) => {
    if (!page) return buildNotFoundHead('Page Not Found')
    const { siteUrl } = match.context.config
    return buildPageHead({
      title: page.title,
      description: page.summary,
      path: `/${page.slug}`,
      siteUrl,
      jsonLd: buildBreadcrumbJsonLd(
        [
          { name: 'Home', url: '/' },
          { name: page.title, url: `/${page.slug}` },
        ],
        siteUrl,
      ),
    })
  },
  notFoundComponent: NotFoundPage,
  component: CompanyPage,
})

function CompanyPage() {
  const page = Route.useLoaderData()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumb
        items={[
          { name: 'Home', url: '/' },
          { name: page.title, url: `/${page.slug}` },
        ]}
      />
      <h1 className="text-3xl font-extrabold sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-slate-600">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}
