/**
 * POST /event: the reader pages' first-party counting endpoint (decision 080). A bounded public
 * write that never reads: it answers 204 with no body whether the event was counted or left out
 * (Do Not Track, Global Privacy Control, a bot), 400 with one line for an unreadable event, 413 for
 * a body over MAX_BODY_BYTES and 429 past the per-client limit (rate-limiter-flexible, as the
 * forms of decision 030). The visitor is a hash of IP, user agent and a salt that lives in this
 * process for one UTC day and is then dropped; the IP is never stored. Checked events are stored
 * together a few times a second (createEventWriter): a beacon's answer waits for no database
 * write, and one insert carries many readers' events.
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

type EventRow = Database['public']['Tables']['analytics_events']['Insert']

export interface EventWriterOptions {
  /** Longest an event waits before it is written (ms). */
  maxWaitMs?: number
  /** Events per insert; this many waiting are written at once. */
  maxBatch?: number
  /** Events kept while the database cannot take them; past this the oldest are dropped. */
  maxPending?: number
  /** Wait before writing again after a failed write (ms). */
  retryMs?: number
}

/**
 * Stores checked events in batches, one insert at a time: events wait at most `maxWaitMs`, or
 * until `maxBatch` are waiting. A batch naming a post or business deleted since the page was read
 * is stored row by row, such a row without the ids it names (the view still counts). While the
 * database cannot take them, events are kept (at most `maxPending`) and written again later.
 * `flush()` writes everything waiting (the server calls it before it stops).
 */
export function createEventWriter(client: SupabaseClient<Database>, options: EventWriterOptions = {}) {
  const maxWaitMs = options.maxWaitMs ?? 50
  const maxBatch = options.maxBatch ?? 500
  const maxPending = options.maxPending ?? 20_000
  const retryMs = options.retryMs ?? 1000
  let pending: EventRow[] = []
  let timer: NodeJS.Timeout | undefined
  let writing = Promise.resolve()
  let failing = false

  const insert = async (rows: EventRow[]) => {
    try {
      return (await client.from('analytics_events').insert(rows)).error
    } catch (error) {
      return { code: 'fetch', message: (error as Error).message }
    }
  }
  const write = async (rows: EventRow[]) => {
    let error = await insert(rows)
    if (error?.code === '23503') {
      error = null
      for (const row of rows) {
        const one = await insert([row])
        const kept =
          one?.code === '23503' ? await insert([{ ...row, post_id: null, business_id: null }]) : one
        error ??= kept
      }
    }
    if (!error) {
      failing = false
      return
    }
    if (!failing)
      process.stderr.write(`newshub: reader events wait to be stored (${error.message}); retrying.\n`)
    failing = true
    pending = [...rows, ...pending].slice(-maxPending)
    timer ??= setTimeout(flush, retryMs)
  }
  function flush(): Promise<void> {
    clearTimeout(timer)
    timer = undefined
    const rows = pending
    pending = []
    if (rows.length > 0) {
      writing = writing.then(async () => {
        for (let from = 0; from < rows.length; from += maxBatch)
          await write(rows.slice(from, from + maxBatch))
      })
    }
    return writing
  }
  return {
    add(rows: EventRow[]): void {
      pending.push(...rows)
      if (pending.length > maxPending) pending = pending.slice(-maxPending)
      if (pending.length >= maxBatch && !failing) void flush()
      else timer ??= setTimeout(flush, maxWaitMs)
    },
    flush,
  }
}

export function createEventEndpoint(options: {
  client: SupabaseClient<Database>
  limits?: EventLimits
  now?: () => Date
  writer?: EventWriterOptions
}) {
  const limits = options.limits ?? DEFAULT_EVENT_LIMITS
  const writer = createEventWriter(options.client, options.writer)
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

  async function handle(request: Request, clientAddress: string): Promise<Response> {
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
    writer.add(
      events.map((event) => ({
        occurred_at: event.occurredAt.toISOString(),
        kind: event.kind,
        path: event.path,
        post_id: event.postId ?? null,
        business_id: event.businessId ?? null,
        referrer_host: event.referrerHost ?? null,
        utm_source: event.utmSource ?? null,
        utm_medium: event.utmMedium ?? null,
        utm_campaign: event.utmCampaign ?? null,
        device,
        visitor,
      })),
    )
    return NOTHING()
  }
  /** `handle` answers POST /event; `flush` stores what waits (before the server stops, in tests). */
  return { handle, flush: writer.flush }
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
