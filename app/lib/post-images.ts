import type { SupabaseClient } from '@supabase/supabase-js'
import { imageSize } from 'image-size'
import {
  type ImageSize,
  isPostImageType,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGES_BUCKET,
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

/**
 * Uploads an image chosen by the owner to the post-images bucket under a new name that carries its
 * measured size (core/posts/images.ts), and answers its public URL. The bucket's own limits (5 MB;
 * JPEG, PNG, WebP, AVIF) are checked first so the owner reads why at once; Storage enforces them too.
 */
export async function uploadPostImage(
  client: SupabaseClient<Database>,
  file: Blob,
  options: { now?: Date; id?: string } = {},
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
  const { error } = await bucket.upload(name, file, { contentType: type, cacheControl: '31536000' })
  if (error) throw new PostImageError(`The image was not uploaded: ${error.message}`)
  return { name, publicUrl: bucket.getPublicUrl(name).data.publicUrl, ...size }
}
