import { findCategoryByName } from '../../core/data/categories.ts'
import { htmlToMarkdown } from '../../core/posts/html-to-markdown.ts'
import { isHtmlContent } from '../../core/posts/markdown.ts'
import type { BlogPost } from '../../core/posts/post.ts'
import { slugify } from '../../core/posts/slugs.ts'

/** The editor's fields, as text the owner types (lists as comma-separated text). */
export interface PostForm {
  title: string
  slug: string
  meta_description: string
  content: string
  /** A category name (the post's first tag), or '' for none. */
  category: string
  /** Further tags, comma-separated. */
  tags: string
  /** SEO keywords, comma-separated. */
  keywords: string
  author: string
  image_url: string
  image_alt: string
  canonical_url: string
  business_name: string
  business_address: string
  business_phone: string
  backlink_url: string
  sponsored: boolean
  /** When the post was marked breaking news (ISO), or '' when it is not. */
  breaking_at: string
  /** The owner's pick for the home page's Featured Story. */
  featured: boolean
}

/** The columns the editor writes. */
export type PostFields = Pick<
  BlogPost,
  | 'title'
  | 'slug'
  | 'meta_description'
  | 'content'
  | 'tags'
  | 'keywords'
  | 'author'
  | 'image_url'
  | 'image_alt'
  | 'canonical_url'
  | 'business_name'
  | 'business_address'
  | 'business_phone'
  | 'backlink_url'
  | 'sponsored'
  | 'breaking_at'
  | 'featured'
>

export const EMPTY_FORM: PostForm = {
  title: '',
  slug: '',
  meta_description: '',
  content: '',
  category: '',
  tags: '',
  keywords: '',
  author: '',
  image_url: '',
  image_alt: '',
  canonical_url: '',
  business_name: '',
  business_address: '',
  business_phone: '',
  backlink_url: '',
  sponsored: false,
  breaking_at: '',
  featured: false,
}

function list(text: string): string[] {
  const seen = new Set<string>()
  for (const item of text.split(',')) {
    const trimmed = item.trim()
    if (trimmed) seen.add(trimmed)
  }
  return [...seen]
}

function orNull(text: string): string | null {
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

/** The editor's fields of a stored post: the first tag is the category when it names one. */
/**
 * A body the editor shows as Markdown: an HTML body (an older generated post) is converted when the
 * Markdown renders the very same reader HTML, and then `converted` is true; otherwise as stored.
 */
export function editableContent(content: string): { content: string; converted: boolean } {
  const markdown = isHtmlContent(content) ? htmlToMarkdown(content) : null
  return markdown === null ? { content, converted: false } : { content: markdown, converted: true }
}

export function formFromPost(post: Partial<BlogPost>): PostForm {
  const tags = post.tags ?? []
  const first = tags[0] ?? ''
  const category = findCategoryByName(first) ? first : ''
  return {
    title: post.title ?? '',
    slug: post.slug ?? '',
    meta_description: post.meta_description ?? '',
    content: post.content ?? '',
    category,
    tags: (category ? tags.slice(1) : tags).join(', '),
    keywords: (post.keywords ?? []).join(', '),
    author: post.author ?? '',
    image_url: post.image_url ?? '',
    image_alt: post.image_alt ?? '',
    canonical_url: post.canonical_url ?? '',
    business_name: post.business_name ?? '',
    business_address: post.business_address ?? '',
    business_phone: post.business_phone ?? '',
    backlink_url: post.backlink_url ?? '',
    sponsored: post.sponsored ?? Boolean(post.business_name),
    breaking_at: post.breaking_at ?? '',
    featured: post.featured ?? false,
  }
}

/**
 * The columns to save: the category goes first among the tags (it is what cards and breadcrumbs
 * show), blanks become null, and an empty slug is left to the database, which makes one from the title.
 */
export function postFromForm(form: PostForm): PostFields {
  const tags = list(form.tags).filter((tag) => tag !== form.category)
  return {
    title: form.title.trim(),
    slug: slugify(form.slug),
    meta_description: orNull(form.meta_description),
    content: form.content,
    tags: form.category ? [form.category, ...tags] : tags,
    keywords: list(form.keywords),
    author: orNull(form.author),
    image_url: orNull(form.image_url),
    image_alt: orNull(form.image_alt),
    canonical_url: orNull(form.canonical_url),
    business_name: orNull(form.business_name),
    business_address: orNull(form.business_address),
    business_phone: orNull(form.business_phone),
    backlink_url: orNull(form.backlink_url),
    sponsored: form.sponsored,
    breaking_at: orNull(form.breaking_at),
    featured: form.featured,
  }
}

/**
 * The form after the title changes: the slug follows the title while it is still the title's own
 * slug (never typed by hand), as Ghost and WordPress do.
 */
export function withTitle(form: PostForm, title: string): PostForm {
  const follows = form.slug === '' || form.slug === slugify(form.title)
  return { ...form, title, slug: follows ? slugify(title) : form.slug }
}

/** True when two forms would save the same post. */
export function sameForm(a: PostForm, b: PostForm): boolean {
  return (Object.keys(EMPTY_FORM) as (keyof PostForm)[]).every((key) => a[key] === b[key])
}

/**
 * One line for a refused save, from PostgREST's error: a taken or malformed slug says what to do;
 * anything else keeps the database's message.
 */
export function saveErrorMessage(error: { code?: string; message: string }, slug: string): string {
  if (error.code === '23505' && /slug/.test(error.message))
    return `The slug "${slug}" is already used by another post. Choose another slug.`
  if (error.code === '23514' && /slug/.test(error.message))
    return 'The slug may only hold lowercase letters and digits, joined by single hyphens.'
  if (error.code === '23514' && /title/.test(error.message)) return 'Give the post a title.'
  return `Could not save the post: ${error.message}`
}

/**
 * The form after the client business changes: a post for a client is sponsored, so the switch
 * follows the business name while it still agrees with it (the owner can switch it off for an
 * editorial post, and that choice stays).
 */
export function withBusinessName(form: PostForm, business_name: string): PostForm {
  const follows = form.sponsored === (form.business_name.trim() !== '')
  return { ...form, business_name, sponsored: follows ? business_name.trim() !== '' : form.sponsored }
}
