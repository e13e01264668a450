import { parseHttpUrl } from '../backend.ts'
import { startSite } from './serve.ts'

/** `newshub serve`: starts the site and keeps it running until interrupted. */
export async function runServe(options: {
  port: number
  host: string
  dataDir?: string
  inMemory?: boolean
  supabaseUrl?: string
  anonKey?: string
  siteUrl?: string
}): Promise<void> {
  if (options.supabaseUrl !== undefined) parseHttpUrl('--supabase-url', options.supabaseUrl)
  if (options.siteUrl !== undefined) parseHttpUrl('--site-url', options.siteUrl)
  const site = await startSite(options)
  process.stdout.write(
    `NewsHub is running at ${site.url}\n${site.dataDir ? `Data folder: ${site.dataDir}\n` : ''}`,
  )
  if (!options.supabaseUrl)
    process.stdout.write(`Supabase API: ${site.url}/rest/v1 (anon key ${site.anonKey})\n`)
  const stop = async () => {
    await site.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
