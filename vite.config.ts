/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { startAppScript } from './app/lib/start-app.ts'
import { type BudgetChunk, checkReaderBudget } from './build/bundle-budget.ts'

/**
 * Fails the client build when a reader route runs more JavaScript before it is interactive (its
 * start script) or loads more before it hydrates than its budgets, or any owner code
 * (build/bundle-budget.ts). The figures go to
 * dist/client/.vite/bundle-budget.json for the benchmarks.
 */
function readerBudget(): Plugin {
  return {
    name: 'newshub:reader-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: BudgetChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                code: output.code,
                isEntry: output.isEntry,
                imports: output.imports,
                facadeModuleId: output.facadeModuleId,
                moduleIds: Object.keys(output.modules),
              },
            ]
          : [],
      )
      const { routes, problems } = checkReaderBudget(chunks, { startScript: startAppScript })
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-budget.json',
        source: `${JSON.stringify(
          routes.map(({ route, kb, interactiveKb, files }) => ({ route, kb, interactiveKb, files })),
          null,
          2,
        )}\n`,
      })
      this.info(
        routes.map(({ route, kb, interactiveKb }) => `${route} ${interactiveKb} / ${kb} KB`).join(', '),
      )
      if (problems.length > 0) this.error(problems.join('\n'))
    },
  }
}

/**
 * In the browser, core/html/visible-text.ts becomes app/lib/visible-text.browser.ts: excerpts,
 * read times and search snippets then use the browser's own HTML parser, and the reader's first
 * script carries no tokenizer or entity table. The server, the CLI and the tests keep the
 * htmlparser2 version.
 */
function browserVisibleText(): Plugin {
  const core = fileURLToPath(new URL('./core/html/visible-text.ts', import.meta.url))
  const browser = fileURLToPath(new URL('./app/lib/visible-text.browser.ts', import.meta.url))
  return {
    name: 'newshub:browser-visible-text',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!source.endsWith('/visible-text.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === core ? browser : null
    },
  }
}

/**
 * Two builds share this config: the client bundle (`vite build`, into dist/client with a
 * manifest the server reads to link the entry script and CSS) and the server-rendering entry
 * (`vite build --ssr`, into dist/server). `npm run build` runs both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: 'app/public',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'app/routes',
      generatedRouteTree: 'app/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [browserVisibleText()]),
    // The service worker and manifest belong to the client build only.
    ...(isSsrBuild
      ? []
      : [
          readerBudget(),
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'app',
            filename: 'sw.ts',
            registerType: 'prompt',
            injectRegister: false,
            manifest: {
              // The app's identity for the browser: fixed, so moving start_url never makes a second app.
              id: '/',
              name: 'NewsHub',
              short_name: 'NewsHub',
              description: 'Local and national news for Michigan readers, readable offline.',
              theme_color: '#1e3a8a',
              background_color: '#ffffff',
              display: 'standalone',
              start_url: '/',
              scope: '/',
              icons: [
                { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
                { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
                {
                  src: '/icons/icon-maskable-512.png',
                  sizes: '512x512',
                  type: 'image/png',
                  purpose: 'maskable',
                },
              ],
              categories: ['news', 'lifestyle', 'business'],
              // Real screenshots of the home page (scripts/manifest-screenshots.ts), for the richer
              // install dialog: one for phones, one for wide screens.
              screenshots: [
                {
                  src: '/screenshots/home-phone.png',
                  sizes: '390x844',
                  type: 'image/png',
                  form_factor: 'narrow',
                  label: 'NewsHub home page on a phone: the featured story and local news',
                },
                {
                  src: '/screenshots/home-wide.png',
                  sizes: '1280x800',
                  type: 'image/png',
                  form_factor: 'wide',
                  label: 'NewsHub home page on a desktop: the featured story and local news',
                },
              ],
              shortcuts: [
                {
                  name: 'Saved for later',
                  short_name: 'Saved',
                  url: '/saved',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
                {
                  name: 'Search stories',
                  short_name: 'Search',
                  url: '/search',
                  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
                },
              ],
            },
            injectManifest: {
              // Pictures any page may show, whatever the posts: the default author picture and the
              // built-in articles' images (post images are cached at runtime by the worker).
              globPatterns: [
                'assets/**/*.{js,css}',
                'icons/*.png',
                'favicon.svg',
                'manifest.webmanifest',
                'images/authors/*.svg',
                'images/articles/*.svg',
              ],
              // The shell is rendered by the server; a new build brings a new copy.
              additionalManifestEntries: [{ url: '/shell', revision: String(Date.now()) }],
            },
          }),
        ]),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, rollupOptions: { input: 'app/entry-server.tsx' } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          input: 'app/entry-client.tsx',
          output: {
            // React, React DOM, TanStack Router and Query in one chunk: every page needs them before
            // it hydrates, and one chunk costs less than the dozen small ones Rolldown would cut
            // them into (about 2 KB gzipped on each reader route, and fewer requests). It changes
            // only when they are upgraded, so returning readers keep it cached. useBlocker is the
            // newsroom editor's alone and stays with it.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](?!react-router[\\/]dist[\\/]esm[\\/]useBlocker)[^\\/]+)[\\/]/,
                },
              ],
            },
          },
        },
      },
  ssr: { noExternal: [] },
}))
