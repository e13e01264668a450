import {
  type ChatProviderConfig,
  GeneratorInputError,
  generateBlogPost,
  parseGenerateBlogInput,
  readChatProviderConfig,
} from '../../../core/generator/index.ts'
import { requireOwner } from '../_shared/auth.ts'
import type { FunctionContext } from '../_shared/context.ts'
import { FunctionError, handleRequests, jsonResponse, readJsonBody } from '../_shared/http.ts'

function providerOf(context: FunctionContext): ChatProviderConfig | undefined {
  try {
    return readChatProviderConfig({
      NEWSHUB_LLM_URL: context.env('NEWSHUB_LLM_URL'),
      NEWSHUB_LLM_MODEL: context.env('NEWSHUB_LLM_MODEL'),
      NEWSHUB_LLM_API_KEY: context.env('NEWSHUB_LLM_API_KEY'),
    })
  } catch (error) {
    throw new FunctionError(
      500,
      'misconfigured',
      error instanceof Error ? error.message : 'The language model is misconfigured.',
    )
  }
}

/**
 * POST /functions/v1/generate-blog {businessName, locations, keywords, backlink, topic, wordCount?,
 * services?, hours?, yearFounded?, serviceArea?, differentiators?, faqs?, keyPoints?}: owner or service role
 * only. Answers the generated post (title, content, metaDescription, tags, keywords, imageIdeas,
 * faq, faqJsonLd, quality, writer, and a notice when a configured language model failed and the
 * built-in composer wrote it); the caller saves it. Bad input, and facts and key points too thin
 * for a 600-word post, get 400 with the generator's own message.
 */
export function createGenerateBlogHandler(context: FunctionContext): (request: Request) => Promise<Response> {
  return handleRequests(['POST'], async (request) => {
    await requireOwner(request, context)
    const body = await readJsonBody(request)
    const provider = providerOf(context)
    try {
      // Bad input, or material too thin for a post (the composer says what to add), is the owner's to fix.
      const post = await generateBlogPost(parseGenerateBlogInput(body), {
        ...(provider ? { provider } : {}),
        ...(context.fetch ? { fetch: context.fetch } : {}),
      })
      return jsonResponse(post)
    } catch (error) {
      if (error instanceof GeneratorInputError) throw new FunctionError(400, 'invalid_input', error.message)
      throw error
    }
  })
}
