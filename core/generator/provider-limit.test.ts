import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { generateBlogPost } from './generate.ts'
import { GENERATOR_PRESETS } from './presets.ts'
import { chatComplete, MAX_ANSWER_BYTES } from './provider.ts'

/*
 * A model endpoint that answers far more than any chat completion: the answer is read no further
 * than MAX_ANSWER_BYTES, and the post falls back to the composer with a notice saying why.
 * The endpoint is a stand-in server on loopback that streams its answer and counts what it sent.
 */

const input = (
  GENERATOR_PRESETS.find((preset) => preset.id === 'balboa-fun-tours') as (typeof GENERATOR_PRESETS)[0]
).input
const HUGE = 64 * 1024 * 1024
let server: Server
let url = ''
let sent = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume()
    const declared = request.url?.startsWith('/declared')
    response.writeHead(200, {
      'content-type': 'application/json',
      ...(declared ? { 'content-length': String(HUGE) } : {}),
    })
    const piece = Buffer.alloc(64 * 1024, 0x20)
    response.write('{"choices":[{"message":{"content":"')
    const pump = () => {
      while (sent < HUGE && !response.destroyed) {
        sent += piece.length
        if (!response.write(piece)) return void response.once('drain', pump)
      }
      response.end('"}}]}')
    }
    response.on('close', () => response.destroy())
    pump()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => {
  sent = 0
})

vi.setConfig({ testTimeout: 120_000 })

describe('a model answer larger than the limit', () => {
  it('is refused once the limit is passed, streamed or declared, without reading the rest', async () => {
    for (const path of ['/streamed', '/declared']) {
      sent = 0
      await expect(chatComplete({ url: `${url}${path}`, model: 'm' }, [])).rejects.toThrow(
        `The language model's answer was larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB.`,
      )
      expect(sent, path).toBeLessThan(HUGE / 2)
    }
  })

  it('falls back to the composer with a notice', async () => {
    const post = await generateBlogPost(input, { provider: { url: `${url}/streamed`, model: 'm' } })
    expect(post.writer).toBe('composer')
    expect(post.notice).toBe(
      `The language model's answer was larger than ${MAX_ANSWER_BYTES / 1024 / 1024} MB. The built-in composer wrote this post instead.`,
    )
    expect(post.quality.passed).toBe(true)
  })
})
