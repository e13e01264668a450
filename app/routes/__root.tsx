import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { SEARCH_CONSOLE_SETTING } from '../../core/seo/search-console.ts'
import { ConnectionStatus } from '../components/connection-status.tsx'
import { Footer } from '../components/footer.tsx'
import { Header } from '../components/header.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { CONFIG_ELEMENT_ID } from '../lib/config.ts'
import type { ClientAssets, RouterContext } from '../lib/router-context.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { siteSettingQuery } from '../queries/posts.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context: { queryClient, api } }) => ({
    // Saved from the SEO dashboard; every page carries it so Search Console can verify the site.
    verification: await queryClient.ensureQueryData(siteSettingQuery(api, SEARCH_CONSOLE_SETTING)),
  }),
  head: ({ match, matches, loaderData }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#1e3a8a' },
      ...(loaderData?.verification
        ? [{ name: 'google-site-verification', content: loaderData.verification }]
        : []),
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      ...match.context.assets.styles.map((href) => ({ rel: 'stylesheet', href })),
      ...modulePreloads(
        match.context.assets,
        matches.map((each) => each.routeId),
      ).map((href) => ({ rel: 'modulepreload', href })),
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

/**
 * The scripts a page needs before it can hydrate, for modulepreload links: the entry's imports and
 * the matched routes' chunks, fetched in parallel with the entry instead of one after another.
 * A route id names its file: `/article/$slug` is `article.$slug.tsx`, `/` is `index.tsx`.
 */
function modulePreloads(assets: ClientAssets, routeIds: string[]): string[] {
  if (!assets.preload) return []
  const routeFiles = routeIds.map((id) => `${id === '/' ? 'index' : id.slice(1).replaceAll('/', '.')}.tsx`)
  return [
    ...new Set([
      ...assets.preload.entry,
      ...routeFiles.flatMap((file) => assets.preload?.routes[file] ?? []),
    ]),
  ]
}

function RootDocument() {
  const { config, assets } = useAppContext()
  // The browser reads the same config and asset list back from this element before hydrating.
  const bootstrap = JSON.stringify({
    config,
    assets: { scripts: assets.scripts, styles: assets.styles },
  }).replace(/</g, '\\u003c')
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to content
        </a>
        <Header />
        <ConnectionStatus />
        <main id="main">
          <Outlet />
        </main>
        <Footer />
        <script
          id={CONFIG_ELEMENT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, read back by the client entry
          dangerouslySetInnerHTML={{ __html: bootstrap }}
        />
        <Scripts />
        {assets.scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  )
}
