import type { PGlite } from '@electric-sql/pglite'
import {
  MessageWriter,
  readSyncGroups,
  type ServerError,
  type StatementResult,
  type SyncGroupResult,
} from './wire.ts'

/** A SQL statement with its text parameters (`$1`, `$2` ...); null is SQL NULL. */
export interface Query {
  sql: string
  params: readonly (string | null)[]
}

/** The statements of one API request, run in one transaction as `role` with the JWT's claims. */
export interface RequestWork {
  role: string
  /** JSON text of the verified JWT claims, for auth.jwt(), auth.uid() and the policies. */
  claims: string
  queries: readonly Query[]
}

/** An error reported by PostgreSQL, with the fields PostgREST forwards. */
export class DatabaseError extends Error {
  override name = 'DatabaseError'
  readonly code: string
  readonly detail: string | undefined
  readonly hint: string | undefined

  constructor(error: ServerError) {
    super(error.message)
    this.code = error.code
    this.detail = error.detail
    this.hint = error.hint
  }
}

interface Pending {
  work: RequestWork
  resolve: (results: StatementResult[]) => void
  reject: (error: unknown) => void
}

// PostgREST's own prelude: a role and the claims, both local to the request's transaction.
const SETUP_SQL = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)"
const MAX_BATCH = 64
// Prepared statements belong to PGlite's one session: executors sharing a database need distinct names.
let executorCount = 0

/**
 * Runs API requests on PGlite the way PostgREST runs them on Postgres: each in its own transaction
 * with `role` and `request.jwt.claims` set locally, so row-level security applies and nothing leaks
 * into the next request. Requests that arrive while a batch runs are sent together as the next batch
 * (one call into WebAssembly, one Sync per request, so each still commits or fails alone), and every
 * statement is prepared once by name, so Postgres parses and plans it once.
 */
export class SqlExecutor {
  readonly #db: PGlite
  readonly #maxStatements: number
  readonly #writer = new MessageWriter()
  /** Prepared statement name by SQL text, least recently used first. */
  readonly #statements = new Map<string, string>()
  readonly #prefix = `newshub_${++executorCount}_`
  #nextName = 1
  #pending: Pending[] = []
  #running = false
  /** Answers are copied here straight from Postgres's output; PGlite's own copy-and-parse is skipped. */
  #answer = new Uint8Array(64 * 1024)
  #answerLength = 0

  constructor(db: PGlite, options: { maxStatements?: number } = {}) {
    this.#db = db
    this.#maxStatements = options.maxStatements ?? 256
  }

  /** Runs the request's statements in one transaction; resolves to one result per statement. */
  run(work: RequestWork): Promise<StatementResult[]> {
    return new Promise((resolve, reject) => {
      this.#pending.push({ work, resolve, reject })
      if (!this.#running) {
        this.#running = true
        // Let requests that arrive in the same tick join the first batch.
        queueMicrotask(() => void this.#drain())
      }
    })
  }

  /** Forgets every prepared statement, as after the schema is dropped and rebuilt. */
  async forgetStatements(): Promise<void> {
    await this.#exclusive(async () => {
      if (this.#statements.size === 0) return
      for (const name of this.#statements.values()) this.#writer.close(name)
      this.#writer.sync()
      await this.#send(this.#writer.take())
      this.#statements.clear()
    })
  }

  #collect = (bytes: Uint8Array): void => {
    const needed = this.#answerLength + bytes.length
    if (needed > this.#answer.length) {
      const grown = new Uint8Array(Math.max(needed, this.#answer.length * 2))
      grown.set(this.#answer.subarray(0, this.#answerLength))
      this.#answer = grown
    }
    this.#answer.set(bytes, this.#answerLength)
    this.#answerLength = needed
  }

  /** Sends a message and reads every answer it produced, one per Sync. */
  async #send(message: Uint8Array): Promise<SyncGroupResult[]> {
    this.#answerLength = 0
    await this.#db.execProtocolRawStream(message, { onRawData: this.#collect })
    const groups = readSyncGroups(this.#answer.subarray(0, this.#answerLength))
    if (this.#answer.length > 4 * 1024 * 1024) this.#answer = new Uint8Array(64 * 1024)
    return groups
  }

  #exclusive<T>(fn: () => Promise<T>): Promise<T> {
    // Both of PGlite's locks: no query of its own, nor a transaction it has open, may interleave.
    return this.#db._runExclusiveTransaction(() => this.#db._runExclusiveQuery(fn))
  }

  async #drain(): Promise<void> {
    try {
      while (this.#pending.length > 0) {
        const batch = this.#pending.splice(0, MAX_BATCH)
        try {
          await this.#exclusive(() => this.#runBatch(batch))
        } catch (error) {
          for (const item of batch) item.reject(error)
        }
      }
    } finally {
      this.#running = false
    }
  }

  async #runBatch(batch: Pending[]): Promise<void> {
    const failed = await this.#prepare(batch)
    const runnable: Pending[] = []
    for (const item of batch) {
      const error = item.work.queries.map((query) => failed.get(query.sql)).find(Boolean)
      if (error) {
        item.reject(new DatabaseError(error))
        continue
      }
      runnable.push(item)
      this.#writer.execute(this.#nameOf(SETUP_SQL), [item.work.role, item.work.claims])
      for (const query of item.work.queries) this.#writer.execute(this.#nameOf(query.sql), query.params)
      this.#writer.sync()
    }
    if (runnable.length === 0) return
    const groups = await this.#send(this.#writer.take())
    runnable.forEach((item, index) => {
      const group = groups[index]
      if (!group) item.reject(new Error('The database returned fewer answers than requests.'))
      else if (group.error) item.reject(new DatabaseError(group.error))
      else item.resolve(group.results.slice(1))
    })
  }

  #nameOf(sql: string): string {
    const name = this.#statements.get(sql) as string
    // Refresh its place in the least-recently-used order.
    this.#statements.delete(sql)
    this.#statements.set(sql, name)
    return name
  }

  /** Prepares the batch's new statements, each alone so one bad statement fails only its requests. */
  async #prepare(batch: Pending[]): Promise<Map<string, ServerError>> {
    const wanted = new Set<string>([SETUP_SQL])
    for (const item of batch) for (const query of item.work.queries) wanted.add(query.sql)
    const fresh = [...wanted].filter((sql) => !this.#statements.has(sql))
    const failed = new Map<string, ServerError>()
    if (fresh.length === 0) return failed

    let closing = 0
    for (const [sql, name] of this.#statements) {
      if (this.#statements.size + fresh.length <= this.#maxStatements) break
      if (wanted.has(sql)) continue
      this.#writer.close(name)
      this.#statements.delete(sql)
      closing++
    }
    if (closing > 0) this.#writer.sync()
    const names = fresh.map((sql) => {
      const name = `${this.#prefix}${this.#nextName++}`
      this.#writer.parse(name, sql).sync()
      return name
    })
    const groups = await this.#send(this.#writer.take())
    const parseGroups = closing > 0 ? groups.slice(1) : groups
    fresh.forEach((sql, index) => {
      const error = parseGroups[index]?.error
      if (error) failed.set(sql, error)
      else this.#statements.set(sql, names[index] as string)
    })
    return failed
  }
}
