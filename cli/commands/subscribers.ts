import type { SubscriberState } from '../../core/newsletter/states.ts'
import { readAllPages } from '../../core/posts/paging.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { toSafeCsv, writeCsvExport } from '../csv.ts'
import { createOutput } from '../output.ts'

const COLUMNS = ['created_at', 'email', 'status', 'confirmed_at', 'unsubscribed_at', 'id'] as const

interface Subscriber {
  created_at: string
  email: string
  status: string
  confirmed_at: string | null
  unsubscribed_at: string | null
  id: string
}

/** Every newsletter subscriber, newest first, with the service role. */
async function listSubscribers(backend: Backend): Promise<Subscriber[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await backend.client
      .from('newsletter_subscribers')
      .select(COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to)
    if (error) throw new Error(`Could not read the subscribers: ${error.message}`)
    return data as unknown as Subscriber[]
  })
}

/** How many subscribers are in each state. */
function countByState(subscribers: Subscriber[]): Record<SubscriberState, number> {
  const counts: Record<SubscriberState, number> = { pending: 0, confirmed: 0, unsubscribed: 0 }
  for (const subscriber of subscribers) counts[subscriber.status as SubscriberState] += 1
  return counts
}

/** `newshub subscribers list`: the newsletter's subscribers, newest first, and their count. */
export async function runSubscribersList(options: BackendOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub subscribers list', async (backend) => {
    const subscribers = await listSubscribers(backend)
    for (const subscriber of subscribers)
      output.line(`${subscriber.created_at}  ${subscriber.status.padEnd(12)}  ${subscriber.email}`)
    const count = subscribers.length
    const byState = countByState(subscribers)
    output.line(
      count === 0
        ? 'No subscribers yet.'
        : `${count} subscriber${count === 1 ? '' : 's'}: ${byState.confirmed} confirmed, ${byState.pending} pending, ${byState.unsubscribed} unsubscribed.`,
    )
    output.result({ count, byState, subscribers })
  })
}

/** `newshub subscribers export [file]`: every subscriber as CSV, to the file or to standard output. */
export async function runSubscribersExport(
  file: string | undefined,
  options: BackendOptions & { force?: boolean },
): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub subscribers export', async (backend) => {
    const subscribers = await listSubscribers(backend)
    const path = writeCsvExport(file, toSafeCsv(subscribers, COLUMNS), options.force)
    if (path === null) return
    const rows = subscribers.length
    output.line(`Wrote ${rows} subscriber${rows === 1 ? '' : 's'} to ${path}.`)
  })
}
