import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from '@tanstack/react-router'
import { type ComponentType, useEffect, useState } from 'react'
import { BRAND, SEARCH_CONSOLE_SETTING } from '../../core/constants.ts'
import { COMFORT_SCRIPT, COMFORT_SCRIPT_ID } from '../../core/reader/comfort.ts'
import { RSS_PATH } from '../../core/seo/rss.ts'
import { ConnectionStatus } from '../components/connection-status.tsx'
import { Footer } from '../components/footer.tsx'
import { Header } from '../components/header.tsx'
import { NotFoundPage } from '../components/not-found-page.tsx'
import { useComfortAttributes } from '../lib/comfort.ts'
import { CONFIG_ELEMENT_ID } from '../lib/config.ts'
import { whenIdle } from '../lib/idle.ts'
import type { ClientAssets, RouterContext } from '../lib/router-context.ts'
import { startAppScript } from '../lib/start-app.ts'
import { useAppContext } from '../lib/use-app-context.ts'
import { siteSettingQuery } from '../queries/posts.ts'

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context: { queryClient, api } }) => ({
    // Saved from the SEO dashboard; every page carries it so Search Console can verify the site.
    verification: await queryClient.ensureQueryData(siteSettingQuery(api, SEARCH_CONSOLE_SETTING)),
  }),
  head: ({ loaderData }) => ({
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

/**
 * Paint first, then hydrate: the page as the server rendered it is readable and its links work
 * without JavaScript. The one script it runs before it is interactive is written inline
 * (app/lib/start-app.ts): it holds the reader's taps, and once the page has loaded (text and
 * pictures painted) or the reader touches it, fetches the entry and everything the page needs
 * (modulepreload) at once. Fetched any earlier, the scripts compete with the page's own CSS and
 * pictures on a phone's connection and delay its first and largest paint.
 */
const LOADER_ELEMENT_ID = 'newshub-loader'

/** The install offer (components/install-offer.tsx), loaded at the first idle moment after hydration. */
function LaterInstallOffer() {
  const [Offer, setOffer] = useState<ComponentType | null>(null)
  useEffect(() => {
    void whenIdle()
      .then(() => import('../components/install-offer.tsx'))
      .then((module) => setOffer(() => module.InstallOffer))
  }, [])
  return Offer ? <Offer /> : null
}

function RootDocument() {
  const { config, assets } = useAppContext()
  useComfortAttributes()
  const router = useRouter()
  const routeIds = useRouterState({ select: (state) => state.matches.map((match) => match.routeId) })
  // Written once by the server; the browser keeps the same text, which has done its work by then.
  const [loader] = useState(() =>
    // import.meta.env.SSR is false in the client build, which so leaves the start script out.
    import.meta.env.SSR
      ? startAppScript(assets.scripts, modulePreloads(assets, routeIds))
      : (document.getElementById(LOADER_ELEMENT_ID)?.textContent ?? ''),
  )
  // The server writes the comfort script; the browser keeps its text without carrying it in the bundle.
  const [comfortScript] = useState(() =>
    import.meta.env.SSR ? COMFORT_SCRIPT : (document.getElementById(COMFORT_SCRIPT_ID)?.textContent ?? ''),
  )
  // The browser reads the same config and asset list back from this element before hydrating.
  const bootstrap = JSON.stringify({
    config,
    assets: { scripts: assets.scripts, styles: assets.styles },
  }).replace(/</g, '\\u003c')
  return (
    // The comfort script sets data-theme and data-text-size on <html> before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <script
          id={COMFORT_SCRIPT_ID}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script, allowed by its hash in the CSP
          dangerouslySetInnerHTML={{ __html: comfortScript }}
        />
        {/* After the comfort script, not hoisted above it (no precedence): a script behind a
            stylesheet waits for it, which held the parser and delayed the first paint. */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
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
        <LaterInstallOffer />
        <script
          id={CONFIG_ELEMENT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped, read back by the client entry
          dangerouslySetInnerHTML={{ __html: bootstrap }}
        />
        <Scripts />
        <script
          id={LOADER_ELEMENT_ID}
          nonce={router.options.ssr?.nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own loader; the asset lists are JSON with '<' escaped
          dangerouslySetInnerHTML={{ __html: loader }}
        />
      </body>
    </html>
  )
}
