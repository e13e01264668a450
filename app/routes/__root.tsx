import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { BRAND, SEARCH_CONSOLE_SETTING } from '../../core/constants.ts'
import { RSS_PATH } from '../../core/seo/rss.ts'
import { ConnectionStatus } from '../components/connection-status.tsx'
import { Footer } from '../components/footer.tsx'
import { Header } from '../components/header.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { CONFIG_ELEMENT_ID } from '../lib/config.ts'
import type { RouterContext } from '../lib/router-context.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { siteSettingQuery } from '../queries/posts.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context: { queryClient, api } }) => ({
    // Saved from the SEO dashboard; every page carries it so Search Console can verify the site.
    verification: await queryClient.ensureQueryData(siteSettingQuery(api, SEARCH_CONSOLE_SETTING)),
  }),
  head: ({ match, loaderData }) => ({
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
      // Feed readers and browsers find the site's RSS feed from any page.
      { rel: 'alternate', type: 'application/rss+xml', title: `${BRAND} RSS feed`, href: RSS_PATH },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      ...match.context.assets.styles.map((href) => ({ rel: 'stylesheet', href })),
    ],
  }),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

function RootDocument() {
  const { config, assets } = useAppContext()
  // The browser reads the same config and asset list back from this element before hydrating.
  const bootstrap = JSON.stringify({ config, assets }).replace(/</g, '\\u003c')
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
