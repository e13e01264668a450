// Deno entry of the sitemap function (`supabase functions deploy sitemap`).
import { contextFromEnv } from '../_shared/context.ts'
import { createSitemapHandler } from './handler.ts'

Deno.serve(createSitemapHandler(contextFromEnv((name) => Deno.env.get(name))))
