import { describe, expect, it } from 'vitest'
import {
  isPostImageType,
  postImageCopies,
  postImageName,
  postImageNameOf,
  postImageOriginalNames,
  postImageReferences,
  postImageSize,
  postImageSources,
  postImageTypeOf,
  postImageUrl,
  rebasePostImages,
  srcSet,
} from './images.ts'

const ID = '3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b'

describe('postImageName', () => {
  it('names an image by UTC month, id and measured size', () => {
    expect(
      postImageName({
        now: new Date('2026-01-31T23:30:00-05:00'),
        id: ID.toUpperCase(),
        size: { width: 1600, height: 900 },
        type: 'image/webp',
      }),
    ).toBe(`2026/02/${ID}-1600x900.webp`)
    expect(
      postImageName({
        now: new Date('2026-11-02'),
        id: ID,
        size: { width: 1, height: 2 },
        type: 'image/jpeg',
      }),
    ).toMatch(/-1x2\.jpg$/)
  })

  it('refuses a size that is not a measurement or an id that is not a UUID', () => {
    const base = { now: new Date(), id: ID, type: 'image/png' as const }
    expect(() => postImageName({ ...base, size: { width: 0, height: 10 } })).toThrow()
    expect(() => postImageName({ ...base, size: { width: 10.5, height: 10 } })).toThrow()
    expect(() => postImageName({ ...base, id: '../x', size: { width: 1, height: 1 } })).toThrow()
  })
})

describe('URLs', () => {
  it('builds and reads the public URL, absolute or root-relative', () => {
    const url = postImageUrl('http://127.0.0.1:8080/', `2026/11/${ID}-800x600.png`)
    expect(url).toBe(`http://127.0.0.1:8080/storage/v1/object/public/post-images/2026/11/${ID}-800x600.png`)
    expect(postImageNameOf(url)).toBe(`2026/11/${ID}-800x600.png`)
    expect(postImageNameOf(`/storage/v1/object/public/post-images/a%20b.png`)).toBe('a b.png')
    expect(postImageNameOf('https://images.example/photo.png')).toBeUndefined()
    expect(postImageNameOf('/storage/v1/object/public/other-bucket/a.png')).toBeUndefined()
    expect(postImageNameOf('/storage/v1/object/public/post-images/')).toBeUndefined()
    // Dot segments are resolved as a browser resolves them before it asks for the file.
    expect(postImageNameOf('/storage/v1/object/public/post-images/a/%2E%2E/b.png')).toBe('b.png')
    expect(postImageNameOf('/storage/v1/object/public/post-images/a/..%2Fb.png')).toBeUndefined()
    expect(postImageNameOf('/storage/v1/object/public/post-images/%E0%A4%A.png')).toBeUndefined()
    expect(postImageNameOf('http://[bad')).toBeUndefined()
  })

  it('reads the size a stored image carries, and none from other images', () => {
    expect(
      postImageSize(`http://h/storage/v1/object/public/post-images/2026/11/${ID}-1600x900.webp`),
    ).toEqual({
      width: 1600,
      height: 900,
    })
    expect(postImageSize(`2026/11/${ID}-4x3.png`)).toEqual({ width: 4, height: 3 })
    expect(postImageSize('https://images.example/hero.jpg')).toBeUndefined()
    expect(postImageSize(`2026/11/${ID}-0x3.png`)).toBeUndefined()
    expect(postImageSize(null)).toBeUndefined()
  })

  it('knows the bucket’s types by MIME type and extension', () => {
    expect(isPostImageType('image/avif')).toBe(true)
    expect(isPostImageType('image/svg+xml')).toBe(false)
    expect(postImageTypeOf('a/b.JPEG')).toBe('image/jpeg')
    expect(postImageTypeOf('a/b.webp')).toBe('image/webp')
    expect(postImageTypeOf('a/b.svg')).toBeUndefined()
  })
})

describe('postImageReferences', () => {
  it('lists the featured image and every stored image in the body, once each', () => {
    const a = `http://127.0.0.1:8080/storage/v1/object/public/post-images/2026/11/${ID}-8x6.png`
    const b = '/storage/v1/object/public/post-images/2026/10/b-2x2.jpg'
    expect(
      postImageReferences({
        image_url: a,
        content: `Intro ![chart](${a}) and <img src="${b}"> and ![x](https://elsewhere.example/c.png)`,
      }),
    ).toEqual([`2026/11/${ID}-8x6.png`, '2026/10/b-2x2.jpg'])
    expect(postImageReferences({ image_url: null, content: null })).toEqual([])
  })
})

describe('rebasePostImages', () => {
  it('points stored images at another Supabase URL and leaves other addresses alone', () => {
    const old = `http://127.0.0.1:8080/storage/v1/object/public/post-images/2026/11/${ID}-8x6.png`
    const moved = rebasePostImages(
      {
        image_url: old,
        content: `![a](${old}) <img src="/storage/v1/object/public/post-images/b-2x2.jpg"> https://elsewhere.example/c.png /storage/v1/object/public/other/d.png`,
        title: 'kept',
      },
      'https://project.supabase.example',
    )
    const base = 'https://project.supabase.example/storage/v1/object/public/post-images'
    expect(moved).toEqual({
      image_url: `${base}/2026/11/${ID}-8x6.png`,
      content: `![a](${base}/2026/11/${ID}-8x6.png) <img src="${base}/b-2x2.jpg"> https://elsewhere.example/c.png /storage/v1/object/public/other/d.png`,
      title: 'kept',
    })
    expect(rebasePostImages({ image_url: null, content: 'x' }, 'https://a.example')).toEqual({
      image_url: null,
      content: 'x',
    })
  })
})

