import type { AppConfig } from '../../core/ssr/server-entry.ts'

export type { AppConfig }

/** Id of the JSON script element that carries the config from the server render to the browser. */
export const CONFIG_ELEMENT_ID = 'newshub-config'

/** Supabase API base URL as the browser sees it. */
export function resolveSupabaseUrl(config: AppConfig, origin: string): string {
  return config.supabaseUrl || origin
}
