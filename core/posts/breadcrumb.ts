import { BREADCRUMB_TITLE_LIMIT } from '../constants.ts'

/** A breadcrumb item. */
export interface BreadcrumbItem {
  name: string
  url: string
}

/**
 * Title as the breadcrumb shows it: up to 50 characters whole, longer ones cut to 50 plus '...'.
 * @example truncateBreadcrumbTitle('a'.repeat(51)) // 'a'.repeat(50) + '...'
 */
export function truncateBreadcrumbTitle(title: string): string {
  return title.length > BREADCRUMB_TITLE_LIMIT ? `${title.slice(0, BREADCRUMB_TITLE_LIMIT)}...` : title
}