describe('narrower copies (srcset without server-side resizing)', () => {
  const original = `2026/11/${ID}-2000x1000.png`

  it('names a copy for each standard width narrower than the original, in a type canvas can write', () => {
    expect(postImageCopies(original)).toEqual([
      { name: `2026/11/${ID}-2000x1000.w480.png`, width: 480, height: 240, type: 'image/png' },
      { name: `2026/11/${ID}-2000x1000.w960.png`, width: 960, height: 480, type: 'image/png' },
      { name: `2026/11/${ID}-2000x1000.w1600.png`, width: 1600, height: 800, type: 'image/png' },
    ])
    // Only widths below the original's; heights keep the aspect ratio, rounded, at least 1 px.
    expect(postImageCopies(`2026/11/${ID}-1000x333.jpg`)).toEqual([
      { name: `2026/11/${ID}-1000x333.w480.jpg`, width: 480, height: 160, type: 'image/jpeg' },
      { name: `2026/11/${ID}-1000x333.w960.jpg`, width: 960, height: 320, type: 'image/jpeg' },
    ])
    expect(postImageCopies(`2026/11/${ID}-5000x1.webp`).map((copy) => copy.height)).toEqual([1, 1, 1])
    // AVIF originals get WebP copies.
    expect(postImageCopies(`2026/11/${ID}-600x400.avif`)).toEqual([
      { name: `2026/11/${ID}-600x400.w480.webp`, width: 480, height: 320, type: 'image/webp' },
    ])
    expect(postImageCopies(`2026/11/${ID}-480x300.png`)).toEqual([])
    expect(postImageCopies('2026/11/photo.png')).toEqual([])
    expect(postImageCopies(`2026/11/${ID}-2000x1000.w480.png`)).toEqual([])
    expect(postImageCopies(`2026/11/${ID}-2000x1000.svg`)).toEqual([])
  })

  it("reads a copy's name back as the copy's own size, and refuses widths the rule never makes", () => {
    expect(postImageSize(`2026/11/${ID}-2000x1000.w960.png`)).toEqual({ width: 960, height: 480 })
    expect(postImageSize(`2026/11/${ID}-600x400.w480.webp`)).toEqual({ width: 480, height: 320 })
    expect(postImageSize(`2026/11/${ID}-2000x1000.w500.png`)).toBeUndefined()
    expect(postImageSize(`2026/11/${ID}-400x200.w480.png`)).toBeUndefined()
    for (const copy of postImageCopies(original)) expect(postImageTypeOf(copy.name)).toBe(copy.type)
  })

  it('names the original a copy was made from (for a reader offline)', () => {
    expect(postImageOriginalNames(`2026/11/${ID}-2000x1000.w480.png`)).toEqual([original])
    expect(postImageOriginalNames(`2026/11/${ID}-600x400.w480.webp`)).toEqual([
      `2026/11/${ID}-600x400.webp`,
      `2026/11/${ID}-600x400.avif`,
    ])
    expect(postImageOriginalNames(original)).toEqual([])
    expect(postImageOriginalNames(`2026/11/${ID}-400x200.w480.png`)).toEqual([])
  })

  it('answers srcset candidates for a post-images URL, narrowest first, and none for other images', () => {
    const url = `http://127.0.0.1:5/storage/v1/object/public/post-images/2026/11/${ID}-1200x800.jpg`
    const sources = postImageSources(url)
    expect(sources).toEqual([
      { url: url.replace('.jpg', '.w480.jpg'), width: 480 },
      { url: url.replace('.jpg', '.w960.jpg'), width: 960 },
      { url, width: 1200 },
    ])
    expect(srcSet(sources ?? [])).toBe(
      `${url.replace('.jpg', '.w480.jpg')} 480w, ${url.replace('.jpg', '.w960.jpg')} 960w, ${url} 1200w`,
    )
    const relative = `/storage/v1/object/public/post-images/2026/11/${ID}-1000x500.avif`
    expect(postImageSources(relative)).toEqual([
      { url: relative.replace('.avif', '.w480.webp'), width: 480 },
      { url: relative.replace('.avif', '.w960.webp'), width: 960 },
      { url: relative, width: 1000 },
    ])
    expect(postImageSources('/images/seed/harbour.svg')).toBeUndefined()
    expect(postImageSources('https://images.example/hero-2000x1000.jpg')).toBeUndefined()
    expect(postImageSources(`/storage/v1/object/public/other/${ID}-2000x1000.jpg`)).toBeUndefined()
    expect(
      postImageSources(`/storage/v1/object/public/post-images/2026/11/${ID}-400x300.png`),
    ).toBeUndefined()
    expect(postImageSources(null)).toBeUndefined()
  })
})
