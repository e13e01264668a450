import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { buildNotFoundHead } from '../lib/head.ts'

/**
 * Every path no other route matches ('/a/b/c'): the 404 page, with its own title. Without this
 * route the root's not-found page would answer, and the root's head has no title to give it.
 */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound()
  },
  head: () => buildNotFoundHead('Page Not Found'),
  notFoundComponent: NotFoundPage,
  component: NotFoundPage,
})
