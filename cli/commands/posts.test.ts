/**
 * `newshub posts ...` and `newshub subscribers ...` through the real CLI (bin/newshub.js in a child
 * process, no terminal) on a data folder holding posts in every state and a few subscribers.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postPatch } from '../../core/newsroom/actions.ts'
import { startLocalStack } from '../../supabase/local/index.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { type CliRun, runNewshub } from '../testing.ts'

let dataDir: string

/** Runs `newshub` as a user would, with no standard input (so no terminal to confirm on). */
function newshub(args: string[]): Promise<CliRun> {
  return runNewshub(args, dataDir)
}

const json = (run: CliRun) => {
  expect(run.stderr).toBe('')
  expect(run.code).toBe(0)
  return JSON.parse(run.stdout)
}

const now = new Date()
const POSTS = [
  {
    slug: 'lakeside-spring-tune-up',
    title: 'Lakeside Bikes Spring Tune-Up',
    status: 'draft',
    business_name: 'Lakeside Bikes',
    tags: ['Business'],
    keywords: ['bike tune-up'],
  },
  { slug: 'troy-bike-lane-draft', title: 'Troy Bike Lane Plans', status: 'draft', tags: ['Local News'] },
  { slug: 'royal-oak-market-live', title: 'Royal Oak Market Opens', tags: ['Local News'] },
  {
    slug: 'detroit-marathon-scheduled',
    title: 'Detroit Marathon Road Closures',
    ...postPatch('schedule', now, new Date(now.getTime() + 7 * 24 * 3600_000)),
  },
]

// Each step starts a CLI process and the embedded stack: a generous bound for a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 })

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'newshub-posts-'))
  // Seeded now (the CLI's embedded stack would seed a new folder on its first run), then emptied:
  // the posts below are the only ones.
  const stack = await startLocalStack({ dataDir, port: 0 })
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    await service.from('blog_posts').delete().not('id', 'is', null).throwOnError()
    for (const post of POSTS) {
      const { error } = await service.from('blog_posts').insert({ content: '<p>Words.</p>', ...post })
      if (error) throw error
    }
    const anon = nodeClient(stack.url, stack.anonKey)
    for (const email of ['pat@newshub.example', '=HYPERLINK@evil.example']) {
      const { error } = await anon.rpc('subscribe', { email })
      if (error) throw error
    }
  } finally {
    await stack.stop()
  }
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('newshub posts list', () => {
  it('lists every post not in the trash with the state the owner is shown, as JSON', async () => {
    const result = json(await newshub(['posts', 'list', '--json', '--sort', 'title']))
    expect(result.total).toBe(4)
    expect(result.posts.map((post: { slug: string; state: string }) => [post.slug, post.state])).toEqual([
      ['detroit-marathon-scheduled', 'scheduled'],
      ['lakeside-spring-tune-up', 'draft'],
      ['royal-oak-market-live', 'published'],
      ['troy-bike-lane-draft', 'draft'],
    ])
  })

  it('filters by status, client, category and search words, and pages', async () => {
    const run = await newshub(['posts', 'list', '--status', 'draft', '--client', 'Lakeside Bikes'])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      /^draft {7}\d{4}-\d\d-\d\d {2}lakeside-spring-tune-up {2}Lakeside Bikes Spring Tune-Up {2}\[Lakeside Bikes, sponsored\]\n/,
    )
    expect(run.stdout).toContain('Page 1 of 1 (1 post).')
    const local = json(
      await newshub(['posts', 'list', '--category', 'Local News', '--search', 'bike', '--json']),
    )
    expect(local.posts.map((post: { slug: string }) => post.slug)).toEqual(['troy-bike-lane-draft'])
    const paged = json(
      await newshub(['posts', 'list', '--page-size', '3', '--page', '2', '--sort', 'title', '--json']),
    )
    expect(paged.posts.map((post: { slug: string }) => post.slug)).toEqual(['troy-bike-lane-draft'])
    expect(paged.total).toBe(4)
  })

  it('refuses an unknown status in one line, without a stack trace', async () => {
    const run = await newshub(['posts', 'list', '--status', 'live'])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(
      'newshub: Status must be one of draft, scheduled, published, unpublished, trashed.\n',
    )
  })
})

