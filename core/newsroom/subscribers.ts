// The self-contained build: the plain one needs Node's Buffer, and the newsroom page runs this in the browser.
import { stringify } from 'csv-stringify/browser/esm/sync'

/** A newsletter subscriber as owners read it (newsletter_subscribers). */
export interface Subscriber {
  id: string
  email: string
  created_at: string
}

/** The export's columns, in order. */
export const SUBSCRIBER_COLUMNS = ['email', 'created_at'] as const

/**
 * Subscribers as CSV with a header row, oldest first as given. An address a spreadsheet would run as
 * a formula (=, +, -, @ first) is quoted with a leading apostrophe: visitors typed them.
 */
export function subscribersCsv(subscribers: Pick<Subscriber, 'email' | 'created_at'>[]): string {
  return stringify(subscribers, { header: true, columns: [...SUBSCRIBER_COLUMNS], escape_formulas: true })
}
