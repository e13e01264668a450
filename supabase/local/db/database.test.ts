import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Database, PostgresError } from './database.ts'

let db: Database

beforeAll(async () => {
  db = await Database.open({ inMemory: true, seed: false, statementTimeoutMs: 1_000 })
  await db.exec('create table watchdog_probe (value text)')
})
afterAll(() => db?.close())

async function errorOf(work: Promise<unknown>): Promise<PostgresError> {
  try {
    await work
  } catch (error) {
    if (error instanceof PostgresError) return error
    throw error
  }
  throw new Error('expected the statement to fail')
}

describe('the database thread and its watchdog', () => {
  it('cancels a statement that outlives its timeout, and the next statement works', async () => {
    const restarts = db.restarts
    const error = await errorOf(db.query('select pg_sleep(30)'))
    expect(error.code).toBe('57014')
    expect(error.message).toBe('canceling statement due to statement timeout')
    expect(db.restarts).toBe(restarts + 1)
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }])
  })

  it('keeps the main thread free while a statement runs', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 50)
    await errorOf(db.query('select pg_sleep(30)'))
    clearInterval(timer)
    // About 20 ticks in a second; a frozen main thread would count none.
    expect(ticks).toBeGreaterThan(5)
  })

  it('keeps committed rows and rolls back the transaction that was cancelled', async () => {
    await db.query('insert into watchdog_probe values ($1)', ['committed'])
    const error = await errorOf(
      db.transaction(async (tx) => {
        await tx.query('insert into watchdog_probe values ($1)', ['in flight'])
        await tx.query('select pg_sleep(30)')
      }),
    )
    expect(error.code).toBe('57014')
    const { rows } = await db.query<{ value: string }>('select value from watchdog_probe order by value')
    expect(rows).toEqual([{ value: 'committed' }])
  })

  it('answers a wire-protocol batch as far as it got when a Sync group times out', async () => {
    const { MessageWriter, readSyncGroups } = await import('./wire.ts')
    const writer = new MessageWriter()
    writer.parse('', 'select 1').sync()
    writer.parse('', 'select pg_sleep(30)')
    writer.execute('', []).sync()
    writer.parse('', 'select 3').sync()
    const answer = await db.protocol(writer.take(), [1_000, 500, 1_000])
    expect(answer).toMatchObject({ finished: 1, timedOut: true })
    expect(readSyncGroups(answer.data)).toHaveLength(1)
  })
})

describe('notifications', () => {
  it('hears a NOTIFY from every kind of call before that call answers, and again after a restart', async () => {
    const heard = await Database.open({ inMemory: true, seed: false, listen: ['probe_channel'] })
    try {
      const payloads: string[] = []
      const stop = heard.onNotification(({ channel, payload }) => {
        if (channel === 'probe_channel') payloads.push(payload)
      })
      const seen = () => [...payloads]
      // PGlite's own query(): the thread forwards what PGlite read.
      const afterQuery = await heard.query("select pg_notify('probe_channel', 'from query')").then(seen)
      // Raw wire protocol (the REST API's path): read from the answer's bytes, with a multi-byte payload.
      const { MessageWriter } = await import('./wire.ts')
      const writer = new MessageWriter().parse(
        '',
        "select pg_notify('probe_channel', 'from protocol: Lansing’s')",
      )
      const afterProtocol = await heard.protocol(writer.execute('', []).sync().take(), [5_000]).then(seen)
      // Nothing is heard from a transaction that rolls back, nor on a channel not listened to.
      await heard.exec("begin; select pg_notify('probe_channel', 'rolled back'); rollback")
      await heard.exec("select pg_notify('other_channel', 'not heard')")
      await heard.restart()
      const afterRestart = await heard.exec("select pg_notify('probe_channel', 'after restart')").then(seen)
      stop()
      await heard.exec("select pg_notify('probe_channel', 'after stop')")
      expect(afterQuery).toEqual(['from query'])
      expect(afterProtocol).toEqual(['from query', 'from protocol: Lansing’s'])
      expect(afterRestart).toEqual(['from query', 'from protocol: Lansing’s', 'after restart'])
      expect(payloads).toEqual(afterRestart)
    } finally {
      await heard.close()
    }
  })
})
