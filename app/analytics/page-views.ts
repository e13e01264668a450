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
 * cache know nothing of it.
 */
export function countPageViews(router: AnyRouter): void {
  if (!countingAllowed()) return
  sendQueuedEvents()
  window.addEventListener('online', sendQueuedEvents)
  // Readers' pages only: the owner's tools are not read.
  const readerPage = () => !isOwnerPage(window.location.pathname)
  const firstPost = postOnPage()
  if (readerPage())
    countEvent('view', {
      ...(firstPost ? { postId: firstPost } : {}),
      ...(document.referrer ? { referrer: document.referrer, host: window.location.host } : {}),
    })
  router.subscribe('onResolved', (event) => {
    if (!event.pathChanged || !readerPage()) return
    // The new page's markup is committed in the next frame.
    requestAnimationFrame(() =>
      setTimeout(() => {
        const postId = postOnPage()
        countEvent('view', postId ? { postId } : {})
      }, 0),
    )
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
