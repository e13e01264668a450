/**
 * Memory at rest: `newshub serve` on a fresh data folder (migrations and seed applied at start),
 * its resident memory one minute after it printed its address, and again after the same start on
 * the folder it left (a restart). Needs `npm run build` first. Where the memory goes is in
 * decision 052. Goal (issue 26): at most 250 MB one minute after start.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BenchResult } from './run.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const REST_MS = 60_000

async function memoryOf(pid: number): Promise<{ residentMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024)
  return { residentMb: mb('VmRSS'), peakMb: mb('VmHWM') }
}

/** Starts serve on `dataDir`, waits a minute after it is listening, reads its memory, stops it. */
async function atRest(dataDir: string): Promise<{ residentMb: number; peakMb: number }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [join(root, 'bin/newshub.js'), 'serve', '--port', '0', '--data-dir', dataDir],
    { cwd: root, stdio: ['ignore', 'pipe', 'ignore'], env: { ...process.env, NO_COLOR: '1' } },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      let output = ''
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (/running at /.test(output)) resolve()
      })
      child.once('exit', (code) => reject(new Error(`newshub serve stopped (exit code ${code})`)))
    })
    await new Promise((resolve) => setTimeout(resolve, REST_MS))
    return await memoryOf(child.pid as number)
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

export async function run(): Promise<BenchResult> {
  const folder = await mkdtemp(join(tmpdir(), 'newshub-memory-'))
  try {
    const loadBefore = loadavg()[0] ?? 0
    const fresh = await atRest(join(folder, 'data'))
    const restarted = await atRest(join(folder, 'data'))
    const loadAfter = loadavg()[0] ?? 0
    return {
      figures: {
        freshFolder: fresh,
        restarted,
        loadAverage1m: {
          before: Math.round(loadBefore * 100) / 100,
          after: Math.round(loadAfter * 100) / 100,
        },
      },
      goals: {
        residentAtRestMb: {
          target: 'resident memory <= 250 MB one minute after newshub serve starts on a fresh data folder',
          met: fresh.residentMb <= 250,
        },
      },
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
