/**
 * Event the service worker's registration (app/lib/pwa.ts) sends when a new release waits; the
 * page listens for it to offer the update. On its own so that listening does not load pwa.ts.
 */
export const UPDATE_EVENT = 'newshub:update-available'
