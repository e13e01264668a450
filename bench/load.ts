import { execFile } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** What a load generator measured, rates and latencies rounded for the results file. */
export interface LoadResult {
  requests: number
  failures: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
}

/**
 * Runs a load generator of this folder (rest-load.ts, events-load.ts) in a child process, so the
 * load does not share the server's event loop, and reads the JSON line it prints last.
 */
export function runLoad(script: string, args: string[], seconds: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(here, script), ...args],
      { timeout: (seconds + 60) * 1000 },
      (error, stdout) => {
        if (error) return reject(error)
        const result = JSON.parse(stdout.trim().split('\n').at(-1) as string) as LoadResult
        resolve({
          requests: result.requests,
          failures: result.failures,
          requestsPerSecond: Math.round(result.requestsPerSecond),
          p50Ms: Math.round(result.p50Ms * 10) / 10,
          p99Ms: Math.round(result.p99Ms * 10) / 10,
        })
      },
    )
  })
}
