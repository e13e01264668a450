import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ChatServer, startChatServer } from '../../supabase/local/testing/chat-server.ts'
import { isHtmlContent, toPostHtml } from '../posts/markdown.ts'
import { composeChecked, generateBlogPost } from './generate.ts'
import { parseGenerateBlogInput } from './input.ts'
import type { WriteProgress } from './model-writer.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { DEFAULT_CHAT_MODEL, readChatProviderConfig } from './provider.ts'

/*
 * The model path against a stand-in OpenAI-compatible server over real HTTP
 * (supabase/local/testing/chat-server.ts): section by section, checked, fixed at most twice, and the composer's post with a
 * notice whenever the model cannot deliver a clean article.
 */

const input = (
  GENERATOR_PRESETS.find((preset) => preset.id === 'balboa-fun-tours') as (typeof GENERATOR_PRESETS)[0]
).input
const composed = await composeChecked(parseGenerateBlogInput(input), 0)
const composedHtml = toPostHtml(composed.content)
const sectionCount = composedHtml.split(/(?=<h2[\s>])/).filter((part) => part.trim()).length

let server: ChatServer
beforeAll(async () => {
  server = await startChatServer(input)
})
afterAll(async () => {
  await server.close()
})

vi.setConfig({ testTimeout: 120_000 })

const requestsTo = (behaviour: string) =>
  server.requests.filter((entry) => entry.path.startsWith(`/${behaviour}/`))

describe('generateBlogPost with a chat-completions model', () => {
  it('writes section by section from the outline and facts, reporting progress, and passes every check', async () => {
    const progress: WriteProgress[] = []
    const post = await generateBlogPost(input, {
      provider: { url: server.url('good'), model: 'local-model', apiKey: 'sk-test' },
      seed: 0,
      onProgress: (step) => progress.push(step),
    })
    expect(post.writer).toBe('model')
    expect(post.notice).toBeUndefined()
    expect(post.quality.failures).toEqual([])
    // Stored as the Markdown the owner edits, rendering the HTML the model wrote.
    expect(isHtmlContent(post.content)).toBe(false)
    expect(toPostHtml(post.content).replace(/\n/g, '')).toBe(composedHtml.replace(/\n/g, ''))
    expect(post.faq.length).toBeGreaterThanOrEqual(2)
    const requests = requestsTo('good')
    expect(requests).toHaveLength(sectionCount)
    expect(requests[0]?.authorization).toBe('Bearer sk-test')
    expect(requests[0]?.body.model).toBe('local-model')
    expect(requests[0]?.body.seed).toBe(0)
    const prompt = requests[1]?.body.messages[1]?.content ?? ''
    for (const fact of [
      'Balboa Fun Tours',
      '241 E Front St, Traverse City, MI 49684',
      '(616) 555-0131',
      '"Traverse City tours"',
      'Key points the article must make',
      'Check the marine forecast the morning of the trip',
    ])
      expect(prompt).toContain(fact)
    expect(prompt).toMatch(/Never invent prices|Length: about \d+ words/)
    expect(progress.map((step) => step.message)).toEqual(
      expect.arrayContaining([
        'Planning the outline',
        expect.stringMatching(new RegExp(`^Writing section 1 of ${sectionCount}`)),
        expect.stringMatching(new RegExp(`^Writing section ${sectionCount} of ${sectionCount}`)),
        'Checking the article',
      ]),
    )
  })

  it('sends failures back with the article and keeps the fixed one: no script, handler or invented licence', async () => {
    const post = await generateBlogPost(input, { provider: { url: server.url('fix'), model: 'm' } })
    const fixes = requestsTo('fix').filter((entry) =>
      entry.body.messages[1]?.content.includes('failed these checks'),
    )
    expect(fixes).toHaveLength(1)
    const sent = fixes[0]?.body.messages[1]?.content ?? ''
    expect(sent).toContain('The HTML is not clean')
    expect(sent).toMatch(/claims what the input does not say: .*"licensed"/)
    expect(post.writer).toBe('model')
    expect(post.quality.passed).toBe(true)
    expect(post.content).not.toMatch(/<script|onclick|licensed/i)
  })

  it('after two rounds of fixes that still fail, uses the composer with a notice, never the unsafe HTML', async () => {
    const post = await generateBlogPost(input, { provider: { url: server.url('stubborn'), model: 'm' } })
    expect(
      requestsTo('stubborn').filter((entry) =>
        entry.body.messages[1]?.content.includes('failed these checks'),
      ),
    ).toHaveLength(2)
    expect(post.writer).toBe('composer')
    expect(post.notice).toMatch(
      /^The language model's article still failed \d+ check\(s\) after 2 rounds of fixes \(.+\)\. The built-in composer wrote this post instead\.$/,
    )
    expect(post.content).toBe(composed.content)
    expect(post.content).not.toContain('<script')
  })

  it('falls back with a notice on an HTTP error, a timeout or an endpoint that cannot be reached', async () => {
    const failed = await generateBlogPost(input, { provider: { url: server.url('error'), model: 'm' } })
    expect(failed).toMatchObject({ writer: 'composer', content: composed.content })
    expect(failed.notice).toBe(
      'The language model answered HTTP 500. The built-in composer wrote this post instead.',
    )

    const slow = await generateBlogPost(input, {
      provider: { url: server.url('silent'), model: 'm', timeoutMs: 1000 },
    })
    expect(slow.notice).toBe(
      'The language model did not answer within 1 s. The built-in composer wrote this post instead.',
    )

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const unreachable = await generateBlogPost(input, {
      provider: { url: `http://127.0.0.1:${port}/v1/chat/completions`, model: 'm' },
    })
    expect(unreachable.notice).toMatch(
      /^The language model could not be reached: .*ECONNREFUSED.*\. The built-in composer/,
    )
    expect(unreachable.quality.passed).toBe(true)
  })

  it('sends no Authorization header without an API key, and uses the fetch it is given', async () => {
    expect(requestsTo('fix')[0]?.authorization).toBeUndefined()
    const fetch = vi.fn(async () => new Response('nope', { status: 503 }))
    const post = await generateBlogPost(input, { provider: { url: server.url('good'), model: 'm' }, fetch })
    expect(fetch).toHaveBeenCalledOnce()
    expect(post.notice).toMatch(/HTTP 503/)
  })

  it('composes offline when no model is configured', async () => {
    expect(await generateBlogPost(input)).toMatchObject({ ...composed, writer: 'composer' })
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
        NEWSHUB_LLM_URL: 'https://llm.example/v1/chat/completions',
        NEWSHUB_LLM_API_KEY: '',
      }),
    ).toEqual({
      url: 'https://llm.example/v1/chat/completions',
      model: DEFAULT_CHAT_MODEL,
    })
  })

  it('refuses a URL that is not http(s)', () => {
    expect(() => readChatProviderConfig({ NEWSHUB_LLM_URL: 'localhost:8080' })).toThrow(
      'NEWSHUB_LLM_URL must be an http(s) URL, such as http://localhost:8080/v1/chat/completions.',
    )
  })
})
