import { Hono } from 'hono'
import type { ClientFactory, FunctionContext } from '../../functions/_shared/context.ts'
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
  // Each handler's code is loaded by its first call (decision 052): the post generator, its trade
  // vocabularies and the grammar checker's glue cost about 85 MB resident, and only owners use them.
  type Handler = (request: Request) => Promise<Response>
  const load = (create: () => Promise<Handler>) => {
    let handler: Promise<Handler> | undefined
    return (request: Request) => {
      handler ??= create().catch((error: unknown) => {
        handler = undefined
        throw error
      })
      return handler.then((ready) => ready(request))
    }
  }
  // A Map, not an object literal: a name such as __proto__ or toString must not find Object's own members.
  const handlers = new Map<string, Handler>([
    [
      'generate-blog',
      load(async () =>
        (await import('../../functions/generate-blog/handler.ts')).createGenerateBlogHandler(context),
      ),
    ],
    [
      'fix-backlinks',
      load(async () =>
        (await import('../../functions/fix-backlinks/handler.ts')).createFixBacklinksHandler(context),
      ),
    ],
    [
      'sitemap',
      load(async () => (await import('../../functions/sitemap/handler.ts')).createSitemapHandler(context)),
    ],
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
