import type { QueryClient } from '@tanstack/react-query'
import type { AppConfig } from './config.ts'
import type { PostsApi } from './posts-api.ts'
import type { Sanitize } from './sanitize.ts'

/** What every route's loader, head and component can reach. */
export interface RouterContext {
  queryClient: QueryClient
  api: PostsApi
  config: AppConfig
  sanitize: Sanitize
  /** The client bundle's entry script and stylesheets, from the Vite manifest. */
  assets: ClientAssets
}

/** Files the browser loads on every page. */
export interface ClientAssets {
  scripts: string[]
  styles: string[]
  /**
   * Scripts to fetch at once with `<link rel="modulepreload">` rather than after the entry has been
   * parsed: the entry's static imports (`preload`), and each route file's own chunks and their
   * imports (`routes`, keyed by route file such as `article.$slug.tsx`). Server-side only.
   */
  preload?: { entry: string[]; routes: Record<string, string[]> }
}
