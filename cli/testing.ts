import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** What a `newshub` run printed and how it ended. */
export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

const bin = join(import.meta.dirname, '..', 'bin', 'newshub.js')

/**
 * Runs the real `newshub` (bin/newshub.js) in a child process, as a user or script would: no
 * standard input, CI=true, and the given data folder.
 */
export function runNewshub(args: string[], dataDir: string, cwd?: string): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      ...(cwd ? { cwd } : {}),
      env: { ...process.env, CI: 'true', NEWSHUB_DATA_DIR: dataDir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
