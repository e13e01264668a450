import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { homedir, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** The Supabase CLI project folder: migrations/, seed.sql, functions/. */
export const SUPABASE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations')
/** The seed files, in order: the demo posts, then the example listings (left out with examples: false). */
export const SEED_FILES = ['seed.sql', 'seed-examples.sql'] as const
export const EXAMPLES_SEED_FILE = 'seed-examples.sql'
const PLATFORM_FILE = join(dirname(fileURLToPath(import.meta.url)), 'platform.sql')

/** Where and how to keep the database. */
export interface OpenDatabaseOptions {
  /** Folder holding the database (in `db/` inside it); ignored when inMemory. */
  dataDir?: string
  /** Keep everything in memory (tests, benchmarks). */
  inMemory?: boolean
  /** Apply migrations not yet applied (default true). */
  migrate?: boolean
  /** Apply the seed files once, after the migrations (default true). */
  seed?: boolean
  /** With the seed, also the example listings (default true). */
  examples?: boolean
}

/** A migration file: `<version>_<name>.sql`. */
export interface Migration {
  version: string
  name: string
  path: string
}

// The cached cluster below must come from the same PGlite (and so the same Postgres) build.
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version

/** The Postgres extensions hosted Supabase offers that the migrations create (`create extension`). */
const EXTENSIONS = { pg_trgm, fuzzystrmatch }

/** The folder PGlite stores the cluster in, inside a NewsHub data folder. */
export function databaseDir(dataDir: string): string {
  return join(resolve(dataDir), 'db')
}

/**
 * The user's private cache folder for the cluster template: XDG_CACHE_HOME or ~/.cache, else a
 * per-user folder in the temp folder. It must be a real folder (not a link) that only this user can
 * write to; anything else is not trusted and the caller builds a cluster from scratch.
 */
export async function templateCacheDir(): Promise<string | undefined> {
  const home = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), '.cache') : '')
  const uid = process.getuid?.() ?? 0
  const dir = home ? join(home, 'newshub') : join(tmpdir(), `newshub-${uid}`)
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const stats = await lstat(dir)
  const private_ = stats.isDirectory() && (stats.mode & 0o022) === 0
  const owned = process.getuid === undefined || stats.uid === uid
  return private_ && owned ? dir : undefined
}

/**
 * A freshly initialised cluster, cached as a tarball with its SHA-256 beside it: creating one with
 * initdb takes seconds, loading the tarball a fraction of that. A tarball whose checksum does not
 * match (a partial write, tampering) is rebuilt; any failure falls back to initdb.
 */
async function loadFreshCluster(): Promise<Blob | undefined> {
  try {
    const dir = await templateCacheDir()
    if (!dir) return undefined
    const cacheFile = join(dir, `pglite-${PGLITE_VERSION}-cluster.tar`)
    const sumFile = `${cacheFile}.sha256`
    if (existsSync(cacheFile) && existsSync(sumFile)) {
      const bytes = await readFile(cacheFile)
      const expected = (await readFile(sumFile, 'utf8')).trim()
      if (createHash('sha256').update(bytes).digest('hex') === expected) return new Blob([bytes])
      await rm(cacheFile, { force: true })
    }
    const fresh = await PGlite.create()
    const tarball = await fresh.dumpDataDir('none')
    await fresh.close()
    const bytes = new Uint8Array(await tarball.arrayBuffer())
    const partial = `${cacheFile}.${process.pid}.partial`
    await writeFile(partial, bytes, { mode: 0o600 })
    await writeFile(`${sumFile}.${process.pid}.partial`, createHash('sha256').update(bytes).digest('hex'), {
      mode: 0o600,
    })
    await rename(partial, cacheFile)
    await rename(`${sumFile}.${process.pid}.partial`, sumFile)
    return tarball
  } catch {
    return undefined
  }
}

