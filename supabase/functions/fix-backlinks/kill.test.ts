/**
 * A process killed (SIGKILL) in the middle of a fix-backlinks run leaves every post either fully
 * updated or untouched, the database opens again, and finishing the run twice changes nothing the
 * second time.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBacklinks, countLinksToHost } from '../../../core/links/backlinks.ts'
import { startLocalStack } from '../../local/index.ts'
import { nodeClient } from '../../local/testing/index.ts'
import type { FixBacklinksResult } from './handler.ts'

interface PostRow {
  id: string
  title: string
  content: string
  backlink_url: string | null
  canonical_url: string | null
  business_name: string | null
  keywords: string[] | null
  sponsored: boolean
}

/** What the fixer reads, sponsored included: it decides the rel of the links it inserts. */
const COLUMNS = 'id,title,content,backlink_url,canonical_url,business_name,keywords,sponsored'
const EXTRA_POSTS = 300
let dataDir: string
let originals: Map<string, PostRow>

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'newshub-kill-'))
  const stack = await startLocalStack({ dataDir })
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey)
    const rows = Array.from({ length: EXTRA_POSTS }, (_, index) => ({
      title: `Shop ${index} opens on Main Street`,
      content:
        index % 2 === 0
          ? `<p>Shop ${index} opens this week.</p><p>It sells local goods.</p><p>Hours are posted on the door.</p>`
          : `## Shop ${index}\n\nShop ${index} opens this week.\n\nIt sells local goods.\n\nHours are posted on the door.`,
      backlink_url: `https://shop${index}.example/`,
      business_name: `Shop ${index}`,
      keywords: ['local shop'],
      tags: ['Business'],
    }))
    const inserted = await service.from('blog_posts').insert(rows)
    if (inserted.error) throw inserted.error
    const { data, error } = await service.from('blog_posts').select(COLUMNS).limit(1000)
    if (error) throw error
    originals = new Map((data as PostRow[]).map((post) => [post.id, post]))
  } finally {
    await stack.stop()
  }
}, 120_000)
afterAll(() => rm(dataDir, { recursive: true, force: true }))

function needsFix(post: PostRow): boolean {
  return Boolean(post.backlink_url) && countLinksToHost(post.content, post.backlink_url as string) < 2
}

/** Starts the child run and kills it with SIGKILL once it has reported `after` updated posts. */
function runAndKill(after: number): Promise<{ reported: number; finished: boolean }> {
  const script = resolve('supabase/local/testing/fix-backlinks-child.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let reported = 0
  let finished = false
  let buffered = ''
  return new Promise((done, failed) => {
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk
      for (const line of buffered.split('\n').slice(0, -1)) {
        if (line === 'done') finished = true
        const match = /^updated (\d+)$/.exec(line)
        if (match) reported = Number(match[1])
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1)
      if (reported >= after && child.exitCode === null) child.kill('SIGKILL')
    })
    child.on('error', failed)
    child.on('exit', (_code, signal) => {
      if (signal !== 'SIGKILL' && !finished)
        failed(new Error('the child stopped on its own before it was killed'))
      else done({ reported, finished })
    })
  })
}

describe('a fix-backlinks run killed mid-way', () => {
  it('leaves every post fully updated or untouched, and a rerun finishes the job exactly once', async () => {
    const needing = [...originals.values()].filter(needsFix)
    expect(needing.length).toBe(EXTRA_POSTS + 7)

    const { reported, finished } = await runAndKill(60)
    expect(finished).toBe(false)
    expect(reported).toBeGreaterThanOrEqual(60)

    const stack = await startLocalStack({ dataDir, seed: false })
    try {
      const service = nodeClient(stack.url, stack.serviceRoleKey)
      const read = async () => {
        const { data, error } = await service.from('blog_posts').select(COLUMNS).limit(1000)
        if (error) throw error
        return new Map((data as PostRow[]).map((post) => [post.id, post]))
      }
      const afterKill = await read()
      expect(afterKill.size).toBe(originals.size)
      let fixed = 0
      let untouched = 0
      for (const [id, original] of originals) {
        const now = afterKill.get(id) as PostRow
        if (now.content === original.content) untouched++
        else {
          expect(now.content).toBe(addBacklinks(original).content)
          fixed++
        }
      }
      // The kill came mid-run: some posts were fixed (at least those reported), some not yet.
      expect(fixed).toBeGreaterThanOrEqual(reported)
      expect(untouched).toBeGreaterThan(originals.size - needing.length)

      const runAll = async () => {
        let offset = 0
        let updated = 0
        for (;;) {
          const { data, error } = await service.functions.invoke<FixBacklinksResult>('fix-backlinks', {
            body: { batchSize: 50, offset },
          })
          if (error) throw error
          updated += data?.updated ?? 0
          if (!data?.hasMore) return updated
          offset = data.nextOffset
        }
      }
      expect(await runAll()).toBe(needing.length - fixed)
      const done = await read()
      for (const [id, original] of originals) {
        const expected = needsFix(original) ? addBacklinks(original).content : original.content
        expect(done.get(id)?.content).toBe(expected)
      }
      expect(await runAll()).toBe(0)
      expect(await read()).toEqual(done)
    } finally {
      await stack.stop()
    }
  }, 180_000)
})
