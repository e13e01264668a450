import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { OpenDatabaseOptions } from './index.ts'
import type {
  Notification,
  TaskName,
  WorkerCall,
  WorkerError,
  WorkerReply,
  WorkerRequest,
  WorkerStart,
} from './messages.ts'

/** Rows as PGlite's query() answers them. */
export interface QueryResult<T> {
  rows: T[]
  fields: { name: string; dataTypeID: number }[]
  affectedRows?: number
}

/** What code that runs SQL needs: PGlite's query() and exec(), nothing more. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>
  exec(sql: string): Promise<unknown>
}

/** The answer to a batch of wire-protocol messages, as far as it got. */
export interface ProtocolAnswer {
  /** The raw output of the Sync groups that finished (each ends with ReadyForQuery). */
  data: Uint8Array
  /** How many Sync groups finished. */
  finished: number
  /** True when group `finished` ran past its timeout and the database thread was restarted. */
  timedOut: boolean
}

/** An error reported by Postgres (or by the watchdog, as Postgres would report it). */
export class PostgresError extends Error {
  override name = 'PostgresError'
  readonly code: string | undefined
  readonly detail: string | undefined
  readonly hint: string | undefined

  constructor(error: WorkerError) {
    super(error.message)
    this.code = error.code
    this.detail = error.detail
    this.hint = error.hint
  }
}

/** What Postgres says when statement_timeout cancels a statement; the watchdog says the same. */
export const STATEMENT_TIMEOUT: WorkerError = {
  code: '57014',
  message: 'canceling statement due to statement timeout',
}

/** Where and how to open the database, plus how long internal statements may run. */
export interface DatabaseOptions extends OpenDatabaseOptions {
  /** Limit for query()/exec()/transaction statements, in ms (0: none). Default 30 s. */
  statementTimeoutMs?: number
  /** NOTIFY channels to hear (onNotification), from every kind of call. */
  listen?: readonly string[]
}

/** Per call: its own time limit in ms (0: none), instead of the database's default. */
export interface CallOptions {
  timeoutMs?: number
}

interface Call {
  request: WorkerRequest
  /** 0: no limit. For 'protocol', the limit of each Sync group in turn. */
  timeouts: number[]
  chunks: Uint8Array[]
  finished: number
  /** Bytes of `chunks` that belong to finished groups, and the scan position for the next message. */
  finishedBytes: number
  scanned: number
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}

const ENTRY = new URL('./worker-entry.js', import.meta.url)

/**
 * PGlite on its own thread, behind a watchdog. Postgres in WebAssembly runs on the thread that calls
 * it and cannot be interrupted there (no signals, so no statement_timeout), so one pathological query
 * would otherwise freeze the whole server. Here every call has a deadline; a call that outlives it ends
 * the thread, fails with Postgres's statement-timeout error, and a new thread reopens the data folder
 * (Postgres's crash recovery rolls back whatever was in flight). Calls run one at a time, in order.
 */
export class Database implements Queryable {
  readonly #start: WorkerStart
  readonly #timeoutMs: number
  readonly #temporaryDir: string | undefined
  #worker!: Worker
  #ready!: Promise<void>
  /** The threads that finished opening the database; only those are restarted when lost. */
  readonly #opened = new WeakSet<Worker>()
  #call: Call | undefined
  #timer: NodeJS.Timeout | undefined
  #nextId = 1
  #tail: Promise<unknown> = Promise.resolve()
  #generation = 0
  #restarts = 0
  #closed = false
  readonly #listeners = new Set<(notification: Notification) => void>()

  private constructor(start: WorkerStart, timeoutMs: number, temporaryDir: string | undefined) {
    this.#start = start
    this.#timeoutMs = timeoutMs
    this.#temporaryDir = temporaryDir
  }

  /**
   * Opens (creating when new) the database on a new thread and applies the platform SQL, migrations
   * and seed as openDatabase() does. An in-memory database lives in a private temporary folder instead,
   * so that it survives a restart of its thread; the folder is removed on close().
   */
  static async open(options: DatabaseOptions = {}): Promise<Database> {
    const { statementTimeoutMs, inMemory, listen, ...rest } = options
    const temporaryDir = inMemory ? await mkdtemp(join(tmpdir(), 'newshub-db-')) : undefined
    const database = new Database(
      {
        options: { ...rest, ...(temporaryDir ? { dataDir: temporaryDir } : {}) },
        ...(listen?.length ? { listen } : {}),
      },
      statementTimeoutMs ?? 30_000,
      temporaryDir,
    )
    try {
      await database.#spawn(database.#start)
    } catch (error) {
      if (temporaryDir) await rm(temporaryDir, { recursive: true, force: true })
      throw error
    }
    return database
  }

  /** Increments each time the thread is restarted: prepared statements and session state are gone. */
  get generation(): number {
    return this.#generation
  }

