import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { AlertsPicker } from '../components/alerts-picker.tsx'
import { alertsSupported } from '../lib/alerts-offer.ts'
import { buildToolHead } from '../lib/head.ts'
import { AlertsError, readAlerts, saveAlerts, stopAlerts } from '../lib/push-alerts.ts'
import { useAppContext } from '../lib/use-app-context.ts'

export const Route = createFileRoute('/alerts')({
  head: ({ match }) => buildToolHead('Alerts', '/alerts', match.context.config.siteUrl),
  component: AlertsPage,
})

const inBrowser = typeof window !== 'undefined'
const ALERTS_KEY = ['alerts', 'choice']

/**
 * The reader's alert settings: what this browser follows (categories and breaking news), to change
 * or stop. Alerts belong to the browser, not to an account: each device chooses its own.
 */
function AlertsPage() {
  const { config } = useAppContext()
  const queryClient = useQueryClient()
  const supported = inBrowser && alertsSupported()
  const current = useQuery({
    queryKey: ALERTS_KEY,
    queryFn: () => readAlerts(config),
    enabled: supported,
    staleTime: 0,
    retry: false,
  })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string }>()
  const run = async (work: () => Promise<void>, done: string) => {
    setBusy(true)
    setMessage(undefined)
    try {
      await work()
      setMessage({ kind: 'done', text: done })
    } catch (error) {
      setMessage({
        kind: 'error',
        text: error instanceof AlertsError ? error.message : 'Your alerts could not be changed.',
      })
    }
    await queryClient.invalidateQueries({ queryKey: ALERTS_KEY })
    setBusy(false)
  }
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">Alerts</h1>
      <p className="mt-2 text-slate-700">
        Choose the sections whose new stories this browser announces, and whether breaking news does.
      </p>
      <div className="mt-6">
        {!inBrowser || (supported && current.isPending) ? (
          <p role="status">Loading your alerts...</p>
        ) : !supported ? (
          <p role="alert">
            This browser cannot receive alerts. Try an up-to-date Chrome, Edge, Firefox or Safari.
          </p>
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-700" role="status">
              {current.data
                ? 'This browser gets alerts for the sections ticked below.'
                : current.isError
                  ? 'Your alerts could not be read. Check your connection and reload the page.'
                  : 'This browser gets no alerts.'}
            </p>
            <AlertsPicker
              key={JSON.stringify(current.data ?? null)}
              initial={current.data ?? { categories: [], breaking: false }}
              categories="all"
              submitLabel={current.data ? 'Save alerts' : 'Get alerts'}
              busy={busy}
              onSubmit={(choice) => void run(() => saveAlerts(config, choice), 'Your alerts are saved.')}
            >
              {current.data ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    if (window.confirm('Stop all alerts to this browser?'))
                      void run(() => stopAlerts(config), 'Alerts are stopped. This browser gets none.')
                  }}
                  className="rounded-md border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  Stop all alerts
                </button>
              ) : null}
            </AlertsPicker>
            <p
              role={message?.kind === 'error' ? 'alert' : 'status'}
              className={`mt-3 min-h-5 text-sm ${message?.kind === 'error' ? 'text-red-700' : 'text-green-800'}`}
            >
              {message?.text ?? ''}
            </p>
          </>
        )}
      </div>
    </div>
  )
}
