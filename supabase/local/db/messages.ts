/** The messages between the main thread (database.ts) and the database thread (worker.ts). */
import type { OpenDatabaseOptions } from './index.ts'

/** The jobs that need the PGlite instance itself (worker.ts has the table). */
export type TaskName = 'runMigrations' | 'runSeed' | 'reset' | 'dump' | 'restore'

/** What a database thread is started with. */
export interface WorkerStart {
  options: OpenDatabaseOptions
  /** Notification channels the session LISTENs on (again after every restart). */
  listen?: readonly string[]
}

/** A NOTIFY the session received: `channel` and its payload. */
export interface Notification {
  channel: string
  payload: string
}

/** A request to the database thread; `id` pairs it with its replies. */
export type WorkerRequest =
  | { id: number; kind: 'query'; sql: string; params: readonly unknown[] }
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'protocol'; message: Uint8Array }
  | { id: number; kind: 'task'; task: TaskName; argument?: unknown }
  | { id: number; kind: 'close' }

/** A request before it is given its id. */
export type WorkerCall = {
  [K in WorkerRequest['kind']]: Omit<Extract<WorkerRequest, { kind: K }>, 'id'>
}[WorkerRequest['kind']]

/** An error as it crosses threads: PGlite's DatabaseError fields that PostgREST passes on. */
export interface WorkerError {
  message: string
  code?: string
  detail?: string
  hint?: string
}

/**
 * A reply: a chunk of wire-protocol output (any number, for 'protocol'), then exactly one final reply
 * with `result` or `error`. Id 0 is the thread's own "opened" (or "failed to open") reply. A
 * notification that PGlite's own query()/exec() read (not raw protocol output, where it stays in the
 * chunks) comes as `notification`, before the reply of the call that committed it.
 */
export type WorkerReply =
  | { id: number; chunk: Uint8Array; result?: undefined; error?: undefined; notification?: undefined }
  | { id: number; result: unknown; chunk?: undefined; error?: undefined; notification?: undefined }
  | { id: number; error: WorkerError; chunk?: undefined; result?: undefined; notification?: undefined }
  | { id: -1; notification: Notification; chunk?: undefined; result?: undefined; error?: undefined }
