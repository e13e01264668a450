import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { z } from 'zod'
import type { Database } from '../../database.types.ts'

/** Builds a supabase-js client; the embedded stack passes one that works in Node and stays in-process. */
export type ClientFactory = (
  url: string,
  key: string,
  options: SupabaseClientOptions<'public'>,
) => SupabaseClient<Database>

/** What a function needs from its surroundings: where the API is, its keys and its settings. */
export interface FunctionContext {
  supabaseUrl: string
  anonKey: string
  serviceRoleKey: string
  createClient: ClientFactory
  /** Other settings (SITE_URL, NEWSHUB_LLM_URL ...), read from the function's environment. */
  env: (name: string) => string | undefined
  /** The fetch a function uses for other hosts (the language model); tests pass their own. */
  fetch?: typeof fetch
}

const envSchema = z.object({
  SUPABASE_URL: z.url({ error: 'SUPABASE_URL must be the project URL, such as https://abc.supabase.co.' }),
  SUPABASE_ANON_KEY: z.string().min(1, { error: 'SUPABASE_ANON_KEY is not set.' }),
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(1, { error: 'SUPABASE_SERVICE_ROLE_KEY is not set.' }),
})

/** The context of a deployed function, from the variables Supabase sets for every edge function. */
export function contextFromEnv(env: (name: string) => string | undefined): FunctionContext {
  const parsed = envSchema.safeParse({
    SUPABASE_URL: env('SUPABASE_URL'),
    SUPABASE_ANON_KEY: env('SUPABASE_ANON_KEY'),
    SUPABASE_SERVICE_ROLE_KEY: env('SUPABASE_SERVICE_ROLE_KEY'),
  })
  if (!parsed.success)
    throw new Error(parsed.error.issues[0]?.message ?? 'The function environment is incomplete.')
  return {
    supabaseUrl: parsed.data.SUPABASE_URL,
    anonKey: parsed.data.SUPABASE_ANON_KEY,
    serviceRoleKey: parsed.data.SUPABASE_SERVICE_ROLE_KEY,
    createClient: (url, key, options) => createClient<Database>(url, key, options),
    env,
  }
}

/** A client that acts as the given bearer token (a user's session or the service-role key), so RLS applies. */
export function clientFor(context: FunctionContext, token: string): SupabaseClient<Database> {
  return context.createClient(context.supabaseUrl, context.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

/** A client with only the anon key: what any visitor may do. */
export function anonClient(context: FunctionContext): SupabaseClient<Database> {
  return clientFor(context, context.anonKey)
}
