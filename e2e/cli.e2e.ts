import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BRIEF_INPUTS } from '../core/generator/fixtures/briefs.ts'
import { loadKeys } from '../supabase/local/index.ts'
import { createNodeClient } from '../supabase/local/node-client.ts'
import { expect, SETUP_TIMEOUT, test } from './support/fixtures.ts'
import { shellEnv } from './support/shell.ts'

// The tests build on each other in one data folder (migrated, then a post, then an owner...): they
// run in order, and the rest are skipped once one fails. Each starts `newshub` processes, each of
// which opens the database (seconds apiece on a loaded machine): two minutes a test.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const bin = join(import.meta.dirname, '..', 'bin', 'newshub.js')
let dataDir: string

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs `newshub` as a user would, on the test's data folder. */
function newshub(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { ...shellEnv(), NEWSHUB_DATA_DIR: dataDir, ...env },
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

const json = (run: Run) => JSON.parse(run.stdout)

test.beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-cli-'))
})
test.afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

test.describe('newshub without a running server (embedded stack started per command)', () => {
  test('migrates a new data folder', async () => {
    const run = await newshub(['db', 'migrate', '--json'])
    expect(run.code).toBe(0)
    expect(json(run).applied.length).toBeGreaterThan(0)
  })

  test('generates and saves a preset post as a draft and prints its editor URL', async () => {
    const run = await newshub(['generate', 'bianchis', '--json'])
    expect(run.code).toBe(0)
    const result = json(run)
    expect(result).toMatchObject({
      saved: true,
      status: 'draft',
      message: 'Blog post generated and saved successfully!',
    })
    expect(result.url).toMatch(/\/newsroom\/[0-9a-f-]{36}$/)
  })

  test('prints a dry-run article from flags and a facts file without saving it', async () => {
    // The composer writes only from the owner's material: the piano tuner's brief carries a post.
    const { businessName, locations, keywords, backlink, topic, ...facts } = BRIEF_INPUTS.piano
    const factsFile = join(dataDir, 'piano.json')
    writeFileSync(factsFile, JSON.stringify(facts))
    const run = await newshub([
      'generate',
      '--business',
      businessName,
      '--location',
      `${locations[0]?.address} | ${locations[0]?.phone}`,
      '--keyword',
      keywords.join(','),
      '--backlink',
      backlink,
      '--topic',
      topic,
      '--facts',
      factsFile,
      '--words',
      '800',
      '--dry-run',
      '--json',
    ])
    expect(run.code).toBe(0)
    const result = json(run)
    expect(result.saved).toBe(false)
    expect(result.post.content).toContain('(734) 555-0119')
    expect(result.post.business_name).toBe('Northside Piano Tuning')
  })

  test('fixes backlinks in batches, and a second run updates nothing', async () => {
    const dry = json(await newshub(['fix-backlinks', '--dry-run', '--json']))
    expect(dry.wouldUpdate.length).toBeGreaterThan(0)
    const first = json(await newshub(['fix-backlinks', '--json']))
    expect(first.ok).toBe(true)
    expect(first.progress.updated).toBe(dry.wouldUpdate.length)
    expect(first.message).toBe(
      `Completed! Updated ${first.progress.updated} posts across ${first.progress.batches} batches`,
    )
    const second = json(await newshub(['fix-backlinks', '--batch-size', '5', '--json']))
    expect(second.progress.updated).toBe(0)
    expect(second.message).toMatch(/^Completed! Updated 0 posts across \d+ batches$/)
  })

  test('adds an owner who can sign in with the owner role', async () => {
    const run = await newshub([
      'owner',
      'add',
      '--email',
      'owner@newshub.example',
      '--password',
      'correct horse battery',
    ])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain('Owner owner@newshub.example created.')
    const again = await newshub([
      'owner',
      'add',
      '--email',
      'owner@newshub.example',
      '--password',
      'correct horse battery',
    ])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^newshub: Could not create the owner: /m)
  })
})

