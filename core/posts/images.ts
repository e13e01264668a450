/**
 * Post images in Supabase Storage (bucket post-images, migration 20241123000400): how an uploaded
 * image is named, and what a page can tell from its URL alone. The name carries the image's pixel
 * size, `{yyyy}/{mm}/{uuid}-{width}x{height}.{ext}`, measured at upload, so cards and articles give
 * every stored image its real width and height (no layout shift) without another request, on the
 * embedded stack and on hosted Supabase alike, and offline from the cached post.
 */

export const POST_IMAGES_BUCKET = 'post-images'

/** The bucket's limit (file_size_limit in the migration). */
export const POST_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/** The types the bucket accepts (allowed_mime_types), each with the extension its files get. */
export const POST_IMAGE_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const

export type PostImageType = keyof typeof POST_IMAGE_TYPES

/** A stored image's pixel size. */
export interface ImageSize {
  width: number
  height: number
}

/** The largest side a name may claim: anything bigger is not a real upload's measurement. */
const MAX_SIDE = 100_000

export function isPostImageType(type: string): type is PostImageType {
  return Object.hasOwn(POST_IMAGE_TYPES, type)
}

/** The type a stored image's name says, from its extension (for uploads that lost theirs). */
export function postImageTypeOf(name: string): PostImageType | undefined {
  const extension = name.split('.').pop()?.toLowerCase()
  if (extension === 'jpeg') return 'image/jpeg'
  const found = Object.entries(POST_IMAGE_TYPES).find(([, ext]) => ext === extension)
  return found?.[0] as PostImageType | undefined
}

/**
 * The object name of a new image: `{yyyy}/{mm}/{id}-{width}x{height}.{ext}`, the month in UTC.
 * `id` is a fresh UUID (crypto.randomUUID()).
 */
export function postImageName(options: {
  now: Date
  id: string
  size: ImageSize
  type: PostImageType
}): string {
  const { now, id, size, type } = options
  const year = now.getUTCFullYear()
  const month = String(now.getUTCMonth() + 1).padStart(2, '0')
  if (!/^[0-9a-f-]{8,64}$/i.test(id)) throw new Error('An image id is a UUID.')
  if (!isSide(size.width) || !isSide(size.height))
    throw new Error('An image needs a positive width and height.')
  return `${year}/${month}/${id.toLowerCase()}-${size.width}x${size.height}.${POST_IMAGE_TYPES[type]}`
}

function isSide(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_SIDE
}

