import { existsSync, mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createInterface } from 'node:readline/promises'
import {
  backupBody,
  backupFilesDir,
  copyStoredFiles,
  describeBusyDataDir,
  findDataDirHolder,
  findRunningServer,
  hasDatabase,
  loadKeys,
  migrateDataDir,
  prepareDataDir,
  replaceStoredFiles,
  seedDataDir,
  storageDirOf,
  storedObjectCount,
  withDataDir,
  writePrivateFile,
} from '../../supabase/local/index.ts'
import { describeFetchFailure, noteDataDir, resolveDataDir } from '../backend.ts'
import { UsageError } from '../errors.ts'
import { createOutput } from '../output.ts'

/** Options of `newshub db`. */
export interface DbOptions {
  dataDir?: string
  supabaseUrl?: string
  json?: boolean
}

/** Options of the commands that replace the data: `db reset` and `db restore`. */
export interface DestructiveOptions extends DbOptions {
  yes?: boolean
}

/**
 * The data folder of a db command. Only `db backup` may use a running server (over HTTP); the
 * others refuse it with its port and PID rather than open its database a second time.
 */
function localDataDir(options: DbOptions, { allowServer = false } = {}): string {
  if (options.supabaseUrl) {
    throw new UsageError(
      'db commands work on the embedded database; for hosted Supabase use `supabase db push` and `psql`.',
    )
  }
  const dataDir = resolveDataDir(options)
  const server = findRunningServer(dataDir)
  if (server && !allowServer)
    throw new Error(describeBusyDataDir(dataDir, { pid: server.pid, command: 'newshub serve' }))
  const holder = findDataDirHolder(dataDir)
  if (holder && !server) throw new Error(describeBusyDataDir(dataDir, holder))
  return dataDir
}

/**
 * Asks before data is replaced: --yes answers for scripts; on a terminal the user types "yes";
 * with neither, the command refuses.
 */
async function confirm(options: DestructiveOptions, question: string): Promise<void> {
  if (options.yes) return
  if (!process.stdin.isTTY || !process.stderr.isTTY) {
    throw new UsageError(`${question} Run it again with --yes to confirm (there is no terminal to ask on).`)
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr })
  try {
    const answer = await prompt.question(`${question} Type "yes" to continue: `)
    if (answer.trim().toLowerCase() !== 'yes') throw new Error('Cancelled: nothing was changed.')
  } finally {
    prompt.close()
  }
}

/**
 * Writes a backup of the open database into the data folder's backups/, with its stored files
 * beside it (FILE.files), and returns its path.
 */
async function writeSafetyBackup(dataDir: string, sql: string, reason: string): Promise<string> {
  const dir = join(dataDir, 'backups')
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const file = join(dir, `${reason}-${stamp}.sql`)
  writePrivateFile(file, sql)
  await copyStoredFiles(storageDirOf(dataDir), backupFilesDir(file))
  return file
}

/** `newshub db migrate`: applies pending migrations (creating the database in a new folder). */
export async function runDbMigrate(options: DbOptions): Promise<void> {
  const dataDir = localDataDir(options)
  noteDataDir(options, dataDir)
  const applied = await migrateDataDir(dataDir)
  const output = createOutput(options)
  output.line(
    applied.length
      ? `Applied ${applied.length} migration(s): ${applied.join(', ')}`
      : 'The database is up to date.',
  )
  output.result({ applied, dataDir })
}

/** `newshub db seed`: applies the seed once (the example listings too, unless --no-examples). */
export async function runDbSeed(options: DbOptions & { examples?: boolean }): Promise<void> {
  const dataDir = localDataDir(options)
  noteDataDir(options, dataDir)
  const seeded = await seedDataDir(dataDir, { examples: options.examples ?? true })
  const output = createOutput(options)
  output.line(seeded ? 'Seed data added.' : 'The seed was applied before; nothing to do.')
  output.result({ seeded, dataDir })
}

/**
 * `newshub db reset`: rebuilds the schema from the migrations, with the seed unless --no-seed,
 * after confirmation and after writing a backup into the data folder's backups/.
 */
