import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { shellEnv } from './support/shell.ts'

/**
 * The data folder is never opened twice, nothing is lost by a slip, and every failure is one line.
 * Everything runs the real `newshub` from another folder, as CI would: CI=true and no stdin.
 */
const bin = join(import.meta.dirname, '..', 'bin', 'newshub.js')
/** The folder the commands run in, made for this run (the test runner also loads this file to list it). */
let root: string
let dataDir: string

// The tests follow one data folder through its life (served, stopped, reset, restored): they run in
// order, and the rest are skipped once one fails. Each starts several `newshub` processes, each of
// which opens the database (seconds apiece on a loaded machine): two minutes a test.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'newshub-safety-'))
  dataDir = join(root, 'data')
})
test.afterAll(() => rmSync(root, { recursive: true, force: true }))

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

function newshub(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: root,
      env: { ...shellEnv(), CI: 'true', NEWSHUB_DATA_DIR: dataDir, NO_COLOR: '', ...env },
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

/** The one line a failed command prints, with no stack trace. */
function failure(run: Run): string {
  const lines = run.stderr.trim().split('\n')
  const last = lines.at(-1) ?? ''
  expect(run.stderr).not.toMatch(/^\s+at /m)
  return last
}

/** Starts `newshub serve` as a separate process; resolves with it and its URL. */
function startServe(
  args: string[] = [],
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [bin, 'serve', '--port', '0', ...args], {
    cwd: root,
    env: { ...shellEnv(), CI: 'true', NEWSHUB_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk) => {
    text += chunk
  })
  child.stderr?.on('data', (chunk) => {
    text += chunk
  })
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      const match = /running at (\S+)/.exec(text)
      if (match?.[1]) resolve({ child, url: match[1], output: () => text })
    })
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)))
  })
}

function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    child.once('exit', (code) => resolve(code))
    child.kill(signal)
  })
}

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8)

test.describe('a folder that holds no NewsHub database', () => {
  test('is named, with how to fix it, instead of being created and reported saved', async () => {
    const run = await newshub(['generate', 'bianchis', '--data-dir', join(root, 'typo')])
    expect(run.code).toBe(1)
    expect(failure(run)).toMatch(/typo holds no NewsHub database: point --data-dir .* `newshub db migrate`/)
    expect(run.stdout).not.toContain('saved')
    expect(existsSync(join(root, 'typo'))).toBe(false)
  })

  test('is refused when it is a file', async () => {
    writeFileSync(join(root, 'a-file'), 'not a folder')
    const run = await newshub([
      'owner',
      'add',
      '--email',
      'a@b.example',
      '--password',
      'a long enough password',
      '--data-dir',
      join(root, 'a-file'),
    ])
    expect(run.code).toBe(1)
    expect(failure(run)).toBe(
      `newshub: The data folder ${join(root, 'a-file')} is a file: point --data-dir (or NEWSHUB_DATA_DIR) at a NewsHub data folder.`,
    )
  })
})

test.describe('one server per data folder', () => {
  let first: Awaited<ReturnType<typeof startServe>>

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT)
    first = await startServe()
  })
  test.afterAll(async () => {
    await stop(first.child)
  })

  test('creates the folder privately and says which folder it serves', () => {
    expect(first.output()).toContain(`Data folder: ${dataDir}`)
    expect(mode(dataDir)).toBe('700')
    expect(mode(join(dataDir, 'db'))).toBe('700')
    expect(mode(join(dataDir, 'db', 'PG_VERSION'))).toBe('600')
    expect(mode(join(dataDir, 'keys.json'))).toBe('600')
    // The push alerts' VAPID key pair, made on first start like keys.json.
    expect(mode(join(dataDir, 'vapid.json'))).toBe('600')
    expect(mode(join(dataDir, 'server.json'))).toBe('600')
    expect(mode(join(dataDir, 'lock.json'))).toBe('600')
  })

  test('refuses a second serve, naming the first one’s port and PID, and keeps its server.json', async () => {
    const record = readFileSync(join(dataDir, 'server.json'), 'utf8')
    const { port, pid } = JSON.parse(record)
    expect(pid).toBe(first.child.pid)
    const second = await newshub(['serve', '--port', '0'])
    expect(second.code).toBe(1)
    expect(failure(second)).toBe(
      `newshub: newshub serve is running on the data folder ${dataDir} (port ${port}, PID ${pid}): stop it first (Ctrl+C in its terminal, or kill ${pid}).`,
    )
    expect(readFileSync(join(dataDir, 'server.json'), 'utf8')).toBe(record)
    // The first server still answers.
    expect((await fetch(`${first.url}/rss.xml`)).status).toBe(200)
  })

  test('lets commands work through it over HTTP: a saved post is there for the server', async () => {
    // Published at once, so the server's readers can open it (without --publish it is a draft).
    const run = await newshub(['generate', 'bianchis', '--publish', '--json'])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe('')
    const { slug } = JSON.parse(run.stdout)
    expect((await fetch(`${first.url}/article/${slug}`)).status).toBe(200)
    const human = await newshub(['fix-backlinks', '--dry-run'])
    expect(human.stderr).toContain(
      `Data folder: ${dataDir} (through newshub serve at ${first.url}, PID ${first.child.pid})`,
    )
  })

  test('backs up through the server, and refuses reset and restore while it runs', async () => {
    const file = join(root, 'live.sql')
    const backup = await newshub(['db', 'backup', file])
    expect(backup.code).toBe(0)
    expect(backup.stdout).toContain(`Backup written to ${file}`)
    expect(mode(file)).toBe('600')
    expect(readFileSync(file, 'utf8')).toMatch(/^-- NewsHub backup/)
    // The server still writes after the backup.
    expect((await newshub(['generate', 'bianchis'])).code).toBe(0)
    const pid = first.child.pid
    for (const args of [
      ['db', 'reset', '--yes'],
      ['db', 'restore', file, '--yes'],
    ]) {
      const run = await newshub(args)
      expect(run.code).toBe(1)
      expect(failure(run)).toMatch(
        new RegExp(`newshub serve is running on the data folder .* PID ${pid}\\): stop it first`),
      )
    }
  })
})

