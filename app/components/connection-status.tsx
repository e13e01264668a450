import { useEffect, useState } from 'react'
import { UPDATE_EVENT } from '../lib/update-event.ts'

/**
 * Activates the waiting release. The registration in app/lib/pwa.ts sent the event that showed the
 * button, so that module is loaded already; importing it here keeps it off the first visit's scripts.
 */
const installUpdate = () => void import('../lib/pwa.ts').then((pwa) => pwa.installUpdate())

/** Says when the reader is offline (with a way to the saved articles) and when a new release waits. */
export function ConnectionStatus() {
  // Unknown on the server: shown only after the browser says so, so hydration matches.
  const [offline, setOffline] = useState(false)
  const [update, setUpdate] = useState(false)
  useEffect(() => {
    const sync = () => setOffline(!navigator.onLine)
    const offerUpdate = () => setUpdate(true)
    sync()
    window.addEventListener('online', sync)
    window.addEventListener('offline', sync)
    window.addEventListener(UPDATE_EVENT, offerUpdate)
    return () => {
      window.removeEventListener('online', sync)
      window.removeEventListener('offline', sync)
      window.removeEventListener(UPDATE_EVENT, offerUpdate)
    }
  }, [])
  return (
    <>
      {offline ? (
        <p role="status" className="bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          You are offline. Showing articles saved on this device.{' '}
          <a href="/saved" className="font-semibold underline">
            Saved for offline
          </a>
        </p>
      ) : null}
      {update ? (
        <div
          role="status"
          data-keep-palette
          className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
        >
          <span>Update available: a new version of NewsHub is ready.</span>
          <span className="flex gap-2">
            <button
              type="button"
              onClick={() => setUpdate(false)}
              className="rounded px-2 py-1 hover:bg-slate-800"
            >
              Later
            </button>
            <button
              type="button"
              onClick={installUpdate}
              className="rounded bg-blue-600 px-3 py-1 font-semibold hover:bg-blue-500"
            >
              Update
            </button>
          </span>
        </div>
      ) : null}
    </>
  )
}
