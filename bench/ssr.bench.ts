/**
 * Server-rendered pages under load: `newshub serve` (its own process, on a fresh in-memory database)
 * takes 50 connections for 10 s per page from autocannon (another process), so the load generator
 * does not share the server's event loop. Also records the server's resident memory before the runs
 * and after them (once it has settled). Needs `npm run build` first.
 * Goals: home and article >= 1,000 requests/s each with p99 <= 100 ms and 0 errors; server memory
 * back within 50 MB of its start after the runs.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchResult } from './run.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const CONNECTIONS = 50
const SECONDS = 10
const PAGES = {
  home: '/',
  article: '/article/motor-city-plumbing-explains-how-to-prevent-frozen-pipes',
  landing: '/detroit/plumbing',
} as const

interface LoadFigures {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  timeouts: number
  non2xx: number
}

export function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [join(root, 'bin/newshub.js'), 'serve', '--port', '0', '--in-memory'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } },
  )
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match) resolve({ child, url: match[1] as string })
    })
    child.once('exit', (code) => reject(new Error(`newshub serve stopped (exit code ${code}): ${output}`)))
  })
}

export async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

function autocannon(url: string, seconds = SECONDS): Promise<LoadFigures> {
  const bin = join(root, 'node_modules/autocannon/autocannon.js')
  const child = spawn(process.execPath, [bin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', url], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (exit code ${code})`))
      const result = JSON.parse(output) as {
        requests: { average: number }
        latency: { p50: number; p99: number }
        errors: number
        timeouts: number
        non2xx: number
      }
      resolve({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      })
    })
  })
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function run(): Promise<BenchResult> {
  const { child, url } = await startServer()
  try {
    // Warm up every page (first renders, caches, JIT) before measuring anything.
    for (const path of Object.values(PAGES)) await autocannon(url + path, 2)
    const startMb = await residentMb(child.pid as number)
    const pages: Record<string, LoadFigures> = {}
    for (const [name, path] of Object.entries(PAGES)) pages[name] = await autocannon(url + path)
    await settle(5_000)
    const endMb = await residentMb(child.pid as number)
    const fast = (page: LoadFigures | undefined) =>
      Boolean(
        page &&
          page.requestsPerSecond >= 1000 &&
          page.p99Ms <= 100 &&
          page.errors + page.timeouts + page.non2xx === 0,
      )
    return {
      figures: { connections: CONNECTIONS, seconds: SECONDS, ...pages, memory: { startMb, endMb } },
      goals: {
        home: { target: '>= 1,000 req/s, p99 <= 100 ms, 0 errors at 50 connections', met: fast(pages.home) },
        article: {
          target: '>= 1,000 req/s, p99 <= 100 ms, 0 errors at 50 connections',
          met: fast(pages.article),
        },
        memory: { target: 'server memory back within 50 MB of its start', met: endMb - startMb <= 50 },
      },
    }
  } finally {
    child.kill('SIGTERM')
  }
}
