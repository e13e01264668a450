/**
 * The post-images bucket as each caller meets it through the real supabase-js storage client,
 * over HTTP on loopback, against the embedded stack: every cell of the policy matrix (anonymous,
 * owner, another signed-in user, service role × upload, public read, authenticated read, list,
 * remove) and the bucket's size and type limits.
 */

import { existsSync, readdirSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../database.types.ts'
import type { LocalStack } from '../index.ts'
import { pngImage } from '../testing/images.ts'
import { type Callers, createCallers, startTestStack } from '../testing/index.ts'

let stack: LocalStack
let callers: Callers
const BUCKET = 'post-images'

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  callers = await createCallers(stack)
})
afterAll(() => stack?.stop())

type Who = 'anon' | 'owner' | 'reader' | 'service'
const client = (who: Who): SupabaseClient<Database> => callers[who]
const bucket = (who: Who) => client(who).storage.from(BUCKET)
let counter = 0
const freshName = (who: string) => `2026/11/${who}-${++counter}.png`

/** Stores an image as the service role (setup for the read, list and remove cells). */
async function seedImage(name: string, bytes = pngImage(4, 3)): Promise<Buffer> {
  const { error } = await bucket('service').upload(name, bytes, { contentType: 'image/png' })
  expect(error).toBeNull()
  return bytes
}

function publicUrl(name: string): string {
  return client('anon').storage.from(BUCKET).getPublicUrl(name).data.publicUrl
}

describe('upload', () => {
  it.each([
    ['anon', false],
    ['reader', false],
    ['owner', true],
    ['service', true],
  ] as const)('%s may upload: %s', async (who, allowed) => {
    const name = freshName(who)
    const bytes = pngImage(8, 6, 10 + counter)
    const { data, error } = await bucket(who).upload(name, bytes, { contentType: 'image/png' })
    if (allowed) {
      expect(error).toBeNull()
      expect(data?.path).toBe(name)
      expect(data?.fullPath).toBe(`${BUCKET}/${name}`)
      const served = await fetch(publicUrl(name))
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
    } else {
      expect(error).toMatchObject({
        name: 'StorageApiError',
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      })
      expect((await fetch(publicUrl(name))).status).toBe(400)
    }
  })

  it('refuses to overwrite without upsert (409) and replaces with it', async () => {
    const name = freshName('upsert')
    await seedImage(name, pngImage(2, 2, 1))
    const again = await bucket('owner').upload(name, pngImage(2, 2, 2), { contentType: 'image/png' })
    expect(again.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The resource already exists',
    })
    const replaced = pngImage(3, 3, 3)
    const upsert = await bucket('owner').upload(name, replaced, { contentType: 'image/png', upsert: true })
    expect(upsert.error).toBeNull()
    const served = await fetch(publicUrl(name))
    expect(Buffer.from(await served.arrayBuffer()).equals(replaced)).toBe(true)
  })

  it('an anonymous or other user cannot replace an owner image, with upsert or update', async () => {
    const name = freshName('guarded')
    const original = await seedImage(name)
    for (const who of ['anon', 'reader'] as const) {
      const upsert = await bucket(who).upload(name, pngImage(9, 9), {
        contentType: 'image/png',
        upsert: true,
      })
      expect(upsert.error).toMatchObject({ statusCode: '403' })
      const update = await bucket(who).update(name, pngImage(9, 9), { contentType: 'image/png' })
      expect(update.error).toMatchObject({ statusCode: '403' })
    }
    const served = await fetch(publicUrl(name))
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true)
  })

  it('takes a Blob as a browser sends it (multipart), its type from the Blob', async () => {
    const name = freshName('blob')
    const bytes = pngImage(5, 5, 77)
    const { error } = await bucket('owner').upload(
      name,
      new Blob([new Uint8Array(bytes)], { type: 'image/png' }),
    )
    expect(error).toBeNull()
    const served = await fetch(publicUrl(name))
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it('refuses a file over the bucket’s 5 MB with 413, keeping nothing', async () => {
    const name = freshName('big')
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1)
    const raw = await bucket('owner').upload(name, big, { contentType: 'image/png' })
    expect(raw.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    const form = await bucket('service').upload(name, new Blob([new Uint8Array(big)], { type: 'image/png' }))
    expect(form.error).toMatchObject({ statusCode: '413' })
    expect((await fetch(publicUrl(name))).status).toBe(400)
    const exactly = await bucket('owner').upload(freshName('limit'), Buffer.alloc(5 * 1024 * 1024, 1), {
      contentType: 'image/png',
    })
    expect(exactly.error).toBeNull()
  })

  it('refuses types other than JPEG, PNG, WebP and AVIF with 415', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/octet-stream']) {
      const name = freshName('type')
      const { error } = await bucket('owner').upload(name, Buffer.from('<svg onload="alert(1)"/>'), {
        contentType,
      })
      expect(error).toMatchObject({
        status: 400,
        statusCode: '415',
        message: `mime type ${contentType} is not supported`,
      })
      expect((await fetch(publicUrl(name))).status).toBe(400)
    }
    const blob = await bucket('owner').upload(
      freshName('type'),
      new Blob(['<p>hi</p>'], { type: 'text/html' }),
    )
    expect(blob.error).toMatchObject({ statusCode: '415' })
    for (const contentType of ['image/jpeg', 'image/webp', 'image/avif']) {
      const { error } = await bucket('owner').upload(freshName('ok'), Buffer.from([1, 2, 3]), { contentType })
      expect(error).toBeNull()
    }
  })

  it('an unknown bucket is Storage’s 404 Bucket not found', async () => {
    const { error } = await client('service')
      .storage.from('no-such-bucket')
      .upload('a.png', pngImage(1, 1), { contentType: 'image/png' })
    expect(error).toMatchObject({ status: 400, statusCode: '404', message: 'Bucket not found' })
  })
})

