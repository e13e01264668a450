/**
 * `newshub owner add|list|remove|passwd` through the real CLI (bin/newshub.js in a child process),
 * on a data folder with no server (the command starts the embedded stack itself) and beside a
 * running stack (the command talks to it over HTTP with the service-role key).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type LocalStack, startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { recordRunningServer } from '../backend.ts'
import { type CliRun, NEWSHUB_BIN, runNewshub } from '../testing.ts'

let dataDir: string

/** Runs `newshub` as a user would; `input` is piped to its standard input (else none). */
function newshub(args: string[], input?: string): Promise<CliRun> {
  return runNewshub(args, dataDir, input === undefined ? {} : { input })
}

/** Runs `newshub` on a pseudo-terminal (util-linux `script`), typing each answer after its prompt. */
function newshubOnTerminal(args: string[], answers: [prompt: string, text: string][]): Promise<CliRun> {
  return new Promise((resolve) => {
    const command = [process.execPath, NEWSHUB_BIN, ...args].map((part) => `'${part}'`).join(' ')
    const child = spawn('script', ['-qec', command, '/dev/null'], {
      env: { ...process.env, NEWSHUB_DATA_DIR: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let stdout = ''
    const pending = [...answers]
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const next = pending[0]
      if (next && stdout.includes(next[0])) {
        pending.shift()
        child.stdin.write(`${next[1]}\r`)
      }
    })
    child.on('close', (code) => resolve({ code, stdout, stderr: '' }))
  })
}

async function signsIn(url: string, anonKey: string, email: string, password: string): Promise<boolean> {
  const { error } = await nodeClient(url, anonKey).auth.signInWithPassword({ email, password })
  return error === null
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-owner-'))
  // Commands other than serve, db migrate and db restore refuse a folder with no database.
  const created = await newshub(['db', 'migrate'])
  if (created.code !== 0) throw new Error(`db migrate failed: ${created.stderr}`)
}, 180_000)
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

// Each step starts a CLI process (and often the embedded stack): generous liveness bounds for a busy machine.
vi.setConfig({ testTimeout: 180_000 })

describe('newshub owner with no server running', () => {
  it('adds an owner with the password from standard input, and lists it', async () => {
    const add = await newshub(
      ['owner', 'add', '--email', 'First@newshub.example', '--password-stdin'],
      'a first owner password\n',
    )
    // Only the line naming the data folder it used.
    expect(add.stderr).toBe(`Data folder: ${dataDir}\n`)
    expect(add.code).toBe(0)
    expect(add.stdout).toContain('Owner first@newshub.example created.')
    const list = await newshub(['owner', 'list', '--json'])
    expect(list.code).toBe(0)
    expect(JSON.parse(list.stdout)).toMatchObject([{ email: 'first@newshub.example', last_sign_in_at: null }])
  })

  it.each([
    ['short-pass1', 'newshub: The password must be at least 12 characters long.\n'],
    [
      'Password123456',
      'newshub: That password is too common: choose one that is not on a list of leaked passwords.\n',
    ],
  ])('refuses the password %s with one line and exit 2', async (password, message) => {
    const run = await newshub(
      ['owner', 'add', '--email', 'weak@newshub.example', '--password-stdin'],
      `${password}\n`,
    )
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(message)
    const argv = await newshub(['owner', 'add', '--email', 'weak@newshub.example', '--password', password])
    expect(argv.stderr).toBe(message)
  })

  it('needs a prompt or --password-stdin when no password is given and there is no terminal', async () => {
    const run = await newshub(['owner', 'passwd', '--email', 'first@newshub.example'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'newshub: Type the password at the prompt on a terminal, or pipe it in with --password-stdin.\n',
    )
  })

  it('changes a password at a prompt that does not echo it', async () => {
    const secret = 'typed at a quiet prompt'
    const run = await newshubOnTerminal(
      ['owner', 'passwd', '--email', 'first@newshub.example'],
      [
        ['New password', secret],
        ['Repeat the password', secret],
      ],
    )
    expect(run.stdout).toContain('Password of first@newshub.example changed')
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain(secret)
  })

  it('changes a password from standard input, then removes the owner with --yes', async () => {
    const passwd = await newshub(
      ['owner', 'passwd', '--email', 'first@newshub.example', '--password-stdin'],
      'a second owner password\n',
    )
    expect(passwd.code).toBe(0)
    const unknown = await newshub(
      ['owner', 'passwd', '--email', 'nobody@newshub.example', '--password-stdin'],
      'a fine long password\n',
    )
    expect(unknown.code).toBe(1)
    expect(unknown.stderr).toBe(
      `Data folder: ${dataDir}\nnewshub: No owner has the e-mail nobody@newshub.example; see newshub owner list.\n`,
    )

    const stack = await startLocalStack({ dataDir, port: 0 })
    try {
      expect(
        await signsIn(stack.url, stack.anonKey, 'first@newshub.example', 'a second owner password'),
      ).toBe(true)
      expect(
        await signsIn(stack.url, stack.anonKey, 'first@newshub.example', 'typed at a quiet prompt'),
      ).toBe(false)
    } finally {
      await stack.stop()
    }

    const unconfirmed = await newshub(['owner', 'remove', '--email', 'first@newshub.example'])
    expect(unconfirmed.code).toBe(2)
    expect(unconfirmed.stderr).toBe(
      'newshub: Add --yes to remove an owner when there is no terminal to confirm on.\n',
    )
    const removed = await newshub(['owner', 'remove', '--email', 'first@newshub.example', '--yes'])
    expect(removed.code).toBe(0)
    expect(removed.stdout).toContain('Owner first@newshub.example removed.')
    expect(JSON.parse((await newshub(['owner', 'list', '--json'])).stdout)).toEqual([])
  })
})

describe('newshub owner beside a running server', () => {
  let stack: LocalStack
  let forget: () => void

  beforeAll(async () => {
    stack = await startLocalStack({ dataDir, port: 0, seed: false })
    forget = recordRunningServer(dataDir, stack.url)
  })
  afterAll(async () => {
    forget?.()
    await stack?.stop()
  })

  it('adds, lists, changes and removes owners over HTTP', async () => {
    const add = await newshub(
      ['owner', 'add', '--email', 'served@newshub.example', '--password-stdin'],
      'a served owner password',
    )
    expect(add.code).toBe(0)
    expect(await signsIn(stack.url, stack.anonKey, 'served@newshub.example', 'a served owner password')).toBe(
      true,
    )
    const list = JSON.parse((await newshub(['owner', 'list', '--json'])).stdout)
    expect(list).toMatchObject([{ email: 'served@newshub.example' }])
    expect(list[0].last_sign_in_at).not.toBeNull()

    const passwd = await newshub(
      ['owner', 'passwd', '--email', 'served@newshub.example', '--password-stdin'],
      'a changed served password\n',
    )
    expect(passwd.code).toBe(0)
    expect(
      await signsIn(stack.url, stack.anonKey, 'served@newshub.example', 'a changed served password'),
    ).toBe(true)

    const removed = await newshub(['owner', 'remove', '--email', 'served@newshub.example', '--yes', '--json'])
    expect(JSON.parse(removed.stdout)).toMatchObject({ email: 'served@newshub.example', removed: true })
    expect(
      await signsIn(stack.url, stack.anonKey, 'served@newshub.example', 'a changed served password'),
    ).toBe(false)
  })
})
