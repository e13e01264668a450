import { useSyncExternalStore } from 'react'

let idle: Promise<void> | undefined
let reached = false

/**
 * Resolves once the page has loaded and the browser then has a moment to spare (an idle
 * callback, or `timeoutMs` after load where idle callbacks are missing or never come). Work a
 * first paint and first interaction do not need (opening the offline store, keeping the
 * server-rendered posts, the service worker) waits for it, so it never lengthens hydration's
 * tasks. The same promise for every caller.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      reached = true
      resolve()
    }
    const afterLoad = () => {
      const request = (window as { requestIdleCallback?: typeof requestIdleCallback }).requestIdleCallback
      if (request) request(done, { timeout: timeoutMs })
      else setTimeout(done, timeoutMs)
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
  return idle
}

/**
 * False on the server and while a server-rendered page hydrates, true from the first idle moment
 * after load (at once on pages the browser renders later, by then long past).
 */
export function useAfterIdle(): boolean {
  return useSyncExternalStore(
    (changed) => {
      let subscribed = true
      void whenIdle().then(() => subscribed && changed())
      return () => {
        subscribed = false
      }
    },
    () => reached,
    () => false,
  )
}