export async function runDbReset(
  options: DestructiveOptions & { seed?: boolean; examples?: boolean },
): Promise<void> {
  const dataDir = localDataDir(options)
  noteDataDir(options, dataDir)
  prepareDataDir(dataDir, { create: false })
  await confirm(options, `db reset deletes every post and setting in ${dataDir} (owners are kept).`)
  const backup = await withDataDir(dataDir, { create: false, command: 'newshub db reset' }, async (db) => {
    const file = await writeSafetyBackup(dataDir, await db.task<string>('dump'), 'before-reset')
    await db.task('reset', { seed: options.seed ?? true, examples: options.examples ?? true })
    return file
  })
  const output = createOutput(options)
  output.line(`A backup of the previous data is in ${backup}`)
  output.line(`The database was rebuilt${options.seed === false ? ' without seed data' : ' with seed data'}.`)
  output.result({ reset: true, seeded: options.seed !== false, backup, dataDir })
}

/** `newshub db backup FILE`: a plain SQL backup, from the running server over HTTP or from the folder. */
export async function runDbBackup(file: string, options: DbOptions & { force?: boolean }): Promise<void> {
  const target = resolve(file)
  for (const path of [target, backupFilesDir(target)])
    if (existsSync(path) && !options.force)
      throw new UsageError(`${path} already exists: choose another file name, or add --force to replace it.`)
  const dataDir = localDataDir(options, { allowServer: true })
  const server = findRunningServer(dataDir)
  noteDataDir(options, dataDir, server)
  let sql: string
  if (server) {
    const { serviceRoleKey } = await loadKeys({ dataDir })
    let response: Response
    try {
      response = await fetch(`${server.url}/platform/v1/backup`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      })
    } catch (error) {
      throw new Error(
        `Cannot reach newshub serve at ${server.url} (PID ${server.pid}) (${describeFetchFailure(error)}): restart it, or stop it and run this again.`,
      )
    }
    if (!response.ok)
      throw new Error(
        `newshub serve at ${server.url} refused the backup (HTTP ${response.status}): restart it and try again.`,
      )
    sql = await response.text()
  } else {
    sql = await withDataDir(dataDir, { create: false, command: 'newshub db backup' }, (db) =>
      db.task<string>('dump'),
    )
  }
  writePrivateFile(target, sql)
  // The stored files (post images) go beside the SQL; they are renamed into place when uploaded,
  // so copying them while a server runs copies whole files.
  const files = await copyStoredFiles(storageDirOf(dataDir), backupFilesDir(target))
  const output = createOutput(options)
  output.line(`Backup written to ${target} (${Math.ceil(Buffer.byteLength(sql) / 1024)} KB).`)
  if (files > 0) output.line(`${files} stored file(s) copied to ${backupFilesDir(target)}`)
  output.result({
    file: target,
    bytes: Buffer.byteLength(sql),
    files,
    filesDir: backupFilesDir(target),
    dataDir,
  })
}

/**
 * `newshub db restore FILE`: loads a backup into the data folder, creating its database when it
 * has none; over existing data only after confirmation and a backup of what it replaces.
 */
export async function runDbRestore(file: string, options: DestructiveOptions): Promise<void> {
  const source = resolve(file)
  let sql: string
  try {
    sql = await readFile(source, 'utf8')
  } catch (error) {
    throw new Error(
      `Cannot read ${source} (${(error as NodeJS.ErrnoException).code ?? String(error)}): check the file name.`,
    )
  }
  backupBody(sql)
  const filesDir = backupFilesDir(source)
  const expectedFiles = storedObjectCount(sql)
  if (expectedFiles > 0 && !existsSync(filesDir))
    throw new Error(
      `${source} lists ${expectedFiles} stored file(s) but ${filesDir} is missing: put that folder beside the backup and run this again.`,
    )
  const dataDir = localDataDir(options)
  noteDataDir(options, dataDir)
  const existing = hasDatabase(prepareDataDir(dataDir, { create: true }))
  if (existing)
    await confirm(options, `db restore replaces every post, setting and owner in ${dataDir} with ${source}.`)
  const backup = await withDataDir(dataDir, { create: true, command: 'newshub db restore' }, async (db) => {
    const previous = existing
      ? await writeSafetyBackup(dataDir, await db.task<string>('dump'), 'before-restore')
      : undefined
    await db.task('restore', sql)
    return previous
  })
  const files = await replaceStoredFiles(storageDirOf(dataDir), existsSync(filesDir) ? filesDir : undefined)
  const output = createOutput(options)
  if (backup) output.line(`A backup of the previous data is in ${backup}`)
  output.line(`Restored ${source} into ${dataDir}${files > 0 ? ` with ${files} stored file(s)` : ''}.`)
  output.result({ restored: true, file: source, files, backup: backup ?? null, dataDir })
}
