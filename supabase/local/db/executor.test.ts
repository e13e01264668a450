import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Database } from './database.ts'
import { DatabaseError, SqlExecutor } from './executor.ts'
import { runAsPublicWork } from './lanes.ts'

let db: Database

beforeAll(async () => {
  db = await Database.open({ inMemory: true, seed: false })
})
afterAll(() => db?.close())

const WHO = { sql: "select current_user, current_setting('request.jwt.claims', true)", params: [] }

describe('SqlExecutor', () => {
  it('runs each request as its role with its claims, and leaves the session as it was', async () => {
    const executor = new SqlExecutor(db)
    const [anon, service] = await Promise.all([
      executor.run({ role: 'anon', claims: '{"role":"anon"}', queries: [WHO] }),
      executor.run({ role: 'service_role', claims: '{"role":"service_role"}', queries: [WHO] }),
    ])
    expect(anon[0]?.rows).toEqual([['anon', '{"role":"anon"}']])
    expect(service[0]?.rows).toEqual([['service_role', '{"role":"service_role"}']])
    const after = await db.query<{ user: string; claims: string | null }>(
      "select current_user as user, nullif(current_setting('request.jwt.claims', true), '') as claims",
    )
    expect(after.rows).toEqual([{ user: 'postgres', claims: null }])
  })

  it('fails only the request whose statement fails, rolling back its earlier statements', async () => {
    const executor = new SqlExecutor(db)
    await db.exec('create table if not exists executor_probe (value text)')
    const results = await Promise.allSettled([
      executor.run({
        role: 'service_role',
        claims: '{}',
        queries: [
          { sql: 'insert into executor_probe values ($1)', params: ['rolled back'] },
          { sql: 'select 1/0', params: [] },
        ],
      }),
      executor.run({
        role: 'service_role',
        claims: '{}',
        queries: [{ sql: 'select $1::int + 1', params: ['41'] }],
      }),
      executor.run({
        role: 'anon',
        claims: '{}',
        queries: [{ sql: 'select * from no_such_table', params: [] }],
      }),
      executor.run({
        role: 'service_role',
        claims: '{}',
        queries: [{ sql: 'insert into executor_probe values ($1)', params: ['kept'] }],
      }),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'rejected', 'fulfilled'])
    const division = (results[0] as PromiseRejectedResult).reason
    expect(division).toBeInstanceOf(DatabaseError)
    expect(division).toMatchObject({ code: '22012', message: 'division by zero' })
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '42P01' })
    expect((results[1] as PromiseFulfilledResult<{ rows: unknown[] }[]>).value[0]?.rows).toEqual([['42']])
    expect((await db.query('select value from executor_probe')).rows).toEqual([{ value: 'kept' }])
  })

  it('prepares each statement once and evicts the least recently used past its limit', async () => {
    const countPrepared = async () =>
      (
        await db.query<{ count: number }>(
          "select count(*)::int as count from pg_prepared_statements where name like 'newshub_%'",
        )
      ).rows[0]?.count ?? 0
    const before = await countPrepared()
    const executor = new SqlExecutor(db, { maxStatements: 3 })
    for (let round = 0; round < 2; round++) {
      for (let index = 0; index < 6; index++) {
        const [result] = await executor.run({
          role: 'anon',
          claims: '{}',
          queries: [{ sql: `select ${index} + $1::int`, params: ['1'] }],
        })
        expect(result?.rows).toEqual([[String(index + 1)]])
      }
    }
    expect((await countPrepared()) - before).toBe(3)
    await executor.forgetStatements()
    expect(await countPrepared()).toBe(before)
  })

  it('runs the site lane before queued public work, and slow public work one request at a time', async () => {
    const executor = new SqlExecutor(db)
    const finished: string[] = []
    const slow = (name: string) =>
      runAsPublicWork(() =>
        executor.run({ role: 'anon', claims: '{}', queries: [{ sql: 'select pg_sleep(0.02)', params: [] }] }),
      ).then(() => finished.push(name))
    const render = (name: string) =>
      executor
        .run({ role: 'anon', claims: '{}', queries: [{ sql: 'select 1', params: [] }] })
        .then(() => finished.push(name))
    const waiting: Promise<unknown>[] = []
    for (let index = 0; index < 12; index++) waiting.push(slow(`public ${index}`))
    // A render that arrives after a queue of public work goes first.
    waiting.push(render('render 1'))
    // One that arrives once public work has started waits for at most one more public batch.
    waiting.push((waiting[0] as Promise<unknown>).then(() => render('render 2')))
    await Promise.all(waiting)
    expect(finished[0]).toBe('render 1')
    // Slow public requests go one per batch: the render waits for at most the one that runs and
    // the one that may have been sent before its turn came.
    expect(finished.indexOf('render 2')).toBeLessThanOrEqual(3)
    expect(finished.filter((name) => name.startsWith('public'))).toEqual(
      Array.from({ length: 12 }, (_, index) => `public ${index}`),
    )
  })
})
