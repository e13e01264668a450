/**
 * `newshub db backup` and `db restore` carry the stored files (post images) with the rows: the real
 * CLI in child processes, from one data folder into an empty one.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalStack } from '../../supabase/local/index.ts'
import { pngImage } from '../../supabase/local/testing/images.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { runNewshub } from '../testing.ts'

const root = mkdtempSync(join(tmpdir(), 'newshub-db-storage-'))
const source = join(root, 'source')
const target = join(root, 'target')
const backup = join(root, 'site.sql')
const images = { '2026/11/a-4x3.png': pngImage(4, 3, 1), '2026/11/b-2x2.png': pngImage(2, 2, 2) }
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

beforeAll(async () => {
  const stack = await startLocalStack({ dataDir: source, seed: false })
  try {
    const service = nodeClient(stack.url, stack.serviceRoleKey).storage.from('post-images')
    for (const [name, bytes] of Object.entries(images)) {
      const { error } = await service.upload(name, bytes, { contentType: 'image/png' })
      if (error) throw error
    }
  } finally {
    await stack.stop()
  }
}, 120_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('db backup and restore with stored files', () => {
  it('writes the files beside the SQL and restores them into an empty folder', async () => {
    const made = await runNewshub(['db', 'backup', backup, '--data-dir', source], source)
    expect(made.stderr).not.toMatch(/^\s+at /m)
    expect(made.code).toBe(0)
    expect(made.stdout).toContain(`2 stored file(s) copied to ${backup}.files`)
    for (const [name, bytes] of Object.entries(images))
      expect(sha(readFileSync(join(`${backup}.files`, 'post-images', name)))).toBe(sha(bytes))

    const restored = await runNewshub(['db', 'restore', backup, '--data-dir', target], target)
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain('with 2 stored file(s)')

    const stack = await startLocalStack({ dataDir: target })
    try {
      const anon = nodeClient(stack.url, stack.anonKey).storage.from('post-images')
      const service = nodeClient(stack.url, stack.serviceRoleKey).storage.from('post-images')
      for (const [name, bytes] of Object.entries(images)) {
        const response = await fetch(anon.getPublicUrl(name).data.publicUrl)
        expect(response.status).toBe(200)
        expect(sha(Buffer.from(await response.arrayBuffer()))).toBe(sha(bytes))
      }
      const listed = await service.list('2026/11')
      expect(listed.data?.map((entry) => entry.name)).toEqual(['a-4x3.png', 'b-2x2.png'])
    } finally {
      await stack.stop()
    }
  }, 180_000)

  it('refuses a backup whose files folder is missing, changing nothing', async () => {
    const moved = join(root, 'elsewhere.sql')
    const copy = readFileSync(backup, 'utf8')
    writeFileSync(moved, copy)
    const fresh = join(root, 'fresh')
    const run = await runNewshub(['db', 'restore', moved, '--data-dir', fresh], fresh)
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      `newshub: ${moved} lists 2 stored file(s) but ${moved}.files is missing: put that folder beside the backup and run this again.`,
    )
    expect(existsSync(join(fresh, 'storage'))).toBe(false)
  }, 60_000)
})
