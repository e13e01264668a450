import { existsSync } from 'node:fs'
import { cp, readdir, rename, rm } from 'node:fs/promises'
import { basename } from 'node:path'
import { STORAGE_OBJECTS_LINE } from '../db/backup.ts'

/**
 * The stored files of a backup: `newshub db backup FILE` writes the SQL to FILE and the bytes of
 * every Storage object beside it, in FILE.files/{bucket}/{name}; `db restore FILE` loads the rows
 * from the SQL and puts the folder back into the data folder's storage/.
 */
export function backupFilesDir(backupFile: string): string {
  return `${backupFile}.files`
}

/** How many Storage objects a backup's SQL holds (0 for backups made before Storage). */
export function storedObjectCount(sql: string): number {
  const at = sql.indexOf(`\n${STORAGE_OBJECTS_LINE}`)
  return at === -1 ? 0 : Number.parseInt(sql.slice(at + STORAGE_OBJECTS_LINE.length + 1), 10) || 0
}

/** Files in a folder tree, counted. */
async function countFiles(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}

/**
 * Copies the stored files (not uploads still arriving in .incoming) into a backup's folder; answers
 * how many. Files are renamed into place when written, so each copy is a whole file.
 */
export async function copyStoredFiles(storageDir: string, target: string): Promise<number> {
  await rm(target, { recursive: true, force: true })
  if (!existsSync(storageDir)) return 0
  await cp(storageDir, target, {
    recursive: true,
    filter: (source) => basename(source) !== '.incoming',
  })
  return countFiles(target)
}

/**
 * Replaces the stored files with a backup's: copied next to the live folder first, then swapped in,
 * so a failed copy leaves the old files. Answers how many files were restored.
 */
export async function replaceStoredFiles(storageDir: string, source: string | undefined): Promise<number> {
  const incoming = `${storageDir}.restoring-${process.pid}`
  await rm(incoming, { recursive: true, force: true })
  if (source && existsSync(source)) await cp(source, incoming, { recursive: true })
  const old = `${storageDir}.replaced-${process.pid}`
  if (existsSync(storageDir)) await rename(storageDir, old)
  if (existsSync(incoming)) await rename(incoming, storageDir)
  await rm(old, { recursive: true, force: true })
  return countFiles(storageDir)
}
