import { composeBlogPost } from './compose.ts'
import { parseGenerateBlogInput } from './input.ts'
import { type ChatProviderConfig, requestProviderArticle } from './provider.ts'
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

/**
 * Generates a post: validates the input (GeneratorInputError on bad input), then asks the
 * configured language model, whose article must pass the quality rules (ChatProviderError if not),
 * or, by default, composes it offline with composeBlogPost.
 * @example await generateBlogPost(body, { provider: readChatProviderConfig(env) })
 */
export async function generateBlogPost(
  input: GenerateBlogInput,
  options: GenerateOptions = {},
): Promise<GeneratedPost> {
  const parsed = parseGenerateBlogInput(input)
  const seed = options.seed === undefined ? {} : { seed: options.seed }
  if (!options.provider) return composeBlogPost(parsed, seed)
  return requestProviderArticle(parsed, options.provider, {
    ...seed,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
}
