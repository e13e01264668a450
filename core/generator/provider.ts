import { z } from 'zod'
import { isHttpUrl } from '../links/hosts.ts'
import { deriveFacts } from './facts.ts'
import { buildFaqJsonLd, extractFaq } from './faq-schema.ts'
import { buildImageIdeas } from './image-ideas.ts'
import { buildArticlePrompt } from './prompt.ts'
import { checkArticleQuality } from './quality.ts'
import { buildTags } from './tags.ts'
import type { GenerateBlogInput, GeneratedPost } from './types.ts'

/** Where an OpenAI-compatible chat-completions endpoint is and how to call it. */
export interface ChatProviderConfig {
  /** The full endpoint, for example http://localhost:8080/v1/chat/completions. */
  url: string
  model: string
  apiKey?: string
}

/** A language model that could not be reached or whose answer was rejected; the message says which. */
export class ChatProviderError extends Error {
  override name = 'ChatProviderError'
}

/** Model asked for when NEWSHUB_LLM_MODEL is unset; servers that host one model ignore the name. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini'
/** A 3,000-word article takes a hosted model about a minute; give up well after that. */
const REQUEST_TIMEOUT_MS = 180_000

const envSchema = z.object({
  NEWSHUB_LLM_URL: z
    .string()
    .trim()
    .refine(
      isHttpUrl,
      'NEWSHUB_LLM_URL must be an http(s) URL, such as http://localhost:8080/v1/chat/completions.',
    ),
  NEWSHUB_LLM_MODEL: z.string().trim().optional(),
  NEWSHUB_LLM_API_KEY: z.string().trim().optional(),
})

/**
 * The chat provider configured by NEWSHUB_LLM_URL, NEWSHUB_LLM_MODEL and NEWSHUB_LLM_API_KEY, or
 * undefined when NEWSHUB_LLM_URL is unset or empty (the built-in composer is then used). Throws when
 * the URL is set but is not an http(s) URL, so a typo never silently falls back.
 */
export function readChatProviderConfig(
  env: Record<string, string | undefined>,
): ChatProviderConfig | undefined {
  if (!env.NEWSHUB_LLM_URL?.trim()) return undefined
  const result = envSchema.safeParse(env)
  if (!result.success) throw new Error(result.error.issues[0]?.message)
  const { NEWSHUB_LLM_URL: url, NEWSHUB_LLM_MODEL: model, NEWSHUB_LLM_API_KEY: apiKey } = result.data
  return { url, model: model || DEFAULT_CHAT_MODEL, ...(apiKey ? { apiKey } : {}) }
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
})
const articleSchema = z.object({
  title: z.string().trim().min(1),
  content: z.string().trim().min(1),
  metaDescription: z.string().trim().min(1),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
})

/** Models often wrap JSON in a ```json fence despite being asked not to. */
function unfence(text: string): string {
  return text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '')
}

function parseArticle(body: unknown): z.infer<typeof articleSchema> {
  const completion = completionSchema.safeParse(body)
  if (!completion.success)
    throw new ChatProviderError('The language model returned a malformed response: no message content.')
  let parsed: unknown
  try {
    parsed = JSON.parse(unfence(completion.data.choices[0]?.message.content ?? ''))
  } catch {
    throw new ChatProviderError('The language model returned a malformed article: its message is not JSON.')
  }
  const article = articleSchema.safeParse(parsed)
  if (!article.success) {
    throw new ChatProviderError(
      'The language model returned a malformed article: it needs title, content and metaDescription.',
    )
  }
  return article.data
}

/**
 * Asks a chat-completions endpoint for the article, then holds the answer to the same quality rules
 * as the built-in composer. Throws ChatProviderError when the endpoint cannot be reached, answers
 * with an HTTP error, returns something that is not the requested JSON, or writes an article that
 * breaks a rule.
 */
export async function requestProviderArticle(
  input: GenerateBlogInput & { wordCount: number },
  config: ChatProviderConfig,
  options: { fetch?: typeof fetch; seed?: number } = {},
): Promise<GeneratedPost> {
  const send = options.fetch ?? fetch
  let response: Response
  try {
    response = await send(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages: buildArticlePrompt(input),
        temperature: 0.7,
        response_format: { type: 'json_object' },
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
  } catch (error) {
    throw new ChatProviderError(
      `The language model could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  if (!response.ok)
    throw new ChatProviderError(`The language model request failed with HTTP ${response.status}.`)
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw new ChatProviderError('The language model returned a malformed response: the body is not JSON.')
  }
  const article = parseArticle(body)
  const failures = checkArticleQuality(article, input)
  if (failures.length > 0) {
    throw new ChatProviderError(
      `The language model's article failed the quality rules: ${failures.join(' ')}`,
    )
  }
  const facts = deriveFacts(input)
  const faq = article.faq && article.faq.length > 0 ? article.faq : extractFaq(article.content)
  return {
    title: article.title,
    content: article.content,
    metaDescription: article.metaDescription,
    tags: buildTags(facts),
    keywords: [...input.keywords],
    imageIdeas: buildImageIdeas(facts),
    faq,
    faqJsonLd: buildFaqJsonLd(faq),
  }
}
