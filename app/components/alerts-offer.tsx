import { useEffect, useRef, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { ALERTS_OFFER_DONE } from '../lib/alerts-offer.ts'
import { type AppConfig, CONFIG_ELEMENT_ID } from '../lib/config.ts'
import { AlertsError, readAlerts, saveAlerts } from '../lib/push-alerts.ts'
import { AlertsPicker } from './alerts-picker.tsx'

/** Shows the offer in a root of its own at the end of the page (none of it is in the page's bundle). */
export function showAlertsOffer(): void {
  if (document.getElementById('alerts-offer')) return
  const config = JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '{}') as AppConfig
  const host = document.createElement('div')
  host.id = 'alerts-offer'
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <AlertsOffer
      config={config}
      onClose={() => {
        root.unmount()
        host.remove()
      }}
    />,
  )
}

function remember(): void {
  try {
    localStorage.setItem(ALERTS_OFFER_DONE, '1')
  } catch {
    // Private mode: the offer may come back next time.
  }
}

/**
 * 'Get alerts': a panel at the foot of the page after the reader read or saved a story, where they
 * pick categories and breaking news. 'Not now' closes it for good on this device, as does choosing.
 * A browser that already gets alerts is not asked.
 */
export function AlertsOffer(props: { config: AppConfig; onClose: () => void }) {
  const { config } = props
  const [state, setState] = useState<'checking' | 'asking' | 'saving' | 'done'>('checking')
  const [failure, setFailure] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const { onClose } = props
  useEffect(() => {
    let live = true
    readAlerts(config)
      .then((current) => {
        if (!live) return
        if (current) onClose()
        else setState('asking')
      })
      .catch(() => live && setState('asking'))
    return () => {
      live = false
    }
  }, [config, onClose])
  useEffect(() => {
    if (state === 'asking') heading.current?.focus()
  }, [state])
  if (state === 'checking') return null
  const close = () => {
    remember()
    onClose()
  }
  return (
    <section
      aria-labelledby="alerts-offer-heading"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-4"
    >
      <h2
        id="alerts-offer-heading"
        ref={heading}
        tabIndex={-1}
        className="text-base font-bold text-slate-900"
      >
        Get alerts
      </h2>
      {state === 'done' ? (
        <>
          <p role="status" className="mt-1 text-sm text-green-800">
            Alerts are on. Change or stop them any time on the{' '}
            <a href="/alerts" className="underline">
              alerts page
            </a>
            .
          </p>
          <button
            type="button"
            onClick={onClose}
            className="mt-3 text-sm font-semibold text-blue-700 underline"
          >
            Close
          </button>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            We can tell you when a new story is published in the sections you follow.
          </p>
          <div className="mt-3">
            <AlertsPicker
              initial={{ categories: [], breaking: true }}
              submitLabel="Get alerts"
              busy={state === 'saving'}
              onSubmit={async (choice) => {
                setState('saving')
                setFailure('')
                try {
                  await saveAlerts(config, choice)
                  remember()
                  setState('done')
                } catch (error) {
                  setFailure(error instanceof AlertsError ? error.message : 'Your alerts could not be saved.')
                  setState('asking')
                }
              }}
            >
              <button
                type="button"
                onClick={close}
                className="text-sm font-semibold text-slate-700 underline"
              >
                Not now
              </button>
            </AlertsPicker>
          </div>
          <p role="alert" className="mt-2 min-h-5 text-sm text-red-700">
            {failure}
          </p>
        </>
      )}
    </section>
  )
}
