import type { SupabaseClient } from '@supabase/supabase-js'
import { imageSize } from 'image-size'
import {
  type ImageSize,
  isPostImageType,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGES_BUCKET,
  type PostImageCopy,
  postImageCopies,
  postImageName,
} from '../../core/posts/images.ts'
import type { Database } from '../../supabase/database.types.ts'

/** An image in the post-images bucket, as the editor (and `newshub posts import`) uploads it. */
export interface UploadedPostImage extends ImageSize {
  /** The object name, `{yyyy}/{mm}/{uuid}-{width}x{height}.{ext}`. */
  name: string
  /** The public URL to store in image_url or the body. */
  publicUrl: string
}

/** Why an image was not uploaded, in words fit to show the owner. */
export class PostImageError extends Error {
  override name = 'PostImageError'
}

/** Reads an image's pixel size from its bytes (JPEG, PNG, WebP, AVIF), or undefined. */
export function measureImage(bytes: Uint8Array): ImageSize | undefined {
  try {
    const { width, height } = imageSize(bytes)
    return width && height ? { width, height } : undefined
  } catch {
    return undefined
  }
}

/** Makes one narrower copy of an image (the browser's decoder and canvas unless a test says otherwise). */
export type ImageResizer = (file: Blob, copy: PostImageCopy) => Promise<Blob>

/**
 * Draws the image at the copy's size and encodes it in the copy's type, in the browser:
 * createImageBitmap resizes (high quality), an OffscreenCanvas (or a canvas element) encodes.
 * A browser that cannot write that type falls back to PNG; that copy would not match its name,
 * so the upload stops with words for the owner instead.
 */
export async function resizeInBrowser(file: Blob, copy: PostImageCopy): Promise<Blob> {
  if (typeof createImageBitmap !== 'function')
    throw new PostImageError(
      'This browser cannot make the smaller copies of an image: use a current browser.',
    )
  const bitmap = await createImageBitmap(file, {
    resizeWidth: copy.width,
    resizeHeight: copy.height,
    resizeQuality: 'high',
  }).catch(() => {
    throw new PostImageError('This browser cannot read this image: choose a JPEG, PNG or WebP file.')
  })
  try {
    let blob: Blob | null
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(copy.width, copy.height)
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
      blob = await canvas.convertToBlob({ type: copy.type, quality: 0.85 })
    } else {
      const canvas = document.createElement('canvas')
      canvas.width = copy.width
      canvas.height = copy.height
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
      blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, copy.type, 0.85))
    }
    if (!blob || blob.type !== copy.type)
      throw new PostImageError(
        `This browser cannot write ${copy.type.replace('image/', '').toUpperCase()} images: upload a JPEG or PNG, or use another browser.`,
      )
    return blob
  } finally {
    bitmap.close()
  }
}

/**
 * Uploads an image chosen by the owner to the post-images bucket under a new name that carries its
 * measured size (core/posts/images.ts), and answers its public URL. The bucket's own limits (5 MB;
 * JPEG, PNG, WebP, AVIF) are checked first so the owner reads why at once; Storage enforces them too.
 *
 * Images wider than the smallest standard width also get narrower copies, made here in the browser
 * and stored beside the original under the names postImageCopies() gives, so pages can serve
 * `srcset` from the name alone (decision 019). The copies go up first: once the original's URL is
 * answered, every copy its name promises exists.
 */
export async function uploadPostImage(
  client: SupabaseClient<Database>,
  file: Blob,
  options: { now?: Date; id?: string; resize?: ImageResizer } = {},
): Promise<UploadedPostImage> {
  const type = file.type.toLowerCase()
  if (!isPostImageType(type)) throw new PostImageError('Choose a JPEG, PNG, WebP or AVIF image.')
  if (file.size > POST_IMAGE_MAX_BYTES) throw new PostImageError('Choose an image of at most 5 MB.')
  const size = measureImage(new Uint8Array(await file.arrayBuffer()))
  if (!size) throw new PostImageError('This file is not an image that can be read: choose another one.')
  const name = postImageName({
    now: options.now ?? new Date(),
    id: options.id ?? crypto.randomUUID(),
    size,
    type,
  })
  const bucket = client.storage.from(POST_IMAGES_BUCKET)
  const resize = options.resize ?? resizeInBrowser
  for (const copy of postImageCopies(name)) {
    const bytes = await resize(file, copy)
    const { error } = await bucket.upload(copy.name, bytes, {
      contentType: copy.type,
      cacheControl: '31536000',
    })
    if (error) throw new PostImageError(`The image was not uploaded: ${error.message}`)
  }
  const { error } = await bucket.upload(name, file, { contentType: type, cacheControl: '31536000' })
  if (error) throw new PostImageError(`The image was not uploaded: ${error.message}`)
  return { name, publicUrl: bucket.getPublicUrl(name).data.publicUrl, ...size }
}
