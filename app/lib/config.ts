/** What the app needs to reach the backend and to write absolute URLs. */
export interface AppConfig {
  /** Supabase API base URL; empty means the same origin as the page. */
  supabaseUrl: string
  /** The public (anon) key: readers read published posts with it. */
  anonKey: string
  /** Public origin of the site, for canonical URLs and structured data. */
  siteUrl: string
}

/** Id of the JSON script element that carries the config from the server render to the browser. */
export const CONFIG_ELEMENT_ID = 'newshub-config'

/** Supabase API base URL as the browser sees it. */
export function resolveSupabaseUrl(config: AppConfig, origin: string): string {
  return config.supabaseUrl || origin
}
