import { readAllPages } from '../../../core/posts/paging.ts'
import { SITEMAP_POST_COLUMNS } from '../../../core/posts/post.ts'
import { parseSiteOrigin } from '../../../core/seo/site-origin.ts'
import { buildSitemapXml, type SitemapPost } from '../../../core/seo/sitemap.ts'
import { anonClient, type FunctionContext } from '../_shared/context.ts'
import { corsHeaders } from '../_shared/cors.ts'
import { FunctionError, handleRequests } from '../_shared/http.ts'

function listPosts(context: FunctionContext): Promise<SitemapPost[]> {
  const client = anonClient(context)
  return readAllPages(async (from, to) => {
    const { data, error } = await client
      .from('blog_posts')
      .select(SITEMAP_POST_COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to)
    if (error) throw new FunctionError(502, 'database_error', 'The posts could not be read.', error.message)
    return data as SitemapPost[]
  })
}

/**
 * The site's origin from SITE_URL. There is no default: the function's own host (SUPABASE_URL or
 * the request's Host) is not the site, and a guess would publish a sitemap of someone else's URLs.
 * Hosted deploys set it with `supabase secrets set SITE_URL=...`; `newshub serve` passes its own.
 */
function readSiteUrl(context: FunctionContext): string {
  const value = context.env('SITE_URL')
  if (!value) {
    throw new FunctionError(
      500,
      'misconfigured',
      "SITE_URL is not set: set it to the site's public origin, such as https://news.example.",
    )
  }
  const origin = parseSiteOrigin(value)
  if (!origin) {
    throw new FunctionError(
      500,
      'misconfigured',
      'SITE_URL must be an http(s) origin with no path, such as https://news.example.',
    )
  }
  return origin
}

/**
 * GET /functions/v1/sitemap: the public XML sitemap (sitemaps.org) of the site at SITE_URL, with
 * every published post that anyone may read.
 */
export function createSitemapHandler(context: FunctionContext): (request: Request) => Promise<Response> {
  return handleRequests(['GET', 'HEAD'], async (request) => {
    const xml = buildSitemapXml(readSiteUrl(context), await listPosts(context))
    return new Response(request.method === 'HEAD' ? null : xml, {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=900',
      },
    })
  })
}
