import type { SupabaseClient } from '@supabase/supabase-js'
import type { CallResult } from '../../core/owner/call-result.ts'
import { type AppConfig, resolveSupabaseUrl } from './config.ts'

let client: Promise<SupabaseClient> | undefined

/**
 * The owner's supabase-js client (auth with session refresh, functions, writes), loaded only on the
 * tool pages so readers never download it. One per page, sharing the stored session.
 */
export function loadOwnerClient(config: AppConfig): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(resolveSupabaseUrl(config, window.location.origin), config.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, storageKey: 'newshub-owner-auth' },
    }),
  )
  return client
}

/** Calls an edge function and answers its data, or the error message its JSON body gives. */
export async function invokeFunction<T>(
  supabase: SupabaseClient,
  name: string,
  body: unknown,
): Promise<CallResult<T>> {
  const { data, error } = await supabase.functions.invoke<T>(name, { body: body as Record<string, unknown> })
  if (!error) return { data: data as T, error: null }
  const context = (error as { context?: unknown }).context
  if (context instanceof Response) {
    const payload = (await context.json().catch(() => null)) as { error?: string; message?: string } | null
    const message = payload?.error ?? payload?.message
    if (message) return { data: null, error: { message } }
  }
  return { data: null, error: { message: error.message } }
}
