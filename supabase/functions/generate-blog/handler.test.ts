import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { countLinksToHost } from '../../../core/links/backlinks.ts'
import { postPatch } from '../../../core/newsroom/actions.ts'
import { toGeneratedPost } from '../../../core/owner/generator-flow.ts'
import { countWords, toPlainText } from '../../../core/posts/text.ts'
import { createLocalClientFactory } from '../../local/functions/index.ts'
import type { LocalStack } from '../../local/index.ts'
import { startChatServer } from '../../local/testing/chat-server.ts'
import { type Callers, createCallers, startTestStack } from '../../local/testing/index.ts'
import type { FunctionContext } from '../_shared/context.ts'
import { createGenerateBlogHandler } from './handler.ts'

let stack: LocalStack
let callers: Callers

const INPUT = {
  businessName: 'Great Lakes Roofing',
  locations: [{ address: '1800 W. Big Beaver Rd, Troy, MI 48084', phone: '(248) 555-0177' }],
  keywords: ['roof repair Troy', 'roof inspection'],
  backlink: 'https://greatlakesroofing.example/',
  topic: 'Spring roof care in Troy',
  // As long as the key points carry it (about 380 words); a post is never padded to its target.
  wordCount: 380,
  keyPoints: [
    'Walk around the house after the snow melts and look for missing, curled or cracked shingles from the ground, with binoculars if you have them.',
    'Clear the gutters and downspouts of leaves and shingle grit, so spring rain drains away from the roof edge and the foundation.',
    'Granules collecting at the bottom of a downspout mean the shingles are wearing out and the roof is nearing the end of its life.',
    'Look in the attic on a sunny day: daylight through the roof boards or damp insulation shows where water gets in.',
    'Ice dams in winter can lift the bottom rows of shingles, so check the eaves first for damage and water stains on the soffit.',
    'Trim branches that hang over the roof, since they scrape shingles in the wind and drop leaves that hold moisture.',
    'Flashing around chimneys, vents and skylights is where most leaks start; cracked sealant there is worth fixing before summer storms.',
    'Stay off a wet or steep roof: most spring checks can be done from the ground, the attic and a ladder at the gutter line.',
  ],
}

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

