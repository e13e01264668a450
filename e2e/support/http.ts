import { request } from 'node:http'

/** An answer as a client on the wire sees it: status, headers (lower-case names) and body text. */
export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Sends one HTTP request with exactly the headers given, Host included (fetch always sends the
 * URL's own Host, so it cannot play a client that lies about it).
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Node frames a DELETE's body only when told its length.
    const headers = {
      ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
      ...options.headers,
    }
    const sent = request(url, { method: options.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') })
      })
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end(options.body)
  })
}
