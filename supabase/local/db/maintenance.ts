import type { Database } from './database.ts'

/**
 * What Postgres's autovacuum does, for PGlite, which has none (decisions 013, 051): a table whose
 * rows changed by more than a share of its size since its last ANALYZE is analyzed (the planner's
 * statistics, which the search's plans rest on), and one holding more dead row versions than a
 * share of its size is vacuumed (the space and index entries that deleted and updated rows left).
 * The thresholds are autovacuum's defaults: 50 rows plus 10% of the table for ANALYZE, 50 plus 20%
 * for VACUUM. Postgres's own statistics (pg_stat_all_tables) say what changed; PGlite keeps them.
 */
const BASE_THRESHOLD = 50
const ANALYZE_SCALE = 0.1
const VACUUM_SCALE = 0.2

/** How often the stack looks for tables due (a query of a few milliseconds when none are). */
export const MAINTENANCE_INTERVAL_MS = 60_000
/** A VACUUM of the largest table may take long on a busy machine; past this the watchdog ends it. */
const MAINTENANCE_TIMEOUT_MS = 10 * 60_000

/** A table and the work it is due. */
export interface DueTable {
  /** Schema-qualified and quoted, ready for SQL. */
  name: string
  vacuum: boolean
}

/** The tables whose changes since their last ANALYZE or VACUUM pass autovacuum's thresholds. */
export async function tablesDue(db: Pick<Database, 'query'>): Promise<DueTable[]> {
  // The session's counts reach the statistics views only when flushed (at most once a second):
  // flush them at the end of this statement, so the next one sees every write before it.
  await db.query('select pg_catalog.pg_stat_force_next_flush()')
  const { rows } = await db.query<{ name: string; vacuum: boolean }>(
    `select pg_catalog.format('%I.%I', s.schemaname, s.relname) as name,
            s.n_dead_tup > $1 + $3 * greatest(c.reltuples, s.n_live_tup, 0) as vacuum
       from pg_catalog.pg_stat_all_tables s
       join pg_catalog.pg_class c on c.oid = s.relid
      where c.relkind in ('r', 'm')
        and s.schemaname not in ('pg_catalog', 'information_schema', 'pg_toast')
        and (s.n_mod_since_analyze > $1 + $2 * greatest(c.reltuples, 0)
             or s.n_dead_tup > $1 + $3 * greatest(c.reltuples, s.n_live_tup, 0))
      order by s.schemaname, s.relname`,
    [BASE_THRESHOLD, ANALYZE_SCALE, VACUUM_SCALE],
  )
  return rows
}

/**
 * Analyzes (and where due vacuums) every table due, one statement per table so that page renders
 * queued behind it wait for one table at most. Returns what it did.
 */
export async function maintainTables(db: Pick<Database, 'query' | 'exec'>): Promise<DueTable[]> {
  const due = await tablesDue(db)
  for (const table of due)
    await db.exec(`${table.vacuum ? 'vacuum (analyze)' : 'analyze'} ${table.name}`, {
      timeoutMs: MAINTENANCE_TIMEOUT_MS,
    })
  return due
}

/** The stack's autovacuum stand-in: a check every `intervalMs`, and one on demand. */
export interface Maintenance {
  /** Runs a check now (after a bulk import or a restore), after any check already running. */
  run(): Promise<DueTable[]>
  /** Stops the timer; a check already running finishes. */
  stop(): Promise<void>
}

export function startMaintenance(
  db: Pick<Database, 'query' | 'exec'>,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): Maintenance {
  let running: Promise<DueTable[]> = Promise.resolve([])
  const onError =
    options.onError ??
    ((error: unknown) =>
      console.error(`database maintenance: ${error instanceof Error ? error.message : String(error)}`))
  const run = () => {
    running = running.catch(() => []).then(() => maintainTables(db))
    return running
  }
  const timer = setInterval(() => {
    run().catch(onError)
  }, options.intervalMs ?? MAINTENANCE_INTERVAL_MS)
  // The timer alone never keeps a process alive.
  timer.unref()
  return {
    run,
    async stop() {
      clearInterval(timer)
      await running.catch(() => undefined)
    },
  }
}
