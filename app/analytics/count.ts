/**
 * Reader counting from the page (decision 080): one small event per page view, business-link
 * click, quote request, newsletter sign-up and save, sent to the site's own POST /event with
 * navigator.sendBeacon. No cookie and no identifier is kept: the server makes the day's visitor
 * hash from the request and forgets it. A browser that asks not to be tracked (Do Not Track,
 * Global Privacy Control) sends nothing at all. Events made while offline wait on the device
 * (localStorage, at most QUEUE_MAX) with their time and are sent when the browser is back online.
 */
import type { EventKind } from '../../core/analytics/events.ts'

/** The counting endpoint, on the site's own origin. */
export const EVENT_PATH = '/event'
/** Where events made offline wait. */
export const EVENT_QUEUE_KEY = 'newshub:events'
/** Events kept while offline: a week of reading is far fewer; past this the oldest are dropped. */
const QUEUE_MAX = 200
/** Events per beacon: the endpoint's batch limit. */
const BATCH = 20

/** One event as the endpoint reads it (core/analytics/events.ts checkEvent). */
export interface PageEvent {
  kind: EventKind
  /** The page's path and query (UTM parameters are read from it, then dropped). */
  path: string
  postId?: string
  businessId?: string
  /** Where the reader came from (the first view of a visit only). */
  referrer?: string
  host?: string
  /** When it happened, for an event sent later. */
  at?: string
}

/** Whether this browser lets the site count it: no Do Not Track, no Global Privacy Control. */
export function countingAllowed(): boolean {
  if (typeof navigator === 'undefined') return false
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.doNotTrack !== '1' && nav.globalPrivacyControl !== true
}

function beacon(body: unknown): boolean {
  try {
    return navigator.sendBeacon?.(EVENT_PATH, JSON.stringify(body)) ?? false
  } catch {
    return false
  }
}

function readQueue(): PageEvent[] {
  try {
    const stored = JSON.parse(localStorage.getItem(EVENT_QUEUE_KEY) ?? '[]') as unknown
    return Array.isArray(stored) ? (stored as PageEvent[]) : []
  } catch {
    return []
  }
}

function writeQueue(events: PageEvent[]): void {
  try {
    if (events.length === 0) localStorage.removeItem(EVENT_QUEUE_KEY)
    else localStorage.setItem(EVENT_QUEUE_KEY, JSON.stringify(events.slice(-QUEUE_MAX)))
  } catch {
    // Storage full or refused (a private window): the event is not counted, nothing breaks.
  }
}

/**
 * Counts one event of the page the reader is on: sent now when online, else kept with its time
 * until sendQueuedEvents runs online.
 */
export function countEvent(kind: EventKind, fields: Omit<PageEvent, 'kind' | 'path' | 'at'> = {}): void {
  if (!countingAllowed()) return
  const event: PageEvent = { kind, path: window.location.pathname + window.location.search, ...fields }
  if (navigator.onLine && beacon(event)) return
  writeQueue([...readQueue(), { ...event, at: new Date().toISOString() }])
}

/** Sends what was counted offline, a batch at a time, and forgets what was sent. */
export function sendQueuedEvents(): void {
  if (!navigator.onLine || !countingAllowed()) return
  let queued = readQueue()
  while (queued.length > 0) {
    if (!beacon({ events: queued.slice(0, BATCH) })) break
    queued = queued.slice(BATCH)
  }
  writeQueue(queued)
}
