import type { AnyRouter } from '@tanstack/react-router'

/** How long a page may take to show its heading (its data may still be loading) before giving up. */
const HEADING_WAIT_MS = 10_000

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1')
}

/**
 * After each client-side navigation to another page, moves focus to the new page's heading, as a
 * full page load would put a screen reader at the top: the heading is read out and Tab continues
 * from there. The heading is focused without scrolling, so the router's scroll restoration (Back
 * returns to where the reader was) is untouched. A page that shows its data later (a loading
 * state first) is waited for: the focus goes to the first heading that is not the old page's.
 */
export function focusHeadingAfterNavigation(router: AnyRouter): () => void {
  let before: { element: HTMLElement | null; text: string; active: Element | null } = {
    element: null,
    text: '',
    active: null,
  }
  let stopWaiting: (() => void) | undefined
  const unsubscribeStart = router.subscribe('onBeforeNavigate', () => {
    const element = pageHeading()
    before = { element, text: element?.textContent ?? '', active: document.activeElement }
  })
  const unsubscribeEnd = router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    stopWaiting?.()
    const isNew = (heading: HTMLElement) => heading !== before.element || heading.textContent !== before.text
    // A page that put focus somewhere inside main itself since the navigation began keeps it:
    // that is what its user needs to hear.
    const placedByPage = () => {
      const active = document.activeElement
      return (
        active instanceof HTMLElement &&
        active !== document.body &&
        active !== before.active &&
        active.isConnected &&
        document.querySelector('main')?.contains(active) === true
      )
    }
    const focus = (heading: HTMLElement) => {
      if (placedByPage()) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
    const observer = new MutationObserver(() => check())
    const timer = window.setTimeout(() => {
      stop()
      const heading = pageHeading()
      if (heading) focus(heading)
    }, HEADING_WAIT_MS)
    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      stopWaiting = undefined
    }
    const check = () => {
      const heading = pageHeading()
      if (!heading || !isNew(heading)) return
      stop()
      focus(heading)
    }
    stopWaiting = stop
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    check()
  })
  return () => {
    stopWaiting?.()
    unsubscribeStart()
    unsubscribeEnd()
  }
}
