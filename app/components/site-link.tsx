import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/**
 * A link to a path of this site, given as a finished path ('/category/local', '/detroit/plumbing'):
 * the router navigates in the page (no document reload) and preloads the target's data on hover or
 * focus (the router's defaultPreload 'intent'). Paths are built by core's helpers, whose types are
 * plain strings, so the router's typed `to` is given the path as it is; it matches it against the
 * route tree at run time like any address.
 */
export function SiteLink({
  href,
  className,
  children,
  onClick,
}: {
  href: string
  className?: string
  children: ReactNode
  onClick?: () => void
}) {
  return (
    <Link to={href as '/'} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}

/** A post's category label; a link to its page when it is a known category, plain text otherwise. */
export function CategoryBadge({ name, path }: { name: string; path: string | undefined }) {
  const className =
    'inline-block rounded bg-blue-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-blue-800'
  return path ? (
    <SiteLink href={path} className={`${className} hover:underline`}>
      {name}
    </SiteLink>
  ) : (
    <span className={className}>{name}</span>
  )
}
