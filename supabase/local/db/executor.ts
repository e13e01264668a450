import { type Database, STATEMENT_TIMEOUT } from './database.ts'
import { isPublicWork } from './lanes.ts'
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
  /**
   * 'public' for work of a request that came in over the network, 'site' for the server's own
   * renders; by default whichever lane the calling request runs in (lanes.ts).
   */
  lane?: 'site' | 'public'
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
  lane: 'site' | 'public'
  resolve: (results: StatementResult[]) => void
  reject: (error: unknown) => void
}

// PostgREST's own prelude: a role and the claims, both local to the request's transaction.
const SETUP_SQL = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)"
const MAX_BATCH = 64
// Public requests go to the database in batches sized to take about this long, judged by how
// long recent public requests took: a page render that arrives meanwhile waits for one such
// batch, not for the whole public queue. Fast reads still batch by the dozen; slow ones go alone.
const PUBLIC_BATCH_BUDGET_MS = 25
const SESSION_LOST: ServerError = {
  code: 'XX000',
  message: 'The database could not complete the request and was restarted.',
}
// A role without a statement_timeout of its own gets PostgREST's authenticator default on Supabase.
const DEFAULT_TIMEOUT_MS = 8_000
// Parsing and closing statements never runs user data; this only guards against a wedged thread.
const CONTROL_TIMEOUT_MS = 10_000
// Prepared statements belong to PGlite's one session: executors sharing a database need distinct names.
let executorCount = 0

/**
 * The statement_timeout of each role, in ms, as the platform SQL sets it (`alter role anon set
 * statement_timeout = '3s'`). PostgREST applies these per request; here the database thread's
 * watchdog enforces them, since Postgres in WebAssembly has no timer to cancel a statement with.
 */
export async function loadStatementTimeouts(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ role: string; setting: string }>(
    `select r.rolname as role, split_part(c, '=', 2) as setting
     from pg_db_role_setting s join pg_roles r on r.oid = s.setrole, unnest(s.setconfig) c
     where s.setdatabase = 0 and c like 'statement_timeout=%'`,
  )
  const timeouts = new Map<string, number>()
  for (const { role, setting } of rows) {
    const match = /^(\d+)\s*(ms|s|min)?$/.exec(setting.trim())
    if (!match) continue
    const unit = match[2] === 'min' ? 60_000 : match[2] === 's' ? 1000 : 1
    timeouts.set(role, Number(match[1]) * unit)
  }
  return timeouts
}

/**
 * Runs API requests on PGlite the way PostgREST runs them on Postgres: each in its own transaction
 * with `role` and `request.jwt.claims` set locally, so row-level security applies and nothing leaks
 * into the next request. Requests that arrive while a batch runs are sent together as the next batch
 * (one message to the database thread, one Sync per request, so each still commits or fails alone),
 * and every statement is prepared once by name, so Postgres parses and plans it once. Each request
 * gets its role's statement timeout: one that outlives it fails with Postgres's 57014 error, the
 * requests before it in the batch keep their answers, and the ones after it run in the next batch.
 */
export class SqlExecutor {
  readonly #db: Database
  readonly #timeouts: ReadonlyMap<string, number>
  readonly #maxStatements: number
  readonly #writer = new MessageWriter()
  /** Prepared statement name by SQL text, least recently used first. */
  readonly #statements = new Map<string, string>()
  readonly #prefix = `newshub_${++executorCount}_`
  #nextName = 1
  /** Work of the site's own renders, always sent before public work. */
  #site: Pending[] = []
  /** Work of public API requests. */
  #public: Pending[] = []
  #running = false
  /** Recent time per public request, in ms (moving average); until known, one request per batch. */
  #publicCostMs = PUBLIC_BATCH_BUDGET_MS
  /** The database thread the prepared statements belong to (Database.generation). */
  #generation: number

  constructor(
    db: Database,
    options: { maxStatements?: number; timeouts?: ReadonlyMap<string, number> } = {},
  ) {
    this.#db = db
    this.#generation = db.generation
    this.#timeouts = options.timeouts ?? new Map()
    this.#maxStatements = options.maxStatements ?? 256
  }