test.describe('newshub beside a running `newshub serve`', () => {
  let server: ChildProcess
  let url: string

  test.beforeAll(async () => {
    test.setTimeout(SETUP_TIMEOUT)
    server = spawn(process.execPath, [bin, 'serve', '--port', '0', '--data-dir', dataDir], {
      env: shellEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    url = await new Promise<string>((resolve, reject) => {
      let text = ''
      server.stdout?.on('data', (chunk) => {
        text += chunk
        const match = /running at (\S+)/.exec(text)
        if (match?.[1]) resolve(match[1])
      })
      server.once('exit', (code) => reject(new Error(`serve exited with ${code}`)))
    })
  })
  test.afterAll(async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  })

  test('uses the server over HTTP: the owner signs in there', async () => {
    const { anonKey } = await loadKeys({ dataDir })
    const client = createNodeClient(url, anonKey)
    const { data, error } = await client.auth.signInWithPassword({
      email: 'owner@newshub.example',
      password: 'correct horse battery',
    })
    expect(error).toBeNull()
    expect(data.user?.app_metadata.role).toBe('owner')
  })

  test('checks one page, and every sitemap page with no failing check', async () => {
    const one = json(await newshub(['seo-check', `${url}/detroit/plumbing`, '--json']))
    expect(one.pages).toHaveLength(1)
    expect(one.pages[0].checks.filter((check: { status: string }) => check.status === 'fail')).toEqual([])
    const all = await newshub(['seo-check', '--all', '--json'])
    expect(all.code).toBe(0)
    const report = json(all)
    const pages: { url: string; checks: { status: string; name: string }[] }[] = report.pages
    expect(
      pages.filter((page) => page.url.match(/\/[a-z-]+\/[a-z-]+$/) && !page.url.includes('/article/')).length,
    ).toBeGreaterThanOrEqual(100)
    expect(pages.filter((page) => page.url.includes('/article/')).length).toBeGreaterThanOrEqual(30)
    expect(
      pages.flatMap((page) =>
        page.checks.filter((check) => check.status === 'fail').map((check) => `${page.url} ${check.name}`),
      ),
    ).toEqual([])
  })

  test('gives a post the same score in its report and as a published page, and fails a thin post', async () => {
    const { serviceRoleKey } = await loadKeys({ dataDir })
    const admin = createNodeClient(url, serviceRoleKey)
    const { error } = await admin.from('blog_posts').insert({
      title: 'Ten words on nothing much',
      slug: 'ten-words-on-nothing-much',
      content: 'This short note has ten words and says nothing much at all.',
      author: 'Test Desk',
      status: 'published',
      published_at: new Date().toISOString(),
    })
    expect(error).toBeNull()
    // The generated draft of the first test, published, and the thin post: one score each, everywhere.
    const drafts = json(await newshub(['posts', 'list', '--status', 'draft', '--json'])).posts
    const generated: string = drafts[0].slug
    expect((await newshub(['posts', 'publish', generated])).code).toBe(0)
    for (const slug of [generated, 'ten-words-on-nothing-much']) {
      const report = json(await newshub(['posts', 'show', slug, '--json'])).report
      const page = json(await newshub(['seo-check', `${url}/article/${slug}`, '--json'])).pages[0]
      const judged = (checks: { name: string; status: string }[]) =>
        checks.map((check) => `${check.name} ${check.status}`)
      expect(judged(page.checks)).toEqual(judged(report.checks))
      expect(page.score).toBe(report.score)
      // The generated post is also judged on the brief kept beside it; the hand-written one has none.
      const names = report.checks.map((check: { name: string }) => check.name)
      if (slug === generated) expect(names).toEqual(expect.arrayContaining(['Topic', 'Claims']))
      else expect(names).not.toContain('Topic')
    }
    const thin = await newshub(['seo-check', `${url}/article/ten-words-on-nothing-much`, '--min-score', '80'])
    expect(thin.code).toBe(1)
    expect(thin.stdout).toMatch(/FAIL Meta Description: No meta description of its own/)
    expect(thin.stderr).toMatch(/^newshub: Site score \d+% is under the minimum of 80%\.\n$/)
  })

  test('exits 1 under --min-score and refuses db reset while the server runs', async () => {
    const low = await newshub(['seo-check', `${url}/`, '--min-score', '100'])
    expect(low.code).toBe(1)
    expect(low.stderr).toMatch(/^newshub: Site score \d+% is under the minimum of 100%\.\n$/)
    const reset = await newshub(['db', 'reset', '--yes'])
    expect(reset.code).toBe(1)
    expect(reset.stderr).toContain('newshub serve is running on')
  })
})

test.describe('bad usage', () => {
  for (const [args, message] of [
    [['generate', 'nope'], /Unknown preset 'nope'/],
    [
      [
        'generate',
        '--business',
        'X',
        '--keyword',
        'a',
        '--backlink',
        'ftp://x',
        '--topic',
        't',
        '--location',
        '1 Main St|555',
      ],
      /http/i,
    ],
    [['fix-backlinks', '--batch-size', '0'], /--batch-size must be a whole number from 1 to 100/],
    [['owner', 'add', '--email', 'not-an-email', '--password', 'long enough'], /valid e-mail/],
    [['owner', 'add', '--email', 'a@b.example'], /--password-stdin/],
    [['fix-backlinks', '--supabase-url', 'https://project.example'], /SUPABASE_SERVICE_ROLE_KEY must be set/],
    [['serve', '--port', 'eighty'], /Port must be a whole number/],
    [['frobnicate'], /unknown command/],
  ] as [string[], RegExp][]) {
    test(`newshub ${args.join(' ')} exits 2 with a one-line message`, async () => {
      const run = await newshub(args, { SUPABASE_SERVICE_ROLE_KEY: '' })
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(message)
      expect(run.stderr.trim().split('\n')).toHaveLength(1)
    })
  }
})
