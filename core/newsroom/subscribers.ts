// The self-contained build: the plain one needs Node's Buffer, and the newsroom page runs this in the browser.
import { stringify } from 'csv-stringify/browser/esm/sync'
import type { SubscriberState } from '../newsletter/states.ts'

/** A newsletter subscriber as owners read it (newsletter_subscribers). */
export interface Subscriber {
  id: string
  email: string
  created_at: string
  status: SubscriberState
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** The export's columns, in order. */
export const SUBSCRIBER_COLUMNS = [
  'email',
  'status',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const

/**
 * Subscribers as CSV with a header row, oldest first as given. An address a spreadsheet would run as
 * a formula (=, +, -, @ first) is quoted with a leading apostrophe: visitors typed them.
 */
export function subscribersCsv(subscribers: Pick<Subscriber, (typeof SUBSCRIBER_COLUMNS)[number]>[]): string {
  return stringify(subscribers, { header: true, columns: [...SUBSCRIBER_COLUMNS], escape_formulas: true })
}
