import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getRequestListener } from '@hono/node-server'
import type { Hono } from 'hono'
import { closeEarlyAnswers } from './api/early-answer.ts'
import type { GateLimits } from './api/fairness.ts'
import type { FormLimits } from './api/form-limits.ts'
import { buildLocalApi } from './api/index.ts'
import { createApiListener } from './api/listener.ts'
import { createUser, type NewUserOptions } from './auth/users.ts'
import { type DataDirLock, hasDatabase, lockDataDir, makePrivate, prepareDataDir } from './data-dir.ts'
import { Database, type Queryable } from './db/database.ts'
import { recordSeedApplied } from './db/index.ts'
import { type DueTable, startMaintenance } from './db/maintenance.ts'
import { loadKeys } from './keys/index.ts'

export { closeEarlyAnswers } from './api/early-answer.ts'
export { buildLocalApi, createLocalApi, type LocalApi, type LocalApiOptions } from './api/index.ts'
export { UserError } from './auth/users.ts'
export {
  DataDirError,
  type DataDirHolder,
  describeBusyDataDir,
  findDataDirHolder,
  findRunningServer,
  hasDatabase,
  prepareDataDir,
  recordRunningServer,
  type ServerRecord,
  writePrivateFile,
} from './data-dir.ts'
export { BackupError, backupBody, dumpDatabase, restoreDatabase } from './db/backup.ts'
export { Database, PostgresError, type Queryable, type QueryResult } from './db/database.ts'
export {
  applyPlatform,
  listMigrations,
  openDatabase,
  resetDatabase,
  runMigrations,
  runSeed,
} from './db/index.ts'
export { type DueTable, maintainTables, startMaintenance, tablesDue } from './db/maintenance.ts'
export { loadKeys, type StackKeys } from './keys/index.ts'
export {
  backupFilesDir,
  copyStoredFiles,
  replaceStoredFiles,
  storedObjectCount,
} from './storage/backup.ts'

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
  /**
   * The site's public origin: the sitemap function's SITE_URL (without it, the function answers a
   * 500 naming the setting). A function is read on each request, for a site whose port is known later.
   */
  siteUrl?: string | (() => string)
  /** Create the database when the folder holds none (default true); false refuses such a folder. */
  create?: boolean
  /** What holds the data folder, named to a second process that finds it taken. */
  command?: string
  /** Bounds on concurrent public API requests (api/fairness.ts); default DEFAULT_GATE_LIMITS. */
  gateLimits?: Partial<GateLimits>
  /** Newsletter sign-ups and quote requests per client (api/form-limits.ts). */
  formLimits?: FormLimits
  /** NOTIFY channels to hear through `db.onNotification` (the site's post_pages, for one). */
  listen?: readonly string[]
  /** How often the autovacuum stand-in looks for tables due (db/maintenance.ts); default 1 min. */
  maintenanceIntervalMs?: number
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
  /** The database, on its own thread behind a watchdog (db/database.ts). */
  db: Database
  /** The folder Storage keeps its objects' bytes in ({bucket}/{name}). */
  storageDir: string
  /** Drops and re-creates the public schema from the migrations (and seed); owners are kept. */
  reset(options?: { seed?: boolean }): Promise<void>
  /**
   * Analyzes and vacuums now the tables whose changes pass autovacuum's thresholds (db/maintenance.ts),
   * as the stack does by itself every minute and after a restore; returns the tables it worked on.
   */
  maintain(): Promise<DueTable[]>
  /** A plain SQL backup of every public row and owner (see db/backup.ts). */
  backup(): Promise<string>
  /** Replaces every public row and owner with a backup's, all or nothing. */
  restore(sql: string): Promise<void>
  stop(): Promise<void>
}

/** The folder of a data folder that holds the Storage objects' bytes ({bucket}/{name}). */
export function storageDirOf(dataDir: string): string {
  return join(dataDir, 'storage')
}

/** The data folder a stack uses when none is given. */
export function defaultDataDir(): string {
  return process.env.NEWSHUB_DATA_DIR || '.newshub'
}

/**
 * Checks and takes a data folder for this process (see data-dir.ts): throws DataDirError when it
 * is not a usable folder, holds no database (unless `create`), or another process has it.
 */
