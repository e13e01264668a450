/**
 * The few PostgreSQL wire-protocol messages the REST server sends straight to PGlite, and a reader
 * for the answers, both by pg-protocol (node-postgres's own serializer and parser). PGlite's own
 * query() makes six calls into WebAssembly per statement; one buffer of Parse/Bind/Execute/Sync
 * messages for a whole batch of requests makes one.
 */
import { serialize } from 'pg-protocol'
import type {
  BackendMessage,
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
} from 'pg-protocol/dist/messages.js'
import { Parser } from 'pg-protocol/dist/parser.js'

/** Collects messages for one send; one writer is reused for every batch. */
export class MessageWriter {
  #messages: Uint8Array[] = []

  /** Parse: prepares `sql` as the named statement; parameter types are left for the server to infer. */
  parse(name: string, sql: string): this {
    this.#messages.push(serialize.parse({ name, text: sql }))
    return this
  }

  /** Bind + Execute of a prepared statement with text-format parameters and results. */
  execute(name: string, params: readonly (string | null)[]): this {
    this.#messages.push(serialize.bind({ statement: name, values: [...params] }), serialize.execute())
    return this
  }

  /** Close: forgets a named statement. */
  close(name: string): this {
    this.#messages.push(serialize.close({ type: 'S', name }))
    return this
  }

  /** Sync: ends the implicit transaction (commit, or rollback after an error). */
  sync(): this {
    this.#messages.push(serialize.sync())
    return this
  }

  /** Copies raw bytes (a message written elsewhere) into this one. */
  append(bytes: Uint8Array): this {
    this.#messages.push(bytes)
    return this
  }

  /** The messages built so far as one buffer, and the writer emptied for the next one. */
  take(): Uint8Array {
    const message = Buffer.concat(this.#messages)
    this.#messages = []
    return new Uint8Array(message.buffer, message.byteOffset, message.byteLength)
  }
}

/** An error the server reported, with the fields PostgREST passes on. */
export interface ServerError {
  code: string
  message: string
  detail?: string
  hint?: string
}

/** What one Execute produced: its rows (text columns) and its command tag (`SELECT 10`, `UPDATE 1`). */
export interface StatementResult {
  rows: (string | null)[][]
  tag: string
}

/** The answer to the messages before one Sync: each statement's result, or the first error. */
export interface SyncGroupResult {
  results: StatementResult[]
  error?: ServerError
}

function toServerError(error: DatabaseError): ServerError {
  const result: ServerError = {
    code: error.code ?? 'XX000',
    message: error.message || 'Unknown database error',
  }
  if (error.detail !== undefined) result.detail = error.detail
  if (error.hint !== undefined) result.hint = error.hint
  return result
}

/**
 * Splits a raw answer into one result per Sync (each ends with ReadyForQuery). Within a group, every
 * Execute contributes its DataRows and CommandComplete; an ErrorResponse ends the group's results.
 * ParseComplete, BindComplete, CloseComplete, NoData, notices and parameter status are skipped.
 */
export function readSyncGroups(data: Uint8Array): SyncGroupResult[] {
  const groups: SyncGroupResult[] = []
  let group: SyncGroupResult = { results: [] }
  let rows: (string | null)[][] = []
  new Parser({ mode: 'text' }).parse(
    Buffer.from(data.buffer, data.byteOffset, data.byteLength),
    (message: BackendMessage) => {
      switch (message.name) {
        case 'dataRow':
          rows.push((message as DataRowMessage).fields as (string | null)[])
          break
        case 'commandComplete':
          group.results.push({ rows, tag: (message as CommandCompleteMessage).text })
          rows = []
          break
        case 'error':
          if (!group.error) group.error = toServerError(message as DatabaseError)
          rows = []
          break
        case 'readyForQuery':
          groups.push(group)
          group = { results: [] }
          rows = []
          break
      }
    },
  )
  return groups
}