test.describe('after the server stops', () => {
  test('has released the folder: no lock and no server.json are left', () => {
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'keys.json', 'vapid.json'])
  })

  test('db reset refuses without --yes off a terminal, and with it writes a backup first', async () => {
    test.setTimeout(180_000)
    const refused = await newshub(['db', 'reset'])
    expect(refused.code).toBe(2)
    expect(failure(refused)).toMatch(/Run it again with --yes to confirm/)
    const count = (await newshub(['fix-backlinks', '--dry-run', '--json'])).stdout
    const before = JSON.parse(count).checked
    expect(before).toBeGreaterThan(0)
    const reset = await newshub(['db', 'reset', '--yes', '--json'])
    expect(reset.code).toBe(0)
    const { backup } = JSON.parse(reset.stdout)
    expect(backup).toMatch(new RegExp(`^${dataDir}/backups/before-reset-.*\\.sql$`))
    expect(mode(backup)).toBe('600')
    expect(mode(join(dataDir, 'backups'))).toBe('700')
    // The generated posts are gone; only the seed posts are back.
    expect(JSON.parse((await newshub(['fix-backlinks', '--dry-run', '--json'])).stdout).checked).toBeLessThan(
      before,
    )
    // Nothing was lost: the automatic backup brings every post back.
    const restored = await newshub(['db', 'restore', backup, '--yes'])
    expect(restored.code).toBe(0)
    expect(JSON.parse((await newshub(['fix-backlinks', '--dry-run', '--json'])).stdout).checked).toBe(before)
  })

  test('restores a backup into a new folder, and refuses a file that is not one', async () => {
    const fresh = join(root, 'fresh')
    const run = await newshub(['db', 'restore', join(root, 'live.sql'), '--data-dir', fresh])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(`Restored ${join(root, 'live.sql')} into ${fresh}.`)
    const posts = JSON.parse(
      (await newshub(['fix-backlinks', '--dry-run', '--json', '--data-dir', fresh])).stdout,
    )
    expect(posts.checked).toBeGreaterThan(0)
    writeFileSync(join(root, 'notes.sql'), 'drop table public.blog_posts;')
    const wrong = await newshub(['db', 'restore', join(root, 'notes.sql'), '--yes'])
    expect(wrong.code).toBe(1)
    expect(failure(wrong)).toBe(
      'newshub: This file is not a NewsHub backup (one made by `newshub db backup`).',
    )
  })
})

