import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types.ts'
import { type AppConfig, resolveSupabaseUrl } from './config.ts'

let client: Promise<SupabaseClient<Database>> | undefined

/**
 * The owner's supabase-js client (auth with session refresh, functions, writes), loaded only on the
 * tool pages so readers never download it. One per page, sharing the stored session.
 */
export function loadOwnerClient(config: AppConfig): Promise<SupabaseClient<Database>> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient<Database>(resolveSupabaseUrl(config, window.location.origin), config.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, storageKey: 'newshub-owner-auth' },
    }),
  )
  return client
}
