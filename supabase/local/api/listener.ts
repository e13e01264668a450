import type { IncomingMessage, ServerResponse } from 'node:http'
import { runAsPublicWork } from '../db/lanes.ts'
import { ApiError } from '../errors.ts'
import type { ReadResponse, RestReader } from '../rest/read.ts'
import type { ConcurrencyGate } from './fairness.ts'
import { admit } from './index.ts'

/** The CORS headers hono/cors adds to every non-preflight answer of the local API. */
export const CORS_RESPONSE_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Content-Range,Content-Location,Preference-Applied,X-Supabase-Api-Version',
}

const PREFIX = '/rest/v1/'

type Listener = (request: IncomingMessage, response: ServerResponse) => void

function send(
  response: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | null,
): void {
  response.writeHead(status, { ...CORS_RESPONSE_HEADERS, ...headers })
  response.end(body ?? undefined)
}

/**
 * The Node listener of a standalone stack. Reads of a table (GET and HEAD /rest/v1/<table>), the
 * bulk of all traffic, are answered straight from Node's request and response objects by the same
 * reader the Hono route uses: building web Request and Response objects for them cost more than
 * the query itself. Everything else goes to the Hono app.
 */
export function createApiListener(reader: RestReader, fallback: Listener, gate: ConcurrencyGate): Listener {
  return (request, response) => {
    const url = request.url ?? ''
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !url.startsWith(PREFIX)) {
      return fallback(request, response)
    }
    const query = url.indexOf('?')
    const path = query === -1 ? url.slice(PREFIX.length) : url.slice(PREFIX.length, query)
    let table: string
    try {
      table = decodeURIComponent(path)
    } catch {
      return fallback(request, response)
    }
    if (table === '' || table.includes('/')) return fallback(request, response)
    const header = (name: string) => {
      const value = request.headers[name]
      return Array.isArray(value) ? value.join(', ') : value
    }
    // Public API work like any request that reaches the Hono app (api/index.ts): admitted by the
    // gate, run in the executor's public lane.
    const client = request.socket.remoteAddress ?? 'unknown'
    admit(gate, client, url)
      .then(async (release) => {
        try {
          return await runAsPublicWork(() =>
            reader.read({
              table,
              search: query === -1 ? '' : url.slice(query + 1),
              head: request.method === 'HEAD',
              header,
            }),
          )
        } finally {
          release()
        }
      })
      .then(
        (answer: ReadResponse) => send(response, answer.status, answer.headers, answer.body),
        (error: unknown) => {
          if (error instanceof ApiError) {
            send(
              response,
              error.status,
              { 'Content-Type': 'application/json', ...error.headers },
              JSON.stringify(error.body),
            )
            return
          }
          console.error('newshub local API:', error)
          send(
            response,
            500,
            { 'Content-Type': 'application/json' },
            '{"code":"PGRSTX00","details":null,"hint":null,"message":"Internal server error"}',
          )
        },
      )
  }
}
