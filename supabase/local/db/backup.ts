import type { PGlite } from '@electric-sql/pglite'
import { pgDump } from '@electric-sql/pglite-tools/pg_dump'
import { recordSeedApplied } from './index.ts'

/**
 * Backups are plain SQL, one transaction: the rows of every table in `public` as pg_dump writes
 * them (INSERTs with column lists, loadable by psql into any database that has run the same
 * migrations, hosted Supabase included), then the owner accounts of auth.users in a block that
 * loads them only into the embedded stack's auth schema (see docs/decisions/006), then the Storage
 * buckets and object rows, likewise for the embedded stack only (docs/decisions/019).
 */
export const BACKUP_MARKER = '-- NewsHub backup'

/** A file that is not a NewsHub backup, or one that failed to load (the database is unchanged). */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The auth.users columns a backup carries; a column added later takes its default on restore. */
const OWNER_COLUMNS = [
  ['id', 'uuid'],
  ['aud', 'text'],
  ['role', 'text'],
  ['email', 'text'],
  ['encrypted_password', 'text'],
  ['email_confirmed_at', 'timestamptz'],
  ['last_sign_in_at', 'timestamptz'],
  ['raw_app_meta_data', 'jsonb'],
  ['raw_user_meta_data', 'jsonb'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['is_anonymous', 'boolean'],
] as const

/**
 * pg_dump's session settings, made local to the backup's transaction so a restore leaves the
 * session as it found it. transaction_timeout exists from PostgreSQL 17 only: hosted projects on
 * 15 would refuse it and abort the whole load.
 */
function localiseSettings(dump: string): string {
  const start = dump.search(/^-- (Data for Name|PostgreSQL database dump complete)/m)
  const header = start === -1 ? dump : dump.slice(0, start)
  const rest = start === -1 ? '' : dump.slice(start)
  const localHeader = header
    .split('\n')
    .filter((line) => !/^SET transaction_timeout\b/.test(line))
    .map((line) =>
      line
        .replace(/^SET (?!LOCAL )/, 'SET LOCAL ')
        .replace(/^(SELECT pg_catalog\.set_config\('search_path', '', )false\);$/, '$1true);'),
    )
    .join('\n')
  return localHeader + rest
}

/** A dollar-quote tag that does not occur in the text it quotes. */
function dollarTag(text: string, name = 'owners'): string {
  let tag = `$${name}$`
  while (text.includes(tag)) tag = `$${name}_${Math.random().toString(36).slice(2, 8)}$`
  return tag
}

/** The storage.objects columns a backup carries (path_tokens is generated, never written). */
const OBJECT_COLUMNS = [
  ['id', 'uuid'],
  ['bucket_id', 'text'],
  ['name', 'text'],
  ['owner', 'uuid'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['last_accessed_at', 'timestamptz'],
  ['metadata', 'jsonb'],
  ['version', 'text'],
  ['owner_id', 'text'],
  ['user_metadata', 'jsonb'],
] as const

/** The line a backup states its number of stored objects on (`-- Storage objects: 3`). */
export const STORAGE_OBJECTS_LINE = '-- Storage objects: '

/**
 * The Storage buckets and object rows as one guarded block. Their bytes are not in the SQL: `newshub
 * db backup` copies them beside it (FILE.files/{bucket}/{name}) and `db restore` puts them back. On
 * hosted Supabase the rows alone would point at files its Storage does not have, so the block skips
 * them with a notice there (upload the images with `newshub posts import`).
 */
async function dumpStorage(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ buckets: string; objects: string; count: number }>(
    `select quote_literal(coalesce((select jsonb_agg(to_jsonb(b) order by b.id) from storage.buckets b), '[]')::text) as buckets,
            quote_literal(coalesce((select jsonb_agg(to_jsonb(o) - 'path_tokens' order by o.bucket_id, o.name)
                                    from storage.objects o), '[]')::text) as objects,
            (select count(*)::int from storage.objects) as count`,
  )
  const buckets = rows[0]?.buckets ?? "'[]'"
  const objects = rows[0]?.objects ?? "'[]'"
  const names = OBJECT_COLUMNS.map(([name]) => name).join(', ')
  const types = OBJECT_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')
  const tag = dollarTag(buckets + objects, 'storage')
  return `--
-- Storage buckets and objects (rows only; the files are in the backup's .files folder):
-- loaded into the embedded stack only.
${STORAGE_OBJECTS_LINE}${rows[0]?.count ?? 0}
--

DO ${tag}
BEGIN
  IF to_regnamespace('newshub_local') IS NULL THEN
    RAISE NOTICE 'NewsHub backup: Storage objects are not loaded into hosted Supabase; upload the images with newshub posts import';
    RETURN;
  END IF;
  INSERT INTO storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  SELECT id, name, public, file_size_limit, allowed_mime_types
  FROM jsonb_to_recordset(${buckets}::jsonb)
    AS bucket(id text, name text, public boolean, file_size_limit bigint, allowed_mime_types text[])
  ON CONFLICT (id) DO UPDATE SET
    public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;
  INSERT INTO storage.objects (${names})
  SELECT ${names} FROM jsonb_to_recordset(${objects}::jsonb) AS object(${types});
END
${tag};
`
}

/**
 * The owners as one guarded block. GoTrue's auth.users (hosted Supabase) has an instance_id
 * column and checks bcrypt hashes, while the embedded stack hashes with scrypt: loaded there the
 * accounts could never sign in and would hold their e-mail addresses, so the block skips them
 * with a notice and the owners are added again with `newshub owner add --supabase-url`.
 */
async function dumpOwners(db: PGlite): Promise<string> {
  const { rows } = await db.query<{ owners: string }>(
    `select quote_literal(coalesce(jsonb_agg(to_jsonb(u) order by u.created_at), '[]')::text) as owners
     from auth.users u`,
  )
  const literal = rows[0]?.owners ?? "'[]'"
  const names = OWNER_COLUMNS.map(([name]) => name).join(', ')
  const types = OWNER_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ')
  const tag = dollarTag(literal)
  return `--
-- Owner accounts (auth.users): loaded into the embedded stack only.
--

DO ${tag}
BEGIN
  IF EXISTS (SELECT 1 FROM information_schema.columns
             WHERE table_schema = 'auth' AND table_name = 'users' AND column_name = 'instance_id') THEN
    RAISE NOTICE 'NewsHub backup: owner accounts are not loaded into Supabase Auth; add them with newshub owner add --supabase-url';
    RETURN;
  END IF;
  INSERT INTO auth.users (${names})
  SELECT ${names} FROM jsonb_to_recordset(${literal}::jsonb) AS owner(${types});
END
${tag};
`
}

/**
 * pg_dump in PGlite, leaving the session as it was. pglite-tools' pgDump leaves the session inside
 * pg_dump's read-only transaction with its settings (row_security off, extra_float_digits 3 ...),
 * and drops every prepared statement (DEALLOCATE ALL), the REST executor's included. Here its
 * DEALLOCATE ALL is skipped, its transaction rolled back and the session's settings restored.
 */
async function runPgDump(db: PGlite, args: string[]): Promise<string> {
  // Not wrapped in PGlite's locks: its query() takes them too and pgDump calls it. pg_dump itself
  // runs synchronously inside PGlite, so nothing interleaves with the dump; a request that lands
  // between its end and the rollback below can meet its read-only transaction and must be retried.
  // Inside the worker thread every call is serialised, which closes that gap.
  const { rows: settings } = await db.query<{ name: string; setting: string }>(
    `select name, setting from pg_catalog.pg_settings where source = 'session'`,
  )
  const keepStatements = new Proxy(db, {
    get(target, property) {
      if (property === 'exec')
        return (sql: string) => (sql === 'DEALLOCATE ALL' ? Promise.resolve([]) : target.exec(sql))
      const value = Reflect.get(target, property, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  try {
    return await (await pgDump({ pg: keepStatements, args })).text()
  } finally {
    await db.exec('rollback; reset all')
    for (const { name, setting } of settings)
      await db.query('select pg_catalog.set_config($1, $2, false)', [name, setting])
  }
}

/**
 * A plain SQL backup of a NewsHub database: every row of the public schema (pg_dump) and the
 * owner accounts, in one transaction. It holds password hashes: keep it private.
 */
export async function dumpDatabase(db: PGlite): Promise<string> {
  const publicData = await runPgDump(db, [
    '--data-only',
    '--column-inserts',
    '--no-owner',
    '--no-privileges',
    '--schema=public',
  ])
  const owners = await dumpOwners(db)
  const storage = await dumpStorage(db)
  return [
    `${BACKUP_MARKER}, made by \`newshub db backup\` on ${new Date().toISOString()}.`,
    '-- Plain SQL in one transaction. It holds password hashes: keep it private.',
    '-- Load it with `newshub db restore FILE`, or with psql into a database whose schema comes from',
    '-- the same migrations (`supabase db push`): psql -v ON_ERROR_STOP=1 -f FILE "$DATABASE_URL"',
    'BEGIN;',
    localiseSettings(publicData).trim(),
    '',
    owners,
    storage,
    'COMMIT;',
    '',
  ].join('\n')
}

/** The statements between the backup's own BEGIN and COMMIT, or a BackupError. */
export function backupBody(sql: string): string {
  if (!sql.startsWith(BACKUP_MARKER))
    throw new BackupError('This file is not a NewsHub backup (one made by `newshub db backup`).')
  const begin = sql.indexOf('\nBEGIN;\n')
  const commit = sql.lastIndexOf('\nCOMMIT;\n')
  if (begin === -1 || commit < begin)
    throw new BackupError('This NewsHub backup is incomplete (it has no COMMIT at its end).')
  return sql.slice(begin + '\nBEGIN;\n'.length, commit + 1)
}

/**
 * Replaces every row of the public schema, every owner account and every Storage object row
 * (the caller puts the files back) with a backup's, in one
 * transaction: a backup that fails to load leaves the database as it was. Sessions end. The seed
 * is recorded as applied, so the restored rows are never joined by seed posts on a later start.
 * Callers that cache prepared statements or the schema must refresh them afterwards.
 */
export async function restoreDatabase(db: PGlite, sql: string): Promise<void> {
  const body = backupBody(sql)
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ tables: string | null }>(
        `select string_agg(format('%I.%I', schemaname, tablename), ', ') as tables
         from pg_catalog.pg_tables where schemaname = 'public'`,
      )
      if (rows[0]?.tables) await tx.exec(`truncate ${rows[0].tables} cascade`)
      await tx.exec('delete from auth.users')
      await tx.exec('delete from storage.objects')
      await tx.exec(body)
      await recordSeedApplied(tx)
    })
  } catch (error) {
    throw new BackupError(
      `The backup could not be loaded, and nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
