import { composeBlogPost } from './compose.ts'
import { parseGenerateBlogInput } from './input.ts'
import { type ModelWriteOptions, type WrittenPost, writeWithModel } from './model-writer.ts'
import type { ChatProviderConfig } from './provider.ts'
import { assessArticle, type QualityReport } from './report.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** Options of generateBlogPost. */
export interface GenerateOptions {
  /** Varies the wording; the same input and seed give the same composed article. */
  seed?: number
  /** A chat-completions endpoint to write the article instead of the built-in composer. */
  provider?: ChatProviderConfig
  /** The fetch used for the provider (tests pass their own). */
  fetch?: typeof fetch
  /** Told each step while a model writes: planning, each section, checks, fixes, a fallback. */
  onProgress?: ModelWriteOptions['onProgress']
}

/** A generated post with its quality report, which the owner sees. */
export type CheckedPost = GeneratedPost & { quality: QualityReport }

/** Composer variants tried before the best one is returned with its failures listed. */
export const COMPOSER_VARIANTS = 6

/**
 * Composes offline and checks every rule (grammar included); when a check fails, tries the next
 * seed, up to COMPOSER_VARIANTS. Returns the first variant that passes, or the one with the fewest
 * failures, always with its full quality report.
 */
export async function composeChecked(
  input: GenerateBlogInput & { wordCount: number },
  seed = 0,
): Promise<CheckedPost> {
  let best: CheckedPost | undefined
  for (let variant = 0; variant < COMPOSER_VARIANTS; variant++) {
    const post = composeBlogPost(input, { seed: seed + variant * 7919 })
    const quality = await assessArticle(post, input)
    if (quality.passed) return { ...post, quality }
    if (!best || quality.failures.length < best.quality.failures.length) best = { ...post, quality }
  }
  return best as CheckedPost
}

/**
 * Generates a post: validates the input (GeneratorInputError on bad input), composes it offline,
 * checked and retried with composeChecked, and, when a language model is configured, has the model
 * write it from the same outline (writeWithModel), falling back to the composed post with a notice.
 * @example await generateBlogPost(body, { provider: readChatProviderConfig(env), onProgress: show })
 */
export async function generateBlogPost(
  input: GenerateBlogInput,
  options: GenerateOptions = {},
): Promise<WrittenPost> {
  const parsed = parseGenerateBlogInput(input)
  const provider = options.provider
  if (provider) options.onProgress?.({ stage: 'outline', message: 'Planning the outline' })
  const composed = await composeChecked(parsed, options.seed ?? 0)
  if (!provider) return { ...composed, writer: 'composer' }
  return writeWithModel(parsed, provider, composed, {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  })
}
