import { composeBlogPost } from './compose.ts'
import { parseGenerateBlogInput } from './input.ts'
import { type ChatProviderConfig, requestProviderArticle } from './provider.ts'
import { assessArticle, type QualityReport } from './report.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** Options of generateBlogPost. */
export interface GenerateOptions {
  /** Varies the wording; the same input and seed give the same article (composer only). */
  seed?: number
  /** A chat-completions endpoint to write the article instead of the built-in composer. */
  provider?: ChatProviderConfig
  /** The fetch used for the provider (tests pass their own). */
  fetch?: typeof fetch
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
 * Generates a post: validates the input (GeneratorInputError on bad input), then asks the
 * configured language model, whose article must pass the quality rules (ChatProviderError if not),
 * or, by default, composes it offline, checked and retried with composeChecked.
 * @example await generateBlogPost(body, { provider: readChatProviderConfig(env) })
 */
export async function generateBlogPost(
  input: GenerateBlogInput,
  options: GenerateOptions = {},
): Promise<CheckedPost> {
  const parsed = parseGenerateBlogInput(input)
  if (!options.provider) return composeChecked(parsed, options.seed ?? 0)
  const post = await requestProviderArticle(parsed, options.provider, {
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return { ...post, quality: await assessArticle(post, parsed) }
}
