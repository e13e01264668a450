import { FALLBACK_CATEGORY, GENERATED_POST_AUTHOR } from '../constants.ts'
import { type PostBrief, postBriefOf } from '../generator/post-brief.ts'
import type { GeneratorPreset } from '../generator/presets.ts'
import type { GenerateBlogInput } from '../generator/types.ts'
import type { NewBlogPost } from '../posts/post.ts'
import type { PageScore } from '../seo/page-score.ts'
import type { CallResult } from './call-result.ts'

/**
 * The two generator families: the salon and dispensary pages ('quick': one failure
 * toast, full page redirect) and the tours and bail-bonds pages ('detailed': a message per
 * failure, in-app navigation).
 */
export type GeneratorFamily = 'quick' | 'detailed'

/** Family of a generator preset. */
export function generatorFamily(presetId: GeneratorPreset['id']): GeneratorFamily {
  return presetId === 'bianchis' || presetId === 'gatsby-cannabis' ? 'quick' : 'detailed'
}

/** What generate-blog answers. */
export interface GeneratedArticle {
  title?: string
  content?: string
  metaDescription?: string
  tags?: string[]
  keywords?: string[]
  imageIdeas?: string[]
  /** The generator's report; its `seo` is the one page score of the post's article page. */
  quality?: { seo?: PageScore }
}

/** How a generator run ended, with the exact message the page toasts and the CLI prints. */
export type GeneratorOutcome =
  | { ok: true; id: string; message: string; redirect: 'full-page' | 'in-app' }
  | { ok: false; message: string }

/**
 * The post a generated article is saved as: a draft the owner reviews in the newsroom before
 * publishing (the CLI's --publish publishes at once). The first tag is its category.
 */
export function toGeneratedPost(
  input: GenerateBlogInput,
  article: GeneratedArticle,
  family: GeneratorFamily,
): NewBlogPost {
  const [first] = input.locations
  return {
    title: article.title ?? '',
    content: article.content ?? '',
    meta_description: article.metaDescription ?? null,
    keywords: article.keywords ?? input.keywords,
    tags: article.tags?.length ? article.tags : [FALLBACK_CATEGORY],
    image_ideas: article.imageIdeas ?? null,
    backlink_url: input.backlink,
    // The canonical link is for a story first published elsewhere; a generated post is its own.
    canonical_url: null,
    business_name: input.businessName,
    business_address: first?.address ?? null,
    business_phone: first?.phone ?? null,
    author: family === 'quick' ? `${input.businessName} Team` : GENERATED_POST_AUTHOR,
    status: 'draft',
  }
}

/**
 * Runs one generation: calls generate-blog, saves the post, and says what the owner sees.
 * Quick family: any failure is 'Failed to generate blog post'; success is 'Blog post created
 * successfully!' and a full page redirect. Detailed family: 'Failed to generate blog post:
 * {message}', 'No content generated', 'Failed to save blog post: {message}' or 'An unexpected
 * error occurred'; success is 'Blog post generated and saved successfully!' and in-app navigation.
 */
export async function runGeneratorFlow(
  family: GeneratorFamily,
  input: GenerateBlogInput,
  calls: {
    generate: (input: GenerateBlogInput) => Promise<CallResult<GeneratedArticle>>
    /** Saves the post and, beside it, the brief it was written to (post_briefs): both or neither. */
    save: (post: NewBlogPost, brief: PostBrief) => Promise<CallResult<{ id: string }>>
  },
): Promise<GeneratorOutcome> {
  const quick = family === 'quick'
  try {
    const generated = await calls.generate(input)
    if (generated.error) {
      return {
        ok: false,
        message: quick
          ? 'Failed to generate blog post'
          : `Failed to generate blog post: ${generated.error.message}`,
      }
    }
    if (!generated.data?.content?.trim()) {
      return { ok: false, message: quick ? 'Failed to generate blog post' : 'No content generated' }
    }
    const saved = await calls.save(toGeneratedPost(input, generated.data, family), postBriefOf(input))
    if (saved.error) {
      return {
        ok: false,
        message: quick ? 'Failed to generate blog post' : `Failed to save blog post: ${saved.error.message}`,
      }
    }
    return quick
      ? { ok: true, id: saved.data.id, message: 'Blog post created successfully!', redirect: 'full-page' }
      : {
          ok: true,
          id: saved.data.id,
          message: 'Blog post generated and saved successfully!',
          redirect: 'in-app',
        }
  } catch {
    return { ok: false, message: quick ? 'Failed to generate blog post' : 'An unexpected error occurred' }
  }
}
