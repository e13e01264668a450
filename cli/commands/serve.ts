import { parseHttpUrl } from '../backend.ts'
import { startSite } from '../start-site.ts'

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '::1']

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
  // Behind a CDN or proxy the public origin is not where this node listens: say both.
  if (site.address !== site.url) process.stdout.write(`Listening on ${site.address}\n`)
  // Canonical URLs are never taken from a request's Host: a public server needs its address told.
  if (!options.siteUrl && !LOOPBACK_HOSTS.includes(options.host))
    process.stdout.write(`Canonical URLs name ${site.url}: pass --site-url with the site's public address.\n`)
  if (!options.supabaseUrl)
    process.stdout.write(`Supabase API: ${site.url}/rest/v1 (anon key ${site.anonKey})\n`)
  const stop = async () => {
    await site.stop()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