  /** Runs the request's statements in one transaction; resolves to one result per statement. */
  run(work: RequestWork): Promise<StatementResult[]> {
    const lane = work.lane ?? (isPublicWork() ? 'public' : 'site')
    return new Promise((resolve, reject) => {
      ;(lane === 'public' ? this.#public : this.#site).push({ work, lane, resolve, reject })
      if (!this.#running) {
        this.#running = true
        // Let requests that arrive in the same tick join the first batch.
        queueMicrotask(() => void this.#drain())
      }
    })
  }

  /** Forgets every prepared statement, as after the schema is dropped and rebuilt. */
  async forgetStatements(): Promise<void> {
    this.#checkGeneration()
    if (this.#statements.size === 0) return
    for (const name of this.#statements.values()) this.#writer.close(name)
    this.#writer.sync()
    this.#statements.clear()
    await this.#send(this.#writer.take())
  }

  /** Sends a control message (Parse, Close) and reads every answer it produced, one per Sync. */
  async #send(message: Uint8Array): Promise<SyncGroupResult[]> {
    const answer = await this.#db.protocol(message, [CONTROL_TIMEOUT_MS])
    if (answer.timedOut) {
      this.#checkGeneration()
      throw new DatabaseError(STATEMENT_TIMEOUT as ServerError)
    }
    return readSyncGroups(answer.data)
  }

  /** After the database thread was restarted, none of the prepared statements exist any more. */
  #checkGeneration(): void {
    if (this.#generation === this.#db.generation) return
    this.#generation = this.#db.generation
    this.#statements.clear()
  }

  #timeoutOf(role: string): number {
    return this.#timeouts.get(role) ?? DEFAULT_TIMEOUT_MS
  }

  async #drain(): Promise<void> {
    try {
      while (this.#site.length > 0 || this.#public.length > 0) {
        // Site work first, whole; public work only when no render waits, a few requests at a time.
        const site = this.#site.length > 0
        const publicBatch = Math.max(
          1,
          Math.min(MAX_BATCH, Math.floor(PUBLIC_BATCH_BUDGET_MS / this.#publicCostMs)),
        )
        const batch = site ? this.#site.splice(0, MAX_BATCH) : this.#public.splice(0, publicBatch)
        const started = performance.now()
        try {
          this.#checkGeneration()
          await this.#runBatch(batch)
        } catch (error) {
          for (const item of batch) item.reject(error)
        }
        if (!site) {
          const each = (performance.now() - started) / batch.length
          this.#publicCostMs = Math.max(0.1, this.#publicCostMs * 0.7 + each * 0.3)
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
    const answer = await this.#db.protocol(
      this.#writer.take(),
      runnable.map((item) => this.#timeoutOf(item.work.role)),
    )
    const groups = readSyncGroups(answer.data)
    const notRun: Pending[] = []
    let lost = false
    runnable.forEach((item, index) => {
      const group = groups[index]
      if (index >= answer.finished && answer.timedOut) {
        if (index === answer.finished) item.reject(new DatabaseError(STATEMENT_TIMEOUT as ServerError))
        else notRun.push(item)
      } else if (!group) item.reject(new Error('The database returned fewer answers than requests.'))
      else if (group.error) item.reject(new DatabaseError(group.error))
      else if (group.results.length !== item.work.queries.length + 1) {
        // A statement that ended with neither a result nor an error: PGlite lost its session state
        // (seen after a regular expression too complex to compile), and the next error would hang it.
        lost = true
        item.reject(new DatabaseError(SESSION_LOST))
      } else item.resolve(group.results.slice(1))
    })
    if (lost) {
      await this.#db.restart()
      this.#checkGeneration()
    }
    // Requests queued behind a cancelled one never started: they go first in the next batch.
    for (const item of notRun.reverse()) (item.lane === 'public' ? this.#public : this.#site).unshift(item)
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
