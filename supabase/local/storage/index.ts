import { Readable } from 'node:stream'
import busboy from 'busboy'
import { type Context, Hono } from 'hono'
import type { Query, SqlExecutor } from '../db/executor.ts'
import { DatabaseError } from '../db/executor.ts'
import { ApiError } from '../errors.ts'
import type { TokenVerifier, VerifiedToken } from '../keys/index.ts'
import { authenticate } from '../rest/request.ts'
import { storageErrors } from './errors.ts'
import type { FileStore, IncomingFile } from './files.ts'

/**
 * /storage/v1: the part of Supabase Storage that supabase-js's storage client uses for NewsHub's
 * images, with Storage's request shapes, answers and errors:
 *
 *   POST /object/{bucket}/{name}              upload (x-upsert: true replaces), raw body or multipart
 *   PUT  /object/{bucket}/{name}              update (an upload that replaces)
 *   GET  /object/public/{bucket}/{name}       public download (public buckets; no policy involved)
 *   GET  /object/authenticated/{bucket}/{name} and GET /object/{bucket}/{name}: download in the
 *                                             caller's role (the select policy decides)
 *   HEAD of the three downloads               exists()
 *   DELETE /object/{bucket}  {prefixes}       remove: answers the objects it removed
 *   POST /object/list/{bucket}                list one folder level, as storage.search() does
 *
 * The bucket's file_size_limit and allowed_mime_types are enforced from its row; every insert,
 * select and delete of an object's row runs in the request's role, as Storage runs it, so the
 * policies on storage.objects decide locally as they do on hosted Supabase (service_role bypasses
 * them). The bytes stream to and from the data folder (files.ts); no request holds a file in memory.
 */

/** What the storage app is built from. */
export interface StorageDependencies {
  executor: SqlExecutor
  verifier: TokenVerifier
  files: FileStore
}

