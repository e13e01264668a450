/**
 * `npm run backend`: the embedded Supabase stack alone, on PORT (default 54321), with the data
 * folder NEWSHUB_DATA_DIR (default .newshub). Prints the URL and keys, like `supabase status`.
 */
import { z } from 'zod'
import { defaultDataDir, startLocalStack } from './index.ts'

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number.' })
    .int()
    .min(0, { error: 'PORT must be between 0 and 65535.' })
    .max(65535, { error: 'PORT must be between 0 and 65535.' })
    .default(54321),
  HOST: z.string().min(1).default('127.0.0.1'),
  SITE_URL: z.url({ error: 'SITE_URL must be a URL.' }).optional(),
})

async function main(): Promise<void> {
  const env = envSchema.safeParse(process.env)
  if (!env.success) throw new Error(env.error.issues[0]?.message ?? 'Invalid environment.')
  const dataDir = defaultDataDir()
  const stack = await startLocalStack({
    port: env.data.PORT,
    host: env.data.HOST,
    dataDir,
    ...(env.data.SITE_URL ? { siteUrl: env.data.SITE_URL } : {}),
  })
  process.stdout.write(
    [
      'NewsHub local Supabase stack is running.',
      '',
      `         API URL: ${stack.url}`,
      `        REST URL: ${stack.url}/rest/v1`,
      `   Functions URL: ${stack.url}/functions/v1`,
      `     Data folder: ${dataDir}`,
      `        anon key: ${stack.anonKey}`,
      `service_role key: ${stack.serviceRoleKey}`,
      '',
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  )
  const shutdown = () => {
    stack.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', shutdown)
  process.once('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  process.stderr.write(`backend: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
