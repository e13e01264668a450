import type { QuoteRequest } from '../../core/leads/quote.ts'
import { readAllPages } from '../../core/posts/paging.ts'
import { type Backend, type BackendOptions, withBackend } from '../backend.ts'
import { toSafeCsv, writeCsvExport } from '../csv.ts'
import { createOutput } from '../output.ts'

const COLUMNS = [
  'created_at',
  'name',
  'contact',
  'city',
  'service',
  'listing_name',
  'message',
  'id',
  'listing_id',
] as const

/** Every quote request, newest first, a thousand per request, with the service role. */
async function listQuoteRequests(backend: Backend): Promise<QuoteRequest[]> {
  return readAllPages(async (from, to) => {
    const { data, error } = await backend.client
      .from('quote_requests')
      .select(COLUMNS.join(','))
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to)
    if (error) throw new Error(`Could not read the quote requests: ${error.message}`)
    return data as unknown as QuoteRequest[]
  })
}

/** One line of a message or name for a terminal: control characters (and newlines) become spaces. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
}

/** `newshub leads list`: the quote requests, newest first. */
export async function runLeadsList(options: BackendOptions & { json?: boolean }): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub leads list', async (backend) => {
    const requests = await listQuoteRequests(backend)
    if (requests.length === 0) output.line('No quote requests yet.')
    for (const request of requests) {
      output.line(
        oneLine(
          `${request.created_at}  ${request.service} in ${request.city}  for ${request.listing_name ?? 'you (no business chosen)'}  ${request.name} <${request.contact}>${request.message ? `  ${request.message}` : ''}`,
        ),
      )
    }
    output.result(requests)
  })
}

/**
 * The requests as CSV with a header row. Cells that a spreadsheet would run as a formula (=, +, -, @
 * first) are quoted with a leading apostrophe: visitors wrote them.
 */
export function quoteRequestsCsv(requests: QuoteRequest[]): string {
  return toSafeCsv(requests, COLUMNS)
}

/** `newshub leads export [file]`: every quote request as CSV, to the file or to standard output. */
export async function runLeadsExport(
  file: string | undefined,
  options: BackendOptions & { force?: boolean },
): Promise<void> {
  const output = createOutput(options)
  await withBackend(options, 'newshub leads export', async (backend) => {
    const requests = await listQuoteRequests(backend)
    const path = writeCsvExport(file, quoteRequestsCsv(requests), options.force)
    if (path === null) return
    const rows = requests.length
    output.line(`Wrote ${rows} quote request${rows === 1 ? '' : 's'} to ${path}.`)
  })
}
