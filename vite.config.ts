/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

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
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, rollupOptions: { input: 'app/entry-server.tsx' } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        rollupOptions: { input: 'app/entry-client.tsx' },
      },
  ssr: { noExternal: [] },
}))
