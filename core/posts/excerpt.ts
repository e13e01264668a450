import { toPlainText } from './text.ts'

/**
 * The first `length` characters of the content's visible text plus '...'; text no longer than
 * `length` is returned whole, and empty content gives ''.
 */
export function cutExcerpt(content: string, length: number): string {
  const text = toPlainText(content)
  if (text.length <= length) return text
  return `${text.slice(0, length).trimEnd()}...`
}

/**
 * A post's excerpt: its meta description, else (when the page asks for one) the content cut to
 * `fallbackLength` characters plus '...', else ''.
 */
export function buildExcerpt(
  post: { meta_description?: string | null; content?: string | null },
  fallbackLength?: number,
): string {
  const description = post.meta_description?.trim()
  if (description) return description
  if (fallbackLength === undefined || !post.content) return ''
  return cutExcerpt(post.content, fallbackLength)
}
