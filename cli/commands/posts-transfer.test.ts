/**
 * `newshub posts export` then `newshub posts import` into an EMPTY data folder reproduces every post
 * (drafts, scheduled, unpublished and trashed ones included) and every image it uses, byte for byte:
 * the real CLI in separate processes, rows and file hashes compared afterwards.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postImageCopies, postImageName, postImageUrl } from '../../core/posts/images.ts'
import type { TablesInsert } from '../../supabase/database.types.ts'

import { startLocalStack } from '../../supabase/local/index.ts'
import { pngImage } from '../../supabase/local/testing/images.ts'
import { nodeClient } from '../../supabase/local/testing/index.ts'
import { runNewshub } from '../testing.ts'

const root = mkdtempSync(join(tmpdir(), 'newshub-transfer-'))
const source = join(root, 'source')
const target = join(root, 'target')
const out = join(root, 'export')
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

/** Every row of blog_posts, all columns, in id order, as the service role sees them. */
async function rowsOf(dataDir: string): Promise<Record<string, unknown>[]> {
  const stack = await startLocalStack({ dataDir })
  try {
    const { data, error } = await nodeClient(stack.url, stack.serviceRoleKey)
      .from('blog_posts')
      .select('*')
      .order('id')
    if (error) throw error
    return data
  } finally {
    await stack.stop()
  }
}

/** SHA-256 of every stored file of the post-images bucket, by object name. */
function storedImages(dataDir: string): Record<string, string> {
  const dir = join(dataDir, 'storage', 'post-images')
  if (!existsSync(dir)) return {}
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name)
        return [relative(dir, path), sha(readFileSync(path))]
      }),
  )
}

const names = {
  hero: postImageName({
    now: new Date(),
    id: crypto.randomUUID(),
    size: { width: 1000, height: 500 },
    type: 'image/png',
  }),
  inline: postImageName({
    now: new Date(),
    id: crypto.randomUUID(),
    size: { width: 8, height: 8 },
    type: 'image/png',
  }),
  unused: postImageName({
    now: new Date(),
    id: crypto.randomUUID(),
    size: { width: 2, height: 2 },
    type: 'image/png',
  }),
}

beforeAll(async () => {
  const stack = await startLocalStack({ dataDir: source })
  try {
    const client = nodeClient(stack.url, stack.serviceRoleKey)
    const bucket = client.storage.from('post-images')
    for (const [key, name] of Object.entries(names)) {
      const size = key === 'hero' ? [1000, 500] : key === 'inline' ? [8, 8] : [2, 2]
      const { error } = await bucket.upload(
        name,
        pngImage(size[0] as number, size[1] as number, key.length),
        {
          contentType: 'image/png',
        },
      )
      if (error) throw error
    }
    // The featured image's narrower copies, as the editor stores them beside it.
    for (const copy of postImageCopies(names.hero)) {
      const { error } = await bucket.upload(copy.name, pngImage(copy.width, copy.height), {
        contentType: copy.type,
      })
      if (error) throw error
    }
    const future = new Date(Date.now() + 86_400_000).toISOString()
    const posts: TablesInsert<'blog_posts'>[] = [
      {
        title: 'A Draft With A Featured Image',
        content: 'Draft body.',
        status: 'draft',
        published_at: null,
        image_url: postImageUrl(stack.url, names.hero),
        image_alt: 'A grey rectangle',
      },
      {
        title: 'A Trashed Post With An Inline Image',
        content: `Look: ![chart](${postImageUrl(stack.url, names.inline)})\n\n---\n\nThe end, "quoted" & 'odd'`,
        deleted_at: new Date().toISOString(),
        tags: ['Business', 'true'],
      },
      { title: 'An Unpublished Post', content: 'Gone for now.', status: 'unpublished' },
      { title: 'A Scheduled Post', content: 'Soon.', published_at: future, business_name: 'Acme Plumbing' },
    ]
    for (const post of posts) {
      const { error } = await client.from('blog_posts').insert(post)
      if (error) throw error
    }
  } finally {
    await stack.stop()
  }
}, 180_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('posts export then import', () => {
  it('reproduces every post and image in an empty data folder, and a second import changes nothing', async () => {
    const exported = await runNewshub(
      ['posts', 'export', '--out', out, '--data-dir', source, '--json'],
      source,
    )
    expect(exported.stderr).not.toMatch(/^\s+at /m)
    expect(exported.code).toBe(0)
    const summary = JSON.parse(exported.stdout) as {
      posts: number
      states: Record<string, number>
      images: number
    }
    const sourceRows = await rowsOf(source)
    expect(summary.posts).toBe(sourceRows.length)
    expect(summary.states).toMatchObject({ draft: 1, trashed: 1, unpublished: 1, scheduled: 1 })
    expect(summary.images).toBe(4)
    const trashed = readFileSync(join(out, 'posts', 'a-trashed-post-with-an-inline-image.md'), 'utf8')
    expect(trashed.startsWith('---\nstate: trashed\n')).toBe(true)
    expect(
      JSON.parse(readFileSync(join(out, 'posts', 'a-draft-with-a-featured-image.json'), 'utf8')).state,
    ).toBe('draft')

    expect(existsSync(target)).toBe(false)
    const imported = await runNewshub(['posts', 'import', out, '--data-dir', target], target)
    expect(imported.stderr).not.toMatch(/^\s+at /m)
    expect(imported.code).toBe(0)
    expect(imported.stdout).toContain(
      `Imported ${sourceRows.length} posts from ${out}: ${sourceRows.length} created, 0 updated, 0 unchanged; 4 images uploaded, 0 unchanged.`,
    )

    expect(await rowsOf(target)).toEqual(sourceRows)
    const sourceImages = storedImages(source)
    const targetImages = storedImages(target)
    // The featured image travels with the copies the editor made of it; the unused image stays.
    const travelled = [names.hero, ...postImageCopies(names.hero).map((copy) => copy.name), names.inline]
    expect(Object.keys(targetImages).sort()).toEqual(travelled.sort())
    for (const name of travelled) expect(targetImages[name]).toBe(sourceImages[name])

    const again = await runNewshub(['posts', 'import', out, '--data-dir', target], target)
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(
      `${sourceRows.length} posts from ${out}: 0 created, 0 updated, ${sourceRows.length} unchanged; 0 images uploaded, 4 unchanged.`,
    )
    expect(await rowsOf(target)).toEqual(sourceRows)
  }, 400_000)

  it('refuses a folder that is not an export, in one line', async () => {
    const run = await runNewshub(['posts', 'import', root, '--data-dir', target], target)
    expect(run.code).not.toBe(0)
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      `newshub: ${root} is not a NewsHub posts export (it has no manifest.json from newshub posts export).`,
    )
  }, 60_000)
})
