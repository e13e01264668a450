import type { Database } from '../../supabase/database.types.ts'
import type { AppConfig } from './config.ts'
import { resolveSupabaseUrl } from './config.ts'

/** How a visitor's call ended: done, refused with a message for them, or not delivered at all. */
export type VisitorCallResult = { ok: true } | { ok: false; message: string }

export const NETWORK_FAILURE = 'We could not reach the server. Check your connection and try again.'
const SERVER_FAILURE = 'Something went wrong on our side. Please try again in a moment.'

/**
 * Calls a public database function (`rpc`) with the anon key, through the reader pages' own
 * PostgREST client: no supabase-js (auth, realtime) on reader pages. A 400 or 429 carries a message
 * written for the visitor (code 22023 or PT429 in the function); anything else is a generic line.
 */
export async function callPublicFunction<Name extends 'subscribe' | 'request_quote'>(
  config: AppConfig,
  name: Name,
  args: Database['public']['Functions'][Name]['Args'],
): Promise<VisitorCallResult> {
  try {
    // The PostgREST client loads when a visitor first sends a form, not with the page.
    const { createPostgrestClient } = await import('./posts-api.ts')
    const client = createPostgrestClient(resolveSupabaseUrl(config, window.location.origin), config.anonKey)
    const { error, status } = await client.rpc(name, args)
    if (!error) return { ok: true }
    if ((status === 400 && error.code === '22023') || status === 429)
      return { ok: false, message: error.message }
    // postgrest-js answers a failed fetch with status 0 rather than throwing.
    return { ok: false, message: status === 0 ? NETWORK_FAILURE : SERVER_FAILURE }
  } catch {
    return { ok: false, message: NETWORK_FAILURE }
  }
}
