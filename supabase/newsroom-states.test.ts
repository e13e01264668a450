/**
 * How blog_posts' status, publishing date and trash (migrations/20241123000300_newsroom.sql) decide
 * what readers see, including rows written the way clients wrote them before drafts had a status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from './local/index.ts'
import { startTestStack } from './local/testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

interface Row {
  status: string
  published_at: string | null
  sponsored: boolean
}

async function insert(values: string): Promise<Row & { id: string }> {
  const { rows } = await stack.db.query<Row & { id: string }>(
    `insert into public.blog_posts ${values} returning id, status, published_at, sponsored`,
  )
  return rows[0] as Row & { id: string }
}

async function readableByAnon(id: string): Promise<boolean> {
  return stack.db.transaction(async (tx) => {
    await tx.exec(`set local role anon; select set_config('request.jwt.claims', '{"role":"anon"}', true)`)
    const { rows } = await tx.query('select 1 from public.blog_posts where id = $1', [id])
    return rows.length === 1
  })
}

describe('post states', () => {
  it('keeps a post saved without a publishing date a draft, as before statuses existed', async () => {
    const row = await insert(`(title, content, published_at) values ('Dateless', 'x', null)`)
    expect(row.status).toBe('draft')
    expect(row.published_at).toBeNull()
    expect(await readableByAnon(row.id)).toBe(false)
  })

  it('publishes a post inserted with no status or date at once, and lets readers see it', async () => {
    const row = await insert(`(title, content) values ('Plain insert', 'x')`)
    expect(row.status).toBe('published')
    expect(row.published_at).not.toBeNull()
    expect(await readableByAnon(row.id)).toBe(true)
  })

  it('takes a post down when its date is cleared, and publishes it now when its status alone is set', async () => {
    const row = await insert(`(title, content) values ('Round trip', 'x')`)
    const cleared = await stack.db.query<Row>(
      'update public.blog_posts set published_at = null where id = $1 returning status, published_at',
      [row.id],
    )
    expect(cleared.rows[0]?.status).toBe('draft')
    expect(await readableByAnon(row.id)).toBe(false)
    const published = await stack.db.query<Row>(
      `update public.blog_posts set status = 'published' where id = $1 returning status, published_at`,
      [row.id],
    )
    expect(published.rows[0]?.published_at).not.toBeNull()
    expect(await readableByAnon(row.id)).toBe(true)
  })

  it('hides scheduled, unpublished and trashed posts from readers', async () => {
    const scheduled = await insert(
      `(title, content, published_at) values ('Later', 'x', now() + interval '1 hour')`,
    )
    expect(scheduled.status).toBe('published')
    expect(await readableByAnon(scheduled.id)).toBe(false)
    const unpublished = await insert(`(title, content, status) values ('Taken down', 'x', 'unpublished')`)
    expect(await readableByAnon(unpublished.id)).toBe(false)
    const trashed = await insert(`(title, content, deleted_at) values ('Binned', 'x', now())`)
    expect(await readableByAnon(trashed.id)).toBe(false)
  })

  it('marks a client business post sponsored unless told otherwise', async () => {
    expect(
      (await insert(`(title, content, business_name) values ('Client', 'x', 'Acme Plumbing')`)).sponsored,
    ).toBe(true)
    expect(
      (
        await insert(
          `(title, content, business_name, sponsored) values ('Editorial', 'x', 'Acme Plumbing', false)`,
        )
      ).sponsored,
    ).toBe(false)
    expect((await insert(`(title, content) values ('News', 'x')`)).sponsored).toBe(false)
  })
})
