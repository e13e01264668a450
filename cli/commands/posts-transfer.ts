import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Command } from 'commander'
import {
  POST_IMAGES_BUCKET,
  postImageCopies,
  postImageReferences,
  postImageTypeOf,
  rebasePostImages,
} from '../../core/posts/images.ts'
import { readAllPages } from '../../core/posts/paging.ts'
import { postStatus } from '../../core/posts/status.ts'
import {
  exportableRow,
  PostFileError,
  type PostRow,
  postFromJson,
  postFromMarkdown,
  postToJson,
  postToMarkdown,
} from '../../core/posts/transfer.ts'
import type { TablesInsert } from '../../supabase/database.types.ts'
import { createEmptyDataDir } from '../../supabase/local/index.ts'
import { type Backend, type BackendOptions, parseHttpUrl, resolveDataDir, withBackend } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

/**
 * `newshub posts export` and `newshub posts import`: every post (drafts, scheduled, unpublished and
 * trashed ones too) as Markdown with front matter and as JSON, with the images they use from the
 * post-images bucket, in a folder another site can import:
 *
 *   DIR/manifest.json                      what was exported, from where, when
 *   DIR/posts/{slug}.md, DIR/posts/{slug}.json
 *   DIR/images/post-images/{object name}   the stored images, byte for byte
 *
 * Import is idempotent: a post whose id (else slug) exists is updated only when it differs, an image
 * whose bytes are already stored is left alone, and it reports what it did.
 */

export const EXPORT_FORMAT = 'newshub-posts'
export const EXPORT_VERSION = 1

interface Manifest {
  format: typeof EXPORT_FORMAT
  version: number
  exportedAt: string
  source: string
  posts: number
  images: string[]
  missingImages: string[]
}

/** Options of `posts export`. */
export interface PostsExportOptions extends BackendOptions {
  out?: string
  force?: boolean
}

/** Options of `posts import`. */
export interface PostsImportOptions extends BackendOptions {
  /** Point the posts' stored-image URLs at this Supabase URL (the site they move to). */
  imageBase?: string
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** Every post, oldest first, with the service role (drafts and the trash included). */
/**
 * A post read from a file as the row to write. The file's id, slug, title and content are checked
 * when it is read (core/posts/transfer.ts); its other columns are checked by the database, which
 * answers an unknown column or a wrong type with an error that becomes the command's error line.
 */
function asPostWrite(row: Omit<PostRow, 'id'>): TablesInsert<'blog_posts'> {
  return row as TablesInsert<'blog_posts'>
}

async function allPosts(backend: Backend): Promise<PostRow[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await backend.client
      .from('blog_posts')
      .select('*')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to)
    if (error) throw new Error(`Could not read the posts: ${error.message}`)
    return (data as Record<string, unknown>[]).map(exportableRow)
  })
}

/** A path inside `root` for a name from a file or URL, or an error if it would leave it. */
function inside(root: string, ...parts: string[]): string {
  const path = resolve(root, ...parts)
  if (!path.startsWith(root + sep))
    throw new Error(`Refusing to use ${parts.join('/')}: it leads outside ${root}.`)
  return path
}

/** Writes a file whole: to a temporary name first, then renamed into place. */
function writeWhole(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true })
  const partial = `${path}.${process.pid}.partial`
  writeFileSync(partial, data, { mode: 0o600 })
  renameSync(partial, path)
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

/** `newshub posts export [--out DIR]`. */
export async function runPostsExport(options: PostsExportOptions): Promise<void> {
  const out = resolve(options.out ?? 'posts-export')
  if (existsSync(out) && readdirSync(out).length > 0 && !options.force)
    throw new UsageError(
      `${out} is not empty: choose another folder with --out, or add --force to write into it.`,
    )
  const output = createOutput(options)
  await withBackend(options, 'newshub posts export', async (backend) => {
    const now = new Date()
    const posts = await allPosts(backend)
    const states: Record<string, number> = {}
    const wanted = new Set<string>()
    for (const post of posts) {
      const state = postStatus(post as unknown as Parameters<typeof postStatus>[0], now)
      states[state] = (states[state] ?? 0) + 1
      const base = inside(join(out, 'posts'), post.slug)
      writeWhole(`${base}.md`, postToMarkdown(post, state))
      writeWhole(`${base}.json`, postToJson(post, state))
      for (const name of postImageReferences(post as { image_url?: string; content?: string }))
        wanted.add(name)
    }
    const images: string[] = []
    const missingImages: string[] = []
    const bucket = backend.client.storage.from(POST_IMAGES_BUCKET)
    // Each image's narrower copies (made by the editor at upload, named by one rule) travel with it.
    const copies = new Set([...wanted].flatMap((name) => postImageCopies(name).map((copy) => copy.name)))
    for (const name of [...wanted, ...copies].sort()) {
      const { data, error } = await bucket.download(name)
      if (error || !data) {
        // Images stored before copies were made have none: nothing is lost.
        if (copies.has(name)) continue
        missingImages.push(name)
        output.line(`Not in the ${POST_IMAGES_BUCKET} bucket, not exported: ${name}`)
        continue
      }
      writeWhole(
        inside(join(out, 'images', POST_IMAGES_BUCKET), name),
        new Uint8Array(await data.arrayBuffer()),
      )
      images.push(name)
    }
    const manifest: Manifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      source: backend.url,
      posts: posts.length,
      images,
      missingImages,
    }
    writeWhole(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    const byState = Object.entries(states)
      .map(([state, count]) => `${count} ${state}`)
      .join(', ')
    output.line(
      `Exported ${plural(posts.length, 'post')}${byState ? ` (${byState})` : ''} and ${plural(images.length, 'image')} to ${out}`,
    )
    output.result({ out, posts: posts.length, states, images: images.length, missingImages })
  })
}

