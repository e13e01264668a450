import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { POSTS_STALE_TIME_MS } from '../core/constants.ts'
import { ApplicationError } from './components/application-error.tsx'
import { RenderTimeContext } from './lib/now.tsx'
import { retryPolicy } from './lib/retry.ts'
import type { RouterContext } from './lib/router-context.ts'
import { routeTree } from './route-tree.gen.ts'

/** What only the server knows about one render. */
export interface ServerRenderOptions {
  /** This render's CSP nonce: every inline script the router writes carries it. */
  nonce: string
  /** The site's public origin, for anything the router makes absolute (never the request's Host). */
  origin: string
}

/** Builds the router with a fresh query client; the server makes one per request. */
export function createAppRouter(context: Omit<RouterContext, 'queryClient'>, server?: ServerRenderOptions) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: POSTS_STALE_TIME_MS,
        retry: retryPolicy,
        // Offline, queries still run: the offline store answers them from the device.
        networkMode: 'always',
      },
    },
  })
  // The time relative dates are rendered against: this render's on the server, the server's while
  // the browser hydrates its page (see app/lib/now.tsx).
  let renderedAt = Date.now()
  return createRouter({
    routeTree,
    context: { ...context, queryClient },
    defaultPreload: 'intent',
    // React Query caches the data; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // In the browser the router reads the nonce back from its csp-nonce meta tag.
    ...(server ? { ssr: { nonce: server.nonce }, origin: server.origin } : {}),
    defaultErrorComponent: ApplicationError,
    // Query data is plain JSON from PostgREST; a string keeps the router's serializer out of its shape.
    dehydrate: () => ({ queryState: JSON.stringify(dehydrate(queryClient)), renderedAt }),
    hydrate: (dehydrated: { queryState: string; renderedAt?: number }) => {
      hydrate(queryClient, JSON.parse(dehydrated.queryState))
      if (typeof dehydrated.renderedAt === 'number') renderedAt = dehydrated.renderedAt
    },
    // biome-ignore lint/correctness/noComponentHookFactories: the provider needs this router's own query client
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <RenderTimeContext value={renderedAt}>{children}</RenderTimeContext>
      </QueryClientProvider>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