export async function takeDataDir(
  dataDir: string,
  options: { create: boolean; command: string },
): Promise<{ dataDir: string; lock: DataDirLock }> {
  const dir = prepareDataDir(dataDir, options)
  return { dataDir: dir, lock: await lockDataDir(dir, options.command) }
}

/**
 * Starts the embedded Supabase stand-in: takes the data folder, opens (or creates) the database
 * in it, applies the platform SQL, the migrations and the seed once each, loads or creates the
 * keys, and serves /rest/v1, /auth/v1, /functions/v1 and /platform/v1 on host:port.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const inMemory = options.inMemory ?? false
  const taken = inMemory
    ? undefined
    : await takeDataDir(options.dataDir ?? defaultDataDir(), {
        create: options.create ?? true,
        command: options.command ?? 'the NewsHub backend',
      })
  try {
    return await openLocalStack({ ...options, dataDir: taken?.dataDir ?? '.newshub' }, taken?.lock)
  } catch (error) {
    await taken?.lock.release()
    throw error
  }
}

async function openLocalStack(
  options: LocalStackOptions & { dataDir: string },
  lock: DataDirLock | undefined,
): Promise<LocalStack> {
  const { dataDir } = options
  const inMemory = options.inMemory ?? false
  const host = options.host ?? '127.0.0.1'
  const keys = await loadKeys({ dataDir, inMemory })
  const db = await Database.open({
    dataDir,
    inMemory,
    seed: options.seed ?? true,
    ...(options.listen ? { listen: options.listen } : {}),
  })
  if (!inMemory) makePrivate(dataDir)
  // An in-memory stack keeps its files in a private temporary folder, removed when it stops.
  const storageDir = inMemory ? mkdtempSync(join(tmpdir(), 'newshub-storage-')) : storageDirOf(dataDir)
  const dropTemporaryFiles = () => {
    if (inMemory) rmSync(storageDir, { recursive: true, force: true })
  }
  let url = ''
  try {
    const api = await buildLocalApi({
      db,
      keys,
      storageDir,
      url: () => url,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
      ...(options.gateLimits ? { gateLimits: options.gateLimits } : {}),
      ...(options.formLimits ? { formLimits: options.formLimits } : {}),
    })
    const server = createServer(
      createApiListener(
        api.reader,
        getRequestListener(api.app.fetch, {
          // Keep Node's own Request/Response: replacing them makes fetch() answers fail
          // `instanceof Response`, which WASM loaders (the grammar check's harper.js) rely on.
          overrideGlobalObjects: false,
        }),
        api.gate,
      ),
    )
    closeEarlyAnswers(server)
    const port = await new Promise<number>((listening, failed) => {
      server.once('listening', () => listening((server.address() as AddressInfo).port))
      server.once('error', failed)
      server.listen(options.port ?? 0, host)
    })
    const shownHost =
      host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
    url = `http://${shownHost}:${port}`
    const maintenance = startMaintenance(db, {
      ...(options.maintenanceIntervalMs ? { intervalMs: options.maintenanceIntervalMs } : {}),
    })
    let stopped: Promise<void> | undefined
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      app: api.app,
      db,
      storageDir,
      async reset(resetOptions = {}) {
        await api.executor.forgetStatements()
        await db.task('reset', resetOptions)
        removeStoredFiles(storageDir)
        await api.schema.reload()
      },
      backup: () => db.task<string>('dump'),
      async restore(sql) {
        await api.executor.forgetStatements()
        await db.task('restore', sql)
        await api.schema.reload()
        // A restore is a bulk import: the planner's statistics are of the rows it replaced.
        await maintenance.run()
      },
      maintain: () => maintenance.run(),
      stop() {
        stopped ??= (async () => {
          await new Promise<void>((closed) => {
            server.close(() => closed())
            // Keep-alive connections would hold close() open until they time out.
            server.closeAllConnections()
          })
          await maintenance.stop()
          // What a command that ran the stack itself (an import into a stopped site's folder)
          // changed is analyzed before the folder is handed back; quick when nothing is due.
          if (!inMemory) await maintenance.run().catch(() => undefined)
          await db.close()
          dropTemporaryFiles()
          await lock?.release()
        })()
        return stopped
      },
    }
  } catch (error) {
    await db.close()
    dropTemporaryFiles()
    throw error
  }
}

/** Deletes every stored file, as after a reset dropped every object's row. */
function removeStoredFiles(storageDir: string): void {
  rmSync(storageDir, { recursive: true, force: true })
}

