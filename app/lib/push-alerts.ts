import type { AppConfig } from './config.ts'
import { resolveSupabaseUrl } from './config.ts'
import { NETWORK_FAILURE } from './visitor-api.ts'

/** What a browser follows. */
export interface AlertChoice {
  categories: string[]
  breaking: boolean
}

/** A reader-facing failure, in one sentence. */
export class AlertsError extends Error {
  override name = 'AlertsError'
}

export const ALERTS_BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.'
export const ALERTS_UNAVAILABLE =
  'This browser cannot receive alerts. Try an up-to-date Chrome, Edge, Firefox or Safari.'

async function rpc<T>(config: AppConfig, name: string, args: Record<string, unknown>): Promise<T> {
  let response: Response
  try {
    const base = resolveSupabaseUrl(config, window.location.origin).replace(/\/+$/, '')
    response = await fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: config.anonKey,
        Authorization: `Bearer ${config.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(args),
    })
  } catch {
    throw new AlertsError(NETWORK_FAILURE)
  }
  if (response.ok) return (response.status === 204 ? null : await response.json()) as T
  const body = (await response.json().catch(() => ({}))) as { message?: string }
  if (response.status === 429 && body.message) throw new AlertsError(body.message)
  throw new AlertsError('Your alerts could not be saved. Please try again in a moment.')
}

async function registration(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) throw new AlertsError(ALERTS_UNAVAILABLE)
  return navigator.serviceWorker.ready
}

function keysOf(subscription: PushSubscription): { endpoint: string; p256dh: string; auth: string } {
  const json = subscription.toJSON()
  const p256dh = json.keys?.p256dh
  const auth = json.keys?.auth
  if (!json.endpoint || !p256dh || !auth) throw new AlertsError(ALERTS_UNAVAILABLE)
  return { endpoint: json.endpoint, p256dh, auth }
}

/** What this browser follows now, or null when it gets no alerts. */
export async function readAlerts(config: AppConfig): Promise<AlertChoice | null> {
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) return null
  const { endpoint, auth } = keysOf(subscription)
  const rows = await rpc<AlertChoice[]>(config, 'push_subscription', { endpoint, auth })
  return rows[0] ?? null
}

/**
 * Subscribes this browser (asking for permission to notify first) and saves what it follows.
 * Following nothing is stopping.
 */
export async function saveAlerts(config: AppConfig, choice: AlertChoice): Promise<void> {
  if (choice.categories.length === 0 && !choice.breaking) return stopAlerts(config)
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') throw new AlertsError(ALERTS_BLOCKED)
  const pushManager = (await registration()).pushManager
  let subscription = await pushManager.getSubscription()
  if (!subscription) {
    let publicKey: string
    try {
      const answer = await fetch('/push/key', { cache: 'no-cache' })
      if (!answer.ok) throw new AlertsError('This site does not send alerts yet.')
      publicKey = ((await answer.json()) as { publicKey: string }).publicKey
    } catch (error) {
      throw error instanceof AlertsError ? error : new AlertsError(NETWORK_FAILURE)
    }
    try {
      subscription = await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey })
    } catch {
      throw new AlertsError(
        'Your browser’s push service could not be reached. Check your connection and try again.',
      )
    }
  }
  await rpc(config, 'push_subscribe', { ...keysOf(subscription), ...choice })
}

/** Stops every alert to this browser. */
export async function stopAlerts(config: AppConfig): Promise<void> {
  const subscription = await (await registration()).pushManager.getSubscription()
  if (!subscription) return
  const { endpoint, auth } = keysOf(subscription)
  await rpc(config, 'push_unsubscribe', { endpoint, auth })
  await subscription.unsubscribe().catch(() => false)
}