/**
 * Postgres's settings for a small machine (decision 052). PGlite's default shared_buffers, 128 MB,
 * is touched page by page as the database is read and never given back: after the migrations and
 * the seed the database thread held 375 MB instead of 493 (295 against 461 when reopened). PGlite
 * reads its files through the operating system's page cache, so a page that does not fit costs a
 * copy, not a disk read.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

async function createPGlite(options: OpenDatabaseOptions): Promise<PGlite> {
  if (options.inMemory) {
    const loadDataDir = await loadFreshCluster()
    return PGlite.create({
      extensions: EXTENSIONS,
      startParams: START_PARAMS,
      ...(loadDataDir ? { loadDataDir } : {}),
    })
  }
  const dir = databaseDir(options.dataDir ?? '.newshub')
  await mkdir(dirname(dir), { recursive: true })
  const isNew = !existsSync(join(dir, 'PG_VERSION'))
  const loadDataDir = isNew ? await loadFreshCluster() : undefined
  return PGlite.create({
    dataDir: dir,
    extensions: EXTENSIONS,
    startParams: START_PARAMS,
    ...(loadDataDir ? { loadDataDir } : {}),
  })
}

/** Runs the roles, auth schema and bookkeeping tables that hosted Supabase has before any migration. */
export async function applyPlatform(db: PGlite): Promise<void> {
  await db.exec(await readFile(PLATFORM_FILE, 'utf8'))
}

/** The migration files, oldest first. */
export async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => /^\d+_.+\.sql$/.test(file)).sort()
  return files.map((file) => {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_')
    return { version: version as string, name: rest.join('_'), path: join(MIGRATIONS_DIR, file) }
  })
}

/** Applies every migration not yet recorded, each in its own transaction; returns the versions applied. */
export async function runMigrations(db: PGlite): Promise<string[]> {
  const applied = new Set(
    (
      await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
    ).rows.map((row) => row.version),
  )
  const done: string[] = []
  for (const migration of await listMigrations()) {
    if (applied.has(migration.version)) continue
    const sql = await readFile(migration.path, 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ])
    })
    done.push(migration.version)
  }
  return done
}

/**
 * Seeds a database once: seed.sql (the demo posts), then seed-examples.sql (the example listings)
 * unless examples is false, each in its own transaction and recorded by path. A database whose
 * seed.sql was applied before gets nothing: the examples never join a site that is already running
 * (or one seeded with --no-examples). True when the seed ran now.
 */
export async function runSeed(db: PGlite, options: { examples?: boolean } = {}): Promise<boolean> {
  const [first, ...rest] = SEED_FILES
  const seeded = await db.query('select 1 from supabase_migrations.seed_files where path = $1', [first])
  if (seeded.rows.length > 0) return false
  for (const path of [first, ...rest]) {
    if (path === EXAMPLES_SEED_FILE && options.examples === false) continue
    const sql = await readFile(join(SUPABASE_DIR, path), 'utf8')
    const hash = createHash('sha256').update(sql).digest('hex')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do nothing`,
        [path, hash],
      )
    })
  }
  return true
}

/**
 * Records every seed file as applied without running it (a restored backup or an imported folder
 * has its own rows, which seed rows must never join on a later start).
 */
export async function recordSeedApplied(db: {
  query(sql: string, params: unknown[]): Promise<unknown>
}): Promise<void> {
  for (const path of SEED_FILES) {
    const hash = createHash('sha256')
      .update(await readFile(join(SUPABASE_DIR, path), 'utf8'))
      .digest('hex')
    await db.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do nothing`,
      [path, hash],
    )
  }
}

/**
 * Drops every table, function and row of the public schema, the Storage buckets, objects and
 * policies, and the migration history, then applies the migrations (and the seed) again. Owner
 * accounts in the auth schema are kept. The caller removes the stored files.
 */
export async function resetDatabase(
  db: PGlite,
  options: { seed?: boolean; examples?: boolean } = {},
): Promise<void> {
  await db.exec(`
    do $reset$
    declare policy record;
    begin
      for policy in select policyname, tablename from pg_policies where schemaname = 'storage' loop
        execute format('drop policy %I on storage.%I', policy.policyname, policy.tablename);
      end loop;
    end
    $reset$;
    delete from storage.objects;
    delete from storage.buckets;
    drop schema public cascade;
    create schema public;
    grant usage on schema public to anon, authenticated, service_role;
    grant all on schema public to postgres;
    truncate supabase_migrations.schema_migrations, supabase_migrations.seed_files;
  `)
  await applyPlatform(db)
  await runMigrations(db)
  if (options.seed ?? true) await runSeed(db, { examples: options.examples ?? true })
}

/** Opens (creating when new) the database, then applies the platform SQL, migrations and seed. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<PGlite> {
  const db = await createPGlite(options)
  try {
    await applyPlatform(db)
    if (options.migrate ?? true) await runMigrations(db)
    if ((options.migrate ?? true) && (options.seed ?? true))
      await runSeed(db, { examples: options.examples ?? true })
    return db
  } catch (error) {
    await db.close()
    throw error
  }
}
