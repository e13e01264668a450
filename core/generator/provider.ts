import { z } from 'zod'
import { isHttpUrl } from '../links/hosts.ts'
import type { ChatMessage } from './prompt.ts'

/** Where an OpenAI-compatible chat-completions endpoint is and how to call it. */
export interface ChatProviderConfig {
  /** The full endpoint, for example http://localhost:8080/v1/chat/completions. */
  url: string
  model: string
  apiKey?: string
  /** How long one request may take before the built-in composer takes over (default 180 s). */
  timeoutMs?: number
}

/** A language model that could not be reached or whose answer was rejected; the message says which. */
export class ChatProviderError extends Error {
  override name = 'ChatProviderError'
}

/** Model asked for when NEWSHUB_LLM_MODEL is unset; servers that host one model ignore the name. */
export const DEFAULT_CHAT_MODEL = 'gpt-4o-mini'
/** One section takes a hosted model seconds, a fix round of a 3,000-word article about a minute. */
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

/** Models often wrap their answer in a code fence despite being asked not to. */
export function unfence(text: string): string {
  return text
    .trim()
    .replace(/^```[a-z]*\s*/i, '')
    .replace(/\s*```$/, '')
}

/**
 * The most of a model's answer that is read: the completion of a long article is well under
 * 1 MB, and a larger answer would only be held in memory to be thrown away.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024

/** The answer's JSON, read no further than MAX_ANSWER_BYTES. */
async function readAnswer(response: Response): Promise<unknown> {
  const tooLarge = () =>
    new ChatProviderError(`The language model's answer was larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB.`)
  if (Number(response.headers.get('content-length')) > MAX_ANSWER_BYTES) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body?.getReader()
  while (reader) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > MAX_ANSWER_BYTES) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  try {
    return JSON.parse(new TextDecoder().decode(bytes))
  } catch {
    throw new ChatProviderError('The language model answered something other than JSON.')
  }
}

/**
 * Sends one chat-completions request and returns the message text. Throws ChatProviderError, with
 * a one-line reason, when the endpoint cannot be reached, does not answer within the time limit,
 * answers an HTTP error, answers more than MAX_ANSWER_BYTES, or answers something other than a
 * chat completion with text.
 */
export async function chatComplete(
  config: ChatProviderConfig,
  messages: readonly ChatMessage[],
  options: { fetch?: typeof fetch; seed?: number } = {},
): Promise<string> {
  const send = options.fetch ?? fetch
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS
  let response: Response
  let body: unknown
  try {
    response = await send(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        messages,
        temperature: 0.7,
        ...(options.seed === undefined ? {} : { seed: options.seed }),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new ChatProviderError(`The language model answered HTTP ${response.status}.`)
    body = await readAnswer(response)
  } catch (error) {
    if (error instanceof ChatProviderError) throw error
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new ChatProviderError(
        `The language model did not answer within ${Math.round(timeoutMs / 1000)} s.`,
      )
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error)
    throw new ChatProviderError(`The language model could not be reached: ${cause}.`)
  }
  const completion = completionSchema.safeParse(body)
  const text = completion.success ? unfence(completion.data.choices[0]?.message.content ?? '') : ''
  if (text === '') throw new ChatProviderError('The language model answered without any text.')
  return text
}
