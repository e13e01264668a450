import { z } from 'zod'
import { buildSitemapXml, type SitemapPost } from '../../../core/seo/sitemap.ts'
import { anonClient, type FunctionContext } from '../_shared/context.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { FunctionError, handleRequests } from '../_shared/http.ts'

/** PostgREST answers at most max_rows (1000) rows a request; the sitemap reads posts a page at a time. */
const PAGE_SIZE = 1000
const DEFAULT_SITE_URL = 'http://localhost:3000'
const siteUrlSchema = z.url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL.' })

async function listPosts(context: FunctionContext): Promise<SitemapPost[]> {
  const client = anonClient(context)
  const posts: SitemapPost[] = []
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await client
      .from('blog_posts')
      .select('id,slug,created_at,published_at')
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE_SIZE - 1)
    if (error) throw new FunctionError(502, 'database_error', 'The posts could not be read.', error.message)
    posts.push(...(data as SitemapPost[]))
    if (data.length < PAGE_SIZE) return posts
  }
}

/**
 * GET /functions/v1/sitemap: the public XML sitemap (sitemaps.org) of the site at SITE_URL, with
 * every published post that anyone may read.
 */
export function createSitemapHandler(context: FunctionContext): (request: Request) => Promise<Response> {
  return handleRequests(['GET', 'HEAD'], async (request) => {
    const siteUrl = siteUrlSchema.safeParse(context.env('SITE_URL') ?? DEFAULT_SITE_URL)
    if (!siteUrl.success) throw new FunctionError(500, 'misconfigured', 'SITE_URL must be an http(s) URL.')
    const xml = buildSitemapXml(siteUrl.data, await listPosts(context))
    return new Response(request.method === 'HEAD' ? null : xml, {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=900',
      },
    })
  })
}
