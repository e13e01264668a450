import type { BlogPost } from '../../core/posts/post.ts'
import type { Sanitize } from './sanitize.ts'

/**
 * A post body ready for the page: markdown rendered, business links rewritten (rel="sponsored
 * noopener" in a sponsored post), then sanitized. The markdown renderer and the HTML tokenizer load
 * when a body is first rendered, so they stay out of every page's first script (an article's first
 * page comes rendered from the server).
 */
export async function renderPostBody(
  post: Pick<BlogPost, 'content' | 'canonical_url' | 'backlink_url' | 'sponsored'>,
  sanitize: Sanitize,
): Promise<string> {
  const [{ rewriteLinks }, { toPostHtml }] = await Promise.all([
    import('../../core/links/rewrite-links.ts'),
    import('../../core/posts/markdown.ts'),
  ])
  return sanitize(rewriteLinks(toPostHtml(post.content ?? ''), post))
}
