// Deno entry of the fix-backlinks function (`supabase functions deploy fix-backlinks`).
import { contextFromEnv } from '../_shared/context.ts'
import { createFixBacklinksHandler } from './handler.ts'

Deno.serve(createFixBacklinksHandler(contextFromEnv((name) => Deno.env.get(name))))
