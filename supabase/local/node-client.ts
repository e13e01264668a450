import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Database } from '../database.types.ts'

/**
 * The one way Node code (the CLI, the local stack's functions, tests and benches) builds a
 * supabase-js client: Node 20 has no WebSocket of its own, so realtime gets `ws`, and no session
 * is stored, refreshed or read from a URL unless `options.auth` says otherwise.
 */
export function createNodeClient(
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'> = {},
): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    ...options,
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...options.auth },
    realtime: { ...options.realtime, transport: WebSocket as unknown as typeof globalThis.WebSocket },
  })
}