describe('public read', () => {
  it.each(['anon', 'reader', 'owner', 'service'] as const)('%s reads by public URL', async (who) => {
    const name = freshName(`public-${who}`)
    const bytes = await seedImage(name)
    const headers: Record<string, string> =
      who === 'anon' ? {} : { Authorization: `Bearer ${await tokenOf(who)}`, apikey: stack.anonKey }
    const response = await fetch(publicUrl(name), { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('content-length')).toBe(String(bytes.length))
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = response.headers.get('etag') as string
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/)
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true)
    const again = await fetch(publicUrl(name), { headers: { ...headers, 'If-None-Match': etag } })
    expect(again.status).toBe(304)
  })

  it('a missing object is Storage’s 404 Object not found', async () => {
    const response = await fetch(publicUrl('2026/11/none.png'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    })
  })
})

async function tokenOf(who: Who): Promise<string> {
  if (who === 'owner') return callers.ownerToken
  if (who === 'reader') return callers.readerToken
  return who === 'service' ? stack.serviceRoleKey : stack.anonKey
}

describe('authenticated download, list and remove follow the select and delete policies', () => {
  it.each([
    ['anon', false],
    ['reader', false],
    ['owner', true],
    ['service', true],
  ] as const)('%s downloads with its token: %s', async (who, allowed) => {
    const name = freshName(`download-${who}`)
    const bytes = await seedImage(name)
    const { data, error } = await bucket(who).download(name)
    if (allowed) {
      expect(error).toBeNull()
      expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(bytes)).toBe(true)
    } else {
      expect(data).toBeNull()
      expect(error).toMatchObject({ status: 400, statusCode: '404' })
    }
    expect((await bucket(who).exists(name)).data).toBe(allowed)
  })

  it.each([
    ['anon', false],
    ['reader', false],
    ['owner', true],
    ['service', true],
  ] as const)('%s lists the bucket: %s', async (who, allowed) => {
    const folder = `list-${who}`
    await seedImage(`${folder}/b.png`)
    await seedImage(`${folder}/a.png`)
    await seedImage(`${folder}/sub/c.png`)
    const { data, error } = await bucket(who).list(folder)
    expect(error).toBeNull()
    if (!allowed) {
      expect(data).toEqual([])
      return
    }
    expect(data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png', 'sub'])
    const file = data?.[0]
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(file?.metadata).toMatchObject({ mimetype: 'image/png', size: pngImage(4, 3).length })
    expect(data?.[2]).toMatchObject({ name: 'sub', id: null, metadata: null })
    const paged = await bucket(who).list(folder, {
      limit: 1,
      offset: 1,
      sortBy: { column: 'name', order: 'desc' },
    })
    expect(paged.data?.map((entry) => entry.name)).toEqual(['b.png'])
    const searched = await bucket(who).list(folder, { search: 'A' })
    expect(searched.data?.map((entry) => entry.name)).toEqual(['a.png'])
  })

  it.each([
    ['anon', false],
    ['reader', false],
    ['owner', true],
    ['service', true],
  ] as const)('%s removes an image: %s', async (who, allowed) => {
    const name = freshName(`remove-${who}`)
    await seedImage(name)
    const { data, error } = await bucket(who).remove([name, '2026/11/not-there.png'])
    expect(error).toBeNull()
    if (allowed) {
      expect(data?.map((entry) => entry.name)).toEqual([name])
      expect((await fetch(publicUrl(name))).status).toBe(400)
    } else {
      expect(data).toEqual([])
      expect((await fetch(publicUrl(name))).status).toBe(200)
    }
  })
})

