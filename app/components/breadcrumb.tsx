import type { BreadcrumbItem } from '../../core/posts/breadcrumb.ts'
import { SiteLink } from './site-link.tsx'

/** Breadcrumb trail; the last item is the current page, and an item without a URL is plain text. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => (
          <li key={`${item.url}-${item.name}`} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === items.length - 1 || !item.url ? (
              <span
                aria-current={index === items.length - 1 ? 'page' : undefined}
                className="font-medium text-slate-900"
              >
                {item.name}
              </span>
            ) : (
              <SiteLink href={item.url} className="hover:text-blue-800 hover:underline">
                {item.name}
              </SiteLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
