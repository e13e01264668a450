import { queryOptions } from '@tanstack/react-query'
import type { ClientReport } from '../../core/analytics/client-report.ts'
import type { ReaderFigures } from '../../core/analytics/figures.ts'
import type { OwnerSession } from '../components/owner-gate.tsx'

/** Reader figures of a range of days (public.reader_figures, decision 081), as the signed-in owner. */
export function readerFiguresQuery(owner: OwnerSession, from: string, to: string) {
  return queryOptions({
    queryKey: ['owner', 'reader-figures', from, to],
    queryFn: async (): Promise<ReaderFigures> => {
      const { data, error } = await owner.client.rpc('reader_figures', { from_day: from, to_day: to })
      if (error) throw new Error(error.message)
      return data as unknown as ReaderFigures
    },
  })
}

/** One client business's report over a range of days (public.client_report, decision 082). */
export function clientReportQuery(owner: OwnerSession, business: string, from: string, to: string) {
  return queryOptions({
    queryKey: ['owner', 'client-report', business, from, to],
    queryFn: async (): Promise<ClientReport> => {
      const { data, error } = await owner.client.rpc('client_report', {
        business,
        from_day: from,
        to_day: to,
      })
      if (error) throw new Error(error.message)
      return data as unknown as ClientReport
    },
  })
}
