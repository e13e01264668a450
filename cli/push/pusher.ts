import { Agent, request } from 'node:https'
import type { SupabaseClient } from '@supabase/supabase-js'
import webpush from 'web-push'
import {
  ALERT_WINDOW_HOURS,
  alertCategoryOf,
  buildPushAlert,
  type PushOutcome,
  type PushReason,
  pushOutcome,
} from '../../core/push/alert.ts'
import type { Database, Json } from '../../supabase/database.types.ts'
import { type VapidKeys, vapidSubject } from './vapid.ts'

/** A delivery as claim_push_deliveries() hands it out. */
interface ClaimedDelivery {
  id: number
  attempts: number
  endpoint: string
  p256dh: string
  auth: string
  payload: Json
}

/** What became of one request to a push service. */
export interface PushResult {
  id: number
  outcome: PushOutcome
  error?: string
  retry_in_seconds?: number
}

export interface PusherOptions {
  client: SupabaseClient<Database>
  keys: VapidKeys
  /** The site's public origin (pictures in alerts, the VAPID contact). */
  siteUrl: () => string
  /** The Supabase API and anon key as browsers reach them; the worker reads the alerted post there. */
  publicApi: () => { url: string; key: string }
  /** For tests: an HTTPS agent that trusts a stand-in push service's certificate. */
  agent?: Agent
  /** Requests in flight at once (NEWSHUB_PUSH_CONCURRENCY, default 64). */
  concurrency?: number
  /**
   * Deliveries claimed per database round trip (default 20). Each claim and each record holds the
   * database thread readers share (decision 010): 250 at a time sent 1,400 alerts/s but put a
   * reader's query p99 at 120-150 ms; 20 sends about 900/s with it near 20 ms (decision 065).
   */
  batch?: number
  /** First retry delay, doubled each time (NEWSHUB_PUSH_RETRY_MS, default 60 s). */
  retryBaseMs?: number
  env?: Record<string, string | undefined>
}

const POST_FIELDS = 'id, slug, title, meta_description, content, image_url, tags, published_at, breaking_at'
/** How long a push service keeps an alert for a browser that is offline: a day, as the news lasts. */
const TTL_SECONDS = 24 * 60 * 60
/** A VAPID token lasts 12 hours (RFC 8292 allows 24); a new one is signed after 11. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60
const REQUEST_TIMEOUT_MS = 30_000

/**
 * The pusher of `newshub serve`: each round it queues an alert for every post published in the
 * last day (to its category's followers) and every post marked breaking in the last day (to
 * breaking-news followers), once each, then sends what is due. Every message is encrypted to its
 * browser with web-push (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292);
 * 404 and 410 delete the subscription; 429, 5xx and network failures are tried again later.
 */