/**
 * Creates a site owner: an account that signs in with this e-mail and password and whose
 * app_metadata.role is 'owner', which the RLS policies and the owner-only functions check.
 * Throws UserError (with a message fit to show) for a bad e-mail, a short password or a taken e-mail.
 */
export async function createOwner(
  target: Pick<LocalStack, 'db'> | Queryable,
  credentials: { email: string; password: string },
): Promise<{ id: string }> {
  return createUser(dbOf(target), credentials, { appMetadata: { role: 'owner' } })
}

/** Creates a signed-in user who is not an owner (readers have no accounts; tests use this). */
export async function createReader(
  target: Pick<LocalStack, 'db'> | Queryable,
  credentials: { email: string; password: string },
  options: NewUserOptions = {},
): Promise<{ id: string }> {
  return createUser(dbOf(target), credentials, options)
}

function dbOf(target: Pick<LocalStack, 'db'> | Queryable): Queryable {
  return 'query' in target ? target : target.db
}

/**
 * Runs work on a data folder's database while no stack runs on it: takes the folder (refusing one
 * that another process holds), opens the database, and closes and releases both afterwards.
 */
export async function withDataDir<T>(
  dataDir: string,
  options: { create: boolean; command: string; migrate?: boolean; seed?: boolean },
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const taken = await takeDataDir(dataDir, options)
  try {
    const db = await Database.open({
      dataDir: taken.dataDir,
      ...(options.migrate === undefined ? {} : { migrate: options.migrate }),
      seed: options.seed ?? false,
    })
    makePrivate(taken.dataDir)
    try {
      return await work(db)
    } finally {
      await db.close()
    }
  } finally {
    await taken.lock.release()
  }
}

/** `newshub db migrate`: applies pending migrations to a data folder (creating it); returns the versions applied. */
export function migrateDataDir(dataDir = defaultDataDir()): Promise<string[]> {
  return withDataDir(dataDir, { create: true, command: 'newshub db migrate', migrate: false }, (db) =>
    db.task<string[]>('runMigrations'),
  )
}

/**
 * `newshub db seed`: applies the seed files to a data folder unless applied before (the example
 * listings too, unless examples is false); true when any ran.
 */
export function seedDataDir(
  dataDir = defaultDataDir(),
  options: { examples?: boolean } = {},
): Promise<boolean> {
  return withDataDir(dataDir, { create: false, command: 'newshub db seed' }, (db) =>
    db.task<boolean>('runSeed', options),
  )
}

/** `newshub db reset`: rebuilds the public schema of a data folder from the migrations (and seed). */
export function resetDataDir(
  dataDir = defaultDataDir(),
  options: { seed?: boolean; examples?: boolean } = {},
): Promise<void> {
  return withDataDir(dataDir, { create: false, command: 'newshub db reset' }, async (db) => {
    await db.task('reset', options)
    removeStoredFiles(storageDirOf(dataDir))
  })
}

/**
 * Gives a data folder without a database one with every migration applied and the seed recorded as
 * applied, so no demo post ever joins what is imported into it (`newshub posts import`). A folder that
 * already holds a database is left alone. True when it created one.
 */
export async function createEmptyDataDir(dataDir: string, command: string): Promise<boolean> {
  if (hasDatabase(prepareDataDir(dataDir, { create: true }))) return false
  await withDataDir(dataDir, { create: true, command, seed: false }, (db) => recordSeedApplied(db))
  return true
}

/** `newshub owner add` on a data folder while no stack runs on it. */
export function addOwnerToDataDir(
  credentials: { email: string; password: string },
  dataDir = defaultDataDir(),
): Promise<{ id: string }> {
  return withDataDir(dataDir, { create: false, command: 'newshub owner add' }, (db) =>
    createOwner(db, credentials),
  )
}