/** Reads an export folder: its manifest, its posts (Markdown first, else JSON) and its image files. */
function readExport(dir: string): { posts: PostRow[]; images: string[] } {
  const manifestPath = join(dir, 'manifest.json')
  let manifest: Partial<Manifest> | undefined
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Partial<Manifest>
  } catch {
    manifest = undefined
  }
  if (manifest?.format !== EXPORT_FORMAT)
    throw new UsageError(
      `${dir} is not a NewsHub posts export (it has no manifest.json from newshub posts export).`,
    )
  if (manifest.version !== EXPORT_VERSION)
    throw new UsageError(
      `${dir} was exported in format version ${manifest.version}; this newshub reads version ${EXPORT_VERSION}: update newshub.`,
    )
  const postsDir = join(dir, 'posts')
  const files = existsSync(postsDir) ? readdirSync(postsDir).sort() : []
  const posts: PostRow[] = []
  for (const file of files) {
    const path = join(postsDir, file)
    const where = relative(process.cwd(), path) || path
    if (file.endsWith('.md')) posts.push(postFromMarkdown(readFileSync(path, 'utf8'), where))
    else if (file.endsWith('.json') && !files.includes(file.replace(/\.json$/, '.md')))
      posts.push(postFromJson(readFileSync(path, 'utf8'), where))
  }
  const imagesDir = join(dir, 'images', POST_IMAGES_BUCKET)
  const images = existsSync(imagesDir)
    ? readdirSync(imagesDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
        .map((entry) => relative(imagesDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
        .sort()
    : []
  return { posts, images }
}

/** Two rows hold the same values (key order aside). */
function sameRow(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]))
}

/** `newshub posts import DIR`. */
export async function runPostsImport(dir: string, options: PostsImportOptions): Promise<void> {
  const source = resolve(dir)
  let read: ReturnType<typeof readExport>
  try {
    read = readExport(source)
  } catch (error) {
    if (error instanceof PostFileError)
      throw new UsageError(`${error.message} Fix or remove that file and run this again.`)
    throw error
  }
  const imageBase = options.imageBase ? parseHttpUrl('--image-base', options.imageBase).href : undefined
  if (imageBase) read.posts = read.posts.map((post) => rebasePostImages(post, imageBase))
  const output = createOutput(options)
  // An empty data folder gets a database of its own first, without the demo posts.
  if (!options.supabaseUrl) await createEmptyDataDir(resolveDataDir(options), 'newshub posts import')
  await withBackend(options, 'newshub posts import', async (backend) => {
    const bucket = backend.client.storage.from(POST_IMAGES_BUCKET)
    const images = { uploaded: 0, unchanged: 0 }
    for (const name of read.images) {
      const type = postImageTypeOf(name)
      if (!type) {
        output.line(`Skipped ${name}: not a JPEG, PNG, WebP or AVIF file.`)
        continue
      }
      const bytes = readFileSync(inside(join(source, 'images', POST_IMAGES_BUCKET), name))
      const stored = await bucket.download(name)
      if (stored.data && sha256(new Uint8Array(await stored.data.arrayBuffer())) === sha256(bytes)) {
        images.unchanged++
        continue
      }
      const { error } = await bucket.upload(name, bytes, {
        contentType: type,
        upsert: true,
        cacheControl: '31536000',
      })
      if (error) throw new Error(`Could not upload ${name}: ${error.message}`)
      images.uploaded++
    }

    const existing = await allPosts(backend)
    const byId = new Map(existing.map((post) => [post.id, post]))
    const bySlug = new Map(existing.map((post) => [post.slug, post]))
    const report = { created: 0, updated: 0, unchanged: 0 }
    for (const post of read.posts) {
      const match = byId.get(post.id) ?? bySlug.get(post.slug)
      if (!match) {
        const { error } = await backend.client.from('blog_posts').insert(asPostWrite(post))
        if (error) throw new Error(`Could not import "${post.title}" (${post.slug}): ${error.message}`)
        report.created++
        continue
      }
      const { id: _id, ...columns } = post
      if (match.id === post.id && sameRow(post, match)) {
        report.unchanged++
        continue
      }
      const { error } = await backend.client
        .from('blog_posts')
        .update(asPostWrite(columns))
        .eq('id', match.id)
      if (error) throw new Error(`Could not update "${post.title}" (${post.slug}): ${error.message}`)
      if (match.id !== post.id)
        output.line(`Updated ${post.slug}: matched by slug (its id here is ${match.id}).`)
      report.updated++
    }
    output.line(
      `Imported ${plural(read.posts.length, 'post')} from ${source}: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged; ${plural(images.uploaded, 'image')} uploaded, ${images.unchanged} unchanged.`,
    )
    output.result({ source, posts: report, images })
  })
}

/**
 * Adds `export` and `import` to the `newshub posts` command. `withBackendOptions` is program.ts's
 * helper that adds --data-dir, --supabase-url and --json.
 */
export function registerPostsTransfer(
  posts: Command,
  withBackendOptions: (command: Command) => Command,
): void {
  withBackendOptions(
    posts
      .command('export')
      .description('Write every post (drafts and trash included) as Markdown and JSON, with its images')
      .option('--out <dir>', 'folder to write to', 'posts-export')
      .option('--force', 'write into a folder that is not empty'),
  ).action(runPostsExport)
  withBackendOptions(
    posts
      .command('import <dir>')
      .description('Read posts and images from a `posts export` folder (creates, updates or skips each)')
      .option(
        '--image-base <url>',
        "point the posts' image URLs at this Supabase URL (where the site's images now live); default: keep them",
      ),
  ).action(runPostsImport)
}
