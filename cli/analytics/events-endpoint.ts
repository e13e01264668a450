/**
 * POST /event: the reader pages' first-party counting endpoint (decision 080). A bounded public
 * write that never reads: it answers 204 with no body whether the event was counted or left out
 * (Do Not Track, Global Privacy Control, a bot), 400 with one line for an unreadable event, 413 for
 * a body over MAX_BODY_BYTES and 429 past the per-client limit (rate-limiter-flexible, as the
 * forms of decision 030). The visitor is a hash of IP, user agent and a salt that lives in this
 * process for one UTC day and is then dropped; the IP is never stored.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import {
  checkEvent,
  dailyVisitorHash,
  deviceClass,
  MAX_EVENT_BYTES,
  mayCount,
  saltDay,
} from '../../core/analytics/events.ts'
import type { Database } from '../../supabase/database.types.ts'

/** A batch of queued offline reads: at most this many events in one body. */
export const MAX_BATCH = 20
export const MAX_BODY_BYTES = MAX_EVENT_BYTES * 8

export interface EventLimits {
  perClient: number
  windowSeconds: number
}

/** 120 events a minute per address: a household reading fast, or flushing its offline queue. */
export const DEFAULT_EVENT_LIMITS: EventLimits = { perClient: 120, windowSeconds: 60 }

function oneLine(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error }, { status, headers: { 'cache-control': 'no-store', ...headers } })
}

const NOTHING = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })

export function createEventEndpoint(options: {
  client: SupabaseClient<Database>
  limits?: EventLimits
  now?: () => Date
}) {
  const limits = options.limits ?? DEFAULT_EVENT_LIMITS
  const limiter = new RateLimiterMemory({
    keyPrefix: 'event',
    points: limits.perClient,
    duration: limits.windowSeconds,
  })
  const now = options.now ?? (() => new Date())
  let salt = { day: '', value: '' }
  const saltOf = (at: Date) => {
    const day = saltDay(at)
    // A new day, a new salt: yesterday's is dropped here and was never written anywhere.
    if (salt.day !== day) salt = { day, value: `${crypto.randomUUID()}${crypto.randomUUID()}` }
    return salt.value
  }

  return async function handle(request: Request, clientAddress: string): Promise<Response> {
    try {
      await limiter.consume(clientAddress)
    } catch (refused) {
      const ms = (refused as { msBeforeNext?: number }).msBeforeNext
      if (typeof ms !== 'number') throw refused
      const seconds = Math.max(1, Math.ceil(ms / 1000))
      return oneLine(429, `Too many events from this address; try again in ${seconds} s.`, {
        'retry-after': String(seconds),
      })
    }
    const declared = Number(request.headers.get('content-length') ?? '0')
    if (declared > MAX_BODY_BYTES) return oneLine(413, 'The event is too large.')
    const text = await readBounded(request)
    if (text === null) return oneLine(413, 'The event is too large.')
    const userAgent = request.headers.get('user-agent') ?? ''
    if (!mayCount({ userAgent, dnt: request.headers.get('dnt'), gpc: request.headers.get('sec-gpc') })) {
      return NOTHING()
    }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return oneLine(400, 'The event is not JSON.')
    }
    const batch = (body as { events?: unknown })?.events
    const items = Array.isArray(batch) ? batch : [body]
    if (items.length === 0 || items.length > MAX_BATCH)
      return oneLine(400, `Send 1 to ${MAX_BATCH} events at once.`)
    const at = now()
    const host = new URL(request.url).hostname
    const events = []
    for (const item of items) {
      const checked = checkEvent(typeof item === 'object' && item ? { ...item, host } : item, at)
      if (!checked.ok) return oneLine(400, checked.error)
      events.push(checked.event)
    }
    const visitor = await dailyVisitorHash(saltOf(at), clientAddress, userAgent)
    const device = deviceClass(userAgent)
    const { error } = await options.client.from('analytics_events').insert(
      events.map((event) => ({
        occurred_at: event.occurredAt.toISOString(),
        kind: event.kind,
        path: event.path,
        post_id: event.postId,
        business_id: event.businessId,
        referrer_host: event.referrerHost,
        utm_source: event.utmSource,
        utm_medium: event.utmMedium,
        utm_campaign: event.utmCampaign,
        device,
        visitor,
      })),
    )
    // A post or business deleted since the page was read: its ids are dropped, the view still counts.
    if (error?.code === '23503') {
      await options.client
        .from('analytics_events')
        .insert(
          events.map((event) => ({
            occurred_at: event.occurredAt.toISOString(),
            kind: event.kind,
            path: event.path,
            referrer_host: event.referrerHost,
            utm_source: event.utmSource,
            utm_medium: event.utmMedium,
            utm_campaign: event.utmCampaign,
            device,
            visitor,
          })),
        )
        .throwOnError()
    } else if (error) {
      return oneLine(503, 'The event could not be stored; try again later.')
    }
    return NOTHING()
  }
}

/** The body as text, or null once it passes MAX_BODY_BYTES (read no further). */
async function readBounded(request: Request): Promise<string | null> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}