  /** How many times the watchdog restarted the thread. */
  get restarts(): number {
    return this.#restarts
  }

  #spawn(start: WorkerStart): Promise<void> {
    const worker = new Worker(ENTRY, { workerData: start })
    this.#worker = worker
    this.#ready = new Promise<void>((ready, failed) => {
      const onOpened = (reply: WorkerReply) => {
        if (reply.id !== 0) return
        worker.off('message', onOpened)
        if (reply.error) failed(new PostgresError(reply.error))
        else {
          this.#opened.add(worker)
          ready()
        }
      }
      worker.on('message', onOpened)
      worker.once('error', failed)
      worker.once('exit', (code) => failed(new Error(`The database thread stopped (exit code ${code}).`)))
    })
    worker.on('message', (reply: WorkerReply) => this.#receive(worker, reply))
    worker.on('error', (error) => this.#lost(worker, error))
    worker.on('exit', () => this.#lost(worker, new Error('The database thread stopped unexpectedly.')))
    return this.#ready
  }

  /**
   * Calls `listener` with every notification on the channels the database was opened to hear, as
   * the commit that sent it is read: before the call that committed it answers. Returns the way
   * to stop.
   */
  onNotification(listener: (notification: Notification) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  #notify(notification: Notification): void {
    for (const listener of this.#listeners) {
      try {
        listener(notification)
      } catch (error) {
        console.error('database notification listener:', error)
      }
    }
  }

  #receive(worker: Worker, reply: WorkerReply): void {
    if (reply.notification) {
      if (worker === this.#worker) this.#notify(reply.notification)
      return
    }
    const call = this.#call
    if (worker !== this.#worker || !call || reply.id !== call.request.id) return
    if (reply.chunk) {
      call.chunks.push(reply.chunk)
      this.#scan(call)
      return
    }
    this.#settle()
    if (reply.error) call.reject(new PostgresError(reply.error))
    else if (call.request.kind === 'protocol') call.resolve(this.#answer(call, false))
    else call.resolve(reply.result)
  }

  /** Counts the ReadyForQuery messages that arrived, restarting the clock for each next Sync group. */
  #scan(call: Call): void {
    const data = concat(call.chunks)
    call.chunks = [data]
    while (call.scanned + 5 <= data.length) {
      const length = new DataView(data.buffer, data.byteOffset + call.scanned + 1, 4).getInt32(0)
      const end = call.scanned + 1 + length
      if (end > data.length) break
      if (data[call.scanned] === 0x5a) {
        call.finished++
        call.finishedBytes = end
        this.#arm(call)
      } else if (data[call.scanned] === 0x41) {
        // NotificationResponse: process id, channel and payload, each string ending in a zero byte.
        const body = data.subarray(call.scanned + 9, end)
        const split = body.indexOf(0)
        if (split >= 0)
          this.#notify({
            channel: decoder.decode(body.subarray(0, split)),
            payload: decoder.decode(body.subarray(split + 1, Math.max(split + 1, body.length - 1))),
          })
      }
      call.scanned = end
    }
  }

  #answer(call: Call, timedOut: boolean): ProtocolAnswer {
    const data = concat(call.chunks)
    return { data: data.subarray(0, call.finishedBytes), finished: call.finished, timedOut }
  }

  #arm(call: Call): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    const limit = call.timeouts[Math.min(call.finished, call.timeouts.length - 1)] ?? 0
    if (limit > 0) this.#timer = setTimeout(() => void this.#expire(call), limit)
  }

  #settle(): void {
    clearTimeout(this.#timer)
    this.#timer = undefined
    this.#call = undefined
  }

  /**
   * Ends the thread and reopens the database on a new one, after every earlier call: for a session
   * that answered something Postgres never should (PGlite can lose its state after some errors).
   */
  restart(): Promise<void> {
    const run = async () => {
      const old = this.#worker
      this.#generation++
      this.#restarts++
      const restarted = this.#respawn()
      await old.terminate()
      await restarted
    }
    const result = this.#tail.then(run, run)
    this.#tail = result.catch(() => undefined)
    return result
  }

  /** The current call outlived its deadline: end the thread, answer the call, start a new thread. */
  async #expire(call: Call): Promise<void> {
    if (this.#call !== call) return
    this.#settle()
    const stuck = this.#worker
    this.#generation++
    this.#restarts++
    const restarted = this.#respawn()
    await stuck.terminate()
    if (call.request.kind === 'protocol') call.resolve(this.#answer(call, true))
    else call.reject(new PostgresError(STATEMENT_TIMEOUT))
    await restarted.catch(() => undefined)
  }

  #respawn(): Promise<void> {
    // Reopen what is there: the migrations and seed were applied when the database was first opened.
    return this.#spawn({ ...this.#start, options: { ...this.#start.options, migrate: false, seed: false } })
  }

  /** The thread died on its own (out of memory, a crash in WebAssembly): fail the call, start anew. */
  #lost(worker: Worker, error: Error): void {
    if (worker !== this.#worker || this.#closed || !this.#opened.has(worker)) return
    const call = this.#call
    this.#settle()
    this.#generation++
    this.#restarts++
    void this.#respawn().catch(() => undefined)
    call?.reject(new PostgresError({ code: '57P01', message: `terminating connection: ${error.message}` }))
  }

  /** Sends one request once every earlier call has finished; `timeouts` as in Call. */
  #enqueue<T>(request: WorkerCall, timeouts: number[]): Promise<T> {
    const run = () => this.#dispatch<T>(request, timeouts)
    const result = this.#tail.then(run, run)
    this.#tail = result.catch(() => undefined)
    return result
  }

  async #dispatch<T>(request: WorkerCall, timeouts: number[]): Promise<T> {
    if (this.#closed && request.kind !== 'close')
      throw new PostgresError({ code: '57P01', message: 'The database is closed.' })
    await this.#ready
    return new Promise<T>((resolve, reject) => {
      const call: Call = {
        request: { ...request, id: this.#nextId++ } as WorkerRequest,
        timeouts,
        chunks: [],
        finished: 0,
        finishedBytes: 0,
        scanned: 0,
        resolve: resolve as (value: unknown) => void,
        reject,
      }
      this.#call = call
      this.#arm(call)
      const message = call.request.kind === 'protocol' ? call.request.message : undefined
      // A message that owns its whole buffer moves to the thread instead of being copied.
      const movable = message && message.byteOffset === 0 && message.byteLength === message.buffer.byteLength
      this.#worker.postMessage(call.request, movable ? [message.buffer as ArrayBuffer] : [])
    })
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params: readonly unknown[] = [],
    options: CallOptions = {},
  ): Promise<QueryResult<T>> {
    return this.#enqueue({ kind: 'query', sql, params }, [options.timeoutMs ?? this.#timeoutMs])
  }

  async exec(sql: string, options: CallOptions = {}): Promise<void> {
    await this.#enqueue({ kind: 'exec', sql }, [options.timeoutMs ?? this.#timeoutMs])
  }

  /**
   * Runs `fn` in one transaction: nothing else reaches the database until it commits or rolls back.
   * Inside, use only `tx`; calling the database itself from `fn` would wait for `fn` forever.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const generation = this.#generation
    const tx: Queryable = {
      query: <R>(sql: string, params: readonly unknown[] = []) => {
        if (this.#generation !== generation) return Promise.reject(new PostgresError(STATEMENT_TIMEOUT))
        return this.#dispatch<QueryResult<R>>({ kind: 'query', sql, params }, [this.#timeoutMs])
      },
      exec: async (sql: string) => {
        if (this.#generation !== generation) throw new PostgresError(STATEMENT_TIMEOUT)
        await this.#dispatch({ kind: 'exec', sql }, [this.#timeoutMs])
      },
    }
    const run = async () => {
      await this.#dispatch({ kind: 'exec', sql: 'begin' }, [this.#timeoutMs])
      try {
        const value = await fn(tx)
        await this.#dispatch({ kind: 'exec', sql: 'commit' }, [this.#timeoutMs])
        return value
      } catch (error) {
        // After a restart the transaction is already gone with the old thread.
        if (this.#generation === generation)
          await this.#dispatch({ kind: 'exec', sql: 'rollback' }, [this.#timeoutMs]).catch(() => undefined)
        throw error
      }
    }
    const result = this.#tail.then(run, run)
    this.#tail = result.catch(() => undefined)
    return result
  }

  /**
   * Sends raw wire-protocol messages (Parse/Bind/Execute/Sync ...). `timeouts[i]` limits the i-th Sync
   * group (the last entry applies to any further ones; 0 means none). When a group outlives its
   * limit, the answer holds the groups before it and `timedOut`; the groups after it never ran.
   */
  protocol(message: Uint8Array, timeouts: number[]): Promise<ProtocolAnswer> {
    return this.#enqueue({ kind: 'protocol', message }, timeouts)
  }

  /** Runs a task that needs PGlite itself (migrations, seed, reset) on the thread, with no time limit. */
  task<T>(task: TaskName, argument?: unknown): Promise<T> {
    return this.#enqueue({ kind: 'task', task, argument }, [0])
  }

  /** Closes the database and ends its thread; removes an in-memory database's folder. */
  async close(): Promise<void> {
    if (this.#closed) return
    const closing = this.#enqueue({ kind: 'close' }, [10_000]).catch(() => undefined)
    this.#closed = true
    await closing
    await this.#worker.terminate()
    if (this.#temporaryDir) await rm(this.#temporaryDir, { recursive: true, force: true })
  }
}

const decoder = new TextDecoder()

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0)
  const joined = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    joined.set(chunk, at)
    at += chunk.length
  }
  return joined
}
