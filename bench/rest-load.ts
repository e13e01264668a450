/**
 * Load generator of the REST bench, run as a child process so it does not share the server's CPU
 * time: sends GETs to one URL over keep-alive connections and prints one JSON line of results.
 * Usage: rest-load.ts <url> <apikey> <concurrency> <maxRequests> <maxSeconds>
 * An apikey of `-` sends no key (a reader's page request); `{n}` in the URL becomes the request's
 * number (a query string no cache has seen). Any answer but a 200 with a body counts as a failure.
 */
import { Agent, request } from 'node:http'

const [url = '', apikey = '', concurrencyText = '1', maxRequestsText = '1000', maxSecondsText = '10'] =
  process.argv.slice(2)
const concurrency = Number(concurrencyText)
const maxRequests = Number(maxRequestsText)
const deadline = performance.now() + Number(maxSecondsText) * 1000
const target = new URL(url)
const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
const headers: Record<string, string> =
  apikey === '-' ? {} : { apikey, Authorization: `Bearer ${apikey}`, Accept: 'application/json' }
const path = target.pathname + target.search
const latencies: number[] = []
let sent = 0
let failures = 0

function once(number: number): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: path.replace(/\{n\}|%7Bn%7D/, String(number)),
        agent,
        headers,
      },
      (response) => {
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
        })
        response.on('end', () => {
          if (response.statusCode !== 200 || size === 0) failures++
          latencies.push(performance.now() - started)
          resolve()
        })
      },
    )
    req.on('error', () => {
      failures++
      resolve()
    })
    req.end()
  })
}

async function worker(): Promise<void> {
  while (sent < maxRequests && performance.now() < deadline) {
    sent++
    await once(sent)
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: concurrency }, () => worker()))
const seconds = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
process.stdout.write(
  `${JSON.stringify({
    requests: latencies.length,
    failures,
    seconds,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: latencies.reduce((sum, value) => sum + value, 0) / Math.max(1, latencies.length),
  })}\n`,
)
agent.destroy()
