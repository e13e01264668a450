/**
 * Request bodies over 1 MB are refused with 413 on every API family, over real HTTP, whether the
 * client declares the length or streams the body in chunks without one.
 */
import { Agent, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
})
afterAll(() => stack?.stop())

const MB = 1024 * 1024
const ROUTES = [
  'rest/v1/newsletter_subscribers',
  'rest/v1/rpc/subscribe',
  'auth/v1/token?grant_type=password',
  'functions/v1/generate-blog',
]

/** A JSON body of about `bytes` bytes: one long string value. */
function jsonOf(bytes: number): string {
  return JSON.stringify({ email: 'a'.repeat(bytes - 12) })
}

interface Answer {
  status: number
  body: string
  /** Body bytes the client had written when the answer came. */
  written: number
}

/**
 * POSTs with node:http on a fresh connection, as curl or a script would: `body` with its
 * Content-Length, or chunked with no length (`chunked`), or an endless chunked stream (`endless`).
 * The answer is what the server said, even if it then closes the connection on the rest.
 */
function post(
  route: string,
  body: string,
  mode: 'length' | 'chunked' | 'endless' = 'length',
): Promise<Answer> {
  const url = new URL(`${stack.url}/${route}`)
  const bytes = Buffer.from(body)
  return new Promise((resolve, reject) => {
    let written = 0
    let answered = false
    const request = httpRequest(url, {
      method: 'POST',
      agent: false,
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.anonKey}`,
        'Content-Type': 'application/json',
        ...(mode === 'length' ? { 'Content-Length': String(bytes.length) } : {}),
      },
    })
    request.on('response', (response) => {
      answered = true
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => {
        text += chunk
      })
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, written }))
      response.on('error', () => resolve({ status: response.statusCode ?? 0, body: text, written }))
    })
    // Writing after the server has answered and closed is expected; only a missing answer fails.
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    const chunk = 64 * 1024
    let offset = 0
    const pump = () => {
      while (!answered && !request.destroyed) {
        const piece = mode === 'endless' ? Buffer.alloc(chunk, 0x61) : bytes.subarray(offset, offset + chunk)
        if (piece.length === 0) return void request.end()
        offset += piece.length
        written += piece.length
        if (!request.write(piece)) return void request.once('drain', pump)
      }
    }
    pump()
  })
}

describe('bodies over 1 MB', () => {
  it.each(ROUTES)('POST /%s with 1.1 MB and a Content-Length gets 413', async (route) => {
    const answer = await post(route, jsonOf(1.1 * MB))
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('larger than 1 MB')
  })

  it.each(ROUTES)('POST /%s with 1.1 MB chunked, no Content-Length, gets 413', async (route) => {
    const answer = await post(route, jsonOf(1.1 * MB), 'chunked')
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('larger than 1 MB')
  })

  it('answers 413 to an endless chunked body instead of reading it all first', async () => {
    const answer = await post('rest/v1/rpc/subscribe', '', 'endless')
    expect(answer.status).toBe(413)
    // Sent before the answer: the limit plus socket buffers, not the whole (endless) stream.
    expect(answer.written).toBeLessThan(32 * MB)
  })

  it('reads a body just under 1 MB, chunked or not', async () => {
    for (const mode of ['length', 'chunked'] as const) {
      const answer = await post('rest/v1/rpc/subscribe', jsonOf(MB - 1024), mode)
      expect(answer.status).toBe(400)
      expect(JSON.parse(answer.body)).toMatchObject({ code: '22023' })
    }
  })
})

describe('a keep-alive client after an early answer', () => {
  /** One request on `agent`: status, Connection header and body. */
  function send(agent: Agent, method: string, path: string, body?: Buffer) {
    return new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${stack.url}${path}`, {
          method,
          agent,
          headers: {
            apikey: stack.anonKey,
            'Content-Type': 'application/json',
            ...(body ? { 'Content-Length': String(body.length) } : {}),
          },
        })
        request.on('response', (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body: text,
            }),
          )
        })
        request.on('error', (error) => {
          // The server may stop reading the refused body: the answer already came, or it did not.
          if (!request.writableFinished) return
          reject(error)
        })
        request.end(body)
      },
    )
  }

  it('is told to close after a 413, and its next request on the same agent is answered', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const refused = await send(agent, 'POST', '/rest/v1/rpc/subscribe', Buffer.from(jsonOf(1.1 * MB)))
      expect(refused.status).toBe(413)
      expect(refused.connection).toBe('close')
      const next = await send(agent, 'GET', '/rest/v1/blog_posts?select=id&limit=1')
      expect(next.status).toBe(200)
      // A 404 decided from the URL before the body was read closes too.
      const unknown = await send(agent, 'POST', '/rest/v1/no_such_table', Buffer.from('{"a":1}'))
      expect(unknown.status).toBe(404)
      const after = await send(agent, 'GET', '/rest/v1/blog_posts?select=id&limit=1')
      expect(after.status).toBe(200)
    } finally {
      agent.destroy()
    }
  })
})
