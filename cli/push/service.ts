import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types.ts'
import { createPusher, type PusherOptions } from './pusher.ts'

/** The server's alert work, as `newshub serve` runs it. */
export interface PushService {
  /** One round now (tests); resolves when it is done. */
  tick(): Promise<void>
  stop(): Promise<void>
}

function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/**
 * Runs the pusher every `intervalMs` (NEWSHUB_PUSH_INTERVAL_MS, default 5 s): a post published or
 * marked breaking reaches its followers within a round. A failed round is logged and tried again.
 */
export function startPushService(
  options: Omit<PusherOptions, 'client'> & { client: SupabaseClient<Database>; intervalMs?: number },
): PushService {
  const env = options.env ?? process.env
  const pusher = createPusher({
    ...options,
    concurrency: options.concurrency ?? positive(env, 'NEWSHUB_PUSH_CONCURRENCY', 64),
    retryBaseMs: options.retryBaseMs ?? positive(env, 'NEWSHUB_PUSH_RETRY_MS', 60_000),
  })
  const intervalMs = options.intervalMs ?? positive(env, 'NEWSHUB_PUSH_INTERVAL_MS', 5_000)
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false
  const round = () =>
    pusher
      .tick()
      .then(() => undefined)
      .catch((failure) => console.error(`newshub alerts: ${(failure as Error).message}`))
  const loop = () => {
    if (stopped) return
    running = round().finally(() => {
      if (!stopped) timer = setTimeout(loop, intervalMs)
    })
  }
  timer = setTimeout(loop, 0)
  return {
    async tick() {
      await running
      await pusher.tick()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      pusher.stop()
    },
  }
}