export function createPusher(options: PusherOptions) {
  const { client, keys } = options
  const env = options.env ?? process.env
  const agent = options.agent ?? new Agent({ keepAlive: true, maxSockets: 128 })
  const concurrency = options.concurrency ?? 64
  const batch = options.batch ?? 20
  const retryBaseMs = options.retryBaseMs ?? 60_000
  const tokens = new Map<string, { authorization: string; renewAt: number }>()

  /** The VAPID Authorization header for a push service's origin, signed once per 11 hours. */
  function authorization(audience: string): string {
    const now = Date.now()
    const cached = tokens.get(audience)
    if (cached && cached.renewAt > now) return cached.authorization
    const headers = webpush.getVapidHeaders(
      audience,
      vapidSubject(options.siteUrl(), env),
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_TOKEN_SECONDS,
    )
    tokens.set(audience, { authorization: headers.Authorization, renewAt: now + 11 * 60 * 60 * 1000 })
    return headers.Authorization
  }

  /** One encrypted POST to a browser's push service; resolves with its status (0: no answer). */
  function post(
    delivery: ClaimedDelivery,
    urgency: 'normal' | 'high',
  ): Promise<{ status: number; error?: string }> {
    let body: Buffer
    let url: URL
    try {
      url = new URL(delivery.endpoint)
      body = webpush.encrypt(
        delivery.p256dh,
        delivery.auth,
        JSON.stringify(delivery.payload),
        'aes128gcm',
      ).cipherText
    } catch (failure) {
      return Promise.resolve({
        status: 400,
        error: `Not a usable subscription: ${(failure as Error).message}`,
      })
    }
    return new Promise((resolve) => {
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            Authorization: authorization(url.origin),
            'Content-Encoding': 'aes128gcm',
            'Content-Type': 'application/octet-stream',
            'Content-Length': body.length,
            TTL: String(TTL_SECONDS),
            Urgency: urgency,
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }))
          res.on('error', (error) => resolve({ status: 0, error: error.message }))
        },
      )
      req.on('timeout', () => req.destroy(new Error('The push service did not answer in 30 s.')))
      req.on('error', (error) => resolve({ status: 0, error: error.message }))
      req.end(body)
    })
  }

  async function deliver(delivery: ClaimedDelivery): Promise<PushResult> {
    const breaking =
      typeof delivery.payload === 'object' && (delivery.payload as { breaking?: unknown }).breaking === true
    const { status, error } = await post(delivery, breaking ? 'high' : 'normal')
    const outcome = pushOutcome(status, delivery.attempts)
    const result: PushResult = { id: delivery.id, outcome }
    if (outcome !== 'sent') result.error = error ?? `The push service answered ${status}.`
    if (outcome === 'retry')
      result.retry_in_seconds = Math.ceil((retryBaseMs * 2 ** Math.max(0, delivery.attempts - 1)) / 1000)
    return result
  }

  /** Queues the alerts that are due and not queued yet; answers how many were queued. */
  async function queueDue(): Promise<number> {
    const since = new Date(Date.now() - ALERT_WINDOW_HOURS * 3_600_000).toISOString()
    const now = new Date().toISOString()
    const visible = () =>
      client
        .from('blog_posts')
        .select(POST_FIELDS)
        .eq('status', 'published')
        .is('deleted_at', null)
        .lte('published_at', now)
    const [published, breaking] = await Promise.all([
      visible().gte('published_at', since).limit(200),
      visible().gte('breaking_at', since).limit(50),
    ])
    if (published.error) throw new Error(`Could not read new posts: ${published.error.message}`)
    if (breaking.error) throw new Error(`Could not read breaking posts: ${breaking.error.message}`)
    const due: { post: (typeof published.data)[number]; reason: PushReason }[] = [
      ...published.data.map((post) => ({ post, reason: 'published' as const })),
      ...breaking.data.map((post) => ({ post, reason: 'breaking' as const })),
    ]
    if (due.length === 0) return 0
    const sent = await client
      .from('push_sends')
      .select('post_id, reason')
      .in('post_id', [...new Set(due.map((item) => item.post.id))])
    if (sent.error) throw new Error(`Could not read the alerts sent: ${sent.error.message}`)
    const done = new Set(sent.data.map((row) => `${row.post_id}:${row.reason}`))
    let queued = 0
    for (const { post, reason } of due) {
      if (done.has(`${post.id}:${reason}`)) continue
      const payload = buildPushAlert(post, { siteUrl: options.siteUrl(), reason, api: options.publicApi() })
      const result = await client.rpc('queue_push', {
        post: post.id,
        reason,
        category: alertCategoryOf(post) ?? '',
        payload: payload as unknown as Json,
      })
      if (result.error)
        throw new Error(`Could not queue the alert about “${post.title}”: ${result.error.message}`)
      if (result.data) queued += 1
    }
    return queued
  }

  /** Sends every due delivery; answers the results. */
  async function sendDue(): Promise<PushResult[]> {
    const all: PushResult[] = []
    for (;;) {
      const claimed = await client.rpc('claim_push_deliveries', { batch })
      if (claimed.error) throw new Error(`Could not claim alerts to send: ${claimed.error.message}`)
      const deliveries = claimed.data as unknown as ClaimedDelivery[]
      if (deliveries.length === 0) return all
      const results: PushResult[] = new Array(deliveries.length)
      let next = 0
      await Promise.all(
        Array.from({ length: Math.min(concurrency, deliveries.length) }, async () => {
          while (next < deliveries.length) {
            const index = next++
            results[index] = await deliver(deliveries[index] as ClaimedDelivery)
          }
        }),
      )
      const finished = await client.rpc('finish_push_deliveries', { results: results as unknown as Json })
      if (finished.error) throw new Error(`Could not record the alerts sent: ${finished.error.message}`)
      all.push(...results)
    }
  }

  return {
    queueDue,
    sendDue,
    /** One round: queue what is due, send it. */
    async tick(): Promise<PushResult[]> {
      await queueDue()
      return sendDue()
    },
    stop() {
      if (!options.agent) agent.destroy()
    },
  }
}

export type Pusher = ReturnType<typeof createPusher>
