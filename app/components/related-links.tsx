import type { RelatedLink } from '../../core/directory/related-links.ts'
import { SiteLink } from './site-link.tsx'

/** A block of related pages. */
export function RelatedLinks({
  title = 'Related',
  links,
}: {
  title?: string
  links: readonly RelatedLink[]
}) {
  if (links.length === 0) return null
  return (
    <section aria-labelledby="related-heading" className="mt-12 rounded-lg bg-slate-50 p-6">
      <h2 id="related-heading" className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.url}>
            <SiteLink href={link.url} className="block rounded-md bg-white p-4 shadow-sm hover:shadow-md">
              <span className="font-semibold text-blue-800">{link.title}</span>
              <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{link.description}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
