import type { SupabaseClient } from '@supabase/supabase-js'
import { BRAND } from '../../core/constants.ts'
import type { Database } from '../../supabase/database.types.ts'

/** Where mail goes out from and who it says it is from. */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  smtpUrl: string
  /** The From address, such as news@example.com or "NewsHub <news@example.com>". */
  from: string
  senderName: string
  /** The sender's postal address, for every newsletter's footer; null until it is set. */
  postalAddress: string | null
  source: 'environment' | 'settings'
}

/** The environment variables that configure mail; they win over the newsroom's settings. */
export const MAIL_ENV = {
  smtpUrl: 'NEWSHUB_SMTP_URL',
  from: 'NEWSHUB_MAIL_FROM',
  senderName: 'NEWSHUB_MAIL_SENDER',
  postalAddress: 'NEWSHUB_MAIL_POSTAL_ADDRESS',
} as const

/** What the owner is told while nothing can be sent. */
export const SMTP_NOT_CONFIGURED = `Nothing can be sent until SMTP is configured: set ${MAIL_ENV.smtpUrl} and ${MAIL_ENV.from} (or fill in the mail settings in the newsroom). Sign-ups are stored meanwhile.`

/** A one-line reason an SMTP URL is unusable, or nothing. */
export function checkSmtpUrl(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${MAIL_ENV.smtpUrl} must be a URL such as smtp://user:pass@host:587.`
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    return `${MAIL_ENV.smtpUrl} must start with smtp:// or smtps://.`
  if (!url.hostname) return `${MAIL_ENV.smtpUrl} names no host.`
  return undefined
}

type Settings = Database['public']['Tables']['mail_settings']['Row']

/**
 * The mail configuration: the environment's when NEWSHUB_SMTP_URL is set, else the newsroom's
 * mail_settings row; null when neither says where to send. A bad URL is an error, not a silent null.
 */
export function resolveMailConfig(
  env: Record<string, string | undefined>,
  settings: Pick<Settings, 'smtp_url' | 'mail_from' | 'sender_name' | 'postal_address'> | null,
): MailConfig | null {
  const fromEnv = env[MAIL_ENV.smtpUrl]?.trim()
  const smtpUrl = fromEnv || settings?.smtp_url?.trim()
  if (!smtpUrl) return null
  const problem = checkSmtpUrl(smtpUrl)
  if (problem) throw new Error(problem)
  const from = (fromEnv ? env[MAIL_ENV.from] : settings?.mail_from)?.trim() || env[MAIL_ENV.from]?.trim()
  if (!from)
    throw new Error(`${MAIL_ENV.from} must be set with ${MAIL_ENV.smtpUrl}: the address mail is sent from.`)
  return {
    smtpUrl,
    from,
    senderName: env[MAIL_ENV.senderName]?.trim() || settings?.sender_name?.trim() || BRAND,
    postalAddress: env[MAIL_ENV.postalAddress]?.trim() || settings?.postal_address?.trim() || null,
    source: fromEnv ? 'environment' : 'settings',
  }
}

/** Reads the newsroom's mail settings with the service role and resolves the configuration. */
export async function loadMailConfig(
  client: SupabaseClient<Database>,
  env: Record<string, string | undefined> = process.env,
): Promise<MailConfig | null> {
  const { data, error } = await client
    .from('mail_settings')
    .select('smtp_url, mail_from, sender_name, postal_address')
    .maybeSingle()
  if (error) throw new Error(`Could not read the mail settings: ${error.message}`)
  return resolveMailConfig(env, data)
}

/** Who newsletters say they are from, whether or not SMTP is configured (for the newsroom's preview). */
export async function loadSender(
  client: SupabaseClient<Database>,
  env: Record<string, string | undefined> = process.env,
): Promise<{ senderName: string; postalAddress: string | null }> {
  const { data, error } = await client
    .from('mail_settings')
    .select('sender_name, postal_address')
    .maybeSingle()
  if (error) throw new Error(`Could not read the mail settings: ${error.message}`)
  return {
    senderName: env[MAIL_ENV.senderName]?.trim() || data?.sender_name?.trim() || BRAND,
    postalAddress: env[MAIL_ENV.postalAddress]?.trim() || data?.postal_address?.trim() || null,
  }
}
