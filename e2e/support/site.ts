import type { SupabaseClient } from '@supabase/supabase-js'
import { type RunningSite, type ServeOptions, startSite } from '../../cli/start-site.ts'
import { readSitemapUrls } from '../../core/seo/site-audit.ts'
import type { Database } from '../../supabase/database.types.ts'
import { createNodeClient } from '../../supabase/local/node-client.ts'

/** Starts `newshub serve` in this process on a free loopback port, in memory unless told otherwise. */
export function startTestSite(options: Partial<ServeOptions> = {}): Promise<RunningSite> {
  return startSite({ port: 0, host: '127.0.0.1', inMemory: true, ...options })
}

/** A service-role supabase-js client of a running site's embedded backend. */
export function serviceClient(site: RunningSite): SupabaseClient<Database> {
  if (!site.serviceRoleKey) throw new Error('This site has no embedded backend.')
  return createNodeClient(site.url, site.serviceRoleKey)
}

/** Fetches a page's HTML as a crawler would: no JavaScript. */
export async function fetchHtml(site: RunningSite, path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.url}${path}`)
  return { status: response.status, html: await response.text() }
}

/**
 * Every URL the sitemap of the server at `address` lists, its index followed into each file. The
 * files are named at the site's public origin (`publicUrl`, by default the address): they are read
 * from the server at `address`.
 */
export function sitemapUrls(address: string, publicUrl = address): Promise<string[]> {
  return readSitemapUrls(`${address}/sitemap.xml`, async (url) => {
    const response = await fetch(url.startsWith(publicUrl) ? `${address}${url.slice(publicUrl.length)}` : url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return response.text()
  })
}