test.describe('two processes on one folder', () => {
  test('never both hold it; a lock left by a killed process does not block for good', async () => {
    const server = await startServe()
    const busy = await newshub(['db', 'migrate'])
    expect(busy.code).toBe(1)
    expect(failure(busy)).toContain(`PID ${server.child.pid}`)
    await stop(server.child, 'SIGKILL')
    expect(existsSync(join(dataDir, 'newshub.lock'))).toBe(true)
    // The dead server's records are ignored and its lock is taken over once stale.
    const after = await newshub(['db', 'migrate', '--json'])
    expect(after.code).toBe(0)
    expect(JSON.parse(after.stdout).applied).toEqual([])
    const again = await startServe()
    expect(JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')).pid).toBe(again.child.pid)
    expect(await stop(again.child, 'SIGINT')).toBe(0)
    expect(readdirSync(dataDir)).not.toContain('newshub.lock')
    expect(readdirSync(dataDir)).not.toContain('server.json')
  })
})

test.describe('clear errors', () => {
  test('prints the version', async () => {
    const run = await newshub(['--version'])
    expect(run.code).toBe(0)
    expect(run.stdout.trim()).toBe(
      JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')).version,
    )
  })

  test('names --anon-key when serve gets --supabase-url without it, and refuses a bad URL', async () => {
    const noKey = await newshub(['serve', '--supabase-url', 'http://127.0.0.1:9'], { SUPABASE_ANON_KEY: '' })
    expect(noKey.code).toBe(2)
    expect(failure(noKey)).toMatch(/--anon-key/)
    const badUrl = await newshub(['generate', 'bianchis', '--supabase-url', 'project.example'], {
      SUPABASE_SERVICE_ROLE_KEY: 'key',
    })
    expect(badUrl.code).toBe(1)
    expect(failure(badUrl)).toBe(
      "newshub: --supabase-url must be a full http(s) address, such as http://127.0.0.1:8080; got 'project.example'.",
    )
  })

  test('says what to do when the backend does not answer or the port is taken', async () => {
    const closed = await freePort()
    const unreachable = await newshub(
      ['generate', 'bianchis', '--supabase-url', `http://127.0.0.1:${closed}`],
      {
        SUPABASE_SERVICE_ROLE_KEY: 'key',
      },
    )
    expect(unreachable.code).toBe(1)
    expect(failure(unreachable)).toBe(
      `newshub: Cannot reach the Supabase API at http://127.0.0.1:${closed} (ECONNREFUSED): check --supabase-url and your network connection.`,
    )
    const taken = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => taken.once('listening', resolve))
    const port = (taken.address() as { port: number }).port
    try {
      const busy = await newshub(['serve', '--in-memory', '--port', String(port)])
      expect(busy.code).toBe(1)
      expect(failure(busy)).toBe(
        `newshub: Port ${port} on 127.0.0.1 is already in use: stop what runs there, or choose another port with --port (0 picks a free one).`,
      )
    } finally {
      taken.close()
    }
  })

  test('seo-check exits 1 for a page that is missing or unreachable', async () => {
    const server = await startServe()
    try {
      const missing = await newshub(['seo-check', `${server.url}/no-such-page/at-all/here`])
      expect(missing.code).toBe(1)
      expect(failure(missing)).toMatch(/answered HTTP 404: check the address\.$/)
    } finally {
      await stop(server.child)
    }
    const closed = await freePort()
    const gone = await newshub(['seo-check', `http://127.0.0.1:${closed}/`])
    expect(gone.code).toBe(1)
    expect(failure(gone)).toMatch(/Cannot reach http:\/\/127\.0\.0\.1:\d+\/ \(ECONNREFUSED\)/)
  })
})

test.describe('on a terminal', () => {
  /** Runs `newshub` in a pseudo-terminal (util-linux `script`), whose width `stty` sets; 0 if unset. */
  function inTerminal(args: string, env: Record<string, string>, columns?: number): Promise<Run> {
    const stty = columns === undefined ? '' : `stty cols ${columns}; `
    const { CI: _ci, NO_COLOR: _noColor, ...rest } = shellEnv()
    return new Promise((resolve) => {
      const child = spawn(
        'script',
        ['-qec', `${stty}exec "${process.execPath}" "${bin}" ${args}`, '/dev/null'],
        {
          cwd: root,
          env: { ...rest, TERM: 'xterm-256color', ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      let stdout = ''
      child.stdout.on('data', (chunk) => {
        // A flood would never end: stop reading (and the command) past 200 KB.
        stdout += chunk
        if (stdout.length > 200_000) child.kill('SIGKILL')
      })
      child.on('close', (code) => resolve({ code, stdout, stderr: '' }))
    })
  }

  let page: ReturnType<typeof createHttpServer>
  let url: string
  test.beforeAll(async () => {
    page = createHttpServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(
        '<!doctype html><html lang="en"><head><title>A page</title></head><body><h1>A page</h1></body></html>',
      )
    }).listen(0, '127.0.0.1')
    await new Promise((resolve) => page.once('listening', resolve))
    url = `http://127.0.0.1:${(page.address() as { port: number }).port}/`
  })
  test.afterAll(() => new Promise((resolve) => page.close(resolve)))

  test('does not flood a terminal that reports 0 columns', async () => {
    const run = await inTerminal(`seo-check ${url}`, {})
    expect(run.stdout.length).toBeLessThan(10_000)
    expect(run.stdout).toContain('Site score:')
  })

  test('turns colour off with NO_COLOR', async () => {
    const colour = new RegExp(`${String.fromCharCode(27)}\\[(3\\d|9\\d)m`)
    const coloured = await inTerminal(`seo-check ${url}`, { FORCE_COLOR: '1' }, 80)
    expect(coloured.stdout).toMatch(colour)
    const plain = await inTerminal(`seo-check ${url}`, { NO_COLOR: '1' }, 80)
    expect(plain.stdout).toContain('Site score:')
    expect(plain.stdout).not.toMatch(colour)
  })
})

/** A loopback port nothing listens on (taken, then freed). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}
