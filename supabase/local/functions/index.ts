import { Hono } from 'hono'
import type { ClientFactory, FunctionContext } from '../../functions/_shared/context.ts'
import { createFixBacklinksHandler } from '../../functions/fix-backlinks/handler.ts'
import { createGenerateBlogHandler } from '../../functions/generate-blog/handler.ts'
import { createSitemapHandler } from '../../functions/sitemap/handler.ts'
import { ApiError } from '../errors.ts'
import { createNodeClient } from '../node-client.ts'

/** The deployed functions, by name, as the Deno entries in supabase/functions serve them. */
export const FUNCTION_NAMES = ['generate-blog', 'fix-backlinks', 'sitemap'] as const

/** supabase-js clients for the functions whose requests go straight into the local API (`apiFetch`), not out through a socket. */
export function createLocalClientFactory(apiFetch: typeof fetch): ClientFactory {
  return (url, key, options) =>
    createNodeClient(url, key, { ...options, global: { ...options.global, fetch: apiFetch } })
}

/** /functions/v1/<name>: the same handlers as the Deno entries, given the local stack's URL and keys. */
export function createFunctionsApp(context: FunctionContext): Hono {
  // A Map, not an object literal: a name such as __proto__ or toString must not find Object's own members.
  const handlers = new Map<string, (request: Request) => Promise<Response>>([
    ['generate-blog', createGenerateBlogHandler(context)],
    ['fix-backlinks', createFixBacklinksHandler(context)],
    ['sitemap', createSitemapHandler(context)],
  ])
  const app = new Hono()
  app.all('/:name', (c) => {
    const handler = handlers.get(c.req.param('name'))
    if (!handler) {
      throw new ApiError(404, {
        code: 'not_found',
        details: null,
        hint: null,
        message: 'Requested function was not found',
      })
    }
    return handler(c.req.raw)
  })
  return app
}
