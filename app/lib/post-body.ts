import { rewriteLinks } from '../../core/links/rewrite-links.ts'
import { toPostHtml } from '../../core/posts/markdown.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import type { Sanitize } from './sanitize.ts'

/**
 * A post body ready for the page: markdown rendered, business links rewritten (rel="sponsored
 * noopener" in a sponsored post), then sanitized.
 */
export async function renderPostBody(
  post: Pick<BlogPost, 'content' | 'canonical_url' | 'backlink_url' | 'sponsored'>,
  sanitize: Sanitize,
): Promise<string> {
  return sanitize(rewriteLinks(toPostHtml(post.content ?? ''), post))
}
