import type { QueryClient } from '@tanstack/react-query'
import type { ClientAssets } from '../../core/ssr/server-entry.ts'
import type { AppConfig } from './config.ts'
import type { PostsApi } from './posts-api.ts'
import type { Sanitize } from './sanitize.ts'

export type { ClientAssets }

/** What every route's loader, head and component can reach. */
export interface RouterContext {
  queryClient: QueryClient
  api: PostsApi
  config: AppConfig
  sanitize: Sanitize
  /** The client bundle's entry script and stylesheets, from the Vite manifest. */
  assets: ClientAssets
}
