/** `npm run backend` (supabase/local/main.ts) as a user runs it: PORT and NEWSHUB_DATA_DIR from the environment. */
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true })
})

describe('npm run backend', () => {
  it('starts the stack on PORT with the data folder, prints the URL and both keys, and stops on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'newshub-backend-'))
    dirs.push(dataDir)
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('supabase/local/main.ts')], {
      env: { ...process.env, PORT: '0', NEWSHUB_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8')
    await new Promise<void>((ready, failed) => {
      child.stdout.on('data', (chunk: string) => {
        output += chunk
        if (output.includes('Press Ctrl+C')) ready()
      })
      child.on('exit', (code) => failed(new Error(`backend exited with ${code}`)))
    })
    const url = /API URL: (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1] as string
    const anonKey = /anon key: (\S+)/.exec(output)?.[1] as string
    const keys = JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8'))
    expect(anonKey).toBe(keys.anonKey)
    expect(output).toContain(`service_role key: ${keys.serviceRoleKey}`)
    const posts = await fetch(`${url}/rest/v1/blog_posts?select=id`, { headers: { apikey: anonKey } })
    expect(((await posts.json()) as unknown[]).length).toBe(34)
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
    child.kill('SIGTERM')
    expect(await exited).toBe(0)
  }, 60_000)

  it('refuses a PORT that is not a port with a one-line message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('supabase/local/main.ts')], {
      env: { ...process.env, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      errors += chunk
    })
    const code = await new Promise<number | null>((done) => child.once('exit', (exitCode) => done(exitCode)))
    expect(code).toBe(1)
    expect(errors.trim()).toBe('backend: PORT must be a number.')
  }, 30_000)
})
