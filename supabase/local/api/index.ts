import type { IncomingMessage } from 'node:http'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { createAuthApp } from '../auth/index.ts'
import { clientAddress } from '../auth/limits.ts'
import type { Database } from '../db/database.ts'
import { loadStatementTimeouts, SqlExecutor } from '../db/executor.ts'
import { runAsPublicWork } from '../db/lanes.ts'
import { ApiError, MAX_BODY_BYTES, payloadTooLarge, renderError, tooManyRequests } from '../errors.ts'
import { createFunctionsApp, createLocalClientFactory } from '../functions/index.ts'
import { createTokenVerifier, type StackKeys } from '../keys/index.ts'
import { createRestApp } from '../rest/index.ts'
import { createRestReader, type RestReader } from '../rest/read.ts'
import { authenticate } from '../rest/request.ts'
import { loadSchemaCache, type SchemaCache } from '../rest/schema.ts'
import { FileStore } from '../storage/files.ts'
import { createStorageApp } from '../storage/index.ts'
import { ConcurrencyGate, GateBusyError, type GateLimits, type Release } from './fairness.ts'
import { createFormGuard, type FormLimits } from './form-limits.ts'

/** What the local API is built from. */
export interface LocalApiOptions {
  db: Database
  keys: StackKeys
  /** The API's public URL (for token issuers and the functions' SUPABASE_URL); read on each use. */
  url?: () => string
  /** SITE_URL of the sitemap function: the site's public origin, or a function read on each use. */
  siteUrl?: string | (() => string)
  /** Settings the functions read (NEWSHUB_LLM_URL ...); default process.env. */
  env?: Record<string, string | undefined>
  /** The folder Storage objects' bytes are kept in (the data folder's storage/). */
  storageDir: string
  /** Bounds on concurrent public requests (fairness.ts); default DEFAULT_GATE_LIMITS. */
  gateLimits?: Partial<GateLimits>
  /** Newsletter sign-ups and quote requests per client (form-limits.ts); default DEFAULT_FORM_LIMITS. */
  formLimits?: FormLimits
}

/** The Hono app of the local API, plus what a caller may need after migrations change the schema. */
export interface LocalApi {
  app: Hono
  executor: SqlExecutor
  schema: SchemaCache
  /** GET/HEAD of /rest/v1 tables, for a Node listener that serves them without web Request objects. */
  reader: RestReader
  /** Admission of public requests; a Node listener in front of the app must pass reads through it. */
  gate: ConcurrencyGate
}

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'accept',
  'accept-profile',
  'content-profile',
  'prefer',
  'range',
  'range-unit',
  'x-upsert',
  'x-metadata',
  'cache-control',
]

/**
 * The local stand-in for the Supabase API gateway: /rest/v1 (PostgREST), /auth/v1 (GoTrue),
 * /storage/v1 (Storage) and /functions/v1 (the edge functions) with CORS, on one Hono app that any Node server can mount
 * (`app.fetch`) or serve. The functions' own supabase-js clients call back into this app in-process.
 */