describe('names stay inside the bucket’s folder', () => {
  it.each([
    '%2E%2E/%2E%2E/keys.json',
    '..%2F..%2Fkeys.json',
    'a/%2E%2E/%2E%2E/%2E%2E/keys.json',
    '.%2F.%2F',
    'a//b.png',
    'a%00b.png',
  ])('never serves or writes outside the bucket for %s', async (path) => {
    for (const [method, route] of [
      ['POST', `object/${BUCKET}/${path}`],
      ['GET', `object/public/${BUCKET}/${path}`],
      ['GET', `object/authenticated/${BUCKET}/${path}`],
    ] as const) {
      const answer = await rawRequest(
        method,
        `/storage/v1/${route}`,
        method === 'POST' ? pngImage(1, 1) : undefined,
      )
      // Dot segments the URL parser resolves never reach a route with them; the rest are refused.
      expect([400, 404]).toContain(answer.status)
      expect(answer.body).not.toMatch(/secret|anon_?key/i)
    }
  })

  it('a bucket name cannot climb out either', async () => {
    for (const path of ['%2E%2E/keys.json', '..%2Fkeys.json/x', '.newshub/keys.json', '.incoming/x']) {
      const answer = await rawRequest('GET', `/storage/v1/object/public/${path}`)
      expect(answer.status).toBe(400)
      expect(answer.body).not.toMatch(/secret|anon_?key/i)
    }
  })
})

/**
 * A request whose path goes out exactly as written: fetch() would resolve `%2E%2E` segments before
 * sending, so an attacker's raw request is made with node:http.
 */
function rawRequest(method: string, path: string, body?: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${stack.url}${path}`,
      {
        method,
        headers: {
          apikey: stack.serviceRoleKey,
          Authorization: `Bearer ${stack.serviceRoleKey}`,
          'Content-Type': 'image/png',
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

describe('files live in the stack’s storage folder', () => {
  it('writes nothing half-done: no temporary file is left after uploads and refusals', async () => {
    expect(existsSync(join(stack.storageDir, BUCKET))).toBe(true)
    expect(readdirSync(join(stack.storageDir, '.incoming'))).toEqual([])
  })
})

describe('outside the subset', () => {
  it('answers what it does not serve with an error, never a wrong success', async () => {
    const buckets = await client('service').storage.listBuckets()
    expect(buckets.data).toBeNull()
    expect(buckets.error).toMatchObject({ status: 404, statusCode: '404' })
    const signed = await bucket('service').createSignedUrl('2026/11/x.png', 60)
    expect(signed.data).toBeNull()
    expect(signed.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})
