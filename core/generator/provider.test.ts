import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { composeBlogPost } from './compose.ts'
import { generateBlogPost } from './generate.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { ChatProviderError, DEFAULT_CHAT_MODEL, readChatProviderConfig } from './provider.ts'

const input = (
  GENERATOR_PRESETS.find((preset) => preset.id === 'balboa-fun-tours') as (typeof GENERATOR_PRESETS)[0]
).input
const article = composeBlogPost(input, { seed: 3 })
const completion = (content: string) =>
  JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] })

/** What each path of the fake chat-completions server answers: status and body. */
const ROUTES: Record<string, [number, string]> = {
  '/good/v1/chat/completions': [
    200,
    completion(
      `\`\`\`json\n${JSON.stringify({ title: article.title, content: article.content, metaDescription: article.metaDescription })}\n\`\`\``,
    ),
  ],
  '/bad/v1/chat/completions': [
    200,
    completion(
      JSON.stringify({ title: 'Tours', content: '<p>Short and sweet.</p>', metaDescription: 'Tours.' }),
    ),
  ],
  '/error/v1/chat/completions': [500, JSON.stringify({ error: { message: 'model overloaded' } })],
  '/not-json/v1/chat/completions': [200, '<html>Bad gateway</html>'],
  '/prose/v1/chat/completions': [200, completion('Here is your article: it is about tours.')],
  '/fields/v1/chat/completions': [200, completion(JSON.stringify({ title: 'Tours' }))],
  '/empty/v1/chat/completions': [200, JSON.stringify({ choices: [] })],
}

let server: Server
let base = ''
const requests: {
  path: string
  authorization?: string
  body: { model: string; messages: { role: string; content: string }[]; seed?: number }
}[] = []

async function readBody(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request) body += chunk
  return body
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request)
    requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(body),
    })
    const [status, answer] = ROUTES[request.url ?? ''] ?? [404, '{}']
    response.writeHead(status, { 'content-type': 'application/json' }).end(answer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

const provider = (path: string, apiKey?: string) => ({
  url: `${base}${path}/v1/chat/completions`,
  model: 'local-model',
  ...(apiKey ? { apiKey } : {}),
})

describe('generateBlogPost with a chat-completions provider', () => {
  it('posts the prompt and returns a good article with tags, image ideas and FAQ read from its HTML', async () => {
    const post = await generateBlogPost(input, { provider: provider('/good', 'sk-test'), seed: 9 })
    expect(post.title).toBe(article.title)
    expect(post.content).toBe(article.content)
    expect(post.metaDescription).toBe(article.metaDescription)
    expect(post.tags.slice(0, 3)).toEqual(['Lifestyle', 'Traverse City', 'Grand Haven'])
    expect(post.faq).toEqual(article.faq)
    expect(post.faqJsonLd).toEqual(article.faqJsonLd)
    const request = requests.find((entry) => entry.path.startsWith('/good'))
    expect(request?.authorization).toBe('Bearer sk-test')
    expect(request?.body.model).toBe('local-model')
    expect(request?.body.seed).toBe(9)
    expect(request?.body.messages.map((message) => message.role)).toEqual(['system', 'user'])
    const prompt = request?.body.messages[1]?.content ?? ''
    for (const fact of [
      'Balboa Fun Tours',
      '241 E Front St, Traverse City, MI 49684',
      '(616) 555-0131',
      '"Traverse City tours"',
      '3000 words',
    ]) {
      expect(prompt).toContain(fact)
    }
  })

  it('sends no Authorization header without an API key', async () => {
    await expect(generateBlogPost(input, { provider: provider('/bad') })).rejects.toThrow(ChatProviderError)
    expect(requests.find((entry) => entry.path.startsWith('/bad'))?.authorization).toBeUndefined()
  })

  it('rejects an article that fails the quality rules, saying which', async () => {
    await expect(generateBlogPost(input, { provider: provider('/bad') })).rejects.toThrow(
      /^The language model's article failed the quality rules: The article has 3 words; the target is 3000/,
    )
  })

  it('rejects an HTTP error', async () => {
    await expect(generateBlogPost(input, { provider: provider('/error') })).rejects.toThrow(
      'The language model request failed with HTTP 500.',
    )
  })

  it('rejects a response that is not JSON, a message that is not JSON, missing fields and no choices', async () => {
    await expect(generateBlogPost(input, { provider: provider('/not-json') })).rejects.toThrow(
      'The language model returned a malformed response: the body is not JSON.',
    )
    await expect(generateBlogPost(input, { provider: provider('/prose') })).rejects.toThrow(
      'The language model returned a malformed article: its message is not JSON.',
    )
    await expect(generateBlogPost(input, { provider: provider('/fields') })).rejects.toThrow(
      'The language model returned a malformed article: it needs title, content and metaDescription.',
    )
    await expect(generateBlogPost(input, { provider: provider('/empty') })).rejects.toThrow(
      'The language model returned a malformed response: no message content.',
    )
  })

  it('rejects an endpoint that cannot be reached', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(
      generateBlogPost(input, {
        provider: { url: `http://127.0.0.1:${port}/v1/chat/completions`, model: 'm' },
      }),
    ).rejects.toThrow(/^The language model could not be reached: /)
  })

  it('uses the fetch it is given', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 503 }))
    await expect(generateBlogPost(input, { provider: provider('/good'), fetch })).rejects.toThrow('HTTP 503')
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('composes offline when no provider is configured', async () => {
    expect(await generateBlogPost(input, { seed: 3 })).toMatchObject(article)
  })
})

describe('readChatProviderConfig', () => {
  it('returns nothing when NEWSHUB_LLM_URL is unset or blank', () => {
    expect(readChatProviderConfig({})).toBeUndefined()
    expect(readChatProviderConfig({ NEWSHUB_LLM_URL: '  ', NEWSHUB_LLM_MODEL: 'x' })).toBeUndefined()
  })

  it('reads the URL, model and key, defaulting the model', () => {
    expect(
      readChatProviderConfig({
        NEWSHUB_LLM_URL: ' http://localhost:8080/v1/chat/completions ',
        NEWSHUB_LLM_MODEL: 'llama-3.1-8b',
        NEWSHUB_LLM_API_KEY: 'sk-local',
      }),
    ).toEqual({ url: 'http://localhost:8080/v1/chat/completions', model: 'llama-3.1-8b', apiKey: 'sk-local' })
    expect(
      readChatProviderConfig({
        NEWSHUB_LLM_URL: 'https://api.openai.com/v1/chat/completions',
        NEWSHUB_LLM_API_KEY: '',
      }),
    ).toEqual({
      url: 'https://api.openai.com/v1/chat/completions',
      model: DEFAULT_CHAT_MODEL,
    })
  })

  it('refuses a URL that is not http(s)', () => {
    expect(() => readChatProviderConfig({ NEWSHUB_LLM_URL: 'localhost:8080' })).toThrow(
      'NEWSHUB_LLM_URL must be an http(s) URL, such as http://localhost:8080/v1/chat/completions.',
    )
  })
})
