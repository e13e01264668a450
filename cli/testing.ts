import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** What a `newshub` run printed and how it ended. */
export interface CliRun {
  code: number | null
  stdout: string
  stderr: string
}

/** The `newshub` executable, as installed (bin/newshub.js). */
export const NEWSHUB_BIN = join(import.meta.dirname, '..', 'bin', 'newshub.js')

export interface RunOptions {
  /** The folder it runs in (default this process's). */
  cwd?: string
  /** Environment variables to set, or to remove (undefined), over this process's. */
  env?: Record<string, string | undefined>
  /** Text piped to its standard input; without it there is none (no terminal to answer on). */
  input?: string
}

/**
 * Runs the real `newshub` (bin/newshub.js) in a child process, as a user or script would: no
 * standard input unless `input`, CI=true, and the given data folder. The one CLI runner of the
 * tests.
 */
export function runNewshub(args: string[], dataDir: string, options: RunOptions = {}): Promise<CliRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', NEWSHUB_DATA_DIR: dataDir, NO_COLOR: '1' }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name]
    else env[name] = value
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [NEWSHUB_BIN, ...args], {
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env,
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr?.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('close', (code) => resolve({ code, stdout, stderr }))
    child.stdin?.end(options.input)
  })
}
