/**
 * Cookie-free counting: the rules for one reader event, kept pure so the event endpoint, the reader
 * beacon and the tests share them. Nothing here stores or returns an IP address or a cookie; a
 * visitor is a hash of IP, user agent and a salt that lives for one day (see dailyVisitorHash).
 */
import { isbot } from 'isbot'

export const EVENT_KINDS = ['view', 'link_click', 'quote_request', 'newsletter_signup', 'save'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

/** The biggest event body the endpoint accepts, in bytes; a beacon is far smaller. */
export const MAX_EVENT_BYTES = 2048
/** Queued offline reads may be sent this long after they happened; older ones are dropped. */
export const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000
/** A device clock may run this far ahead of the server. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000

export interface ReaderEvent {
  kind: EventKind
  path: string
  postId: string | null
  businessId: string | null
  referrerHost: string | null
  utmSource: string | null
  utmMedium: string | null
  utmCampaign: string | null
  /** When it happened: now, or the time an offline read was made. */
  occurredAt: Date
}

export type EventCheck = { ok: true; event: ReaderEvent } | { ok: false; error: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function shortText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return text === '' ? null : text.slice(0, max)
}

/** The host of a referrer URL, lower-cased, or null for none, an unreadable one or our own site. */
export function referrerHost(referrer: unknown, ownHost?: string): string | null {
  if (typeof referrer !== 'string' || referrer === '') return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    if (ownHost && host === ownHost.toLowerCase().replace(/^www\./, '')) return null
    return host.slice(0, 253)
  } catch {
    return null
  }
}

/** utm_source, utm_medium and utm_campaign of a page address (a path with a query, or a full URL). */
export function parseUtm(address: string): {
  source: string | null
  medium: string | null
  campaign: string | null
} {
  let params: URLSearchParams
  try {
    params = new URL(address, 'http://local.invalid').searchParams
  } catch {
    return { source: null, medium: null, campaign: null }
  }
  const read = (name: string) => {
    const value = shortText(params.get(name), 100)
    return value ? value.toLowerCase() : null
  }
  return { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') }
}

/** Mobile, tablet or desktop from a user agent; unknown agents count as desktop. */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent ?? ''
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) {
    return 'tablet'
  }
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return 'mobile'
  return 'desktop'
}

/** Whether a request may be counted: not a bot, and the reader did not ask not to be tracked. */
export function mayCount(headers: {
  userAgent?: string | null
  dnt?: string | null
  gpc?: string | null
}): boolean {
  if (headers.dnt?.trim() === '1') return false
  if (headers.gpc?.trim() === '1') return false
  const ua = headers.userAgent ?? ''
  if (ua.trim() === '') return false
  return !isbot(ua)
}

/**
 * Checks an event body sent by a reader page. The path must be a site path; ids must be uuids; the
 * time may be in the past (an offline read) but not older than MAX_EVENT_AGE_MS nor in the future.
 */
export function checkEvent(body: unknown, now: Date): EventCheck {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, error: 'The event must be a JSON object.' }
  }
  const input = body as Record<string, unknown>
  const kind = input.kind
  if (typeof kind !== 'string' || !(EVENT_KINDS as readonly string[]).includes(kind)) {
    return { ok: false, error: 'Unknown event kind.' }
  }
  const address = typeof input.path === 'string' ? input.path : ''
  if (!address.startsWith('/') || address.startsWith('//') || address.length > 500) {
    return { ok: false, error: 'The path must be a page of this site.' }
  }
  const ids: Record<'postId' | 'businessId', string | null> = { postId: null, businessId: null }
  for (const key of ['postId', 'businessId'] as const) {
    const value = input[key]
    if (value === undefined || value === null) continue
    if (typeof value !== 'string' || !UUID.test(value)) return { ok: false, error: `${key} must be an id.` }
    ids[key] = value.toLowerCase()
  }
  if (kind === 'link_click' && !ids.businessId) {
    return { ok: false, error: 'A business-link click needs the business.' }
  }
  let occurredAt = now
  if (input.at !== undefined && input.at !== null) {
    const at = typeof input.at === 'string' || typeof input.at === 'number' ? new Date(input.at) : null
    if (!at || Number.isNaN(at.getTime())) return { ok: false, error: 'The time is not a date.' }
    if (at.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS)
      return { ok: false, error: 'The time is in the future.' }
    if (at.getTime() < now.getTime() - MAX_EVENT_AGE_MS) return { ok: false, error: 'The event is too old.' }
    occurredAt = at.getTime() > now.getTime() ? now : at
  }
  const queryAt = address.indexOf('?')
  const path = (queryAt === -1 ? address : address.slice(0, queryAt)).split('#')[0] ?? '/'
  const utm = parseUtm(address)
  return {
    ok: true,
    event: {
      kind: kind as EventKind,
      path,
      ...ids,
      referrerHost: referrerHost(input.referrer, typeof input.host === 'string' ? input.host : undefined),
      utmSource: utm.source,
      utmMedium: utm.medium,
      utmCampaign: utm.campaign,
      occurredAt,
    },
  }
}

/** The UTC day (YYYY-MM-DD) a time falls on: the salt's lifetime. */
export function saltDay(at: Date): string {
  return at.toISOString().slice(0, 10)
}

/**
 * The day's visitor id: SHA-256 of salt, IP and user agent, hex. The salt is random per day and is
 * discarded when the day ends, so yesterday's ids cannot be recomputed from an IP address, and the
 * same reader gets unrelated ids on different days. The IP itself is never stored.
 */
export async function dailyVisitorHash(salt: string, ip: string, userAgent: string): Promise<string> {
  if (salt.length < 16) throw new Error('The daily salt is too short.')
  const data = new TextEncoder().encode(`${salt}\u0000${ip}\u0000${userAgent}`)
  const digest = await crypto.subtle.digest('SHA-256', data)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
