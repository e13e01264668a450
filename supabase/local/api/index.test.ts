import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { Database } from '../db/database.ts'
import { ApiError, renderError } from '../errors.ts'
import { loadKeys, type StackKeys } from '../keys/index.ts'
import { createLocalApi } from './index.ts'

let db: Database
let keys: StackKeys
let app: Hono

beforeAll(async () => {
  db = await Database.open({ inMemory: true })
  keys = await loadKeys({ inMemory: true })
  // No test here stores a file: the folder is never created.
  const storageDir = join(tmpdir(), `newshub-api-test-${process.pid}`)
  app = await createLocalApi({ db, keys, storageDir, siteUrl: 'https://news.example' })
})
afterAll(() => db?.close())

describe('the local API as a Hono app, without a socket', () => {
  it('serves /rest/v1 with the anon key', async () => {
    const response = await app.request('/rest/v1/blog_posts?select=title&order=created_at.desc&limit=1', {
      headers: { apikey: keys.anonKey },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { title: 'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season' },
    ])
  })

  it('runs the functions in-process: their supabase-js clients call back into the same app', async () => {
    const response = await app.request('/functions/v1/sitemap')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      '<loc>https://news.example/article/staying-active-through-a-michigan-winter</loc>',
    )
    const missing = await app.request('/functions/v1/nope', { method: 'POST' })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({
      code: 'not_found',
      details: null,
      hint: null,
      message: 'Requested function was not found',
    })
  })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    'answers /functions/v1/%s, a name every object has, with the not-found JSON',
    async (name) => {
      for (const method of ['GET', 'POST']) {
        const response = await app.request(`/functions/v1/${name}`, { method })
        expect({ method, status: response.status }).toEqual({ method, status: 404 })
        expect(await response.json()).toEqual({
          code: 'not_found',
          details: null,
          hint: null,
          message: 'Requested function was not found',
        })
      }
    },
  )

  it('serves a backup at /platform/v1/backup to the service role only, and keeps serving after it', async () => {
    const anon = await app.request('/platform/v1/backup', { headers: { apikey: keys.anonKey } })
    expect(anon.status).toBe(403)
    expect(await anon.json()).toMatchObject({ message: 'A backup needs the service_role key.' })
    expect((await app.request('/platform/v1/backup')).status).toBe(401)
    const backup = await app.request('/platform/v1/backup', {
      headers: { apikey: keys.serviceRoleKey, Authorization: `Bearer ${keys.serviceRoleKey}` },
    })
    expect(backup.status).toBe(200)
    expect(backup.headers.get('content-type')).toBe('application/sql; charset=utf-8')
    const sql = await backup.text()
    expect(sql).toMatch(/^-- NewsHub backup/)
    expect(sql).toContain("'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season'")
    // The REST executor's prepared statements and the session survive the dump.
    const after = await app.request('/rest/v1/blog_posts?select=title&order=created_at.desc&limit=1', {
      headers: { apikey: keys.anonKey },
    })
    expect(after.status).toBe(200)
    expect((await after.json())[0].title).toBe(
      'Small Businesses on Main Street Royal Oak Report a Strong Holiday Season',
    )
  })

  it('mounts inside another server on one origin, as `newshub serve` does', async () => {
    const site = new Hono()
    site.all('/rest/v1/*', (c) => app.fetch(c.req.raw))
    site.get('/', (c) => c.text('home page'))
    expect(await (await site.request('/')).text()).toBe('home page')
    const posts = await site.request('/rest/v1/blog_posts?select=id', {
      headers: { apikey: keys.anonKey, Prefer: 'count=exact' },
    })
    expect(posts.headers.get('content-range')).toBe('0-33/34')
  })

  it('answers CORS preflights and unknown paths in JSON', async () => {
    const preflight = await app.request('/auth/v1/token?grant_type=password', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://news.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,content-type,x-client-info',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-client-info')
    const unknown = await app.request('/graphql/v1')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'not_found' })
  })
})

describe('renderError', () => {
  it('answers an ApiError with its status and body, anything else with a generic 500 that hides the details', async () => {
    const probe = new Hono()
    probe.get('/rest/v1/known', () => {
      throw new ApiError(409, { code: '23505', details: null, hint: null, message: 'duplicate' })
    })
    probe.get('/rest/v1/bug', () => {
      throw new Error('select * from secret_table where password = 1')
    })
    probe.get('/auth/v1/bug', () => {
      throw new Error('stack trace here')
    })
    probe.onError(renderError)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const known = await probe.request('/rest/v1/known')
      expect(known.status).toBe(409)
      const bug = await probe.request('/rest/v1/bug')
      expect(bug.status).toBe(500)
      const body = await bug.text()
      expect(JSON.parse(body)).toEqual({
        code: 'PGRSTX00',
        details: null,
        hint: null,
        message: 'Internal server error',
      })
      expect(body).not.toContain('secret_table')
      const auth = await probe.request('/auth/v1/bug')
      expect(await auth.json()).toMatchObject({ code: 500, error_code: 'unexpected_failure' })
      expect(logged).toHaveBeenCalledTimes(2)
    } finally {
      logged.mockRestore()
    }
  })
})
