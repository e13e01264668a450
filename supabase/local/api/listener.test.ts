/**
 * Reads of /rest/v1 tables take a fast path on the stack's own Node server; the same reads through
 * the Hono app (as a server that mounts `app.fetch` serves them) must answer exactly the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocalStack } from '../index.ts'
import { startTestStack } from '../testing/index.ts'

let stack: LocalStack

beforeAll(async () => {
  stack = await startTestStack()
})
afterAll(() => stack?.stop())

const CASES: { path: string; headers?: Record<string, string>; method?: string }[] = [
  { path: 'blog_posts?select=id,title&order=created_at.desc&limit=3' },
  { path: 'blog_posts?select=title&limit=2', headers: { Prefer: 'count=exact' } },
  {
    path: 'blog_posts?select=title&slug=eq.staying-active-through-a-michigan-winter',
    headers: { Accept: 'application/vnd.pgrst.object+json' },
  },
  { path: 'blog_posts?select=title&slug=eq.none', headers: { Accept: 'application/vnd.pgrst.object+json' } },
  { path: 'blog_posts?select=id', method: 'HEAD', headers: { Prefer: 'count=exact' } },
  { path: 'blog_posts?id=foo.1' },
  { path: 'blog_posts?select=nope' },
  { path: 'no_such_table' },
  { path: 'newsletter_subscribers' },
  { path: 'blog_posts', headers: { Authorization: 'Bearer not-a-jwt' } },
  { path: 'blog_posts', headers: { Accept: 'text/csv' } },
  { path: 'blog%5Fposts?select=id&limit=1' },
]

describe('GET /rest/v1 on the stack’s server and through app.fetch', () => {
  it.each(CASES)('$method $path answers the same', async ({ path, headers = {}, method = 'GET' }) => {
    const init = { method, headers: { apikey: stack.anonKey, ...headers } }
    const fast = await fetch(`${stack.url}/rest/v1/${path}`, init)
    const mounted = await stack.app.request(`/rest/v1/${path}`, init)
    expect(fast.status).toBe(mounted.status)
    expect(await fast.text()).toBe(await mounted.text())
    for (const name of [
      'content-type',
      'content-range',
      'access-control-allow-origin',
      'access-control-expose-headers',
      'www-authenticate',
    ]) {
      expect(fast.headers.get(name), name).toBe(mounted.headers.get(name))
    }
  })
})