/** Hosted Storage's global limit for a bucket without a file_size_limit of its own (50 MB). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
const MAX_NAME_LENGTH = 1024
const MAX_PREFIXES = 1000
const SERVICE: Pick<VerifiedToken, 'role' | 'claimsJson'> = {
  role: 'service_role',
  claimsJson: '{"role":"service_role"}',
}

/** Storage's rule for object names (isValidKey), plus no empty, `.` or `..` segments. */
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]+$/
/** Storage's rule for bucket names (isValidBucketName). */
const BUCKET_CHARACTERS = /^[\w!.*'() &$@=;:+,?-]+$/

export function checkObjectName(name: string): string {
  const segments = name.split('/')
  if (
    name.length === 0 ||
    name.length > MAX_NAME_LENGTH ||
    !KEY_CHARACTERS.test(name) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  )
    throw storageErrors.invalidKey(name)
  return name
}

export function checkBucketId(bucket: string): string {
  if (!bucket || bucket.length > 100 || bucket.startsWith('.') || !BUCKET_CHARACTERS.test(bucket))
    throw storageErrors.invalidBucketName()
  return bucket
}

interface Bucket {
  id: string
  public: boolean
  fileSizeLimit: number
  allowedMimeTypes: string[] | null
}

interface ObjectRow {
  id: string
  name: string
  metadata: ObjectMetadata
}

/** Storage's server-side metadata of an object (the `metadata` column). */
interface ObjectMetadata {
  eTag: string
  size: number
  mimetype: string
  cacheControl: string
  lastModified: string
  contentLength: number
  httpStatusCode: number
}

/** The segments after a route's fixed part, decoded: [bucket, ...name]. */
function pathAfter(c: Context, marker: string): { bucket: string; name: string } {
  const pathname = new URL(c.req.url).pathname
  const at = pathname.indexOf(marker)
  const rest = pathname.slice(at + marker.length)
  let segments: string[]
  try {
    segments = rest.split('/').map((segment) => decodeURIComponent(segment))
  } catch {
    throw storageErrors.invalidKey(rest)
  }
  const [bucket = '', ...name] = segments
  return { bucket: checkBucketId(bucket), name: checkObjectName(name.join('/')) }
}

function isAllowedType(mimeType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true
  return allowed.some((pattern) => {
    const wanted = pattern.trim().toLowerCase()
    if (wanted.endsWith('/*')) return mimeType.startsWith(wanted.slice(0, -1))
    return mimeType === wanted
  })
}

/** A content type without its parameters, lower case. */
function bareType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

function decodeMetadata(text: string | undefined, base64: boolean): string | null {
  if (!text) return null
  try {
    const json = base64 ? Buffer.from(text, 'base64').toString('utf8') : text
    const value: unknown = JSON.parse(json)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object')
    return JSON.stringify(value)
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: it must be a JSON object.')
  }
}

/** A cacheControl option ("3600") as the header Storage stores and serves ("max-age=3600"). */
function cacheControlOf(value: string | undefined): string {
  const text = (value ?? '').trim()
  if (/^\d{1,10}$/.test(text)) return `max-age=${text}`
  if (/^max-age=\d{1,10}$/.test(text)) return text
  return 'no-cache'
}

/** An uploaded body: the received file and what the request said about it. */
interface Upload {
  file: IncomingFile
  mimeType: string
  cacheControl: string
  userMetadata: string | null
}

export function createStorageApp({ executor, verifier, files }: StorageDependencies): Hono {
  const app = new Hono()

  async function callerOf(c: Context): Promise<VerifiedToken> {
    try {
      return await authenticate(verifier, c.req.header('authorization'), c.req.header('apikey'))
    } catch (error) {
      if (error instanceof ApiError) throw storageErrors.invalidJwt(error.message)
      throw error
    }
  }

  async function run(caller: Pick<VerifiedToken, 'role' | 'claimsJson'>, queries: Query[]) {
    try {
      return await executor.run({ role: caller.role, claims: caller.claimsJson, queries })
    } catch (error) {
      if (error instanceof DatabaseError) {
        if (error.code === '42501') throw storageErrors.accessDenied()
        if (error.code === '23505') throw storageErrors.duplicate()
        if (error.code === '57014') throw storageErrors.internal()
      }
      throw error
    }
  }

  async function bucketOf(id: string): Promise<Bucket> {
    const [result] = await run(SERVICE, [
      {
        sql: `select json_build_object('id', id, 'public', coalesce(public, false),
                'fileSizeLimit', file_size_limit, 'allowedMimeTypes', allowed_mime_types)::text
              from storage.buckets where id = $1`,
        params: [id],
      },
    ])
    const text = result?.rows[0]?.[0]
    if (!text) throw storageErrors.noSuchBucket()
    const row = JSON.parse(text) as Omit<Bucket, 'fileSizeLimit'> & { fileSizeLimit: number | null }
    return {
      ...row,
      fileSizeLimit: Math.min(row.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT),
    }
  }

  /** The object's row as `caller` may see it (service role: any), or NoSuchKey. */
  async function objectOf(
    caller: Pick<VerifiedToken, 'role' | 'claimsJson'>,
    bucket: string,
    name: string,
  ): Promise<ObjectRow> {
    const [result] = await run(caller, [
      {
        sql: `select json_build_object('id', id, 'name', name, 'metadata', metadata)::text
              from storage.objects where bucket_id = $1 and name = $2`,
        params: [bucket, name],
      },
    ])
    const text = result?.rows[0]?.[0]
    if (!text) throw storageErrors.noSuchKey()
    return JSON.parse(text) as ObjectRow
  }

  /** Receives the body of an upload, raw or multipart, enforcing the bucket's type and size. */
  async function receive(c: Context, bucket: Bucket): Promise<Upload> {
    const contentType = c.req.header('content-type')
    const declared = Number(c.req.header('content-length') ?? Number.NaN)
    const raw = c.req.raw.body
    if (!raw) throw storageErrors.invalidRequest('No content provided')
    const body = Readable.fromWeb(raw as import('node:stream/web').ReadableStream)
    if (bareType(contentType) !== 'multipart/form-data') {
      const mimeType = bareType(contentType) || 'application/octet-stream'
      if (!isAllowedType(mimeType, bucket.allowedMimeTypes)) {
        body.destroy()
        throw storageErrors.invalidMimeType(mimeType)
      }
      if (declared > bucket.fileSizeLimit) {
        body.destroy()
        throw storageErrors.entityTooLarge()
      }
      const file = await files.receive(body, bucket.fileSizeLimit)
      return {
        file,
        mimeType,
        cacheControl: cacheControlOf(c.req.header('cache-control')?.replace(/^max-age=/, '')),
        userMetadata: decodeMetadata(c.req.header('x-metadata'), true),
      }
    }
    return receiveForm(body, contentType as string, bucket)
  }

  /** A multipart upload (supabase-js sends a Blob or File so): the fields, then one file part. */
  function receiveForm(body: Readable, contentType: string, bucket: Bucket): Promise<Upload> {
    return new Promise<Upload>((resolve, reject) => {
      const fields: Record<string, string> = {}
      let received: Promise<{ file: IncomingFile; mimeType: string }> | undefined
      let parser: busboy.Busboy
      try {
        parser = busboy({
          headers: { 'content-type': contentType },
          limits: { files: 1, fields: 16, fieldSize: 64 * 1024, parts: 20 },
        })
      } catch {
        reject(storageErrors.invalidRequest('The multipart body could not be read.'))
        return
      }
      parser.on('field', (name, value) => {
        fields[name] = value
      })
      parser.on('file', (_name, stream, info) => {
        const mimeType = bareType(info.mimeType) || 'application/octet-stream'
        if (!isAllowedType(mimeType, bucket.allowedMimeTypes)) {
          stream.resume()
          received = Promise.reject(storageErrors.invalidMimeType(mimeType))
          received.catch(() => {})
          return
        }
        received = files.receive(stream, bucket.fileSizeLimit).then((file) => ({ file, mimeType }))
        received.catch(() => stream.resume())
      })
      parser.on('error', () => reject(storageErrors.invalidRequest('The multipart body could not be read.')))
      parser.on('close', () => {
        if (!received) {
          reject(storageErrors.invalidRequest('No content provided'))
          return
        }
        received.then(({ file, mimeType }) => {
          try {
            resolve({
              file,
              mimeType,
              cacheControl: cacheControlOf(fields.cacheControl),
              userMetadata: decodeMetadata(fields.metadata, false),
            })
          } catch (error) {
            void files.discard(file)
            reject(error)
          }
        }, reject)
      })
      body.on('error', () => reject(storageErrors.invalidRequest('The upload was interrupted.')))
      body.pipe(parser)
    })
  }

  async function upload(c: Context, upsert: boolean): Promise<Response> {
    const caller = await callerOf(c)
    const { bucket: bucketId, name } = pathAfter(c, '/object/')
    const bucket = await bucketOf(bucketId)
    const received = await receive(c, bucket)
    const metadata: ObjectMetadata = {
      eTag: received.file.eTag,
      size: received.file.size,
      mimetype: received.mimeType,
      cacheControl: received.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.file.size,
      httpStatusCode: 200,
    }
    const values = `values ($1, $2, auth.uid(), auth.jwt() ->> 'sub', $3::jsonb, $4::jsonb, $5)`
    const sql = upsert
      ? `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         ${values}
         on conflict (bucket_id, name) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
           user_metadata = excluded.user_metadata, version = excluded.version,
           updated_at = now(), last_accessed_at = now()
         returning o.id::text`
      : `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         ${values} returning o.id::text`
    let id: string
    try {
      const [result] = await run(caller, [
        {
          sql,
          params: [
            bucketId,
            name,
            JSON.stringify(metadata),
            received.userMetadata,
            received.file.path.split('/').pop() ?? null,
          ],
        },
      ])
      id = result?.rows[0]?.[0] as string
      await files.commit(received.file, bucketId, name)
    } catch (error) {
      await files.discard(received.file)
      throw error
    }
    return c.json({ Id: id, Key: `${bucketId}/${name}` }, 200)
  }

  /** Streams an object's bytes with its type, size and caching headers (304 when unchanged). */
  async function serve(c: Context, bucket: string, row: ObjectRow, head: boolean): Promise<Response> {
    const meta = row.metadata
    const headers: Record<string, string> = {
      'Content-Type': meta.mimetype || 'application/octet-stream',
      'Cache-Control': meta.cacheControl || 'no-cache',
      ETag: meta.eTag,
      'Last-Modified': new Date(meta.lastModified).toUTCString(),
      'X-Content-Type-Options': 'nosniff',
      // An uploaded file is shown, never run: no scripts even if a browser were told it is a page.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    }
    const download = c.req.query('download')
    if (download !== undefined) {
      const fileName = download || row.name.split('/').pop() || 'download'
      headers['Content-Disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`
    }
    if (c.req.header('if-none-match') === meta.eTag) return c.body(null, 304, headers)
    const opened = await files.open(bucket, row.name)
    if (!opened) throw storageErrors.noSuchKey()
    headers['Content-Length'] = String(opened.size)
    if (head) {
      await opened.stream.cancel()
      return c.body(null, 200, headers)
    }
    return c.body(opened.stream, 200, headers)
  }

  async function downloadPublic(c: Context, head: boolean): Promise<Response> {
    const { bucket: bucketId, name } = pathAfter(c, '/object/public/')
    const bucket = await bucketOf(bucketId)
    // A private bucket answers as if the object did not exist, as Storage does.
    if (!bucket.public) throw storageErrors.noSuchKey()
    return serve(c, bucketId, await objectOf(SERVICE, bucketId, name), head)
  }

  async function downloadAuthenticated(c: Context, marker: string, head: boolean): Promise<Response> {
    const caller = await callerOf(c)
    const { bucket, name } = pathAfter(c, marker)
    await bucketOf(bucket)
    return serve(c, bucket, await objectOf(caller, bucket, name), head)
  }

  app.post('/object/list/:bucket', async (c) => {
    const caller = await callerOf(c)
    const bucket = checkBucketId(decodeURIComponent(c.req.param('bucket')))
    await bucketOf(bucket)
    let body: Record<string, unknown>
    try {
      body = (await c.req.json()) as Record<string, unknown>
    } catch {
      throw storageErrors.invalidRequest('The body must be a JSON object.')
    }
    const [result] = await run(caller, [listQuery(bucket, body)])
    return c.body(result?.rows[0]?.[0] ?? '[]', 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.delete('/object/:bucket', async (c) => {
    const caller = await callerOf(c)
    const bucket = checkBucketId(decodeURIComponent(c.req.param('bucket')))
    await bucketOf(bucket)
    let prefixes: unknown
    try {
      prefixes = ((await c.req.json()) as { prefixes?: unknown }).prefixes
    } catch {
      throw storageErrors.invalidRequest('The body must be a JSON object with prefixes.')
    }
    if (
      !Array.isArray(prefixes) ||
      prefixes.length === 0 ||
      prefixes.length > MAX_PREFIXES ||
      !prefixes.every((prefix) => typeof prefix === 'string')
    )
      throw storageErrors.invalidRequest(`prefixes must be a list of 1 to ${MAX_PREFIXES} object names.`)
    const names = (prefixes as string[]).map((prefix) => prefix.replace(/^\/+/, ''))
    const [result] = await run(caller, [
      {
        sql: `with gone as (
                delete from storage.objects
                where bucket_id = $1 and name = any (select json_array_elements_text($2::json))
                returning *
              )
              select coalesce(json_agg(json_build_object(
                'bucket_id', bucket_id, 'name', name, 'owner', owner, 'owner_id', owner_id,
                'id', id, 'version', version, 'updated_at', updated_at, 'created_at', created_at,
                'last_accessed_at', last_accessed_at, 'metadata', metadata, 'user_metadata', user_metadata
              ) order by name), '[]')::text from gone`,
        params: [bucket, JSON.stringify(names)],
      },
    ])
    const text = result?.rows[0]?.[0] ?? '[]'
    for (const removed of JSON.parse(text) as { name: string }[]) {
      // Names were checked on upload; a name that would not be a valid key has no file here.
      try {
        await files.remove(bucket, checkObjectName(removed.name))
      } catch {}
    }
    return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' })
  })

  app.on(['GET', 'HEAD'], '/object/public/*', (c) => downloadPublic(c, c.req.method === 'HEAD'))
  app.on(['GET', 'HEAD'], '/object/authenticated/*', (c) =>
    downloadAuthenticated(c, '/object/authenticated/', c.req.method === 'HEAD'),
  )
  app.on(['GET', 'HEAD'], '/object/*', (c) => downloadAuthenticated(c, '/object/', c.req.method === 'HEAD'))
  app.post('/object/*', (c) => upload(c, c.req.header('x-upsert') === 'true'))
  app.put('/object/*', (c) => upload(c, true))
  // Storage's API has more (buckets, signed URLs, move, copy ...) than this stand-in serves.
  app.all('*', (c) =>
    c.json(
      { statusCode: '404', error: 'Not Found', message: `Route ${c.req.method}:${c.req.path} not found` },
      404,
    ),
  )
  return app
}

const SORT_COLUMNS: Record<string, string> = {
  name: 'name',
  created_at: 'created_at',
  updated_at: 'updated_at',
  last_accessed_at: 'last_accessed_at',
}

/**
 * One folder level of a bucket, as storage.search() lists it: the files directly in `prefix` with
 * their rows, and each sub-folder once (name only, other fields null); `search` keeps the entries
 * whose name starts with it. Runs in the caller's role, so it lists only rows the caller may see.
 */
function listQuery(bucket: string, body: Record<string, unknown>): Query {
  const rawPrefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+|\/+$/g, '') : ''
  const prefix = rawPrefix ? `${rawPrefix}/` : ''
  const limit = Math.min(Math.max(Math.trunc(Number(body.limit ?? 100)) || 100, 1), 1000)
  const offset = Math.max(Math.trunc(Number(body.offset ?? 0)) || 0, 0)
  const search = typeof body.search === 'string' ? body.search : ''
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
  const column = SORT_COLUMNS[String(sortBy.column ?? 'name')]
  if (!column)
    throw storageErrors.invalidRequest(
      'sortBy.column must be name, created_at, updated_at or last_accessed_at.',
    )
  const order = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc'
  return {
    sql: `with level as (
            select split_part(substr(name, length($2) + 1), '/', 1) as entry,
                   strpos(substr(name, length($2) + 1), '/') > 0 as folder,
                   id, updated_at, created_at, last_accessed_at, metadata
            from storage.objects
            where bucket_id = $1 and starts_with(name, $2)
          ),
          entries as (
            select distinct on (entry, folder)
                   entry as name,
                   case when folder then null else id end as id,
                   case when folder then null else updated_at end as updated_at,
                   case when folder then null else created_at end as created_at,
                   case when folder then null else last_accessed_at end as last_accessed_at,
                   case when folder then null else metadata end as metadata
            from level
            where starts_with(lower(entry), lower($3))
            order by entry, folder
          ),
          page as (
            select * from entries
            order by ${column} ${order} nulls first, name ${order}
            limit ${limit} offset ${offset}
          )
          select coalesce(json_agg(json_build_object(
            'name', name, 'id', id, 'updated_at', updated_at, 'created_at', created_at,
            'last_accessed_at', last_accessed_at, 'metadata', metadata
          ) order by ${column} ${order} nulls first, name ${order}), '[]')::text from page`,
    params: [bucket, prefix, search],
  }
}
