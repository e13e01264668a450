import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import lockfile from 'proper-lockfile'

/**
 * One process owns a data folder: PGlite opened twice on the same files corrupts them. The owner
 * holds `newshub.lock` (proper-lockfile: a directory whose mtime it refreshes) and names itself in
 * `lock.json`; a `newshub serve` also leaves `server.json` so commands can reach it over HTTP.
 */
const LOCK_DIR = 'newshub.lock'
const HOLDER_FILE = 'lock.json'
const SERVER_FILE = 'server.json'
/** A lock not refreshed for this long belongs to a process that died without releasing it. */
const STALE_MS = 5_000

/** A problem with the data folder, in a sentence fit to show the user (what went wrong, what to do). */
export class DataDirError extends Error {
  override name = 'DataDirError'
}

/** The process that owns a data folder. */
export interface DataDirHolder {
  pid: number
  /** What it runs, e.g. `newshub serve` or `newshub db reset`. */
  command: string
}

/** What a running `newshub serve` records in its data folder. */
export interface ServerRecord {
  url: string
  port: number
  pid: number
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T
  } catch {
    return undefined
  }
}

/** Writes a file readable by its owner only, all at once: a reader never sees half of it. */
export function writePrivateFile(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, text, { mode: 0o600 })
  renameSync(partial, file)
}

/** The process that owns the data folder, if it is still alive (and is not this one). */
export function findDataDirHolder(dataDir: string): DataDirHolder | undefined {
  const holder = readJson<DataDirHolder>(join(dataDir, HOLDER_FILE))
  if (!holder || typeof holder.pid !== 'number' || holder.pid === process.pid) return undefined
  return isAlive(holder.pid) ? holder : undefined
}

/** The `newshub serve` running on a data folder, if any (a record whose process is alive). */
export function findRunningServer(dataDir: string): ServerRecord | undefined {
  const record = readJson<ServerRecord>(join(dataDir, SERVER_FILE))
  if (!record || typeof record.pid !== 'number' || typeof record.url !== 'string') return undefined
  return isAlive(record.pid) ? record : undefined
}

/**
 * Records this process's server in its data folder (which it must hold); the returned function
 * removes the record, unless another process has written its own since.
 */
export function recordRunningServer(dataDir: string, url: string): () => void {
  const file = join(dataDir, SERVER_FILE)
  const port = Number(new URL(url).port)
  writePrivateFile(file, `${JSON.stringify({ url, port, pid: process.pid } satisfies ServerRecord)}\n`)
  return () => {
    if (readJson<ServerRecord>(file)?.pid === process.pid) rmSync(file, { force: true })
  }
}

/** The sentence for a data folder another process owns. */
export function describeBusyDataDir(dataDir: string, holder: DataDirHolder): string {
  const server = findRunningServer(dataDir)
  if (server && server.pid === holder.pid)
    return `newshub serve is running on the data folder ${dataDir} (port ${server.port}, PID ${server.pid}): stop it first (Ctrl+C in its terminal, or kill ${server.pid}).`
  return `${holder.command} (PID ${holder.pid}) is using the data folder ${dataDir}: wait for it to finish, or stop it.`
}

/** Whether the folder holds a NewsHub database (a PGlite cluster in `db/`). */
export function hasDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, 'db', 'PG_VERSION'))
}

/** The push alerts' VAPID key pair (cli/push/vapid.ts), a secret of the folder like keys.json. */
export const VAPID_FILE = 'vapid.json'

const OWN_ENTRIES = new Set(['db', 'keys.json', VAPID_FILE, LOCK_DIR, HOLDER_FILE, SERVER_FILE, 'backups'])

/**
 * Checks a data folder before it is opened and returns its absolute path: it must be a writable
 * folder; without `create` it must already hold a database; with it, a missing or empty folder is
 * created (0700), but a folder holding other files is refused rather than filled.
 */
export function prepareDataDir(dataDir: string, options: { create: boolean }): string {
  const dir = resolve(dataDir)
  const hint = 'point --data-dir (or NEWSHUB_DATA_DIR) at a NewsHub data folder'
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new DataDirError(`The data folder ${dir} is a file: ${hint}.`)
    try {
      accessSync(dir, constants.W_OK | constants.R_OK | constants.X_OK)
    } catch {
      throw new DataDirError(
        `The data folder ${dir} is not writable by you: fix its permissions, or ${hint}.`,
      )
    }
  }
  if (hasDatabase(dir)) return dir
  if (!options.create) {
    throw new DataDirError(
      `${dir} holds no NewsHub database: ${hint}, or create one there with \`newshub serve\`, \`newshub db migrate\` or \`newshub db restore FILE\`.`,
    )
  }
  if (existsSync(dir) && readdirSync(dir).some((entry) => !OWN_ENTRIES.has(entry))) {
    throw new DataDirError(
      `${dir} holds other files and no NewsHub database: choose a new or empty folder for the data.`,
    )
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  chmodSync(dir, 0o700)
  return dir
}

/**
 * Makes a data folder private (folders 0700, files 0600). New files already are (the CLI's umask
 * is 077), but PGlite unpacks a new cluster with the modes stored in its tarball (0666).
 */
export function makePrivate(dir: string): void {
  chmodSync(dir, 0o700)
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) makePrivate(path)
    else if (entry.isFile()) chmodSync(path, 0o600)
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** A held data folder. */
export interface DataDirLock {
  /** Releases the folder (also done on exit). */
  release(): Promise<void>
}

/**
 * Takes a data folder for this process, or throws DataDirError naming the process that has it. A
 * lock left by a killed process is taken over once it is stale (a few seconds), never while its
 * process lives.
 */
export async function lockDataDir(dataDir: string, command: string): Promise<DataDirLock> {
  const dir = resolve(dataDir)
  const holderFile = join(dir, HOLDER_FILE)
  const deadline = Date.now() + STALE_MS * 3
  let release: (() => Promise<void>) | undefined
  while (!release) {
    const holder = findDataDirHolder(dir)
    if (holder) throw new DataDirError(describeBusyDataDir(dir, holder))
    try {
      release = await lockfile.lock(dir, {
        lockfilePath: join(dir, LOCK_DIR),
        realpath: false,
        stale: STALE_MS,
        onCompromised: () => {
          process.stderr.write(
            `newshub: another process took over the data folder ${dir}; stopping to protect the database.\n`,
          )
          process.exitCode = 1
          process.kill(process.pid, 'SIGTERM')
        },
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      if (Date.now() > deadline) {
        throw new DataDirError(
          `The data folder ${dir} is locked by another newshub process: wait for it to finish (if none runs, delete ${join(dir, LOCK_DIR)}).`,
        )
      }
      // Its owner is starting (no lock.json yet) or was killed (the lock goes stale).
      await sleep(250)
    }
  }
  writePrivateFile(holderFile, `${JSON.stringify({ pid: process.pid, command } satisfies DataDirHolder)}\n`)
  const forget = () => {
    if (readJson<DataDirHolder>(holderFile)?.pid === process.pid) rmSync(holderFile, { force: true })
  }
  process.once('exit', forget)
  const unlock = release
  let released: Promise<void> | undefined
  return {
    release() {
      released ??= (async () => {
        process.removeListener('exit', forget)
        forget()
        await unlock().catch(() => {})
      })()
      return released
    },
  }
}
