import { useEffect, useId, useRef, useState } from 'react'
import { BRAND } from '../../core/constants.ts'
import { INSTALL_PROMPT_EVENT } from '../lib/start-app.ts'
import { INSTALL_ANSWER_KEY } from './install-offer.tsx'

/** The browser's install prompt (Chromium's `beforeinstallprompt` event), kept by the start script. */
interface InstallPrompt extends Event {
  prompt(): Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

const keptPrompt = () =>
  ((window as unknown as Record<string, InstallPrompt | undefined>)[INSTALL_PROMPT_EVENT] ??
    null) as InstallPrompt | null

/** Safari on an iPhone or iPad (iPadOS says it is a Mac), which installs from its Share menu only. */
function iosSafari(): boolean {
  const agent = navigator.userAgent
  const apple = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
  return apple && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent)
}

function remember(answer: 'dismissed' | 'installed'): void {
  try {
    localStorage.setItem(INSTALL_ANSWER_KEY, answer)
  } catch {
    // Storage refused: the offer comes back on a later visit.
  }
}

/**
 * A small card at the foot of the screen: install NewsHub (the browser's own prompt) or, on an
 * iPhone, how to add it to the Home Screen (a short sheet). "Not now" closes it for good; so does
 * installing, or reading the how-to.
 */
export function InstallOfferPanel() {
  const [prompt, setPrompt] = useState(keptPrompt)
  const [open, setOpen] = useState(true)
  const sheetRef = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const sheetHeadingId = useId()
  const [ios] = useState(iosSafari)
  useEffect(() => {
    const arrived = () => setPrompt(keptPrompt())
    const installed = () => {
      remember('installed')
      setOpen(false)
    }
    window.addEventListener(INSTALL_PROMPT_EVENT, arrived)
    window.addEventListener('appinstalled', installed)
    return () => {
      window.removeEventListener(INSTALL_PROMPT_EVENT, arrived)
      window.removeEventListener('appinstalled', installed)
    }
  }, [])
  if (!open || (!prompt && !ios)) return null
  const close = (answer: 'dismissed' | 'installed') => {
    remember(answer)
    setOpen(false)
  }
  const install = async () => {
    if (!prompt) return // The browser's prompt can be shown once.
    ;(window as unknown as Record<string, unknown>)[INSTALL_PROMPT_EVENT] = undefined
    await prompt.prompt()
    close((await prompt.userChoice).outcome === 'accepted' ? 'installed' : 'dismissed')
  }
  const button = 'rounded-md px-3 py-1.5 text-sm font-semibold'
  return (
    <section
      aria-labelledby={headingId}
      className="fixed inset-x-4 bottom-4 z-40 mx-auto max-w-md rounded-lg border border-slate-300 bg-white p-4 text-slate-900 shadow-lg"
    >
      <h2 id={headingId} className="font-bold">
        Install {BRAND}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Open it from your home screen, and read the stories you save even without a connection.
      </p>
      <div className="mt-3 flex gap-2">
        {prompt ? (
          <button
            type="button"
            onClick={install}
            className={`${button} bg-blue-800 text-white hover:bg-blue-900`}
          >
            Install
          </button>
        ) : (
          <button
            type="button"
            onClick={() => sheetRef.current?.showModal()}
            className={`${button} bg-blue-800 text-white hover:bg-blue-900`}
          >
            How to install
          </button>
        )}
        <button
          type="button"
          onClick={() => close('dismissed')}
          className={`${button} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          Not now
        </button>
      </div>
      {ios ? (
        <dialog
          ref={sheetRef}
          aria-labelledby={sheetHeadingId}
          className="fixed inset-x-0 bottom-0 top-auto m-0 w-full max-w-none rounded-t-xl bg-white p-5 text-slate-900 backdrop:bg-black/40"
        >
          <h2 id={sheetHeadingId} className="text-lg font-bold">
            Add {BRAND} to your Home Screen
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm">
            <li>Tap the Share button (a square with an arrow pointing up) in Safari's toolbar.</li>
            <li>Scroll down the list and tap "Add to Home Screen".</li>
            <li>Tap "Add". {BRAND} then opens from its icon, like an app.</li>
          </ol>
          <button
            type="button"
            onClick={() => {
              sheetRef.current?.close()
              close('dismissed')
            }}
            className={`${button} mt-4 bg-blue-800 text-white hover:bg-blue-900`}
          >
            Done
          </button>
        </dialog>
      ) : null}
    </section>
  )
}
