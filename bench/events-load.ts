/**
 * Load generator of the events bench, run as a child process so it does not share the server's
 * CPU time: sends reader beacons (one page view each, as a reader page does) to POST /event over
 * keep-alive connections, each connection from its own loopback address (127.0.x.y), as many
 * readers would: the endpoint's limit is per address. Prints one JSON line of results.
 * Usage: events-load.ts <origin> <concurrency> <maxSeconds> <path> [firstAddress]
 */
import { Agent, request } from 'node:http'

const [origin = '', concurrencyText = '20', maxSecondsText = '10', pagePath = '/', firstText = '0'] =
  process.argv.slice(2)
const concurrency = Number(concurrencyText)
const deadline = performance.now() + Number(maxSecondsText) * 1000
const target = new URL(origin)
const body = JSON.stringify({ kind: 'view', path: pagePath })
const READER_UA =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
/** Addresses a connection moves through: 120 events a minute each is the endpoint's limit. */
const ADDRESSES = 1000
const latencies: number[] = []
let failures = 0

function once(agent: Agent, localAddress: string): Promise<void> {
  return new Promise((resolve) => {
    const started = performance.now()
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: '/event',
        method: 'POST',
        agent,
        localAddress,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': READER_UA,
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          if (response.statusCode !== 204) failures++
          latencies.push(performance.now() - started)
          resolve()
        })
      },
    )
    req.on('error', () => {
      failures++
      resolve()
    })
    req.end(body)
  })
}

async function worker(index: number): Promise<void> {
  // Each worker keeps one connection per address it uses, moving to the next address every 100 events.
  let round = 0
  while (performance.now() < deadline) {
    const n = (Number(firstText) + index + round * concurrency) % ADDRESSES
    const localAddress = `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let i = 0; i < 100 && performance.now() < deadline; i++) {
      await once(agent, localAddress)
    }
    agent.destroy()
    round++
  }
}

const started = performance.now()
await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)))
const seconds = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const at = (share: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, failures, seconds, requestsPerSecond: latencies.length / seconds, p50Ms: at(0.5), p99Ms: at(0.99) })}\n`,
)
