import type { SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../supabase/database.types.ts'
import { loadMailConfig, MAIL_ENV, type MailConfig, SMTP_NOT_CONFIGURED } from './config.ts'
import { createMailer, type Mailer } from './mailer.ts'

/** The server's mail work, as `newshub serve` runs it. */
export interface MailService {
  /** One round now (tests and the CLI); resolves when it is done. */
  tick(): Promise<void>
  stop(): Promise<void>
}

/** Numbers from the environment, such as NEWSHUB_MAIL_RATE=50; the default when unset or not a positive number. */
function positive(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = Number(env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

/** The tuning every mailer of this process uses, from the environment. */
export function mailerTuning(env: Record<string, string | undefined> = process.env) {
  return {
    ratePerSecond: positive(env, 'NEWSHUB_MAIL_RATE', 200),
    connections: positive(env, 'NEWSHUB_MAIL_CONNECTIONS', 5),
    retryBaseMs: positive(env, 'NEWSHUB_MAIL_RETRY_MS', 60_000),
  }
}

const sameConfig = (a: MailConfig | null, b: MailConfig | null) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Runs the mailer every `intervalMs` with the configuration of the moment: the environment's, or
 * the newsroom's mail settings, re-read each round so a setting saved in the newsroom takes effect
 * without a restart. Without one, sign-ups are stored and the owner is told (on the console and in
 * the newsroom, through mail_settings.environment_smtp) that nothing can be sent.
 */
export async function startMailService(options: {
  client: SupabaseClient<Database>
  siteUrl: () => string
  linkKey: Uint8Array
  env?: Record<string, string | undefined>
  intervalMs?: number
}): Promise<MailService> {
  const env = options.env ?? process.env
  const { client } = options
  const environmentSmtp = Boolean(env[MAIL_ENV.smtpUrl]?.trim())
  const recorded = await client
    .from('mail_settings')
    .upsert({ id: true, environment_smtp: environmentSmtp }, { onConflict: 'id' })
  if (recorded.error) throw new Error(`Could not record the mail settings: ${recorded.error.message}`)
  let config: MailConfig | null = null
  let mailer: Mailer | undefined
  let warned = false

  async function tick(): Promise<void> {
    let next: MailConfig | null
    try {
      next = await loadMailConfig(client, env)
    } catch (failure) {
      console.error(`newshub mailer: ${(failure as Error).message}`)
      next = null
    }
    if (!sameConfig(next, config) || !mailer) {
      await mailer?.stop()
      mailer = undefined
      config = next
      if (config)
        mailer = createMailer({
          client,
          config,
          siteUrl: options.siteUrl,
          linkKey: options.linkKey,
          ...mailerTuning(env),
        })
    }
    if (!mailer) {
      if (!warned) console.error(`newshub mailer: ${SMTP_NOT_CONFIGURED}`)
      warned = true
      return
    }
    warned = false
    await mailer.tick()
  }

  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let stopped = false
  const intervalMs = options.intervalMs ?? positive(env, 'NEWSHUB_MAIL_INTERVAL_MS', 5_000)
  const loop = () => {
    if (stopped) return
    running = tick()
      .catch((failure) => console.error(`newshub mailer: ${(failure as Error).message}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs)
      })
  }
  timer = setTimeout(loop, 0)
  return {
    async tick() {
      await running
      await tick()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
      await mailer?.stop()
    },
  }
}
