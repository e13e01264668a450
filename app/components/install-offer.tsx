import { type ComponentType, useEffect, useState } from 'react'
import { useSavedCount } from './save-button.tsx'

/** localStorage: 'dismissed' or 'installed' once the reader has answered the install offer. */
export const INSTALL_ANSWER_KEY = 'newshub-install'
/** localStorage: how many visits (browser sessions) this device has made; sessionStorage: this one is counted. */
const VISITS_KEY = 'newshub-visits'

/** Counts this visit once per browser session, and answers the number of visits so far. */
function countVisit(): number {
  try {
    const visits = Number(localStorage.getItem(VISITS_KEY)) || 0
    if (sessionStorage.getItem(VISITS_KEY)) return visits
    sessionStorage.setItem(VISITS_KEY, '1')
    localStorage.setItem(VISITS_KEY, String(visits + 1))
    return visits + 1
  } catch {
    return 0
  }
}

/** Whether the offer has nothing to do here: answered already, or NewsHub runs installed. */
function offerDone(): boolean {
  try {
    if (localStorage.getItem(INSTALL_ANSWER_KEY)) return true
  } catch {
    return true
  }
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

/**
 * The install offer, from a reader's second visit or first save on: until then, and once the reader
 * has answered it, only this small part loads (at the first idle moment, app/routes/__root.tsx). The offer itself (install-offer-panel.tsx) shows when the
 * browser has an install prompt to give, or on an iPhone or iPad, as a how-to.
 */
export function InstallOffer() {
  const saved = useSavedCount()
  const [visits, setVisits] = useState(0)
  const [Panel, setPanel] = useState<ComponentType | null>(null)
  useEffect(() => {
    const visit = countVisit()
    setVisits(offerDone() ? -1 : visit)
  }, [])
  const wanted = visits >= 2 || (visits > 0 && (saved ?? 0) > 0)
  useEffect(() => {
    if (wanted)
      void import('./install-offer-panel.tsx').then((module) => setPanel(() => module.InstallOfferPanel))
  }, [wanted])
  return Panel ? <Panel /> : null
}