export async function buildLocalApi(options: LocalApiOptions): Promise<LocalApi> {
  const { db, keys } = options
  const url = options.url ?? (() => 'http://localhost:54321')
  const env = options.env ?? process.env
  const executor = new SqlExecutor(db, { timeouts: await loadStatementTimeouts(db) })
  const schema = await loadSchemaCache(db)
  const verifier = createTokenVerifier(keys.jwtSecret)
  const app = new Hono()
  const apiFetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(app.fetch(new Request(input, init)))) as typeof fetch

  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Content-Range', 'Content-Location', 'Preference-Applied', 'X-Supabase-Api-Version'],
      maxAge: 86400,
    }),
  )
  // Requests that came over the network (the Node server's bindings are their env) are public API
  // work: admitted by the gate, and run in the executor's public lane. The site's own renders call
  // the app in-process, without bindings, and skip both (decision 030).
  const gate = new ConcurrencyGate(options.gateLimits)
  const forms = createFormGuard(options.formLimits)
  app.use('*', async (c, next) => {
    const env = c.env as { incoming?: IncomingMessage } | undefined
    if (!env?.incoming || c.req.method === 'OPTIONS') return next()
    const client = clientAddress(c)
    const path = new URL(c.req.url).pathname
    const waitMs = await forms.waitFor(path, client)
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000)
      throw new ApiError(
        429,
        {
          code: 'over_request_rate_limit',
          details: null,
          hint: null,
          message: `Too many requests from this address; try again in ${seconds} s.`,
        },
        { 'Retry-After': String(seconds) },
      )
    }
    const release = await admit(gate, client, path)
    try {
      await runAsPublicWork(() => next())
    } finally {
      release()
    }
  })
  // Bodies are counted as they stream in: a declared Content-Length over the limit is refused
  // before reading, a chunked or undeclared body as soon as it passes the limit, so no request
  // makes the server hold more than 1 MB of it. (Node reads no more than a declared length.)
  for (const family of ['/rest/v1', '/auth/v1', '/functions/v1']) {
    const limit = bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw payloadTooLarge(family)
      },
    })
    app.use(`${family}/*`, (c, next) => {
      const headers = c.req.raw.headers
      // HTTP/1.1: no Content-Length and no Transfer-Encoding means no body (a DELETE, say).
      if (!headers.has('content-length') && !headers.has('transfer-encoding')) return next()
      // A streamed body is counted by body-limit, which re-wraps the request with the global
      // Request; the Node server's own lightweight Request (global Request is left alone so that
      // fetch() answers real Responses) cannot be wrapped, so it becomes a real one first.
      if (headers.has('transfer-encoding')) {
        const raw: Request = c.req.raw
        c.req.raw = new Request(raw.url, {
          method: raw.method,
          headers,
          body: raw.body,
          duplex: 'half',
        } as RequestInit)
      }
      return limit(c, next)
    })
  }
  const reader = createRestReader({ executor, schema, verifier })
  app.route('/rest/v1', createRestApp({ executor, schema, verifier }, reader))
  app.route(
    '/auth/v1',
    createAuthApp({ db, jwtSecret: keys.jwtSecret, verifier, issuer: () => `${url()}/auth/v1` }),
  )
  app.route('/storage/v1', createStorageApp({ executor, verifier, files: new FileStore(options.storageDir) }))
  app.route(
    '/functions/v1',
    createFunctionsApp({
      get supabaseUrl() {
        return url()
      },
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      createClient: createLocalClientFactory(apiFetch),
      env: (name) => (name === 'SITE_URL' ? siteUrlOf(options) : undefined) ?? env[name],
    }),
  )
  // Only the embedded stack has this (hosted Supabase has its own backups): `newshub db backup`
  // reaches a running server here rather than opening its database a second time.
  app.get('/platform/v1/backup', async (c) => {
    const caller = await authenticate(verifier, c.req.header('authorization'), c.req.header('apikey'))
    if (caller.role !== 'service_role')
      throw new ApiError(403, { code: 'forbidden', message: 'A backup needs the service_role key.' })
    return c.body(await db.task<string>('dump'), 200, {
      'Content-Type': 'application/sql; charset=utf-8',
      'Cache-Control': 'no-store',
    })
  })
  app.get('/', (c) =>
    c.json({
      name: 'NewsHub local Supabase API',
      rest: '/rest/v1',
      auth: '/auth/v1',
      functions: '/functions/v1',
      storage: '/storage/v1',
    }),
  )
  app.notFound((c) => c.json({ code: 'not_found', details: null, hint: null, message: 'Not found' }, 404))
  app.onError(renderError)
  return { app, executor, schema, reader, gate }
}

/** Waits for a client's turn at the gate; a client that must come back later gets a 429. */
export async function admit(gate: ConcurrencyGate, client: string, path: string): Promise<Release> {
  try {
    return await gate.enter(client)
  } catch (error) {
    if (error instanceof GateBusyError) throw tooManyRequests(path, error.retryAfterSeconds)
    throw error
  }
}

function siteUrlOf(options: LocalApiOptions): string | undefined {
  return typeof options.siteUrl === 'function' ? options.siteUrl() : options.siteUrl || undefined
}

/** The local API's Hono app, to serve alone or mount in another server on the same origin. */
export async function createLocalApi(options: LocalApiOptions): Promise<Hono> {
  return (await buildLocalApi(options)).app
}
