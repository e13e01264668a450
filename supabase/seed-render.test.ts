/**
 * The HTML every seed post renders to, before links are rewritten and the page sanitizes it. The
 * snapshot was written by the hand-written markdown renderer; any change of renderer must give the
 * same pages.
 */
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toPostHtml } from '../core/posts/markdown.ts'
import type { BlogPost } from '../core/posts/post.ts'
import { openDatabase } from './local/db/index.ts'

let db: PGlite
let posts: Pick<BlogPost, 'title' | 'content'>[]

beforeAll(async () => {
  db = await openDatabase({ inMemory: true })
  posts = (
    await db.query<BlogPost>('select title, content from public.blog_posts order by created_at, title')
  ).rows
})
afterAll(() => db?.close())

describe('seed posts as HTML', () => {
  it('render as they always have', async () => {
    const pages = posts.map((post) => `<!-- ${post.title} -->\n${toPostHtml(post.content)}\n`).join('\n')
    await expect(pages).toMatchFileSnapshot('./__snapshots__/seed-posts.html')
  })
})
