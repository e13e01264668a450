/**
 * The moment to offer alerts: after a reader has read a story to its end or saved one, never on
 * load. Pages load this module at that moment (import()), and it loads the offer
 * (app/components/alerts-offer.tsx, in a React root of its own) unless the reader answered it before.
 */
/** localStorage key: the reader said 'Not now' or already chose alerts; the offer does not come back. */
export const ALERTS_OFFER_DONE = 'newshub:alerts-offer-done'

/** Whether this browser can take alerts at all (a push service, notifications, a service worker). */
export function alertsSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/** Asks the page to offer alerts, unless the reader has answered the offer or blocked notifications. */
export function offerAlerts(): void {
  if (!alertsSupported() || Notification.permission === 'denied') return
  try {
    if (localStorage.getItem(ALERTS_OFFER_DONE)) return
  } catch {
    return
  }
  if (document.getElementById('alerts-offer')) return
  void import('../components/alerts-offer.tsx').then((offer) => offer.showAlertsOffer())
}
