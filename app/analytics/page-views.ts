import type { AnyRouter } from '@tanstack/react-router'
import { isOwnerPage } from '../../core/owner/pages.ts'
import { countEvent, countingAllowed, sendQueuedEvents } from './count.ts'

/** The post the page shows (an article's `data-post-id`), if any. */
function postOnPage(): string | undefined {
  return document.querySelector<HTMLElement>('article[data-post-id]')?.dataset.postId || undefined
}

/**
 * Counts reader page views: the page the app started on (with where the reader came from), then
 * each in-app navigation once its page is on screen; clicks on a business's links (website, phone:
 * `a[data-business-id]`); and sends what was counted offline when the browser comes back online.
 * Runs after the page has loaded (entry-client.tsx), never on the server: rendering and the render
 * cache know nothing of it. `serverRendered`: the page came from the server with its content; the
 * offline shell renders in the browser, and its first page is counted once the router shows it
 * (once: the same address is never counted twice in a row).
 */
export function countPageViews(router: AnyRouter, { serverRendered }: { serverRendered: boolean }): void {
  if (!countingAllowed()) return
  sendQueuedEvents()
  window.addEventListener('online', sendQueuedEvents)
  const entered = document.referrer ? { referrer: document.referrer, host: window.location.host } : {}
  let counted: string | undefined
  const countView = () => {
    const here = window.location.pathname + window.location.search
    // Readers' pages only: the owner's tools are not read.
    if (here === counted || isOwnerPage(window.location.pathname)) return
    const postId = postOnPage()
    countEvent('view', { ...(postId ? { postId } : {}), ...(counted === undefined ? entered : {}) })
    counted = here
  }
  // A page's markup is committed in the frame after the router resolves it.
  const countOnScreen = () => requestAnimationFrame(() => setTimeout(countView, 0))
  if (serverRendered) countView()
  else if (router.state.resolvedLocation) countOnScreen()
  router.subscribe('onResolved', (event) => {
    if (event.pathChanged || counted === undefined) countOnScreen()
  })
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-business-id]')
      const businessId = link?.dataset.businessId
      if (!businessId) return
      const postId = postOnPage()
      countEvent('link_click', { businessId, ...(postId ? { postId } : {}) })
    },
    { capture: true },
  )
}