function call(body: unknown, token?: string): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/generate-blog`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
}

describe('generate-blog', () => {
  it('runs in a process whose fetch() still answers with the global Response', async () => {
    // The grammar check loads its WebAssembly with fetch() and tests `instanceof Response`; a
    // server that swaps globalThis.Response for its own class breaks it (500 for every post).
    expect(await fetch('data:,ok')).toBeInstanceOf(Response)
  })

  it('answers 401 without a token, 403 for a signed-in non-owner', async () => {
    expect((await call(INPUT)).status).toBe(401)
    expect((await call(INPUT, stack.anonKey)).status).toBe(401)
    const reader = await call(INPUT, callers.readerToken)
    expect(reader.status).toBe(403)
    expect(await reader.json()).toMatchObject({ code: 'forbidden' })
  })

  it('answers 400 with the generator’s own message for bad input', async () => {
    const cases: [unknown, string][] = [
      [{ ...INPUT, businessName: '  ' }, 'Business name is required.'],
      [{ ...INPUT, locations: [] }, 'Add at least one location with an address.'],
      [
        { ...INPUT, backlink: 'greatlakesroofing' },
        'Backlink must be a full http(s) URL, such as https://example.com.',
      ],
      [{ ...INPUT, wordCount: 5 }, 'Word count must be a whole number between 300 and 10,000.'],
      [[1, 2], 'Send the article details as a JSON object.'],
    ]
    for (const [body, message] of cases) {
      const response = await call(body, stack.serviceRoleKey)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'invalid_input', message, details: null, hint: null })
    }
  })

  it('generates a post for the owner, which the owner can then save and read back', async () => {
    const { data, error } = await callers.owner.functions.invoke('generate-blog', { body: INPUT })
    expect(error).toBeNull()
    const post = data as {
      title: string
      content: string
      metaDescription: string
      tags: string[]
      keywords: string[]
    }
    expect(post.title.length).toBeGreaterThan(10)
    expect(post.metaDescription.length).toBeLessThanOrEqual(160)
    expect(countWords(post.content)).toBeGreaterThan(300)
    expect(countLinksToHost(post.content, INPUT.backlink)).toBeGreaterThanOrEqual(2)

    // Saved as the generator pages and `newshub generate` save it: a draft readers cannot see.
    const saved = await callers.owner
      .from('blog_posts')
      .insert(toGeneratedPost(INPUT, post, 'detailed'))
      .select('id,slug,status,sponsored')
      .single()
    expect(saved.error).toBeNull()
    expect(saved.data).toMatchObject({ status: 'draft', sponsored: true })
    const id = saved.data?.id as string
    const hidden = await callers.anon.from('blog_posts').select('title').eq('id', id)
    expect(hidden).toMatchObject({ error: null, data: [] })
    const published = await callers.owner
      .from('blog_posts')
      .update(postPatch('publish', new Date()))
      .eq('id', id)
    expect(published.error).toBeNull()
    const read = await callers.anon.from('blog_posts').select('title').eq('id', id).single()
    expect(read.data).toEqual({ title: post.title })
  })
})

describe('generate-blog with the owner’s facts', () => {
  it('writes the services, hours, year, area, differences and questions given in the body', async () => {
    const { data, error } = await callers.owner.functions.invoke('generate-blog', {
      body: {
        ...INPUT,
        services: [
          { name: 'Storm damage repair', description: 'Tarps on the roof the same day', price: 'from $250' },
        ],
        hours: 'Mon-Sat 7am-6pm',
        yearFounded: 1994,
        serviceArea: 'Oakland and Macomb counties',
        differentiators: ['Every job photographed before and after'],
        faqs: [
          {
            question: 'Do you haul away old shingles?',
            answer: 'Yes, every old shingle leaves with our crew.',
          },
        ],
      },
    })
    expect(error).toBeNull()
    const text = toPlainText((data as { content: string }).content)
    for (const fact of [
      'Storm damage repair',
      'Tarps on the roof the same day',
      'from $250',
      'Mon-Sat 7am-6pm',
      '1994',
      'Oakland and Macomb counties',
      'Every job photographed before and after',
      'Do you haul away old shingles?',
      'Yes, every old shingle leaves with our crew.',
    ])
      expect(text).toContain(fact)
  })

  it('refuses an eleventh question with the generator’s message', async () => {
    const faqs = Array.from({ length: 11 }, (_, index) => ({
      question: `Question ${index}?`,
      answer: 'Yes.',
    }))
    const { error } = await callers.owner.functions.invoke('generate-blog', { body: { ...INPUT, faqs } })
    expect(await (error as { context: Response }).context.json()).toMatchObject({
      message: 'Questions must be a list of at most 10, each with a question and an answer.',
    })
  })
})

describe('generate-blog with a language model configured', () => {
  let model: Server
  let modelUrl: string

  beforeAll(async () => {
    // A chat-completions endpoint that is down: the composer writes the post and the answer says why.
    model = createServer((_request, response) => {
      response.writeHead(503, { 'Content-Type': 'application/json' })
      response.end('{"error":"overloaded"}')
    })
    await new Promise<void>((listening) => model.listen(0, '127.0.0.1', listening))
    modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1/chat/completions`
  })
  afterAll(() => new Promise<void>((closed) => model.close(() => closed())))

  function handlerWith(env: Record<string, string>) {
    const context: FunctionContext = {
      supabaseUrl: stack.url,
      anonKey: stack.anonKey,
      serviceRoleKey: stack.serviceRoleKey,
      createClient: createLocalClientFactory(fetch),
      env: (name) => env[name],
    }
    return createGenerateBlogHandler(context)
  }

  it('falls back to the built-in composer with a notice when the model is down', async () => {
    const handler = handlerWith({ NEWSHUB_LLM_URL: modelUrl })
    const response = await handler(
      new Request('http://local/functions/v1/generate-blog', {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(INPUT),
      }),
    )
    expect(response.status).toBe(200)
    const post = (await response.json()) as { writer: string; notice: string; content: string }
    expect(post.writer).toBe('composer')
    expect(post.notice).toBe(
      'The language model answered HTTP 503. The built-in composer wrote this post instead.',
    )
    expect(countWords(post.content)).toBeGreaterThan(300)
  })

  it('has a working model write the post from the same outline', async () => {
    const chat = await startChatServer(INPUT)
    try {
      const handler = handlerWith({ NEWSHUB_LLM_URL: chat.url('good'), NEWSHUB_LLM_MODEL: 'local' })
      const response = await handler(
        new Request('http://local/functions/v1/generate-blog', {
          method: 'POST',
          headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(INPUT),
        }),
      )
      expect(await response.json()).toMatchObject({ writer: 'model', quality: { passed: true } })
      expect(chat.requests.length).toBeGreaterThan(3)
      expect(chat.requests[0]?.body.model).toBe('local')
    } finally {
      await chat.close()
    }
  })

  it('answers 500 misconfigured for a model URL that is not a URL, and CORS preflights with ok', async () => {
    const handler = handlerWith({ NEWSHUB_LLM_URL: 'not a url' })
    const response = await handler(
      new Request('http://local/functions/v1/generate-blog', {
        method: 'POST',
        headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
        body: JSON.stringify(INPUT),
      }),
    )
    expect(response.status).toBe(500)
    expect(await response.json()).toMatchObject({
      code: 'misconfigured',
      message: expect.stringContaining('NEWSHUB_LLM_URL'),
    })
    const preflight = await handler(
      new Request('http://local/functions/v1/generate-blog', { method: 'OPTIONS' }),
    )
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  })
})
