import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import { buildLocalApi } from './api/index.ts'
import { createApiListener } from './api/listener.ts'
import { createUser, type NewUserOptions } from './auth/users.ts'
import { openDatabase, resetDatabase, runMigrations, runSeed } from './db/index.ts'
import { loadKeys } from './keys/index.ts'

export { buildLocalApi, createLocalApi, type LocalApi, type LocalApiOptions } from './api/index.ts'
export { UserError } from './auth/users.ts'
export {
  applyPlatform,
  listMigrations,
  openDatabase,
  resetDatabase,
  runMigrations,
  runSeed,
} from './db/index.ts'
export { loadKeys, type StackKeys } from './keys/index.ts'

/** Where and how to run the embedded backend. */
export interface LocalStackOptions {
  /** Data folder for the database and keys.json; default NEWSHUB_DATA_DIR, else `.newshub`. */
  dataDir?: string
  /** Keep the database in memory, with fresh keys (tests). */
  inMemory?: boolean
  /** TCP port; 0 picks a free one. Default 0. */
  port?: number
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Apply seed.sql to a database that has not been seeded; default true. */
  seed?: boolean
  /** The site's public origin, for the sitemap function; default http://localhost:3000. */
  siteUrl?: string
}

/** A running embedded backend: the Supabase API at `url` and the keys to call it with. */
export interface LocalStack {
  url: string
  anonKey: string
  serviceRoleKey: string
  /** The HS256 secret the keys and sessions are signed with (`supabase status` shows it too). */
  jwtSecret: string
  /** The API as a Hono app, to mount on another server's origin (`app.fetch`). */
  app: Hono
  db: PGlite
  /** Drops and re-creates the public schema from the migrations (and seed); owners are kept. */
  reset(options?: { seed?: boolean }): Promise<void>
  stop(): Promise<void>
}

/** The data folder a stack uses when none is given. */
export function defaultDataDir(): string {
  return process.env.NEWSHUB_DATA_DIR || '.newshub'
}

/**
 * Starts the embedded Supabase stand-in: opens (or creates) the database in the data folder,
 * applies the platform SQL, the migrations and the seed once each, loads or creates the keys, and
 * serves /rest/v1, /auth/v1 and /functions/v1 on host:port.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const dataDir = options.dataDir ?? defaultDataDir()
  const inMemory = options.inMemory ?? false
  const host = options.host ?? '127.0.0.1'
  const keys = await loadKeys({ dataDir, inMemory })
  const db = await openDatabase({ dataDir, inMemory, seed: options.seed ?? true })
  let url = ''
  try {
    const api = await buildLocalApi({
      db,
      keys,
      url: () => url,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    })
    const server = createServer(
      createApiListener(
        api.reader,
        getRequestListener(api.app.fetch, {
          // Keep Node's own Request/Response: replacing them makes fetch() answers fail
          // `instanceof Response`, which WASM loaders (the grammar check's harper.js) rely on.
          overrideGlobalObjects: false,
        }),
      ),
    )
    const port = await new Promise<number>((listening, failed) => {
      server.once('listening', () => listening((server.address() as AddressInfo).port))
      server.once('error', failed)
      server.listen(options.port ?? 0, host)
    })
    const shownHost =
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    url = `http://${shownHost}:${port}`
    let stopped: Promise<void> | undefined
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      app: api.app,
      db,
      async reset(resetOptions = {}) {
        await api.executor.forgetStatements()
        await resetDatabase(db, resetOptions)
        await api.schema.reload()
      },
      stop() {
        stopped ??= (async () => {
          await new Promise<void>((closed) => {
            server.close(() => closed())
            // Keep-alive connections would hold close() open until they time out.
            server.closeAllConnections()
          })
          await db.close()
        })()
        return stopped
      },
    }
  } catch (error) {
    await db.close()
    throw error
  }
}

/**
 * Creates a site owner: an account that signs in with this e-mail and password and whose
 * app_metadata.role is 'owner', which the RLS policies and the owner-only functions check.
 * Throws UserError (with a message fit to show) for a bad e-mail, a short password or a taken e-mail.
 */
export async function createOwner(
  target: Pick<LocalStack, 'db'> | PGlite,
  credentials: { email: string; password: string },
): Promise<{ id: string }> {
  return createUser(dbOf(target), credentials, { appMetadata: { role: 'owner' } })
}

/** Creates a signed-in user who is not an owner (readers have no accounts; tests use this). */
export async function createReader(
  target: Pick<LocalStack, 'db'> | PGlite,
  credentials: { email: string; password: string },
  options: NewUserOptions = {},
): Promise<{ id: string }> {
  return createUser(dbOf(target), credentials, options)
}

function dbOf(target: Pick<LocalStack, 'db'> | PGlite): PGlite {
  return 'query' in target ? (target as PGlite) : target.db
}

/** `newshub db migrate`: applies pending migrations to a data folder; returns the versions applied. */
export async function migrateDataDir(dataDir = defaultDataDir()): Promise<string[]> {
  const db = await openDatabase({ dataDir, migrate: false })
  try {
    return await runMigrations(db)
  } finally {
    await db.close()
  }
}

/** `newshub db seed`: applies seed.sql to a data folder unless it was applied before; true when it ran. */
export async function seedDataDir(dataDir = defaultDataDir()): Promise<boolean> {
  const db = await openDatabase({ dataDir, seed: false })
  try {
    return await runSeed(db)
  } finally {
    await db.close()
  }
}

/** `newshub db reset`: rebuilds the public schema of a data folder from the migrations (and seed). */
export async function resetDataDir(
  dataDir = defaultDataDir(),
  options: { seed?: boolean } = {},
): Promise<void> {
  const db = await openDatabase({ dataDir, seed: false })
  try {
    await resetDatabase(db, options)
  } finally {
    await db.close()
  }
}

/** `newshub owner add` on a data folder while no stack runs on it. */
export async function addOwnerToDataDir(
  credentials: { email: string; password: string },
  dataDir = defaultDataDir(),
): Promise<{ id: string }> {
  const db = await openDatabase({ dataDir, seed: false })
  try {
    return await createOwner(db, credentials)
  } finally {
    await db.close()
  }
}
