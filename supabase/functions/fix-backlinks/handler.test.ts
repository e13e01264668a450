import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BACKLINKS_MAX, BACKLINKS_MIN } from '../../../core/constants.ts'
import { countLinksToHost } from '../../../core/links/backlinks.ts'
import type { LocalStack } from '../../local/index.ts'
import { type Callers, createCallers, startTestStack } from '../../local/testing/index.ts'
import type { FixBacklinksResult } from './handler.ts'

let stack: LocalStack
let callers: Callers

interface PostRow {
  id: string
  title: string
  content: string
  backlink_url: string | null
  sponsored: boolean
}

beforeAll(async () => {
  stack = await startTestStack()
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

async function allPosts(): Promise<PostRow[]> {
  const { data, error } = await callers.service
    .from('blog_posts')
    .select('id,title,content,backlink_url,sponsored')
    .order('id')
  if (error) throw error
  return data as PostRow[]
}

function call(body: unknown, token?: string): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/fix-backlinks`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
}

/** Runs batches as the owner until hasMore is false, as the fixer page does. */
async function runAll(batchSize = 10): Promise<FixBacklinksResult[]> {
  const batches: FixBacklinksResult[] = []
  let offset = 0
  for (;;) {
    const { data, error } = await callers.owner.functions.invoke<FixBacklinksResult>('fix-backlinks', {
      body: { batchSize, offset },
    })
    if (error) throw error
    batches.push(data as FixBacklinksResult)
    if (!data?.hasMore) return batches
    offset = data.nextOffset
  }
}

describe('who may fix backlinks', () => {
  it('answers 401 without a token or with the anon key, 403 for a signed-in non-owner', async () => {
    const none = await call({})
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({
      code: 'unauthorized',
      message: expect.stringContaining('Sign in'),
    })
    expect((await call({}, stack.anonKey)).status).toBe(401)
    const reader = await call({}, callers.readerToken)
    expect(reader.status).toBe(403)
    expect(await reader.json()).toEqual({
      code: 'forbidden',
      message: 'Only the site owner may use this function.',
      details: null,
      hint: null,
    })
  })

  it('answers 400 with a clear message for bad input, and 405 for GET', async () => {
    for (const [body, message] of [
      [{ batchSize: 0 }, 'batchSize must be a whole number from 1 to 100.'],
      [{ batchSize: 'ten' }, 'batchSize must be a whole number from 1 to 100.'],
      [{ offset: -1 }, 'offset must be a whole number, 0 or more.'],
      [{ offset: 1.5 }, 'offset must be a whole number, 0 or more.'],
    ] as const) {
      const response = await call(body, stack.serviceRoleKey)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalid_input', message })
    }
    const notJson = await fetch(`${stack.url}/functions/v1/fix-backlinks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
      body: '{oops',
    })
    expect(notJson.status).toBe(400)
    const get = await fetch(`${stack.url}/functions/v1/fix-backlinks`, {
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}` },
    })
    expect(get.status).toBe(405)
  })
})

describe('fixing backlinks', () => {
  it('gives every post with fewer than 2 links to its backlink host 2 or 3, batch by batch, touching nothing else', async () => {
    const before = await allPosts()
    const needing = before.filter(
      (post) => post.backlink_url && countLinksToHost(post.content, post.backlink_url) < BACKLINKS_MIN,
    )
    expect(needing.length).toBe(7)
    // The seed has both kinds among them, so both branches below are exercised.
    const html = needing.filter((post) => /<p>/i.test(post.content))
    expect(html.some((post) => post.sponsored)).toBe(true)

    const batches = await runAll(10)
    expect(batches).toHaveLength(4)
    expect(batches.map((batch) => batch.processed)).toEqual([10, 10, 10, 4])
    expect(batches.map((batch) => batch.nextOffset)).toEqual([10, 20, 30, 34])
    expect(batches.map((batch) => batch.hasMore)).toEqual([true, true, true, false])
    expect(batches[0]?.message).toMatch(/^Processed 10 posts/)
    expect(batches.every((batch) => batch.success && batch.errors.length === 0)).toBe(true)
    const updated = batches.flatMap((batch) => batch.updatedPosts)
    expect(updated.map((post) => post.id).sort()).toEqual(needing.map((post) => post.id).sort())
    expect(batches.reduce((sum, batch) => sum + batch.updated, 0)).toBe(7)

    const after = new Map((await allPosts()).map((post) => [post.id, post]))
    for (const post of before) {
      const now = after.get(post.id) as PostRow
      if (needing.some((item) => item.id === post.id)) {
        const links = countLinksToHost(now.content, post.backlink_url as string)
        expect(links).toBeGreaterThanOrEqual(BACKLINKS_MIN)
        expect(links).toBeLessThanOrEqual(BACKLINKS_MAX)
        // Sponsored posts disclose the links the fixer adds; editorial posts get plain links.
        const marked = (content: string) => content.split('rel="sponsored noopener"').length - 1
        const added = links - countLinksToHost(post.content, post.backlink_url as string)
        if (/<a\s/i.test(post.content) || /<p>/i.test(post.content))
          expect(marked(now.content) - marked(post.content), post.title).toBe(post.sponsored ? added : 0)
      } else expect(now.content).toBe(post.content)
    }
  })

  it('changes nothing the second time', async () => {
    const before = await allPosts()
    const batches = await runAll(25)
    expect(batches.map((batch) => batch.updated)).toEqual([0, 0])
    expect(await allPosts()).toEqual(before)
  })

  it('works for the service role too, and past the end answers an empty batch', async () => {
    const response = await call({ batchSize: 10, offset: 500 }, stack.serviceRoleKey)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      success: true,
      message: 'Processed 0 posts, updated 0',
      processed: 0,
      updated: 0,
      updatedPosts: [],
      errors: [],
      hasMore: false,
      nextOffset: 500,
    })
  })
})
