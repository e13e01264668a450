/**
 * The editor's image upload through the real supabase-js client against the embedded stack: the
 * stored name carries the measured size, the public URL serves the same bytes, and what the bucket
 * would refuse is refused first with words for the owner.
 */

import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postImageSize, postImageSources } from '../../core/posts/images.ts'
import type { Database } from '../../supabase/database.types.ts'

import type { LocalStack } from '../../supabase/local/index.ts'
import { pngImage } from '../../supabase/local/testing/images.ts'
import { createCallers, startTestStack } from '../../supabase/local/testing/index.ts'
import { measureImage, PostImageError, uploadPostImage } from './post-images.ts'

let stack: LocalStack
let owner: SupabaseClient<Database>
let reader: SupabaseClient<Database>

beforeAll(async () => {
  stack = await startTestStack({ seed: false })
  const callers = await createCallers(stack)
  owner = callers.owner
  reader = callers.reader
})
afterAll(() => stack?.stop())

const png = (width: number, height: number) =>
  new Blob([new Uint8Array(pngImage(width, height))], { type: 'image/png' })

describe('uploadPostImage', () => {
  it('stores an owner’s image under a name with its size and answers its public URL', async () => {
    const image = await uploadPostImage(owner, png(32, 18), {
      now: new Date('2026-11-23T12:00:00Z'),
      id: '3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b',
    })
    expect(image).toMatchObject({
      name: '2026/11/3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b-32x18.png',
      width: 32,
      height: 18,
    })
    expect(postImageSize(image.publicUrl)).toEqual({ width: 32, height: 18 })
    const served = await fetch(image.publicUrl)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('max-age=31536000')
    expect(Buffer.from(await served.arrayBuffer()).equals(pngImage(32, 18))).toBe(true)
  })

  it('stores the narrower copies the name promises beside a wide image, before the original', async () => {
    // Node has no canvas: a PNG of the asked size stands in for the browser's drawing (the e2e
    // newsroom test runs the real one); what is checked here is which copies go where.
    const made: string[] = []
    const image = await uploadPostImage(owner, png(1000, 500), {
      now: new Date('2026-11-23T12:00:00Z'),
      id: '0b7d3f2a-9c1e-4e5f-8a6b-1c2d3e4f5a6b',
      resize: async (_file, copy) => {
        made.push(`${copy.width}x${copy.height} ${copy.type}`)
        return new Blob([new Uint8Array(pngImage(copy.width, copy.height))], { type: copy.type })
      },
    })
    expect(made).toEqual(['480x240 image/png', '960x480 image/png'])
    const { data } = await owner.storage.from('post-images').list('2026/11', { search: '0b7d3f2a' })
    expect(data?.map((object) => object.name).sort()).toEqual([
      '0b7d3f2a-9c1e-4e5f-8a6b-1c2d3e4f5a6b-1000x500.png',
      '0b7d3f2a-9c1e-4e5f-8a6b-1c2d3e4f5a6b-1000x500.w480.png',
      '0b7d3f2a-9c1e-4e5f-8a6b-1c2d3e4f5a6b-1000x500.w960.png',
    ])
    for (const source of postImageSources(image.publicUrl) ?? []) {
      const served = await fetch(source.url)
      expect(served.status).toBe(200)
      expect(measureImage(new Uint8Array(await served.arrayBuffer()))?.width).toBe(source.width)
    }
  })

  it('refuses other types, oversize files and unreadable images before uploading', async () => {
    await expect(uploadPostImage(owner, new Blob(['<svg/>'], { type: 'image/svg+xml' }))).rejects.toThrow(
      'Choose a JPEG, PNG, WebP or AVIF image.',
    )
    await expect(
      uploadPostImage(owner, new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' })),
    ).rejects.toThrow('Choose an image of at most 5 MB.')
    await expect(
      uploadPostImage(owner, new Blob(['not a png'], { type: 'image/png' })),
    ).rejects.toBeInstanceOf(PostImageError)
  })

  it('passes Storage’s refusal on to a signed-in user who is not an owner', async () => {
    await expect(uploadPostImage(reader, png(2, 2))).rejects.toThrow(
      'The image was not uploaded: new row violates row-level security policy',
    )
  })

  it('measures what is not an image as nothing', () => {
    expect(measureImage(new Uint8Array([1, 2, 3]))).toBeUndefined()
    expect(measureImage(new Uint8Array(pngImage(7, 5)))).toEqual({ width: 7, height: 5 })
  })
})
