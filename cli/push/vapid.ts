import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import webpush from 'web-push'
import { VAPID_FILE, writePrivateFile } from '../../supabase/local/data-dir.ts'

/** The server's VAPID key pair (RFC 8292), base64url as web-push and PushManager.subscribe() take it. */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** The environment variables that give the keys (both, or neither) and the contact push services see. */
export const VAPID_ENV = {
  publicKey: 'NEWSHUB_VAPID_PUBLIC_KEY',
  privateKey: 'NEWSHUB_VAPID_PRIVATE_KEY',
  subject: 'NEWSHUB_VAPID_SUBJECT',
} as const

export { VAPID_FILE }

const KEY = /^[A-Za-z0-9_-]+$/

function valid(keys: Partial<VapidKeys> | undefined): keys is VapidKeys {
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    KEY.test(keys.publicKey) &&
    KEY.test(keys.privateKey) &&
    Buffer.from(keys.publicKey, 'base64url').length === 65 &&
    Buffer.from(keys.privateKey, 'base64url').length === 32
  )
}

/**
 * The VAPID keys: from the environment when it sets them (a hosted deployment, several servers
 * sharing one pair), else the data folder's `vapid.json`, made on first start. In memory (tests,
 * hosted Supabase without the variables): a pair for this process only. Subscriptions are bound to
 * the public key: a new pair means every reader must subscribe again.
 */
export function loadVapidKeys(
  options: { dataDir?: string; env?: Record<string, string | undefined> } = {},
): VapidKeys {
  const env = options.env ?? process.env
  const publicKey = env[VAPID_ENV.publicKey]?.trim()
  const privateKey = env[VAPID_ENV.privateKey]?.trim()
  if (publicKey || privateKey) {
    const keys = { publicKey, privateKey }
    if (!valid(keys))
      throw new Error(
        `${VAPID_ENV.publicKey} and ${VAPID_ENV.privateKey} must both be set, as \`npx web-push generate-vapid-keys\` prints them.`,
      )
    return keys
  }
  if (!options.dataDir) return webpush.generateVAPIDKeys()
  const file = join(options.dataDir, VAPID_FILE)
  if (existsSync(file)) {
    let stored: Partial<VapidKeys> | undefined
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>
    } catch {
      stored = undefined
    }
    if (!valid(stored))
      throw new Error(
        `${file} is not a valid VAPID keys file; delete it to make new keys (readers then subscribe again).`,
      )
    return { publicKey: stored.publicKey, privateKey: stored.privateKey }
  }
  const keys = webpush.generateVAPIDKeys()
  writePrivateFile(file, `${JSON.stringify(keys, null, 2)}\n`)
  return keys
}

/**
 * The contact push services see in each request's VAPID token: NEWSHUB_VAPID_SUBJECT (a mailto: or
 * https: URL), else the site's own address when it is https, else the sender address of the
 * newsletter (NEWSHUB_MAIL_FROM); push services may refuse messages whose contact is neither.
 */
export function vapidSubject(siteUrl: string, env: Record<string, string | undefined> = process.env): string {
  const given = env[VAPID_ENV.subject]?.trim()
  if (given) return given
  if (siteUrl.startsWith('https://')) return new URL(siteUrl).origin
  const from = env.NEWSHUB_MAIL_FROM?.trim().match(/[^<>\s]+@[^<>\s]+/)?.[0]
  if (from) return `mailto:${from}`
  return new URL(siteUrl).origin.replace(/^http:/, 'https:')
}
