/**
 * The database thread: one PGlite opened on a data folder, answering the main thread's requests one at
 * a time (see database.ts). PGlite runs Postgres as WebAssembly on the thread that calls it, so a
 * runaway statement here cannot stop the main thread from answering HTTP, and the main thread can end
 * this thread when a statement outlives its timeout.
 */
import { parentPort, workerData } from 'node:worker_threads'
import type { PGlite } from '@electric-sql/pglite'
import { dumpDatabase, restoreDatabase } from './backup.ts'
import { openDatabase, resetDatabase, runMigrations, runSeed } from './index.ts'
import type { TaskName, WorkerError, WorkerReply, WorkerRequest, WorkerStart } from './messages.ts'

const port = parentPort
if (!port) throw new Error('database worker: started outside a worker thread')

/** Tasks that need the PGlite instance itself; the main thread names them (WorkerRequest 'task'). */
const tasks = {
  runMigrations: (db: PGlite) => runMigrations(db),
  runSeed: (db: PGlite, options: unknown) => runSeed(db, (options ?? {}) as { examples?: boolean }),
  reset: (db: PGlite, options: unknown) =>
    resetDatabase(db, options as { seed?: boolean; examples?: boolean }),
  dump: (db: PGlite) => dumpDatabase(db),
  restore: (db: PGlite, sql: unknown) => restoreDatabase(db, sql as string),
} satisfies Record<TaskName, (db: PGlite, argument: unknown) => Promise<unknown>>

function send(reply: WorkerReply, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(reply, transfer)
}

function failure(error: unknown): WorkerError {
  const fields = error as { message?: unknown; code?: unknown; detail?: unknown; hint?: unknown }
  return {
    message: typeof fields.message === 'string' ? fields.message : String(error),
    ...(typeof fields.code === 'string' ? { code: fields.code } : {}),
    ...(typeof fields.detail === 'string' ? { detail: fields.detail } : {}),
    ...(typeof fields.hint === 'string' ? { hint: fields.hint } : {}),
  }
}

async function answer(db: PGlite, request: WorkerRequest): Promise<void> {
  const { id } = request
  try {
    switch (request.kind) {
      case 'query': {
        const result = await db.query(request.sql, request.params as unknown[])
        send({ id, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } })
        return
      }
      case 'exec':
        await db.exec(request.sql)
        send({ id, result: null })
        return
      case 'protocol':
        // Each chunk goes out as Postgres flushes it (at least once per Sync), so the main thread sees
        // which requests of a batch finished even if a later one never does.
        await db.execProtocolRawStream(request.message, {
          onRawData: (chunk: Uint8Array) => {
            const copy = chunk.slice()
            send({ id, chunk: copy }, [copy.buffer])
          },
        })
        send({ id, result: null })
        return
      case 'task':
        send({ id, result: await tasks[request.task](db, request.argument) })
        return
      case 'close':
        await db.close()
        send({ id, result: null })
        port?.close()
        return
    }
  } catch (error) {
    send({ id, error: failure(error) })
  }
}

async function main(): Promise<void> {
  const start = workerData as WorkerStart
  let db: PGlite
  try {
    db = await openDatabase(start.options)
  } catch (error) {
    send({ id: 0, error: failure(error) })
    return
  }
  try {
    // Notifications from PGlite's own query()/exec(); in raw protocol output they stay in the chunks.
    db.onNotification((channel, payload) => send({ id: -1, notification: { channel, payload } }))
    for (const channel of start.listen ?? []) await db.exec(`listen "${channel.replaceAll('"', '""')}"`)
  } catch (error) {
    send({ id: 0, error: failure(error) })
    return
  }
  send({ id: 0, result: null })
  // One request at a time: PGlite is one Postgres session, and the main thread queues anyway.
  let queue = Promise.resolve()
  port?.on('message', (request: WorkerRequest) => {
    queue = queue.then(() => answer(db, request))
  })
}

void main()
