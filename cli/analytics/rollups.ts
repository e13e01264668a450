import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types.ts'

/** Offline reads may arrive up to 7 days late (MAX_EVENT_AGE_MS): each run recomputes the last 8 days. */
const DAYS_RECOMPUTED = 8

/**
 * Rolls up reader events once at start and then every `intervalMs` (default hourly): the last days'
 * rollups are recomputed from the raw events, and raw events older than 30 days are purged after
 * their days were rolled up (purge_reader_events). A failed run is reported and tried next time.
 */
export function startAnalyticsRollups(
  client: SupabaseClient<Database>,
  options: { intervalMs?: number } = {},
) {
  let running: Promise<void> | undefined
  const run = async () => {
    const today = new Date()
    const from = new Date(today.getTime() - DAYS_RECOMPUTED * 86_400_000)
    const day = (at: Date) => at.toISOString().slice(0, 10)
    const rolled = await client.rpc('roll_up_reader_events', { from_day: day(from), to_day: day(today) })
    const purged = await client.rpc('purge_reader_events')
    const error = rolled.error ?? purged.error
    if (error) console.error(`Reader figures were not rolled up: ${error.message}`)
  }
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined
    })
  }
  tick()
  const timer = setInterval(tick, options.intervalMs ?? 60 * 60 * 1000)
  timer.unref()
  return {
    run: () => {
      tick()
      return running as Promise<void>
    },
    stop: () => clearInterval(timer),
  }
}
