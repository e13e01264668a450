import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { storageErrors } from './errors.ts'

/**
 * The bytes of Storage objects, kept in a folder of the data folder as {root}/{bucket}/{name}. The
 * rows (who may see what) are in storage.objects; a file is only ever served after its row was
 * read in the caller's role. Files are written to {root}/.incoming first and renamed into place,
 * so a reader sees the old bytes or the new ones, never half a file.
 */
export class FileStore {
  readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  /**
   * The file of an object. Bucket ids and object names are checked before they get here
   * (checkBucketId, checkObjectName); this checks again that the path stays inside the root.
   */
  pathOf(bucket: string, name: string): string {
    const path = resolve(this.root, bucket, ...name.split('/'))
    if (!path.startsWith(this.root + sep) || bucket.startsWith('.')) throw storageErrors.invalidKey(name)
    return path
  }

  /**
   * Streams a body into a new temporary file, at most `limit` bytes (EntityTooLarge beyond, the
   * partial file removed). Answers the file, its size and MD5 (Storage's eTag).
   */
  async receive(body: Readable, limit: number): Promise<IncomingFile> {
    const dir = join(this.root, '.incoming')
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const path = join(dir, randomUUID())
    const md5 = createHash('md5')
    let size = 0
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length
        if (size > limit) return done(storageErrors.entityTooLarge())
        md5.update(chunk)
        done(null, chunk)
      },
    })
    try {
      await pipeline(body, counter, createWriteStream(path, { flags: 'wx', mode: 0o600 }))
    } catch (error) {
      await rm(path, { force: true })
      throw error
    }
    return { path, size, eTag: `"${md5.digest('hex')}"` }
  }

  /** Moves a received file to its object's place, replacing the old bytes in one step. */
  async commit(file: IncomingFile, bucket: string, name: string): Promise<void> {
    const target = this.pathOf(bucket, name)
    await mkdir(dirname(target), { recursive: true, mode: 0o700 })
    await rename(file.path, target)
  }

  /** Drops a received file that will not be kept. */
  async discard(file: IncomingFile): Promise<void> {
    await rm(file.path, { force: true })
  }

  /** The object's bytes as a web stream with their size, or undefined when the file is gone. */
  async open(bucket: string, name: string): Promise<{ stream: ReadableStream; size: number } | undefined> {
    const path = this.pathOf(bucket, name)
    try {
      const info = await stat(path)
      if (!info.isFile()) return undefined
      return { stream: Readable.toWeb(createReadStream(path)) as ReadableStream, size: info.size }
    } catch {
      return undefined
    }
  }

  async remove(bucket: string, name: string): Promise<void> {
    await rm(this.pathOf(bucket, name), { force: true })
  }
}

/** A body received into a temporary file, not yet anybody's object. */
export interface IncomingFile {
  path: string
  size: number
  eTag: string
}
