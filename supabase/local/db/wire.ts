/**
 * The few PostgreSQL wire-protocol messages the REST server sends straight to PGlite, and a reader
 * for the answers. PGlite's own query() makes six calls into WebAssembly per statement; one buffer
 * of Parse/Bind/Execute/Sync messages for a whole batch of requests makes one.
 * https://www.postgresql.org/docs/current/protocol-message-formats.html
 */

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** Grows as needed; one writer is reused for every batch, so building a message allocates little. */
export class MessageWriter {
  #buffer = new Uint8Array(16 * 1024)
  #view = new DataView(this.#buffer.buffer)
  #length = 0

  #reserve(extra: number): void {
    if (this.#length + extra <= this.#buffer.length) return
    let size = this.#buffer.length * 2
    while (size < this.#length + extra) size *= 2
    const next = new Uint8Array(size)
    next.set(this.#buffer.subarray(0, this.#length))
    this.#buffer = next
    this.#view = new DataView(next.buffer)
  }

  #byte(value: number): void {
    this.#reserve(1)
    this.#buffer[this.#length++] = value
  }

  #int16(value: number): void {
    this.#reserve(2)
    this.#view.setInt16(this.#length, value)
    this.#length += 2
  }

  #int32(value: number): void {
    this.#reserve(4)
    this.#view.setInt32(this.#length, value)
    this.#length += 4
  }

  #bytes(bytes: Uint8Array): void {
    this.#reserve(bytes.length)
    this.#buffer.set(bytes, this.#length)
    this.#length += bytes.length
  }

  #cstring(text: string): void {
    // Worst case 3 bytes per UTF-16 unit, plus the terminator.
    this.#reserve(text.length * 3 + 1)
    const { written } = encoder.encodeInto(text, this.#buffer.subarray(this.#length))
    this.#length += written
    this.#buffer[this.#length++] = 0
  }

  /** Starts a message: its type byte and a length placeholder; returns where the length goes. */
  #begin(type: string): number {
    this.#byte(type.charCodeAt(0))
    const at = this.#length
    this.#int32(0)
    return at
  }

  #end(at: number): void {
    this.#view.setInt32(at, this.#length - at)
  }

  /** Parse: prepares `sql` as the named statement; parameter types are left for the server to infer. */
  parse(name: string, sql: string): this {
    const at = this.#begin('P')
    this.#cstring(name)
    this.#cstring(sql)
    this.#int16(0)
    this.#end(at)
    return this
  }

  /** Bind + Execute of a prepared statement with text-format parameters and results. */
  execute(name: string, params: readonly (string | null)[]): this {
    const at = this.#begin('B')
    this.#cstring('')
    this.#cstring(name)
    this.#int16(0)
    this.#int16(params.length)
    for (const param of params) {
      if (param === null) {
        this.#int32(-1)
        continue
      }
      const lengthAt = this.#length
      this.#int32(0)
      this.#reserve(param.length * 3)
      const { written } = encoder.encodeInto(param, this.#buffer.subarray(this.#length))
      this.#length += written
      this.#view.setInt32(lengthAt, written)
    }
    this.#int16(0)
    this.#end(at)
    const executeAt = this.#begin('E')
    this.#cstring('')
    this.#int32(0)
    this.#end(executeAt)
    return this
  }

  /** Close: forgets a named statement. */
  close(name: string): this {
    const at = this.#begin('C')
    this.#byte('S'.charCodeAt(0))
    this.#cstring(name)
    this.#end(at)
    return this
  }

  /** Sync: ends the implicit transaction (commit, or rollback after an error). */
  sync(): this {
    const at = this.#begin('S')
    this.#end(at)
    return this
  }

  /** The message built so far, copied out, and the writer emptied for the next one. */
  take(): Uint8Array {
    const message = this.#buffer.slice(0, this.#length)
    this.#length = 0
    if (this.#buffer.length > 1024 * 1024) {
      this.#buffer = new Uint8Array(16 * 1024)
      this.#view = new DataView(this.#buffer.buffer)
    }
    return message
  }

  /** Copies raw bytes (a message written elsewhere) into this one. */
  append(bytes: Uint8Array): this {
    this.#bytes(bytes)
    return this
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

function readCString(data: Uint8Array, start: number): [string, number] {
  let end = start
  while (data[end] !== 0) end++
  return [decoder.decode(data.subarray(start, end)), end + 1]
}

function readError(data: Uint8Array, start: number, end: number): ServerError {
  const error: ServerError = { code: 'XX000', message: 'Unknown database error' }
  let at = start
  while (at < end && data[at] !== 0) {
    const field = String.fromCharCode(data[at] as number)
    const [value, next] = readCString(data, at + 1)
    at = next
    if (field === 'C') error.code = value
    else if (field === 'M') error.message = value
    else if (field === 'D') error.detail = value
    else if (field === 'H') error.hint = value
  }
  return error
}

/**
 * Splits a raw answer into one result per Sync (each ends with ReadyForQuery). Within a group, every
 * Execute contributes its DataRows and CommandComplete; an ErrorResponse ends the group's results.
 */
export function readSyncGroups(data: Uint8Array): SyncGroupResult[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const groups: SyncGroupResult[] = []
  let group: SyncGroupResult = { results: [] }
  let rows: (string | null)[][] = []
  let at = 0
  while (at + 5 <= data.length) {
    const type = data[at]
    const length = view.getInt32(at + 1)
    const body = at + 5
    const end = at + 1 + length
    switch (type) {
      case 0x44: {
        // DataRow
        const count = view.getInt16(body)
        const row: (string | null)[] = new Array(count)
        let field = body + 2
        for (let column = 0; column < count; column++) {
          const size = view.getInt32(field)
          field += 4
          if (size < 0) row[column] = null
          else {
            row[column] = decoder.decode(data.subarray(field, field + size))
            field += size
          }
        }
        rows.push(row)
        break
      }
      case 0x43: // CommandComplete
        group.results.push({ rows, tag: readCString(data, body)[0] })
        rows = []
        break
      case 0x45: // ErrorResponse
        if (!group.error) group.error = readError(data, body, end)
        rows = []
        break
      case 0x5a: // ReadyForQuery
        groups.push(group)
        group = { results: [] }
        rows = []
        break
      default:
        // ParseComplete, BindComplete, CloseComplete, NoData, notices and parameter status: nothing to keep.
        break
    }
    at = end
  }
  return groups
}
