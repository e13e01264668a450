/** The values of blog_posts.status (migration 20241123000300_newsroom.sql). */
export type PostStatusColumn = 'draft' | 'published' | 'unpublished'

/** A row of the blog_posts table, as PostgREST returns it. */
export interface BlogPost {
  id: string
  slug: string
  title: string
  /** HTML, or markdown-like text (paragraphs, ## headings, lists, [links](url)). */
  content: string
  meta_description: string | null
  tags: string[] | null
  keywords: string[] | null
  canonical_url: string | null
  backlink_url: string | null
  image_ideas: string[] | null
  business_name: string | null
  business_address: string | null
  business_phone: string | null
  author: string | null
  image_url: string | null
  published_at: string | null
  created_at: string
  /** draft, published or unpublished; see core/posts/status.ts for what the owner is shown. */
  status?: PostStatusColumn
  /** Set while the post is in the trash. */
  deleted_at?: string | null
  updated_at?: string
  /** Client or paid content: labelled "Sponsored", its business links rel="sponsored". */
  sponsored?: boolean
  /** Alternative text of the featured image. */
  image_alt?: string | null
  /** Words of the visible body, kept by the database so lists can show read times without the body. */
  word_count?: number | null
  /** When the owner marked the post as breaking news (core/posts/flags.ts); null when never. */
  breaking_at?: string | null
  /** The owner's pick for the home page's Featured Story. */
  featured?: boolean
  /** When what readers read last changed after publishing (stories show "Updated"). */
  revised_at?: string | null
  /** The tags as URL slugs (/tag/{slug}), kept by the database. */
  tag_slugs?: string[] | null
}

/** Every column of a post the pages read, named so the search column never travels. */
export const POST_COLUMNS = [
  'id',
  'slug',
  'title',
  'content',
  'meta_description',
  'tags',
  'keywords',
  'canonical_url',
  'backlink_url',
  'image_ideas',
  'business_name',
  'business_address',
  'business_phone',
  'author',
  'image_url',
  'published_at',
  'created_at',
  'sponsored',
  'image_alt',
  'revised_at',
  'breaking_at',
  'featured',
] as const satisfies readonly (keyof BlogPost)[]

/** The columns the homepage list selects (in its order), plus the word count for read times. */
export const HOME_POST_COLUMNS = [
  'id',
  'slug',
  'title',
  'meta_description',
  'tags',
  'canonical_url',
  'keywords',
  'backlink_url',
  'image_url',
  'author',
  'published_at',
  'created_at',
  'word_count',
  'sponsored',
  'revised_at',
] as const

/** A post as the homepage list selects it: everything but the heavy columns. */
export type BlogPostSummary = Pick<BlogPost, (typeof HOME_POST_COLUMNS)[number]> & Partial<BlogPost>

/**
 * The fields a new post is inserted with; the database fills id, slug and dates when absent and
 * computes word_count and tag_slugs (generated columns, which no insert may name).
 */
export type NewBlogPost = Partial<Omit<BlogPost, 'id' | 'created_at' | 'word_count' | 'tag_slugs'>> &
  Pick<BlogPost, 'title' | 'content'>

/** The columns the sitemap reads of each post (a select list): where it lives, when it changed, its tags. */
export const SITEMAP_POST_COLUMNS = 'id,slug,created_at,published_at,tags'