describe('newshub posts actions', () => {
  it('publishes several posts by slug at once', async () => {
    const result = json(
      await newshub(['posts', 'publish', 'lakeside-spring-tune-up', 'troy-bike-lane-draft', '--json']),
    )
    expect(result.posts.map((post: { state: string }) => post.state)).toEqual(['published', 'published'])
  })

  it('changes nothing when one of the posts does not exist', async () => {
    const run = await newshub(['posts', 'unpublish', 'royal-oak-market-live', 'no-such-post'])
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(/newshub: No post has the id or slug 'no-such-post'; nothing was changed\.\n$/)
    const live = json(await newshub(['posts', 'list', '--status', 'published', '--json']))
    expect(live.posts.map((post: { slug: string }) => post.slug)).toContain('royal-oak-market-live')
  })

  it('deletes to the trash, restores as a draft, and purges only from the trash with --yes', async () => {
    const trashed = json(await newshub(['posts', 'delete', 'royal-oak-market-live', '--json']))
    expect(trashed.posts[0].state).toBe('trashed')
    const inTrash = json(await newshub(['posts', 'list', '--status', 'trashed', '--json']))
    expect(inTrash.posts.map((post: { slug: string }) => post.slug)).toEqual(['royal-oak-market-live'])
    const restored = json(await newshub(['posts', 'restore', 'royal-oak-market-live', '--json']))
    expect(restored.posts[0].state).toBe('draft')

    const noTerminal = await newshub(['posts', 'delete', '--purge', 'royal-oak-market-live'])
    expect(noTerminal.code).toBe(2)
    expect(noTerminal.stderr).toBe(
      'newshub: Add --yes to purge posts when there is no terminal to confirm on.\n',
    )
    const notTrashed = await newshub(['posts', 'delete', '--purge', '--yes', 'royal-oak-market-live'])
    expect(notTrashed.code).toBe(1)
    expect(notTrashed.stderr).toMatch(
      /is not in the trash; run newshub posts delete first\. Nothing was removed\.\n$/,
    )

    json(await newshub(['posts', 'delete', 'royal-oak-market-live', '--json']))
    const purged = json(
      await newshub(['posts', 'delete', '--purge', '--yes', 'royal-oak-market-live', '--json']),
    )
    expect(purged.purged.map((post: { slug: string }) => post.slug)).toEqual(['royal-oak-market-live'])
    const all = json(await newshub(['posts', 'list', '--json']))
    const trash = json(await newshub(['posts', 'list', '--status', 'trashed', '--json']))
    expect([...all.posts, ...trash.posts].map((post: { slug: string }) => post.slug)).not.toContain(
      'royal-oak-market-live',
    )
  })

  it('shows a post with its editor URL and pre-publish report', async () => {
    const result = json(await newshub(['posts', 'show', 'lakeside-spring-tune-up', '--json']))
    expect(result.state).toBe('published')
    expect(result.editorUrl).toBe(`http://localhost:8080/newsroom/${result.post.id}`)
    expect(result.report.words).toBe(1)
    expect(result.report.keywords).toEqual([{ keyword: 'bike tune-up', count: 0, share: 0 }])
    expect(result.report.checks.map((check: { name: string }) => check.name)).toContain('Meta Description')
    expect(result.report.advice.map((check: { name: string }) => check.name)).toContain('Duplicates')
  })
})

describe('newshub subscribers', () => {
  it('lists and counts the subscribers, and exports them as CSV with formulas defused', async () => {
    const listed = json(await newshub(['subscribers', 'list', '--json']))
    expect(listed.count).toBe(2)
    expect(listed.subscribers.map((row: { email: string }) => row.email).sort()).toEqual([
      '=hyperlink@evil.example',
      'pat@newshub.example',
    ])
    const file = join(dataDir, 'subscribers.csv')
    const run = await newshub(['subscribers', 'export', file])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`Wrote 2 subscribers to ${file}.\n`)
    const csv = readFileSync(file, 'utf8')
    expect(csv.split('\n')[0]).toBe('created_at,email,status,confirmed_at,unsubscribed_at,id')
    expect(csv).toContain(`'=hyperlink@evil.example`)
    expect(statSync(file).mode & 0o077).toBe(0)
  })
})
