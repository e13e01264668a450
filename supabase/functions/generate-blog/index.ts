// Deno entry of the generate-blog function (`supabase functions deploy generate-blog`).
import { contextFromEnv } from '../_shared/context.ts'
import { createGenerateBlogHandler } from './handler.ts'

Deno.serve(createGenerateBlogHandler(contextFromEnv((name) => Deno.env.get(name))))