const PUBLIC_PATH = `/storage/v1/object/public/${POST_IMAGES_BUCKET}/`
/** A Storage public URL in text (Markdown or HTML), absolute or root-relative. */
const STORED_URL = /(?:https?:\/\/[^\s"'()<>]+)?\/storage\/v1\/object\/public\/[^\s"'()<>]+/g

/** The public URL of a stored image: `{supabaseUrl}/storage/v1/object/public/post-images/{name}`. */
export function postImageUrl(supabaseUrl: string, name: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}${PUBLIC_PATH}${name.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * The object name in a post-images public URL (absolute or root-relative), or undefined for any
 * other address.
 */
export function postImageNameOf(url: string): string | undefined {
  let path: string
  try {
    path = new URL(url, 'http://relative.invalid').pathname
  } catch {
    return undefined
  }
  if (!path.startsWith(PUBLIC_PATH)) return undefined
  try {
    const name = path.slice(PUBLIC_PATH.length).split('/').map(decodeURIComponent).join('/')
    return name && !name.split('/').some((part) => part === '' || part === '.' || part === '..')
      ? name
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A stored name read back: the original's size, and for a narrower copy its width
 * (`{uuid}-{width}x{height}.w{copy width}.{ext}`, see postImageCopies()).
 */
const STORED_NAME = /-(\d{1,6})x(\d{1,6})(?:\.w(\d{1,6}))?\.([a-z0-9]+)$/i

/** The pixel size a stored image's URL (or name) carries, or undefined when it carries none. */
export function postImageSize(urlOrName: string | null | undefined): ImageSize | undefined {
  if (!urlOrName) return undefined
  const name = postImageNameOf(urlOrName) ?? urlOrName
  const match = STORED_NAME.exec(name)
  if (!match) return undefined
  const size = { width: Number(match[1]), height: Number(match[2]) }
  if (!isSide(size.width) || !isSide(size.height)) return undefined
  if (match[3] === undefined) return size
  // A copy: its width must be one the rule makes for this original.
  const copy = copiesOf(size).find((candidate) => candidate.width === Number(match[3]))
  return copy ? { width: copy.width, height: copy.height } : undefined
}

/**
 * The widths the editor makes narrower copies at when the owner uploads an image (only those
 * narrower than the original), so pages can offer `srcset` without any server-side resizing
 * (decision 019).
 */
export const POST_IMAGE_COPY_WIDTHS = [480, 960, 1600] as const

/** A narrower copy of a stored image, made in the browser at upload and stored beside it. */
export interface PostImageCopy extends ImageSize {
  /** The object name: the original's with `.w{width}` before the extension. */
  name: string
  type: PostImageType
}

/**
 * The type a copy is stored in: the original's when browsers can encode it (JPEG, PNG, WebP),
 * else WebP (canvas cannot write AVIF).
 */
export function postImageCopyType(type: PostImageType): PostImageType {
  return type === 'image/avif' ? 'image/webp' : type
}

function copiesOf(size: ImageSize): ImageSize[] {
  return POST_IMAGE_COPY_WIDTHS.filter((width) => width < size.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((size.height * width) / size.width)),
  }))
}

/**
 * The narrower copies an original stored image has by the one naming rule, from its name alone
 * (`2026/11/{uuid}-2000x1000.png` has `…-2000x1000.w480.png`, `.w960.png` and `.w1600.png`):
 * the editor uploads exactly these, and pages list them in `srcset`. Empty for a name that carries
 * no size, for a copy's own name, and for images no wider than the smallest copy.
 */
export function postImageCopies(name: string): PostImageCopy[] {
  const match = STORED_NAME.exec(name)
  if (!match || match[3] !== undefined) return []
  const size = postImageSize(name)
  const type = postImageTypeOf(name)
  if (!size || !type) return []
  const stem = name.slice(0, name.length - (match[4] ?? '').length - 1)
  const copyType = postImageCopyType(type)
  return copiesOf(size).map((copy) => ({
    ...copy,
    name: `${stem}.w${copy.width}.${POST_IMAGE_TYPES[copyType]}`,
    type: copyType,
  }))
}

/**
 * The names the original of a copy may have (`…-2000x1000.w480.webp` comes from a `.webp` or an
 * `.avif` original), or an empty list for a name that is not a copy. For the service worker: a
 * reader offline gets the cached original when the copy the browser picks was never downloaded.
 */
export function postImageOriginalNames(name: string): string[] {
  const match = STORED_NAME.exec(name)
  const copyType = postImageTypeOf(name)
  if (!match || match[3] === undefined || !copyType || !postImageSize(name)) return []
  const stem = name.slice(0, name.length - `.w${match[3]}.${match[4]}`.length)
  return (Object.keys(POST_IMAGE_TYPES) as PostImageType[])
    .filter((type) => postImageCopyType(type) === copyType)
    .map((type) => `${stem}.${POST_IMAGE_TYPES[type]}`)
}

/** One `srcset` candidate: an image URL and its pixel width. */
export interface ImageSource {
  url: string
  width: number
}

/**
 * The `srcset` candidates of a post-images URL (absolute or root-relative), narrowest first: its
 * copies by postImageCopies(), then the original. Undefined for any other address (seed SVGs,
 * external URLs) and for stored images that have no copies: those keep a plain `src`.
 */
export function postImageSources(url: string | null | undefined): ImageSource[] | undefined {
  if (!url) return undefined
  const name = postImageNameOf(url)
  const size = name ? postImageSize(name) : undefined
  const copies = name ? postImageCopies(name) : []
  const at = url.indexOf(PUBLIC_PATH)
  if (!size || copies.length === 0 || at < 0) return undefined
  const base = url.slice(0, at + PUBLIC_PATH.length)
  const toUrl = (object: string) => `${base}${object.split('/').map(encodeURIComponent).join('/')}`
  return [...copies.map((copy) => ({ url: toUrl(copy.name), width: copy.width })), { url, width: size.width }]
}

/** The `srcset` attribute for sources from postImageSources(). */
export function srcSet(sources: readonly ImageSource[]): string {
  return sources.map((source) => `${source.url} ${source.width}w`).join(', ')
}

/**
 * The stored images a post refers to, by object name, each once in order of appearance: its
 * featured image and any post-images URL in its body (Markdown or HTML).
 */
export function postImageReferences(post: { image_url?: string | null; content?: string | null }): string[] {
  const names = new Set<string>()
  const add = (url: string) => {
    const name = postImageNameOf(url)
    if (name) names.add(name)
  }
  if (post.image_url) add(post.image_url)
  const urls = (post.content ?? '').match(
    /(?:https?:\/\/[^\s"'()<>]+)?\/storage\/v1\/object\/public\/[^\s"'()<>]+/g,
  )
  for (const url of urls ?? []) add(url)
  return [...names]
}

/**
 * The post with every post-images URL (featured image and body) pointed at another Supabase URL,
 * for posts moved to a site whose Storage answers elsewhere (`newshub posts import --image-base`).
 * Other addresses, and text that only looks like one, stay as they are.
 */
export function rebasePostImages<T extends { image_url?: unknown; content?: unknown }>(
  post: T,
  supabaseUrl: string,
): T {
  const rebase = (url: string) => {
    const name = postImageNameOf(url)
    return name ? postImageUrl(supabaseUrl, name) : url
  }
  const copy = { ...post }
  if (typeof copy.image_url === 'string') copy.image_url = rebase(copy.image_url)
  if (typeof copy.content === 'string') copy.content = copy.content.replace(STORED_URL, rebase)
  return copy
}
