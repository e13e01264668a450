import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { toSafeCsv, writeCsvExport } from '../csv.ts'
import { createOutput } from '../output.ts'

const COLUMNS = ['created_at', 'email', 'id'] as const
/** PostgREST's max_rows: one page of a request. */
const PAGE = 1000

interface Subscriber {
  created_at: string
  email: string
  id: string
}

/** Every newsletter subscriber, newest first, with the service role. */
async function listSubscribers(backend: Backend): Promise<Subscriber[]> {
  const subscribers: Subscriber[] = []
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await backend.client
      .from('newsletter_subscribers')
      .select(COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + PAGE - 1)
    if (error) throw new Error(`Could not read the subscribers: ${error.message}`)
    const rows = data as unknown as Subscriber[]
    subscribers.push(...rows)
    if (rows.length < PAGE) return subscribers
  }
}

/** `newshub subscribers list`: the newsletter's subscribers, newest first, and their count. */
export async function runSubscribersList(options: BackendOptions): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub subscribers list', async (backend) => {
    const subscribers = await listSubscribers(backend)
    for (const subscriber of subscribers) output.line(`${subscriber.created_at}  ${subscriber.email}`)
    const count = subscribers.length
    output.line(count === 0 ? 'No subscribers yet.' : `${count} subscriber${count === 1 ? '' : 's'}.`)
    output.result({ count, subscribers })
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
